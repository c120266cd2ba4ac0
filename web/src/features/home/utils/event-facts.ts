import { dashboardDate, normaliseEventDate } from '@domain/events/event-dates';

/** Spec §9: dates on event cards as dd-mm-yyyy; 'N/A' when there is none. */
export const dayText = (date: string | null): string => {
  const day = normaliseEventDate(date ?? '');
  return day ? dashboardDate(day) : 'N/A';
};

/** '20-03-2026 to 22-03-2026', or the one day. */
export const daysText = (start: string | null, end: string | null): string => {
  const [first, last] = [dayText(start), dayText(end)];
  return last === 'N/A' || last === first ? first : `${first} to ${last}`;
};
