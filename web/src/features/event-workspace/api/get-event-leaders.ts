import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventLeadersEndpoints } from '@contract/event-leaders';
import { call, keyOf } from '../../../lib/call';
import { byRanking } from '../../../lib/event-leaders';

export const eventLeadersQueryKey = (eventId: string) => keyOf(eventLeadersEndpoints.list, { params: { eventId } });

/** An event's leadership roles, ranking ascending. */
const getEventLeaders = async (eventId: string, signal?: AbortSignal) =>
  byRanking((await call(eventLeadersEndpoints.list, { params: { eventId } }, { signal })) ?? []);

export const useEventLeaders = (eventId: string) =>
  useQuery(queryOptions({ queryKey: eventLeadersQueryKey(eventId), queryFn: ({ signal }) => getEventLeaders(eventId, signal) }));
