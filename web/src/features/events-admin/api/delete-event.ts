import { eventsEndpoints } from '@contract/events';
import type { MutationConfig } from '../../../lib/react-query';
import { call } from '../../../lib/call';
import { useEventsWrite } from './event-writes';
import { msg } from '../../../i18n/intl';

export const EVENT_DELETED = msg('Event deleted successfully');
export const EVENT_DELETE_FAILED = msg('Failed to delete event');

/** DELETE /api/v1/events/delete-event/{id}: the event leaves every list; its history stays. */
export const deleteEvent = (id: string) => call(eventsEndpoints.remove, { params: { id } });

export const useDeleteEvent = (config: MutationConfig<typeof deleteEvent> = {}) => useEventsWrite(deleteEvent, config);
