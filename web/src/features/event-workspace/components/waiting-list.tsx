import type { QueryClient } from '@tanstack/react-query';
import { waitingListMessages } from '@domain/registrations/waiting-list';
import { ListShell, listTexts, loadOf } from '../../../components/list/list-shell';
import { usePagedListTable } from '../../../components/list/use-list-table';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useListState } from '../../../lib/use-list-state';
import { useListWrites } from '../../../lib/use-list-writes';
import { writeWithToasts } from '../../../lib/write-with-toasts';
import { useWaitingList, waitingListKey, type WaitingEntry } from '../api/get-waiting-list';
import { useMoveUpWaitingList } from '../api/move-up-waiting-list';
import { useRemoveFromWaitingList } from '../api/remove-from-waiting-list';
import { useSetWaitingListOpen } from '../api/set-waiting-list-open';
import { matchesWaiting, waitingListTexts } from '../utils/waiting-list';
import { waitingListActions, waitingListColumns, waitingNameOf } from './waiting-list-columns';

const WAITING_PAGES = { pageSize: 25, noun: 'people waiting', label: 'Waiting list pages' };

/**
 * The Delegates tab's Waiting List: those waiting for a seat, first in line first, with the
 * date each joined; the organiser moves a person up, removes one (asked first), and closes the
 * list to newcomers or opens it again. A seat that frees goes to the first by itself.
 */
export const WaitingList = ({ eventId }: { eventId: string }) => {
  const query = useWaitingList(eventId);
  const list = useListState();
  const moveUp = useMoveUpWaitingList();
  const remove = useRemoveFromWaitingList();
  const setOpen = useSetWaitingListOpen();
  const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: waitingListKey(eventId) });
  const writes = useListWrites<WaitingEntry>(refresh);
  const open = query.data?.open ?? true;

  const { table, search, paging } = usePagedListTable({
    list,
    data: query.data?.entries ?? [],
    columns: waitingListColumns,
    matches: matchesWaiting,
    pages: WAITING_PAGES,
    cells: waitingListActions.with({
      updatingIds: writes.updatingIds,
      onMoveUp: (entry) =>
        void writes
          .rowWrite(entry.id, () => moveUp.mutateAsync({ eventId, id: entry.id }), {
            success: waitingListMessages.movedUp,
            failure: waitingListTexts.moveFailed,
          })
          .then(() => writes.reload()),
      onRemove: writes.ask,
    }),
  });

  const toggle = () =>
    void writeWithToasts(
      () => setOpen.mutateAsync({ eventId, open: !open }),
      { success: open ? waitingListMessages.closed : waitingListMessages.reopened, failure: waitingListTexts.openFailed },
      writes.reload,
    ).then(() => writes.reload());

  return (
    <div className="waiting-list">
      <p className="waiting-list__state" role="status">
        {open ? waitingListTexts.open : waitingListTexts.closed}
      </p>
      <ListShell
        table={table}
        label="Waiting list"
        load={loadOf(query, search.value)}
        texts={listTexts('people waiting', { empty: 'Nobody is waiting' })}
        busy={query.isFetching}
        rowClassName={writes.rowClassName}
        search={{ ...search, placeholder: 'Search by name, username or place' }}
        toolbarEnd={
          <button type="button" className="button button--secondary" onClick={toggle} disabled={setOpen.isPending || query.isPending}>
            {open ? waitingListTexts.close : waitingListTexts.reopen}
          </button>
        }
        paging={paging}
      />
      <ConfirmDialog
        {...writes.question(
          (entry) => remove.mutateAsync({ eventId, id: entry.id }).then(() => writes.reload()),
          { success: waitingListMessages.removed, failure: waitingListTexts.removeFailed },
          (entry) => `${waitingListMessages.removeQuestion} ${waitingNameOf(entry)} loses their place.`,
        )}
        title="Remove from the waiting list"
        busy={remove.isPending}
        busyLabel="Removing…"
        confirmLabel={waitingListTexts.remove}
        cancelLabel="Keep"
      />
    </div>
  );
};
