import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminEndpoints, type adminUserRow } from '@contract/admin';
import { call, keyOf } from '../../../lib/call';

/** A row of the Users and Superusers lists (GET /api/v1/users/all-users and /superusers). */
export type AdminUser = z.output<typeof adminUserRow>;
export type UserRole = AdminUser['role'];
export type UserStatus = AdminUser['status'];

/**
 * GET /api/v1/users/all-users: students and teachers in one answer, so the Students/Teachers
 * toggle can show both counts and switch without a wait.
 */
export const getUsers = async (signal?: AbortSignal): Promise<AdminUser[]> =>
  (await call(adminEndpoints.users, { query: {} }, { signal })) ?? [];

export const getUsersQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(adminEndpoints.users, { query: {} }),
    queryFn: ({ signal }) => getUsers(signal),
  });

export const useUsers = () => useQuery(getUsersQueryOptions());
