import { toast } from 'sonner';
import type { EventStatus } from '@domain/events/event';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { usePagedListTable } from '../../../components/list/use-list-table';
import { ListShell, listTexts, loadOf } from '../../../components/list/list-shell';
import { useListState } from '../../../lib/use-list-state';
import { useListWrites } from '../../../lib/use-list-writes';
import { EVENT_DELETE_FAILED, EVENT_DELETED, useDeleteEvent } from '../api/delete-event';
import { refreshEvents } from '../api/event-writes';
import { useAllEvents, type AdminEvent } from '../api/get-all-events';
import { EVENT_STATUS_UPDATED, useUpdateEventStatus } from '../api/update-event-status';
import { statusFailureMessage } from '../utils/event-actions';
import { matchesEvent } from '../utils/event-rows';
import { eventsActions, eventsColumns, type EventsTableMeta } from './events-columns';
import { msg, t } from '../../../i18n/intl';

const EVENTS_PAGES = { pageSize: 10, noun: msg('events'), label: msg('Events pages') };

/** Until the list has loaded: one array, so the table's rows stay the same between renders. */
const noEvents: AdminEvent[] = [];

/**
 * Spec §2 Event status administration: every event with its status, searchable, and a row menu
 * that changes the status (§4) or deletes the event. The search and the page live in the URL.
 */
export const EventsList = () => {
  const list = useListState();

  const eventsQuery = useAllEvents();
  const updateStatus = useUpdateEventStatus();
  const deleteEvent = useDeleteEvent();

  const all = eventsQuery.data;

  const writes = useListWrites<AdminEvent>(refreshEvents);
  const { updatingIds, reload, markUpdating } = writes;

  const changeStatus = async (event: AdminEvent, status: EventStatus) => {
    markUpdating(event.id, true);
    try {
      if (await updateStatus.mutateAsync({ event, status })) toast.success(t(EVENT_STATUS_UPDATED));
    } catch (error) {
      toast.error(statusFailureMessage(error));
      // A refusal means the row is stale: show what is stored now.
      await reload();
    } finally {
      markUpdating(event.id, false);
    }
  };

  const meta: EventsTableMeta = {
    updatingIds,
    onStatus: (event, status) => void changeStatus(event, status),
    onDelete: writes.ask,
  };

  const { table, search, paging } = usePagedListTable({
    list,
    data: all ?? noEvents,
    columns: eventsColumns,
    matches: matchesEvent,
    pages: { ...EVENTS_PAGES, noun: t(EVENTS_PAGES.noun), label: t(EVENTS_PAGES.label) },
    cells: eventsActions.with(meta),
  });

  return (
    <div className="admin-list">
      <ListShell
        table={table}
        label={t('Events')}
        className="data-table--compact events-table"
        load={loadOf(eventsQuery, search.value)}
        texts={listTexts(t('events'))}
        busy={eventsQuery.isFetching}
        rowClassName={writes.rowClassName}
        search={{ ...search, placeholder: t('Search by event name, locality or ID...') }}
        paging={paging}
      />

      <ConfirmDialog
        {...writes.question(
          (event) => deleteEvent.mutateAsync(event.id),
          { success: t(EVENT_DELETED), failure: t(EVENT_DELETE_FAILED) },
          (event) => t('Are you sure you want to delete the event {name}? This action cannot be undone.', { name: event.name }),
        )}
        title={t('Confirm Delete')}
        busy={deleteEvent.isPending}
      />
    </div>
  );
};
