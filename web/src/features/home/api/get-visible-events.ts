import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { eventsEndpoints, type eventView } from '@contract/events';
import { call, keyOf } from '../../../lib/call';

/** An event as the student and teacher homes read it: the card, and whether it takes registrations. */
export type HomeEvent = z.output<typeof eventView>;

/** GET /api/v1/events/get-events: the events the caller may see, those they are registered for among them. */
export const getVisibleEvents = async (signal?: AbortSignal): Promise<HomeEvent[]> =>
  (await call(eventsEndpoints.visible, {}, { signal })) ?? [];

export const visibleEventsQueryOptions = () =>
  queryOptions({ queryKey: keyOf(eventsEndpoints.visible, {}), queryFn: ({ signal }) => getVisibleEvents(signal) });

/** Read afresh on every visit: events open, fill up and close meanwhile. */
export const useVisibleEvents = () => useQuery({ ...visibleEventsQueryOptions(), staleTime: 0 });
