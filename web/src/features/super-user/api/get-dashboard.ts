import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminEndpoints } from '@contract/admin';
import { call, keyOf } from '../../../lib/call';

export type DashboardStats = z.output<(typeof adminEndpoints.dashboard)['data']>;

/** GET /api/v1/super-user/dashboard: the six counts of the dashboard tiles. */
export const getDashboard = async (signal?: AbortSignal): Promise<DashboardStats | null> =>
  (await call(adminEndpoints.dashboard, {}, { signal })) ?? null;

export const getDashboardQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(adminEndpoints.dashboard, {}),
    queryFn: ({ signal }) => getDashboard(signal),
  });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
