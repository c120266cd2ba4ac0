import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { byRanking, eventLeaderSchema, eventLeadersPath } from '../../../lib/event-leader-schema';

export const eventLeadersQueryKey = (eventId: string) => ['event-workspace', 'event-leaders', eventId] as const;

/** GET /api/v1/event-leaders/get-leadership-roles-by-event/{eventId}, ranking ascending. */
export const getEventLeaders = async (eventId: string, signal?: AbortSignal) =>
  byRanking((await apiRequest(eventLeadersPath(eventId), { schema: z.array(eventLeaderSchema), signal })) ?? []);

export const useEventLeaders = (eventId: string) =>
  useQuery(queryOptions({ queryKey: eventLeadersQueryKey(eventId), queryFn: ({ signal }) => getEventLeaders(eventId, signal) }));
