import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventListSchema, eventsQueryKey } from './event-schema';

/** GET /api/v1/events/get-events-of-organiser/{organiserId}: the organiser's own events, of every status. */
export const getOrganiserEvents = async (organiserId: string, signal?: AbortSignal) =>
  (await apiRequest(`/api/v1/events/get-events-of-organiser/${encodeURIComponent(organiserId)}`, { schema: eventListSchema, signal })) ?? [];

export const getOrganiserEventsQueryOptions = (organiserId: string) =>
  queryOptions({
    queryKey: [...eventsQueryKey, 'organiser', organiserId],
    queryFn: ({ signal }) => getOrganiserEvents(organiserId, signal),
  });

export const useOrganiserEvents = (organiserId: string | null) =>
  useQuery({ ...getOrganiserEventsQueryOptions(organiserId ?? ''), enabled: organiserId !== null });
