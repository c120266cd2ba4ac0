import type { FastifyInstance } from 'fastify';
import { registrationsEndpoints } from '@contract/registrations';
import { committeeChoicesOf } from '@domain/registrations/committee-choices';
import { committeesList } from '../../../projections/catalogue-lists/read-models';
import { listEventCommittees } from '../../../projections/workspace/event-committees-list';
import type { AppDependencies } from '../../dependencies';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { eventSupport } from '../events/event-support';

/**
 * GET committee-choices/{eventId}: what the three preferred-committee selects of the student
 * registration list, by the rule the registration is decided with (committeeChoicesOf), for
 * anyone who may see the event.
 */
export const committeeChoicesRoute = async (app: FastifyInstance, deps: AppDependencies) => {
  const { visibleEvent } = eventSupport(deps);
  route(app, registrationsEndpoints.committeeChoices, async (request) => {
    await visibleEvent(request.account!, request.params.eventId);
    const [ofEvent, catalogue] = await Promise.all([listEventCommittees(deps.db, request.params.eventId), committeesList.listAll(deps.db)]);
    const byId = new Map(catalogue.map((row) => [String(row.id), row]));
    const choices = committeeChoicesOf(
      ofEvent.map((row) => row.committee_id),
      byId.keys(),
    );
    const committees = choices.fromEvent
      ? ofEvent.map((row) => ({
          id: row.committee_id,
          abbr: row.abbr,
          committee: byId.get(row.committee_id)?.committee ?? row.abbr,
          category: row.category,
        }))
      : catalogue.map((row) => ({ id: String(row.id), abbr: row.abbr!, committee: row.committee!, category: row.category! }));
    return ok('Committees fetched successfully', { fromEvent: choices.fromEvent, committees });
  });
};
