import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { eventStatuses } from '@domain/events/event';
import { apiRequest } from '../../../lib/api-client';

/** The fields of an event view the student and teacher homes read: the card, and whether it takes registrations. */
export const homeEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  cover_image: z.string().nullable(),
  locality: z.object({ id: z.string(), name: z.string() }).nullable(),
  fees_per_delegate: z.number().nullable(),
  status: z.enum(eventStatuses),
  seats_left: z.number(),
});

export type HomeEvent = z.infer<typeof homeEventSchema>;

/** GET /api/v1/events/get-events: the events the caller may see, those they are registered for among them. */
export const getVisibleEvents = async (signal?: AbortSignal): Promise<HomeEvent[]> =>
  (await apiRequest('/api/v1/events/get-events', { schema: z.array(homeEventSchema), signal })) ?? [];

/** Read afresh on every visit: events open, fill up and close meanwhile. */
export const useVisibleEvents = () => useQuery({ queryKey: ['home', 'events'], queryFn: ({ signal }) => getVisibleEvents(signal), staleTime: 0 });
