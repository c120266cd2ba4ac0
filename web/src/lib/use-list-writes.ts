import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useUpdatingIds } from './use-updating-ids';
import { writeWithToasts } from './write-with-toasts';

type Messages = { success: string; failure: string };

/**
 * A list's writes (spec §4): a change to one row shows 'Updating' on it until the answer is
 * in; a removal waits for Yes to its question. Then a toast, and on failure a reload of the
 * lists the row shows in (`refresh`), since a refusal means someone changed the row first.
 */
export const useListWrites = <Row>(refresh: (client: QueryClient) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  const reload = () => refresh(queryClient);
  const [updatingIds, mark] = useUpdatingIds();
  const [asked, setAsked] = useState<Row | null>(null);

  const rowWrite = async <Result>(id: string, write: () => Promise<Result | undefined>, messages: Messages) => {
    mark(id, true);
    const result = await writeWithToasts(write, messages, reload);
    mark(id, false);
    return result;
  };

  const confirm = async (write: (row: Row) => Promise<unknown>, messages: Messages) => {
    const row = asked;
    if (!row) return;
    await writeWithToasts(() => write(row), messages, reload);
    setAsked(null);
  };

  return {
    reload,
    updatingIds,
    /** A row's class while a write to it is under way. */
    rowClassName: (row: { id: string }) => (updatingIds.has(row.id) ? 'is-updating' : undefined),
    /** For a row write with its own messages: marks the row as updating, or no longer. */
    markUpdating: mark,
    rowWrite,
    /** The row whose removal is asked about, if any. */
    asked,
    ask: setAsked,
    /** The question's dialog, asking `message` of the row: open while a row is asked about; Yes runs `write`. */
    question: (write: (row: Row) => Promise<unknown>, messages: Messages, message: (row: Row) => string) => ({
      open: asked !== null,
      message: asked === null ? '' : message(asked),
      onConfirm: () => void confirm(write, messages),
      onCancel: () => setAsked(null),
    }),
  };
};
