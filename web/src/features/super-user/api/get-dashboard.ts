import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const dashboardSchema = z.object({
  eventsUpcoming: z.number(),
  eventsCompleted: z.number(),
  users: z.number(),
  organisers: z.number(),
  pendingApprovals: z.number(),
  schools: z.number(),
});

export type DashboardStats = z.infer<typeof dashboardSchema>;

export const dashboardQueryKey = ['super-user', 'dashboard'] as const;

/** GET /api/v1/super-user/dashboard: the six counts of the dashboard tiles. */
export const getDashboard = async (signal?: AbortSignal): Promise<DashboardStats | null> =>
  (await apiRequest('/api/v1/super-user/dashboard', { schema: dashboardSchema, signal })) ?? null;

export const getDashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => getDashboard(signal),
  });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
