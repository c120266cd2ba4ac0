import type { EventStatus } from '@domain/events/event';
import { acknowledged, apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { eventsAdminQueryKey, type AdminEvent } from './get-all-events';

export const EVENT_STATUS_UPDATED = 'Event status updated successfully';

export interface UpdateEventStatusInput {
  event: Pick<AdminEvent, 'id' | 'status'>;
  status: EventStatus;
}

/**
 * PATCH /api/v1/events/update-event-status/{id}. The status the row showed goes with it: when
 * someone else changed it first the answer is 409 and nothing changes.
 */
export const updateEventStatus = ({ event, status }: UpdateEventStatusInput) =>
  apiRequest(`/api/v1/events/update-event-status/${encodeURIComponent(event.id)}`, {
    method: 'PATCH',
    schema: acknowledged,
    body: { status, expectedStatus: event.status },
  });

export const useUpdateEventStatus = (config: MutationConfig<typeof updateEventStatus> = {}) =>
  useRefetchingMutation(updateEventStatus, eventsAdminQueryKey, config);
