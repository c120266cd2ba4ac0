import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsEndpoints } from '@contract/events';
import { call, keyOf } from '../../../lib/call';
import type { EventSummary } from './event-schema';

/**
 * GET /api/v1/events/get-events: the events the caller may see. Spec §8: a failure is only
 * logged; the screen then shows no events (which is not the same as an answer with none).
 */
export const getEvents = async (signal?: AbortSignal): Promise<EventSummary[]> => {
  try {
    return (await call(eventsEndpoints.visible, {}, { signal })) ?? [];
  } catch (error) {
    if (!signal?.aborted) console.error('Failed to fetch events', error);
    throw error;
  }
};

export const getEventsQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(eventsEndpoints.visible, {}),
    queryFn: ({ signal }) => getEvents(signal),
  });

/** Read afresh on every visit: events are created, approved and cancelled meanwhile. A failure is not retried. */
export const useEvents = () => useQuery({ ...getEventsQueryOptions(), staleTime: 0, retry: false });
