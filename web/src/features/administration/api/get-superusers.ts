import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { administrationQueryKey, adminUserSchema, type AdminUser } from './get-users';

export const superusersQueryKey = [...administrationQueryKey, 'superusers'] as const;

/** GET /api/v1/users/superusers */
export const getSuperusers = async (signal?: AbortSignal): Promise<AdminUser[]> =>
  (await apiRequest('/api/v1/users/superusers', { schema: z.array(adminUserSchema), signal })) ?? [];

export const getSuperusersQueryOptions = () =>
  queryOptions({
    queryKey: superusersQueryKey,
    queryFn: ({ signal }) => getSuperusers(signal),
  });

export const useSuperusers = () => useQuery(getSuperusersQueryOptions());
