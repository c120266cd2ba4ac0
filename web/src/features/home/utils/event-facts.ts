import { dashboardDate, normaliseEventDate } from '@domain/events/event-dates';
import { t } from '../../../i18n/intl';

/** Spec §9: dates on event cards as dd-mm-yyyy; 'N/A' when there is none. */
export const dayText = (date: string | null): string => {
  const day = normaliseEventDate(date ?? '');
  return day ? dashboardDate(day) : t('N/A');
};

/** '20-03-2026 to 22-03-2026', or the one day. */
export const daysText = (start: string | null, end: string | null): string => {
  const [first, last] = [dayText(start), dayText(end)];
  return end === null || !normaliseEventDate(end) || last === first ? first : t('{first} to {last}', { first, last });
};
