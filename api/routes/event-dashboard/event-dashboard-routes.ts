import type { FastifyInstance } from 'fastify';
import { eventDashboardEndpoints } from '@contract/event-dashboard';
import { DomainError } from '@domain/shared/errors';
import { findPublication } from '../../../projections/allocation/delegate-allocations';
import { findEventDashboard } from '../../../projections/workspace/event-dashboard';
import type { AppDependencies } from '../../dependencies';
import { ok } from '../../lib/envelope';
import { assertManagesEvent } from '../../lib/event-access';
import { route } from '../../lib/route';

/** The workspace Dashboard tab (spec §2 tab 1), answered from the allocation summaries read model. */
export const eventDashboardRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  route(app, eventDashboardEndpoints.dashboard, async (request) => {
    const { eventId } = request.params;
    await assertManagesEvent(deps.db, request.account!, eventId);
    const [dashboard, publication] = await Promise.all([findEventDashboard(deps.db, eventId), findPublication(deps.db, eventId)]);
    if (!dashboard) throw new DomainError('not_found', 'EVENT_NOT_FOUND', 'Event not found');
    return ok('Event dashboard fetched successfully', { ...dashboard, allocation_published_at: publication.published_at });
  });
};
