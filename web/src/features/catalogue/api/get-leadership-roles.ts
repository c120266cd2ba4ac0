import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const leadershipRoleSchema = z.object({
  id: z.union([z.number(), z.string()]),
  abbr: z.string(),
  leadership_role: z.string(),
});

export type LeadershipRole = z.infer<typeof leadershipRoleSchema>;

export const leadershipRolesQueryKey = ['leadership-roles'] as const;

/** GET /api/v1/leadership-roles/all-leadership-roles. Spec §8: a failure is only logged and gives nothing. */
export const getLeadershipRoles = async (signal?: AbortSignal): Promise<LeadershipRole[]> => {
  try {
    return (await apiRequest('/api/v1/leadership-roles/all-leadership-roles', { schema: z.array(leadershipRoleSchema), signal })) ?? [];
  } catch (error) {
    console.error('Failed to fetch leadership roles', error);
    return [];
  }
};

export const getLeadershipRolesQueryOptions = () =>
  queryOptions({
    queryKey: leadershipRolesQueryKey,
    queryFn: ({ signal }) => getLeadershipRoles(signal),
  });

export const useLeadershipRoles = () => useQuery(getLeadershipRolesQueryOptions());
