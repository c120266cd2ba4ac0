import { useCallback, useState } from 'react';
import { writeWithToasts } from './write-with-toasts';

/** The rows whose status change is on its way (they show 'Updating' and their menu waits). */
export const useUpdatingIds = () => {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const mark = useCallback(
    (id: string, on: boolean) =>
      setIds((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  return [ids, mark] as const;
};

/**
 * A list's writes to one row: the row shows 'Updating' until the answer is in; then a toast,
 * and on failure a reload of the list (see writeWithToasts).
 */
export const useRowWrites = (reload: () => Promise<unknown>) => {
  const [ids, mark] = useUpdatingIds();
  const rowWrite = async <Result,>(id: string, write: () => Promise<Result | undefined>, messages: { success: string; failure: string }) => {
    mark(id, true);
    const result = await writeWithToasts(write, messages, reload);
    mark(id, false);
    return result;
  };
  return [ids, rowWrite] as const;
};
