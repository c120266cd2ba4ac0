import { eventStatusTransitions, type EventStatus } from '@domain/events/event';
import { eventMessages } from '@domain/events/event-rules';
import { ApiError } from '../../../lib/api-client';
import { msg, tm } from '../../../i18n/intl';

export interface StatusAction {
  status: EventStatus;
  label: string;
}

const labels: Record<EventStatus, string> = {
  approved: msg('Approve'),
  flagged: msg('Flag'),
  blocked: msg('Block'),
  rejected: msg('Reject'),
  cancelled: msg('Cancel event'),
  completed: msg('Mark completed'),
  // No transition leads back to pending; named only so that every status has a label.
  pending: msg('Set pending'),
};

/**
 * Spec §4: the status items of an event's row menu, exactly the transitions the server allows.
 * Approving a flagged or blocked event reads 'Approve again'. Delete is added by the list.
 */
export const statusActionsFor = (status: EventStatus): StatusAction[] =>
  eventStatusTransitions[status].map((to) => ({
    status: to,
    label: to === 'approved' && (status === 'flagged' || status === 'blocked') ? msg('Approve again') : labels[to],
  }));

/**
 * Spec §8: 'Failed to update event status'. A 409 (someone changed the event first, or the
 * change is no longer allowed) says what happened in the server's words.
 */
export const statusFailureMessage = (error: unknown): string =>
  error instanceof ApiError && error.status === 409 && error.serverMessage ? error.serverMessage : tm(eventMessages.statusFailed);
