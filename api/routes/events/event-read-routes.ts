import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicEventStatuses } from '@domain/events/event';
import { registrationStatuses, registrationStatusOf } from '@domain/organisers/organiser-rules';
import { DomainError } from '@domain/shared/errors';
import { listEvents } from '../../../projections/events/events-list';
import { findOrganiserOfUser } from '../../../projections/organisers/organisers-list';
import { listRegisteredEventIds } from '../../../projections/registrations/registrations-list';
import type { AppDependencies } from '../../dependencies';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { eventSupport, idParams, organiserIdParams } from './event-support';
import { eventView, eventViews } from './event-view';

/** The reads of spec §7 "Events": each answers only what its caller may see. */
export const eventReadRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { visibleEvent, assertOwnOrganiserId } = eventSupport(deps);
  const views = envelope(z.array(eventView));

  api.get(
    '/api/v1/events/get-events',
    {
      schema: {
        tags: ['events'],
        summary: 'Events the caller may see: approved, cancelled and completed ones, those they are registered for, and their own as organiser (super users: all)',
        response: { 200: views, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
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
    },
  );

  api.get(
    '/api/v1/events/get-events-of-organiser/:organiserId',
    {
      schema: { tags: ['events'], summary: "An organiser's own events, every status", params: organiserIdParams, response: { 200: views, ...errorResponses } },
      onRequest: app.requireOrganiser,
    },
    async (request) => {
      const { organiserId } = request.params;
      assertOwnOrganiserId(request.account!, organiserId, { superuserToo: true });
      return ok('Events fetched successfully', await eventViews(deps.db, await listEvents(deps.db, { kind: 'organiser', organiserId }), deps.clock()));
    },
  );

  api.get(
    '/api/v1/events/get-event-by-id/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'One event, as a list of one (404 when the caller may not see it)',
        params: idParams,
        response: { 200: views, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const row = await visibleEvent(request.account!, request.params.id);
      return ok('Event fetched successfully', await eventViews(deps.db, [row], deps.clock()));
    },
  );

  api.get(
    '/api/v1/events/all-events',
    {
      schema: { tags: ['events'], summary: 'Every event that is not deleted (the super-user masterlist)', response: { 200: views, ...errorResponses } },
      onRequest: app.requireSuperUser,
    },
    async () => ok('Events fetched successfully', await eventViews(deps.db, await listEvents(deps.db, { kind: 'all' }), deps.clock())),
  );

  api.get(
    '/api/v1/events/check-registration-status/:id',
    {
      schema: {
        tags: ['events'],
        summary: "A user's organiser registration status (the home page's Register Organiser check); your own, or anyone's for super users",
        params: idParams,
        response: { 200: envelope(z.enum(registrationStatuses).nullable()), ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const account = request.account!;
      if (account.id !== request.params.id && account.global_role !== 'superuser') {
        throw new DomainError('forbidden', 'NOT_YOUR_ACCOUNT', 'You can only check your own registration status');
      }
      const record = await findOrganiserOfUser(deps.db, request.params.id);
      const status = registrationStatusOf(record?.status ?? null);
      return ok(status === null ? 'No registration found' : `The status is ${status}`, status);
    },
  );
};
