import { dashboardDate, normaliseEventDate } from '@domain/events/event-dates';
import { paths } from '../../../config/paths';
import { formatAed } from '../../../i18n/format';
import { t } from '../../../i18n/intl';

/** Spec §9: dashboard dates as dd-mm-yyyy; 'N/A' when the event has none. */
export const cardDate = (date: string | null): string => {
  const day = normaliseEventDate(date ?? '');
  return day ? dashboardDate(day) : t('N/A');
};

/** Spec §1: currency is AED. */
export const feesText = (fees: number | null): string => (fees === null ? t('N/A') : formatAed(fees));

/** Spec §2: students register on the student page, everybody else on the teacher page. */
export const registrationHref = (role: string | null, eventId: string): string =>
  (role === 'student' ? paths.studentRegistration : paths.teacherRegistration).getHref(eventId);

/** Where a card leads: the delegate page of an event the person is registered for, else its registration page. */
export const eventCardHref = (role: string | null, eventId: string, registeredEventIds: ReadonlySet<string>): string => {
  if (!registeredEventIds.has(eventId)) return registrationHref(role, eventId);
  return (role === 'student' ? paths.studentDelegatePage : paths.teacherDelegatePage).getHref(eventId);
};
