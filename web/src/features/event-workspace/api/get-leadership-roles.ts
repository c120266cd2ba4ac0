import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { leadershipRoleEndpoints, type leadershipRoleRow } from '@contract/catalogue';
import { call, keyOf } from '../../../lib/call';

export type CatalogueRole = z.output<typeof leadershipRoleRow>;

/** GET /api/v1/leadership-roles/all-leadership-roles: the catalogue the role search looks in (its own cache entry, so its edits show here). */
export const getLeadershipRoles = async (signal?: AbortSignal): Promise<CatalogueRole[]> =>
  (await call(leadershipRoleEndpoints.list, {}, { signal })) ?? [];

export const useLeadershipRoles = () =>
  useQuery(queryOptions({ queryKey: keyOf(leadershipRoleEndpoints.list), queryFn: ({ signal }) => getLeadershipRoles(signal) }));
