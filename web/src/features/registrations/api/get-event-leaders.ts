import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventLeadersEndpoints } from '@contract/event-leaders';
import { call, keyOf } from '../../../lib/call';
import { byRanking } from '../../../lib/event-leaders';

/** The event's leadership role holders for the Support Contact tab (spec §7 "Calls whose path is not shown"), ranking ascending. */
export const getEventLeaders = async (eventId: string, signal?: AbortSignal) =>
  byRanking((await call(eventLeadersEndpoints.list, { params: { eventId } }, { signal })) ?? []);

const eventLeadersQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: keyOf(eventLeadersEndpoints.list, { params: { eventId } }),
    queryFn: ({ signal }) => getEventLeaders(eventId, signal),
  });

export const useEventLeaders = (eventId: string) => useQuery(eventLeadersQueryOptions(eventId));
