import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsEndpoints } from '@contract/events';
import { call, keyOf } from '../../../lib/call';

/** GET /api/v1/events/get-events-of-organiser/{organiserId}: the organiser's own events, of every status. */
export const getOrganiserEvents = async (organiserId: string, signal?: AbortSignal) =>
  (await call(eventsEndpoints.ofOrganiser, { params: { organiserId } }, { signal })) ?? [];

export const getOrganiserEventsQueryOptions = (organiserId: string) =>
  queryOptions({
    queryKey: keyOf(eventsEndpoints.ofOrganiser, { params: { organiserId } }),
    queryFn: ({ signal }) => getOrganiserEvents(organiserId, signal),
  });

export const useOrganiserEvents = (organiserId: string | null) =>
  useQuery({ ...getOrganiserEventsQueryOptions(organiserId ?? ''), enabled: organiserId !== null });
