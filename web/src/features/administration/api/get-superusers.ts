import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@contract/admin';
import { call, keyOf } from '../../../lib/call';
import type { AdminUser } from './get-users';

/** GET /api/v1/users/superusers */
export const getSuperusers = async (signal?: AbortSignal): Promise<AdminUser[]> =>
  (await call(adminEndpoints.superusers, {}, { signal })) ?? [];

export const getSuperusersQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(adminEndpoints.superusers, {}),
    queryFn: ({ signal }) => getSuperusers(signal),
  });

export const useSuperusers = () => useQuery(getSuperusersQueryOptions());
