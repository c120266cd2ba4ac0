import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { byRanking, eventLeaderSchema, eventLeadersPath } from '../../../lib/event-leader-schema';

/** The event's leadership role holders for the Support Contact tab (spec §7 "Calls whose path is not shown"). */
export const getEventLeaders = async (eventId: string, signal?: AbortSignal) =>
  byRanking((await apiRequest(eventLeadersPath(eventId), { schema: z.array(eventLeaderSchema), signal })) ?? []);

export const eventLeadersQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: ['registrations', 'event-leaders', eventId] as const, queryFn: ({ signal }) => getEventLeaders(eventId, signal) });

export const useEventLeaders = (eventId: string) => useQuery(eventLeadersQueryOptions(eventId));
