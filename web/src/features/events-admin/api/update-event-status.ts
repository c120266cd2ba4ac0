import type { EventStatus } from '@domain/events/event';
import { eventsEndpoints } from '@contract/events';
import type { MutationConfig } from '../../../lib/react-query';
import { call } from '../../../lib/call';
import type { AdminEvent } from './get-all-events';
import { useEventsWrite } from './event-writes';
import { msg } from '../../../i18n/intl';

export const EVENT_STATUS_UPDATED = msg('Event status updated successfully');

export interface UpdateEventStatusInput {
  event: Pick<AdminEvent, 'id' | 'status'>;
  status: EventStatus;
}

/**
 * PATCH /api/v1/events/update-event-status/{id}. The status the row showed goes with it: when
 * someone else changed it first the answer is 409 and nothing changes.
 */
export const updateEventStatus = ({ event, status }: UpdateEventStatusInput) =>
  call(eventsEndpoints.updateStatus, { params: { id: event.id }, body: { status, expectedStatus: event.status } });

export const useUpdateEventStatus = (config: MutationConfig<typeof updateEventStatus> = {}) => useEventsWrite(updateEventStatus, config);
