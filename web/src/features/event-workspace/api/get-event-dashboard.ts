import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { committeeCategories } from '@domain/catalogue/committees';
import { allocationStatuses } from '@domain/allocation/allocation-status';
import { apiRequest } from '../../../lib/api-client';

const status = z.enum(allocationStatuses);

export const eventDashboardSchema = z.object({
  event: z.object({
    id: z.string(),
    name: z.string(),
    start_date: z.string().nullish(),
    end_date: z.string().nullish(),
    locality: z.string().nullish(),
    area: z.string().nullish(),
    fees_per_delegate: z.number().nullish(),
    delegates: z.number(),
    total_revenue: z.number().nullish(),
  }),
  summary: z.array(z.object({ row: z.string(), count: z.number(), seats: z.number(), allocated: z.number() })),
  status: z.array(
    z.object({ category: z.enum(committeeCategories), label: z.string(), committees: z.number(), seats_total: z.number(), seats_assigned: z.number(), status }),
  ),
  /** When the seats were last published to the delegates; null: never. */
  allocation_published_at: z.string().nullish().transform((value) => value ?? null),
});
export type EventDashboardData = z.infer<typeof eventDashboardSchema>;

export const eventDashboardQueryKey = (eventId: string) => ['event-workspace', 'event-dashboard', eventId] as const;

/** GET /api/v1/events/event-dashboard/{eventId}: the Dashboard tab's chips, summary and status. */
export const getEventDashboard = async (eventId: string, signal?: AbortSignal): Promise<EventDashboardData | null> =>
  (await apiRequest(`/api/v1/events/event-dashboard/${encodeURIComponent(eventId)}`, { schema: eventDashboardSchema, signal })) ?? null;

export const getEventDashboardQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: eventDashboardQueryKey(eventId), queryFn: ({ signal }) => getEventDashboard(eventId, signal) });

export const useEventDashboard = (eventId: string) => useQuery(getEventDashboardQueryOptions(eventId));
