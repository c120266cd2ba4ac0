import { eventStatusTransitions, type EventStatus } from '@domain/events/event';
import { eventMessages } from '@domain/events/event-rules';
import { ApiError } from '../../../lib/api-client';

export interface StatusAction {
  status: EventStatus;
  label: string;
}

const labels: Record<EventStatus, string> = {
  approved: 'Approve',
  flagged: 'Flag',
  blocked: 'Block',
  rejected: 'Reject',
  cancelled: 'Cancel event',
  completed: 'Mark completed',
  // No transition leads back to pending; named only so that every status has a label.
  pending: 'Set pending',
};

/**
 * Spec §4: the status items of an event's row menu, exactly the transitions the server allows.
 * Approving a flagged or blocked event reads 'Approve again'. Delete is added by the list.
 */
export const statusActionsFor = (status: EventStatus): StatusAction[] =>
  eventStatusTransitions[status].map((to) => ({
    status: to,
    label: to === 'approved' && (status === 'flagged' || status === 'blocked') ? 'Approve again' : labels[to],
  }));

/**
 * Spec §8: 'Failed to update event status'. A 409 (someone changed the event first, or the
 * change is no longer allowed) says what happened in the server's words.
 */
export const statusFailureMessage = (error: unknown): string =>
  error instanceof ApiError && error.status === 409 && error.serverMessage ? error.serverMessage : eventMessages.statusFailed;
