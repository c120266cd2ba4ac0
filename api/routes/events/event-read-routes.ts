import type { FastifyInstance } from 'fastify';
import { eventsEndpoints } from '@contract/events';
import { registrationStatusOf } from '@domain/organisers/organiser-rules';
import { DomainError } from '@domain/shared/errors';
import { listEventAnswers, type EventAnswersFilter } from '../../../projections/events/event-views/event-views';
import { findOrganiserOfUser } from '../../../projections/organisers/organisers-list';
import { listRegisteredEventIds } from '../../../projections/registrations/registrations-list';
import type { AppDependencies } from '../../dependencies';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { eventSupport, visibleTo } from './event-support';
import { eventViewsOf } from './event-view';

/**
 * The reads of spec §7 "Events": each answers only what its caller may see, from the event_views
 * read model and, for the seats left and the events one registered for, the registrations list.
 */
export const eventReadRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const { visibleEvent, assertOwnOrganiserId } = eventSupport(deps);
  const views = async (filter: EventAnswersFilter) => eventViewsOf(deps.db, await listEventAnswers(deps.db, filter), deps.clock());

  route(app, eventsEndpoints.visible, async (request) => {
    const account = request.account!;
    const registeredIds = account.global_role === 'superuser' ? [] : await listRegisteredEventIds(deps.db, account.id);
    return ok('Events fetched successfully', await views(visibleTo(account, registeredIds)));
  });

  route(app, eventsEndpoints.ofOrganiser, async (request) => {
    const { organiserId } = request.params;
    assertOwnOrganiserId(request.account!, organiserId, { superuserToo: true });
    return ok('Events fetched successfully', await views({ kind: 'organiser', organiserId }));
  });

  // A list of one.
  route(app, eventsEndpoints.byId, async (request) =>
    ok('Event fetched successfully', await eventViewsOf(deps.db, [await visibleEvent(request.account!, request.params.id)], deps.clock())),
  );

  route(app, eventsEndpoints.all, async () => ok('Events fetched successfully', await views({ kind: 'all' })));

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
