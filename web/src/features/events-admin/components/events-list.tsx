import { useMemo } from 'react';
import { toast } from 'sonner';
import type { EventStatus } from '@domain/events/event';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useListTable } from '../../../components/list/use-list-table';
import { ListShell, loadOf } from '../../../components/list/list-shell';
import { pageRange } from '../../../lib/page-numbers';
import { useListState } from '../../../lib/use-list-state';
import { useListWrites } from '../../../lib/use-list-writes';
import { EVENT_DELETE_FAILED, EVENT_DELETED, useDeleteEvent } from '../api/delete-event';
import { refreshEvents } from '../api/event-writes';
import { useAllEvents, type AdminEvent } from '../api/get-all-events';
import { EVENT_STATUS_UPDATED, useUpdateEventStatus } from '../api/update-event-status';
import { statusFailureMessage } from '../utils/event-actions';
import { matchesEvent } from '../utils/event-rows';
import { eventsActions, eventsColumns, type EventsTableMeta } from './events-columns';

export const EVENTS_PAGE_SIZE = 10;

/**
 * Spec §2 Event status administration: every event with its status, searchable, and a row menu
 * that changes the status (§4) or deletes the event. The search and the page live in the URL.
 */
export const EventsList = () => {
  const list = useListState();
  const { search, page: requestedPage } = list;

  const eventsQuery = useAllEvents();
  const updateStatus = useUpdateEventStatus();
  const deleteEvent = useDeleteEvent();

  const all = eventsQuery.data;
  const total = useMemo(() => (all ?? []).filter((event) => matchesEvent(event, search)).length, [all, search]);
  const { page } = pageRange(requestedPage, EVENTS_PAGE_SIZE, total);

  const writes = useListWrites<AdminEvent>(refreshEvents);
  const { updatingIds, reload, markUpdating } = writes;

  const changeStatus = async (event: AdminEvent, status: EventStatus) => {
    markUpdating(event.id, true);
    try {
      if (await updateStatus.mutateAsync({ event, status })) toast.success(EVENT_STATUS_UPDATED);
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

  const table = useListTable({
    data: all ?? [],
    columns: eventsColumns,
    search,
    matches: matchesEvent,
    paging: { page, pageSize: EVENTS_PAGE_SIZE },
    cells: eventsActions.with(meta),
  });

  return (
    <div className="admin-list">
      <ListShell
        table={table}
        label="Events"
        className="data-table--compact events-table"
        load={loadOf(eventsQuery, search)}
        texts={{
          loading: 'Loading events...',
          failed: 'Failed to load events.',
          empty: 'No events found',
          noMatch: 'No events found matching your search',
        }}
        busy={eventsQuery.isFetching}
        rowClassName={(event) => (updatingIds.has(event.id) ? 'is-updating' : undefined)}
        search={{ value: search, onChange: list.setSearch, placeholder: 'Search by event name, locality or ID...' }}
        paging={{ page, pageSize: EVENTS_PAGE_SIZE, total, noun: 'events', label: 'Events pages', onPageChange: list.setPage }}
      />

      <ConfirmDialog
        {...writes.question((event) => deleteEvent.mutateAsync(event.id), { success: EVENT_DELETED, failure: EVENT_DELETE_FAILED })}
        title="Confirm Delete"
        message={writes.asked ? `Are you sure you want to delete the event ${writes.asked.name}? This action cannot be undone.` : ''}
        busy={deleteEvent.isPending}
      />
    </div>
  );
};
