import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { leadershipRoleEndpoints, leadershipRoleRow } from '@contract/catalogue';
import { call, keyOf } from '../../../lib/call';

export type LeadershipRole = z.output<typeof leadershipRoleRow>;

export const leadershipRolesQueryKey = keyOf(leadershipRoleEndpoints.list);

/** GET /api/v1/leadership-roles/all-leadership-roles. Spec §8: a failure is only logged and gives nothing. */
export const getLeadershipRoles = async (signal?: AbortSignal): Promise<LeadershipRole[]> => {
  try {
    return (await call(leadershipRoleEndpoints.list, {}, { signal })) ?? [];
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
