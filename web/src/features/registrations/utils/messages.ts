import { normaliseEventDate } from '@domain/events/event-dates';
import { msg, t } from '../../../i18n/intl';

/** The load messages of spec §8 that this feature shows, and its own screen texts. */
export const loadMessages = {
  event: (message: string) => t('Failed to get event by id: {message}', { message }),
  registrationInfo: (message: string) => t('Failed to get registration info: {message}', { message }),
  user: (message: string) => t('Failed to get user by id: {message}', { message }),
} as const;

/**
 * Spec §2 Success pages: the headline says which edition the person is registered for. The
 * event's name and the year it starts ('Gulf Youth MUN 2026'), rather than a fixed year; a
 * name that already carries that year keeps it once. Before the event is read: no name.
 */
export const successHeadline = (event: { name: string; start_date?: string | null | undefined } | null | undefined): string => {
  if (!event) return t('You are registered!');
  const year = normaliseEventDate(event.start_date ?? '')?.slice(0, 4);
  const edition = year && !event.name.split(/\D+/).includes(year) ? `${event.name} ${year}` : event.name;
  return t('You are registered for {edition}', { edition });
};

export const emptyTexts = {
  supportContacts: msg('No support contacts yet'),
  generalDocuments: msg('No general documents available'),
  committeeDocuments: msg('No committee documents available'),
  agendas: msg('No agendas for your committee yet'),
} as const;

export const CANCEL_QUESTION = msg('Are you sure you want to cancel your registration for this event?');

/** As the profile screens say it when no user id is stored. */
export const USER_ID_MISSING = msg('User ID not found. Please login again.');
