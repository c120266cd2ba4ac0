import { z } from 'zod';
import { eventStatuses } from '@domain/events/event';

/** The fields of an event view (spec §3) that the events screens read. */
export const eventSchema = z.object({
  id: z.string(),
  name: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  cover_image: z.string().nullable(),
  locality: z.object({ id: z.string(), name: z.string() }).nullable(),
  fees_per_delegate: z.number().nullable(),
  status: z.enum(eventStatuses),
});

export type EventSummary = z.infer<typeof eventSchema>;

export const eventListSchema = z.array(eventSchema);

/** Every events list query starts with this, so that a new event refreshes them all. */
export const eventsQueryKey = ['events'] as const;
