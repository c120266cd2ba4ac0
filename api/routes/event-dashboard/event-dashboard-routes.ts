import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { committeeCategories } from '@domain/catalogue/committees';
import { DomainError } from '@domain/shared/errors';
import { allocationStatuses } from '@domain/allocation/allocation-status';
import { findPublication } from '../../../projections/allocation/delegate-allocations';
import { findEventDashboard } from '../../../projections/workspace/event-dashboard';
import type { AppDependencies } from '../../dependencies';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { assertManagesEvent } from '../../lib/event-access';

const eventIdParams = z.object({ eventId: z.string().min(1).max(100) });
const count = z.number().int();

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
    .describe('Allocation Summary: rows Total, Country, Crisis, Role, Open Committees; count = committees, seats = their seats, allocated = delegates assigned'),
  status: z
    .array(
      z.object({
        category: z.enum(committeeCategories),
        label: z.string(),
        committees: count,
        seats_total: count,
        seats_assigned: count,
        status: z.enum(allocationStatuses),
      }),
    )
    .describe('Allocation Status per committee type that has committees: Open below 70 % of seats assigned, Filling from 70 %, Full at or above the seats'),
  committees: z.array(
    z.object({ id: z.string(), abbr: z.string(), category: z.enum(committeeCategories), seats_total: count, seats_assigned: count, status: z.enum(allocationStatuses) }),
  ),
  allocation_published_at: z.string().nullable().describe('When the seats were last published to the delegates (ISO 8601); null: never'),
});

/**
 * The workspace Dashboard tab (spec §2 tab 1). The spec shows the screen but names no call for
 * it; this one answers everything the tab shows from the allocation summaries read model.
 */
export const eventDashboardRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/events/event-dashboard/:eventId',
    {
      schema: {
        tags: ['events'],
        summary: "An event's dashboard: its chips, Allocation Summary and Allocation Status (its organiser or a super user)",
        params: eventIdParams,
        response: { 200: envelope(eventDashboardView), ...errorResponses },
      },
      onRequest: app.requireOrganiser,
    },
    async (request) => {
      const { eventId } = request.params;
      await assertManagesEvent(deps.db, request.account!, eventId);
      const [dashboard, publication] = await Promise.all([findEventDashboard(deps.db, eventId), findPublication(deps.db, eventId)]);
      if (!dashboard) throw new DomainError('not_found', 'EVENT_NOT_FOUND', 'Event not found');
      return ok('Event dashboard fetched successfully', { ...dashboard, allocation_published_at: publication.published_at });
    },
  );
};
