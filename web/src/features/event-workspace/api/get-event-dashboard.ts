import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { eventDashboardEndpoints } from '@contract/event-dashboard';
import { call, keyOf } from '../../../lib/call';

export type EventDashboardData = z.output<typeof eventDashboardEndpoints.dashboard.data>;

/** The Dashboard tab's chips, summary and status. */
const getEventDashboard = async (eventId: string, signal?: AbortSignal): Promise<EventDashboardData | null> =>
  (await call(eventDashboardEndpoints.dashboard, { params: { eventId } }, { signal })) ?? null;

export const useEventDashboard = (eventId: string) =>
  useQuery(
    queryOptions({
      queryKey: keyOf(eventDashboardEndpoints.dashboard, { params: { eventId } }),
      queryFn: ({ signal }) => getEventDashboard(eventId, signal),
    }),
  );
