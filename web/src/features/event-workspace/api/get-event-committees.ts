import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const eventCommitteeSchema = z.object({
  id: z.string(),
  committee: z.object({ id: z.string(), abbr: z.string(), committee: z.string(), category: z.string() }),
  committee_id: z.string(),
  abbr: z.string(),
  category: z.string(),
  seats: z.number().nullish().transform((seats) => seats ?? 50),
  chair_username: z.string().nullable(),
  chair_name: z.string().nullable(),
  deputy_chair_1_username: z.string().nullable(),
  deputy_chair_1_name: z.string().nullable(),
  deputy_chair_2_username: z.string().nullable(),
  deputy_chair_2_name: z.string().nullable(),
  /** Delegates assigned to it (spec §4 Allocation status per committee); 0 when not given. */
  assigned: z.number().nullish().transform((assigned) => assigned ?? 0),
});
export type EventCommittee = z.infer<typeof eventCommitteeSchema>;

export const eventCommitteesQueryKey = (eventId: string) => ['event-workspace', 'event-committees', eventId] as const;

/** GET /api/v1/event-committees/get-all-event-committees/{eventId}. */
export const getEventCommittees = async (eventId: string, signal?: AbortSignal): Promise<EventCommittee[]> =>
  (await apiRequest(`/api/v1/event-committees/get-all-event-committees/${encodeURIComponent(eventId)}`, { schema: z.array(eventCommitteeSchema), signal })) ?? [];

export const getEventCommitteesQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: eventCommitteesQueryKey(eventId), queryFn: ({ signal }) => getEventCommittees(eventId, signal) });

export const useEventCommittees = (eventId: string, { enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...getEventCommitteesQueryOptions(eventId), enabled });
