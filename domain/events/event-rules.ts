import { z } from 'zod';
import { inclusiveDays, MAX_EVENT_DAYS, normaliseEventDate } from './event-dates';

/**
 * The event rules of spec §5 and §9, shared by the server (which enforces them) and the web
 * app (which shows the same messages before sending). Field names are the spec's payload names.
 */
export const eventMessages = {
  coverImage: 'Event cover image is required',
  logo: 'Event logo is required',
  name: 'Event name is required',
  nameLength: 'Event name must be at most 150 characters',
  description: 'Event description is required',
  descriptionLength: 'Event description must be upto 500 characters',
  startDate: 'Event start date is required',
  endDate: 'Event end date is required',
  endAfterStart: 'End date must be after start date',
  pastDate: 'Past dates cannot be selected',
  maxLength: (days: number) => `Maximum event length is ${days} consecutive days`,
  infoToast: 'Please fill in all required fields and ensure description is upto 500 characters',
  seats: 'Number of seats must be a positive number',
  fees: 'Fees per delegate must be a positive number',
  digitsOnly: 'Only numbers are allowed in this field',
  seatsFeesToast: 'Please fill in all required fields for seats and fees',
  website: 'Please enter a valid website URL',
  instagram: 'Please enter a valid Instagram handle (e.g., @username)',
  linksToast: 'Please fill in all required fields for event links',
  created: 'Event created successfully',
  updated: 'Event updated successfully',
  nothingChanged: 'Nothing to update: the event already has these details',
  createFailed: (reason: string) => `Failed to create event: ${reason}`,
  updateFailed: (reason: string) => `Failed to update event: ${reason}`,
  notifiedSuffix: (count: number) => ` Notifications sent to ${count} registered users.`,
  statusFailed: 'Failed to update event status',
} as const;

export const MAX_DESCRIPTION_LENGTH = 500;
export const MAX_NAME_LENGTH = 150;
export const MAX_SEATS = 100_000;
export const MAX_FEES = 1_000_000;
export const INSTAGRAM_HANDLE = /^@[A-Za-z0-9._]{1,30}$/;

/** Only digits may be typed into seats and fees (§5); the form strips anything else with a toast. */
export const isDigitsOnly = (text: string) => /^\d*$/.test(text);

/** Total revenue is seats × fees only when both are numbers above 0; otherwise empty (§3). */
export const totalRevenueOf = (seats: unknown, fees: unknown): number | null => {
  const s = typeof seats === 'string' && seats.trim() !== '' ? Number(seats) : seats;
  const f = typeof fees === 'string' && fees.trim() !== '' ? Number(fees) : fees;
  return typeof s === 'number' && typeof f === 'number' && Number.isFinite(s) && Number.isFinite(f) && s > 0 && f > 0 ? s * f : null;
};

/**
 * A website as typed: with or without its scheme ('example.com' becomes https://example.com),
 * only http(s), and a host with a dot. null when it is not a web address.
 */
export const normaliseWebsite = (text: string): string | null => {
  const trimmed = text.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!/^[^.]+(\.[^.]+)+$/.test(url.hostname) || url.username || url.password) return null;
    return withScheme;
  } catch {
    return null;
  }
};

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

const positiveWhole = (message: string, max: number) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, context) => {
    const text = String(value).trim();
    const number = typeof value === 'number' ? value : /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(number) || number <= 0 || number > max) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });

const eventDate = (message: string) =>
  z.string({ error: message }).transform((value, context) => {
    if (value.trim() === '') {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    const date = normaliseEventDate(value);
    if (!date) {
      context.addIssue({ code: 'custom', message: 'Please choose a valid date' });
      return z.NEVER;
    }
    return date;
  });

const imageUrl = (message: string) => z.string({ error: message }).trim().min(1, message).max(300, message);

/** Each field's rule; the steps and the update pick from these. */
export const eventFieldRules = {
  cover_image: imageUrl(eventMessages.coverImage),
  logo_image: imageUrl(eventMessages.logo),
  name: requiredText(eventMessages.name, MAX_NAME_LENGTH, eventMessages.nameLength),
  description: requiredText(eventMessages.description, MAX_DESCRIPTION_LENGTH, eventMessages.descriptionLength),
  start_date: eventDate(eventMessages.startDate),
  end_date: eventDate(eventMessages.endDate),
  number_of_seats: positiveWhole(eventMessages.seats, MAX_SEATS),
  fees_per_delegate: positiveWhole(eventMessages.fees, MAX_FEES),
  website: z
    .string({ error: eventMessages.website })
    .max(300, eventMessages.website)
    .transform((value, context) => {
      const url = normaliseWebsite(value);
      if (!url) {
        context.addIssue({ code: 'custom', message: eventMessages.website });
        return z.NEVER;
      }
      return url;
    }),
  instagram: z.string({ error: eventMessages.instagram }).trim().regex(INSTAGRAM_HANDLE, eventMessages.instagram),
};

/**
 * The date rules that need both dates and today's UAE date: end after start, at most seven
 * days inclusive, neither in the past. Returns [field, message] pairs.
 */
export const dateRangeProblems = (start: string, end: string, today: string | null): Array<[string, string]> => {
  const problems: Array<[string, string]> = [];
  if (today !== null && start < today) problems.push(['start_date', eventMessages.pastDate]);
  if (today !== null && end < today) problems.push(['end_date', eventMessages.pastDate]);
  if (end <= start) problems.push(['end_date', eventMessages.endAfterStart]);
  else if (inclusiveDays(start, end) > MAX_EVENT_DAYS) problems.push(['end_date', eventMessages.maxLength(MAX_EVENT_DAYS)]);
  return problems;
};

const withDateRange = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, today: string) =>
  schema.superRefine((value, context) => {
    const { start_date: start, end_date: end } = value as { start_date?: string; end_date?: string };
    if (start === undefined || end === undefined) return;
    for (const [field, message] of dateRangeProblems(start, end, today)) context.addIssue({ code: 'custom', path: [field], message });
  });

const { cover_image, logo_image, name, description, start_date, end_date, number_of_seats, fees_per_delegate, website, instagram } =
  eventFieldRules;

/** Step 1, Event Info (its toast: eventMessages.infoToast). */
export const eventInfoStep = (today: string) =>
  withDateRange(z.object({ cover_image, logo_image, name, description, start_date, end_date }), today);
/** Step 2, Seats & Fees. */
export const seatsFeesStep = z.object({ number_of_seats, fees_per_delegate });
/** Step 3, Event Links. */
export const eventLinksStep = z.object({ website, instagram });

/**
 * POST create-event: the three steps together. School, locality and area are the organiser's
 * (read-only on the details tab), and total revenue is computed, so the server takes neither.
 * These are the field rules alone; `createEventSchema` adds the date rules that need today.
 */
export const createEventFields = z.object({
  cover_image,
  logo_image,
  name,
  description,
  start_date,
  end_date,
  number_of_seats,
  fees_per_delegate,
  website,
  instagram,
  organiser_id: z.unknown().optional(),
  locality_id: z.unknown().optional(),
  school_id: z.unknown().optional(),
  area_id: z.unknown().optional(),
  total_revenue: z.unknown().optional(),
});

/** The create-event body with every rule, today's UAE date included. */
export const createEventSchema = (today: string) => withDateRange(createEventFields, today);

/** PATCH update-event: any editable fields; the dates are checked together with the stored ones by the decider. */
export const updateEventSchema = z.object({
  cover_image: cover_image.optional(),
  logo_image: logo_image.optional(),
  name: name.optional(),
  description: description.optional(),
  start_date: start_date.optional(),
  end_date: end_date.optional(),
  number_of_seats: number_of_seats.optional(),
  fees_per_delegate: fees_per_delegate.optional(),
  website: website.optional(),
  instagram: instagram.optional(),
  // Read-only or computed: accepted so a client may send the whole event back, never stored.
  school_id: z.unknown().optional(),
  locality_id: z.unknown().optional(),
  area_id: z.unknown().optional(),
  total_revenue: z.unknown().optional(),
  organiser_id: z.unknown().optional(),
});
export type UpdateEventBody = z.output<typeof updateEventSchema>;
