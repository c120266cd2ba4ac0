import { formatLongDay } from '../../../i18n/format';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A calendar date as YYYY-MM-DD, read in local time (what the person picked on screen). */
export const toIsoDate = (date: Date): string => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The date of a YYYY-MM-DD text when it names a real day (no 2024-02-31), else undefined. */
export const parseIsoDate = (value: string): Date | undefined => {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
};

/** Whether a valid YYYY-MM-DD lies after today (also YYYY-MM-DD; the two compare as text). */
export const isFutureDate = (value: string, today: string): boolean => parseIsoDate(value) !== undefined && value.trim() > today;

/** Read-backs may carry a timestamp ('2010-04-05T00:00:00.000Z'): the date part is what was entered. */
export const dateOnly = (value: string | null | undefined): string => {
  const text = (value ?? '').trim();
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : text;
};

/** '2010-04-05' → '5 April 2010' (in the chosen language); anything else is shown as it is. */
export const formatIsoDate = (value: string): string => (parseIsoDate(value) ? formatLongDay(value.trim()) : value);
