import { acknowledged, apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { eventsAdminQueryKey } from './get-all-events';

export const EVENT_DELETED = 'Event deleted successfully';
export const EVENT_DELETE_FAILED = 'Failed to delete event';

/** DELETE /api/v1/events/delete-event/{id}: the event leaves every list; its history stays. */
export const deleteEvent = (id: string) => apiRequest(`/api/v1/events/delete-event/${encodeURIComponent(id)}`, { method: 'DELETE', schema: acknowledged });

export const useDeleteEvent = (config: MutationConfig<typeof deleteEvent> = {}) => useRefetchingMutation(deleteEvent, eventsAdminQueryKey, config);
