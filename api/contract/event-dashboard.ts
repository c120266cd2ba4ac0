import { z } from 'zod';
import { committeeCategories } from '@domain/catalogue/committees';
import { allocationStatuses } from '@domain/allocation/allocation-status';
import { eventIdParams } from './checked-by-route';
import { endpoint } from './endpoint';

const count = z.number().int();
const category = z.enum(committeeCategories);
const status = z.enum(allocationStatuses);

const eventDashboardView = z.object({
  event: z.object({
    id: z.string(),
    name: z.string(),
    start_date: z.string().describe('yyyy-mm-dd (UAE day); the screen shows dd-mm-yyyy'),
    end_date: z.string(),
    locality: z.string().nullable(),
    area: z.string().nullable(),
    fees_per_delegate: count,
    delegates: count.describe('Registered delegates (cancelled and removed ones not counted)'),
    total_revenue: z.number().nullable().describe('Seats times fees, in AED; null unless both are above 0'),
  }),
  summary: z
    .array(z.object({ row: z.string(), count, seats: count, allocated: count }))
    .describe(
      'Allocation Summary: rows Total, Country, Crisis, Role, Open Committees; count = committees, seats = their seats, allocated = delegates assigned',
    ),
  status: z
    .array(z.object({ category, label: z.string(), committees: count, seats_total: count, seats_assigned: count, status }))
    .describe(
      'Allocation Status per committee type that has committees: Open below 70 % of seats assigned, Filling from 70 %, Full at or above the seats',
    ),
  committees: z.array(z.object({ id: z.string(), abbr: z.string(), category, seats_total: count, seats_assigned: count, status })),
  allocation_published_at: z.string().nullable().describe('When the seats were last published to the delegates (ISO 8601); null: never'),
});

/**
 * The workspace Dashboard tab (spec §2 tab 1). The spec shows the screen but names no call for
 * it; this one answers everything the tab shows from the allocation summaries read model.
 */
export const eventDashboardEndpoints = {
  dashboard: endpoint({
    method: 'GET',
    path: '/api/v1/events/event-dashboard/:eventId',
    access: 'organiser',
    tag: 'events',
    summary: "An event's dashboard: its chips, Allocation Summary and Allocation Status (its organiser or a super user)",
    params: eventIdParams,
    data: eventDashboardView,
  }),
};
