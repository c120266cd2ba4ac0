import type { FastifyInstance } from 'fastify';
import { adminEndpoints } from '@contract/admin';
import { countEventsByStatus } from '../../../projections/events/events-list';
import { listOrganisers } from '../../../projections/organisers/organisers-list';
import { listSchools } from '../../../projections/schools/schools-list';
import { countUsers } from '../../../projections/users/users-admin-list';
import type { AppDependencies } from '../../dependencies';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';

/** §2.6 dashboard tiles, counted from the live read models. */
export const dashboardRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  route(app, adminEndpoints.dashboard, async () => {
    const [users, organisers, schools, events] = await Promise.all([
      countUsers(deps.db),
      listOrganisers(deps.db),
      listSchools(deps.db),
      countEventsByStatus(deps.db),
    ]);
    return ok('Dashboard', {
      // Spec §4: the tiles count status pending as Events Upcoming and status completed as Events Completed.
      eventsUpcoming: events.pending ?? 0,
      eventsCompleted: events.completed ?? 0,
      users,
      organisers: organisers.filter((organiser) => organiser.status === 'approved').length,
      pendingApprovals: organisers.filter((organiser) => organiser.status === 'pending').length,
      schools: schools.length,
    });
  });
};
