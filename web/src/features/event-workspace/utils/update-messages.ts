import { eventMessages } from '@domain/events/event-rules';
import { tm } from '../../../i18n/intl';
import { API_REQUEST_FAILED } from '../../../lib/api-client';

/** Spec §8: the server's message, and ' Notifications sent to {n} registered users.' when anyone was told. */
export const updatedMessage = (serverMessage: string, registeredUsersNotified: number): string =>
  `${serverMessage || tm(eventMessages.updated)}${registeredUsersNotified > 0 ? tm(eventMessages.notifiedSuffix(registeredUsersNotified)) : ''}`;

/** Spec §8: 'Failed to update event: {reason}', the reason being the server's words when it gave any. */
export const updateFailedMessage = (error: unknown): string =>
  tm(eventMessages.updateFailed(error instanceof Error ? error.message : API_REQUEST_FAILED));
