import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const committeeCategories = ['country', 'role', 'crisis', 'open'] as const;
export type CommitteeCategory = (typeof committeeCategories)[number];

export const committeeSchema = z.object({
  id: z.union([z.number(), z.string()]),
  abbr: z.string(),
  committee: z.string(),
  category: z.string(),
});

export type Committee = z.infer<typeof committeeSchema>;

export const committeesQueryKey = ['committees'] as const;

/** GET /api/v1/committees/all-committees (every category; the screen splits them into tabs). */
export const getCommittees = async (signal?: AbortSignal): Promise<Committee[]> =>
  (await apiRequest('/api/v1/committees/all-committees', { schema: z.array(committeeSchema), signal })) ?? [];

export const getCommitteesQueryOptions = () =>
  queryOptions({
    queryKey: committeesQueryKey,
    queryFn: ({ signal }) => getCommittees(signal),
  });

export const useCommittees = () => useQuery(getCommitteesQueryOptions());
