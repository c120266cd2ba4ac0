import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { eventStatuses } from '@domain/events/event';
import { apiRequest } from '../../../lib/api-client';

export const eventPhases = ['upcoming', 'ongoing', 'past'] as const;

/** A row of the events masterlist: the fields of an event (spec §3) the list shows and searches. */
export const adminEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  locality: z.object({ id: z.string(), name: z.string() }).nullish(),
  fees_per_delegate: z.number(),
  event_phase: z.enum(eventPhases),
  status: z.enum(eventStatuses),
});

export type AdminEvent = z.infer<typeof adminEventSchema>;

/** Every query of this feature starts with this key: a write refetches all of them. */
export const eventsAdminQueryKey = ['events-admin'] as const;

/** GET /api/v1/events/all-events: every event, whatever its status (super users only). */
export const getAllEvents = async (signal?: AbortSignal): Promise<AdminEvent[]> =>
  (await apiRequest('/api/v1/events/all-events', { schema: z.array(adminEventSchema), signal })) ?? [];

export const getAllEventsQueryOptions = () =>
  queryOptions({
    queryKey: [...eventsAdminQueryKey, 'all-events'],
    queryFn: ({ signal }) => getAllEvents(signal),
  });

export const useAllEvents = () => useQuery(getAllEventsQueryOptions());
