import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventListSchema, eventsQueryKey, type EventSummary } from './event-schema';

/**
 * GET /api/v1/events/get-events: the events the caller may see. Spec §8: a failure is only
 * logged and gives nothing (null), which is not the same as an answer with no events.
 */
export const getEvents = async (signal?: AbortSignal): Promise<EventSummary[] | null> => {
  try {
    return (await apiRequest('/api/v1/events/get-events', { schema: eventListSchema, signal })) ?? null;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Failed to fetch events', error);
    return null;
  }
};

export const getEventsQueryOptions = () =>
  queryOptions({
    queryKey: [...eventsQueryKey, 'visible'],
    queryFn: ({ signal }) => getEvents(signal),
  });

/** Read afresh on every visit: events are created, approved and cancelled meanwhile. */
export const useEvents = () => useQuery({ ...getEventsQueryOptions(), staleTime: 0 });
