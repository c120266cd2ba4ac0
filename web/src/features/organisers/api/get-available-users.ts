import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { organisersEndpoints, type availableUserRow } from '@contract/organisers';
import { call, keyOf } from '../../../lib/call';
import type { OrganiserRole } from './get-organisers';

/** One match of the add row's username search: what picking it fills in (spec §2.6). */
export type AvailableUser = z.output<typeof availableUserRow>;

/** GET /api/v1/organisers/available-users?role=&q=: users of the tab's role who are not organisers (at most 20). */
export const getAvailableUsers = async (role: OrganiserRole, query: string, signal?: AbortSignal): Promise<AvailableUser[]> =>
  (await call(organisersEndpoints.availableUsers, { query: { role, q: query } }, { signal })) ?? [];

export const getAvailableUsersQueryOptions = (role: OrganiserRole, query: string) =>
  queryOptions({
    queryKey: keyOf(organisersEndpoints.availableUsers, { query: { role, q: query } }),
    queryFn: ({ signal }) => getAvailableUsers(role, query, signal),
  });

export const useAvailableUsers = (role: OrganiserRole, query: string) =>
  useQuery({ ...getAvailableUsersQueryOptions(role, query), enabled: query.trim() !== '', placeholderData: keepPreviousData });
