import { inclusiveDays } from '@domain/events/event-dates';
import { eventMessages } from '@domain/events/event-rules';

/**
 * Calendar days as 'YYYY-MM-DD' text and the calendar's local Date objects. A picked day is
 * read back from its local year, month and day, never through toISOString, which would move
 * it a day in any time zone east or west of UTC.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export const isoOfLocalDate = (date: Date): string => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The local midnight of a 'YYYY-MM-DD' day, or undefined when the text is not one. */
export const localDateOfIso = (iso: string | null | undefined): Date | undefined => {
  const match = ISO_DATE.exec(iso ?? '');
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return isoOfLocalDate(date) === iso ? date : undefined;
};

export interface DraftRange {
  start: string | null;
  end: string | null;
}

export type DayClickOutcome =
  { kind: 'past'; message: string } | { kind: 'too-long'; message: string } | { kind: 'picked'; range: DraftRange };

/**
 * Spec §5, date range picker: past days are refused; the first click sets the start, the
 * second the end (a day before the start swaps the two), a third click starts again; a range
 * longer than maxDays counted inclusively is refused and the start kept.
 */
export const clickDay = (draft: DraftRange, day: string, rules: { today: string; maxDays: number }): DayClickOutcome => {
  if (day < rules.today) return { kind: 'past', message: eventMessages.pastDate };
  if (draft.start === null || draft.end !== null) return { kind: 'picked', range: { start: day, end: null } };
  const [start, end] = day < draft.start ? [day, draft.start] : [draft.start, day];
  if (inclusiveDays(start, end) > rules.maxDays) return { kind: 'too-long', message: eventMessages.maxLength(rules.maxDays) };
  return { kind: 'picked', range: { start, end } };
};
