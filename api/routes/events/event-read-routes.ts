import type { FastifyInstance } from 'fastify';
import { eventsEndpoints } from '@contract/events';
import { publicEventStatuses } from '@domain/events/event';
import { registrationStatusOf } from '@domain/organisers/organiser-rules';
import { DomainError } from '@domain/shared/errors';
import { listEvents } from '../../../projections/events/events-list';
import { findOrganiserOfUser } from '../../../projections/organisers/organisers-list';
import { listRegisteredEventIds } from '../../../projections/registrations/registrations-list';
import type { AppDependencies } from '../../dependencies';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { eventSupport } from './event-support';
import { eventViews } from './event-view';

/** The reads of spec §7 "Events": each answers only what its caller may see. */
export const eventReadRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const { visibleEvent, assertOwnOrganiserId } = eventSupport(deps);

  route(app, eventsEndpoints.visible, async (request) => {
    const account = request.account!;
    const filter =
      account.global_role === 'superuser'
        ? ({ kind: 'all' } as const)
        : ({
            kind: 'visible',
            statuses: publicEventStatuses,
            organiserId: account.organiser_id,
            registeredIds: await listRegisteredEventIds(deps.db, account.id),
          } as const);
    return ok('Events fetched successfully', await eventViews(deps.db, await listEvents(deps.db, filter), deps.clock()));
  });

  route(app, eventsEndpoints.ofOrganiser, async (request) => {
    const { organiserId } = request.params;
    assertOwnOrganiserId(request.account!, organiserId, { superuserToo: true });
    return ok(
      'Events fetched successfully',
      await eventViews(deps.db, await listEvents(deps.db, { kind: 'organiser', organiserId }), deps.clock()),
    );
  });

  route(app, eventsEndpoints.byId, async (request) => {
    const row = await visibleEvent(request.account!, request.params.id);
    return ok('Event fetched successfully', await eventViews(deps.db, [row], deps.clock()));
  });

  route(app, eventsEndpoints.all, async () =>
    ok('Events fetched successfully', await eventViews(deps.db, await listEvents(deps.db, { kind: 'all' }), deps.clock())),
  );

  route(app, eventsEndpoints.registrationStatus, async (request) => {
    const account = request.account!;
    if (account.id !== request.params.id && account.global_role !== 'superuser') {
      throw new DomainError('forbidden', 'NOT_YOUR_ACCOUNT', 'You can only check your own registration status');
    }
    const record = await findOrganiserOfUser(deps.db, request.params.id);
    const status = registrationStatusOf(record?.status ?? null);
    return ok(status === null ? 'No registration found' : `The status is ${status}`, status);
  });
};
