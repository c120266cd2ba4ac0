import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { eventsEndpoints, type eventView } from '@contract/events';
import { call, keyOf } from '../../../lib/call';

/** A row of the events masterlist: an event (spec §3) as the list shows and searches it. */
export type AdminEvent = z.output<typeof eventView>;

/** GET /api/v1/events/all-events: every event, whatever its status (super users only). */
export const getAllEvents = async (signal?: AbortSignal): Promise<AdminEvent[]> => (await call(eventsEndpoints.all, {}, { signal })) ?? [];

export const getAllEventsQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(eventsEndpoints.all, {}),
    queryFn: ({ signal }) => getAllEvents(signal),
  });

export const useAllEvents = () => useQuery(getAllEventsQueryOptions());
