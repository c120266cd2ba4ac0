import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** A row of the Users and Superusers lists (GET /api/v1/users/all-users and /superusers). */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  role: z.enum(['student', 'teacher']),
  global_role: z.enum(['superuser', 'user']),
  status: z.enum(['active', 'flagged', 'blocked', 'deleted']),
  email_verified: z.boolean(),
  organiserId: z.string().nullable(),
  fullname: z.string().nullable(),
  username: z.string().nullable(),
  hasProfile: z.boolean(),
  school: z.string().nullable(),
  grade: z.string().nullable(),
  years_of_experience: z.string().nullable(),
  created_at: z.string(),
});

export type AdminUser = z.infer<typeof adminUserSchema>;
export type UserRole = AdminUser['role'];
export type UserStatus = AdminUser['status'];

/** Every query of this feature starts with this key: a write refetches all of them. */
export const administrationQueryKey = ['administration'] as const;

export const usersQueryKey = [...administrationQueryKey, 'users'] as const;

/**
 * GET /api/v1/users/all-users: students and teachers in one answer, so the Students/Teachers
 * toggle can show both counts and switch without a wait.
 */
export const getUsers = async (signal?: AbortSignal): Promise<AdminUser[]> =>
  (await apiRequest('/api/v1/users/all-users', { schema: z.array(adminUserSchema), signal })) ?? [];

export const getUsersQueryOptions = () =>
  queryOptions({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => getUsers(signal),
  });

export const useUsers = () => useQuery(getUsersQueryOptions());
