import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { organiserRoles, organisersQueryKey, type OrganiserRole } from './get-organisers';

/** One match of the add row's username search: what picking it fills in (spec §2.6). */
export const availableUserSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  username: z.string(),
  fullname: z.string().nullable(),
  name: z.string().nullable(),
  role: z.enum(organiserRoles),
  school_id: z.string().nullable(),
  school: z.string().nullable(),
  locality_id: z.string().nullable(),
  school_location: z.string().nullable(),
  grade: z.string().nullable(),
  years_of_experience: z.string().nullable(),
});

export type AvailableUser = z.infer<typeof availableUserSchema>;

export const availableUsersQueryKey = (role: OrganiserRole, query: string) => [...organisersQueryKey, 'available-users', role, query] as const;

/** GET /api/v1/organisers/available-users?role=&q=: users of the tab's role who are not organisers (at most 20). */
export const getAvailableUsers = async (role: OrganiserRole, query: string, signal?: AbortSignal): Promise<AvailableUser[]> => {
  const search = new URLSearchParams({ role, q: query });
  return (await apiRequest(`/api/v1/organisers/available-users?${search.toString()}`, { schema: z.array(availableUserSchema), signal })) ?? [];
};

export const getAvailableUsersQueryOptions = (role: OrganiserRole, query: string) =>
  queryOptions({
    queryKey: availableUsersQueryKey(role, query),
    queryFn: ({ signal }) => getAvailableUsers(role, query, signal),
  });

export const useAvailableUsers = (role: OrganiserRole, query: string) =>
  useQuery({ ...getAvailableUsersQueryOptions(role, query), enabled: query.trim() !== '', placeholderData: keepPreviousData });
