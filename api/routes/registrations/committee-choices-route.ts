import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { committeeChoicesOf } from '@domain/registrations/committee-choices';
import { committeesList } from '../../../projections/catalogue-lists/read-models';
import { listEventCommittees } from '../../../projections/workspace/event-committees-list';
import type { AppDependencies } from '../../dependencies';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { eventSupport } from '../events/event-support';
import { eventIdParams } from './registration-support';

const committeeChoice = z.object({
  /** The catalogue committee's id: what `pref_committee_{n}_id` takes. */
  id: z.string(),
  abbr: z.string(),
  committee: z.string(),
  category: z.string(),
});

export const committeeChoicesView = z.object({
  /** False while the event has no committees of its own: the whole catalogue is offered. */
  fromEvent: z.boolean(),
  committees: z.array(committeeChoice),
});

/**
 * GET committee-choices/{eventId}: what the three preferred-committee selects of the student
 * registration list, by the rule the registration is decided with (committeeChoicesOf), for
 * anyone who may see the event.
 */
export const committeeChoicesRoute = async (app: FastifyInstance, deps: AppDependencies) => {
  const { visibleEvent } = eventSupport(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/registerations/committee-choices/:eventId',
    {
      schema: {
        tags: ['registrations'],
        summary: "The committees a registration may prefer: the event's own, or every catalogue committee while it has none",
        params: eventIdParams,
        response: { 200: envelope(committeeChoicesView), ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await visibleEvent(request.account!, request.params.eventId);
      const [ofEvent, catalogue] = await Promise.all([listEventCommittees(deps.db, request.params.eventId), committeesList.listAll(deps.db)]);
      const byId = new Map(catalogue.map((row) => [String(row.id), row]));
      const choices = committeeChoicesOf(
        ofEvent.map((row) => row.committee_id),
        byId.keys(),
      );
      const committees = choices.fromEvent
        ? ofEvent.map((row) => ({ id: row.committee_id, abbr: row.abbr, committee: byId.get(row.committee_id)?.committee ?? row.abbr, category: row.category }))
        : catalogue.map((row) => ({ id: String(row.id), abbr: row.abbr!, committee: row.committee!, category: row.category! }));
      return ok('Committees fetched successfully', { fromEvent: choices.fromEvent, committees });
    },
  );
};
