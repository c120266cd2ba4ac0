import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** Only whether there are any: the dashboard shows the events themselves. */
const eventIdsSchema = z.array(z.object({ id: z.string() }));

/**
 * GET /api/v1/events/get-events-of-organiser/{organiserId} for an organiser, else
 * GET /api/v1/events/get-events. Spec §8: a failure is only logged and counts as no events.
 */
export const hasAnyEvents = async (organiserId: string | null, signal?: AbortSignal): Promise<boolean> => {
  const path = organiserId ? `/api/v1/events/get-events-of-organiser/${encodeURIComponent(organiserId)}` : '/api/v1/events/get-events';
  try {
    const events = await apiRequest(path, { schema: eventIdsSchema, signal });
    return (events?.length ?? 0) > 0;
  } catch (error) {
    if (signal?.aborted) throw error;
    // A stored organiser id the server no longer grants (flagged, blocked) is refreshed on this
    // page; meanwhile the person sees what everyone sees.
    if (organiserId && error instanceof ApiError && error.status === 403) return hasAnyEvents(null, signal);
    console.error('Failed to fetch events', error);
    return false;
  }
};

/** Spec §2, Home: read on every visit, since events may have been created or approved since. */
export const useHasAnyEvents = (organiserId: string | null) =>
  useQuery({
    queryKey: ['events', 'home-check', organiserId],
    queryFn: ({ signal }) => hasAnyEvents(organiserId, signal),
    staleTime: 0,
  });
