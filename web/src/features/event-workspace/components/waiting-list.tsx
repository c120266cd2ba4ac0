import type { QueryClient } from '@tanstack/react-query';
import { waitingListMessages } from '@domain/registrations/waiting-list';
import { ListShell, listTexts, loadOf } from '../../../components/list/list-shell';
import { usePagedListTable } from '../../../components/list/use-list-table';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t, tm } from '../../../i18n/intl';
import { useListState } from '../../../lib/use-list-state';
import { useListWrites } from '../../../lib/use-list-writes';
import { writeWithToasts } from '../../../lib/write-with-toasts';
import { useWaitingList, waitingListKey, type WaitingEntry } from '../api/get-waiting-list';
import { useMoveUpWaitingList } from '../api/move-up-waiting-list';
import { useRemoveFromWaitingList } from '../api/remove-from-waiting-list';
import { useSetWaitingListOpen } from '../api/set-waiting-list-open';
import { matchesWaiting, waitingListTexts } from '../utils/waiting-list';
import { waitingListActions, waitingListColumns, waitingNameOf } from './waiting-list-columns';

const WAITING_PAGE_SIZE = 25;

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
    pages: { pageSize: WAITING_PAGE_SIZE, noun: t('people waiting'), label: t('Waiting list pages') },
    cells: waitingListActions.with({
      updatingIds: writes.updatingIds,
      onMoveUp: (entry) =>
        void writes
          .rowWrite(entry.id, () => moveUp.mutateAsync({ eventId, id: entry.id }), {
            success: tm(waitingListMessages.movedUp),
            failure: t(waitingListTexts.moveFailed),
          })
          .then(() => writes.reload()),
      onRemove: writes.ask,
    }),
  });

  const toggle = () =>
    void writeWithToasts(
      () => setOpen.mutateAsync({ eventId, open: !open }),
      { success: tm(open ? waitingListMessages.closed : waitingListMessages.reopened), failure: t(waitingListTexts.openFailed) },
      writes.reload,
    ).then(() => writes.reload());

  return (
    <div className="waiting-list">
      <p className="waiting-list__state" role="status">
        {t(open ? waitingListTexts.open : waitingListTexts.closed)}
      </p>
      <ListShell
        table={table}
        label={t('Waiting list')}
        load={loadOf(query, search.value)}
        texts={listTexts(t('people waiting'), { empty: t('Nobody is waiting') })}
        busy={query.isFetching}
        rowClassName={writes.rowClassName}
        search={{ ...search, placeholder: t('Search by name, username or place') }}
        toolbarEnd={
          <button type="button" className="button button--secondary" onClick={toggle} disabled={setOpen.isPending || query.isPending}>
            {t(open ? waitingListTexts.close : waitingListTexts.reopen)}
          </button>
        }
        paging={paging}
      />
      <ConfirmDialog
        {...writes.question(
          (entry) => remove.mutateAsync({ eventId, id: entry.id }).then(() => writes.reload()),
          { success: tm(waitingListMessages.removed), failure: t(waitingListTexts.removeFailed) },
          (entry) =>
            t('{question} {name} loses their place.', { question: tm(waitingListMessages.removeQuestion), name: waitingNameOf(entry) }),
        )}
        title={t('Remove from the waiting list')}
        busy={remove.isPending}
        busyLabel={t('Removing…')}
        confirmLabel={t(waitingListTexts.remove)}
        cancelLabel={t('Keep')}
      />
    </div>
  );
};
