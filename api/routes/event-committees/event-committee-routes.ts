import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addEventCommittee,
  deleteAgendaItem,
  deleteEventCommittee,
  retitleAgendaItem,
  saveAgendaItem,
  updateEventCommittee,
} from '../../../commands/workspace/event-committees';
import { parseOrReject } from '@domain/shared/validation';
import {
  agendaMessages,
  committeeMessages,
  saveAgendaSchema,
  saveEventCommitteeSchema,
  updateAgendaSchema,
  updateEventCommitteeSchema,
} from '@domain/workspace/event-committee-rules';
import { eventCommitteeErrors } from '@domain/workspace/event-committees';
import { findEventCommittee, listAgendasOfEvent, listEventCommittees } from '../../../projections/workspace/event-committees-list';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { assertMayReadEvent } from '../../lib/event-access';
import { chairFieldsOf, chairSettingsOf, committeeRouteSchemas, managedRows } from './event-committee-route-support';
import { agendaView, agendaViewOf, eventCommitteeSupport, eventCommitteeView, eventCommitteeViews } from './event-committee-support';

const COMMITTEES = 'event-committees';
const AGENDAS = 'event-committees-agendas';

/** The spec's event committee calls (§7 "Event committees") and the agenda calls of §7 "Agendas and committee documents". */
export const eventCommitteeRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const support = eventCommitteeSupport(deps);
  const rows = managedRows(deps);
  const { manages } = rows;
  const schemas = committeeRouteSchemas;

  const committeeView = async (eventId: string, id: string) => {
    const row = await findEventCommittee(deps.db, eventId, id);
    if (!row) throw eventCommitteeErrors.notFound();
    return (await eventCommitteeViews(deps.db, [row]))[0]!;
  };

  api.get(
    '/api/v1/event-committees/get-all-event-committees/:eventId',
    {
      schema: schemas.listOfEvent(COMMITTEES, "An event's committees with their chairs (its organiser, a super user, its delegates)", eventCommitteeView),
      onRequest: app.authenticate,
    },
    async (request) => {
      await assertMayReadEvent(deps.db, request.account!, request.params.eventId);
      return ok(committeeMessages.fetched, await eventCommitteeViews(deps.db, await listEventCommittees(deps.db, request.params.eventId)));
    },
  );

  api.post(
    '/api/v1/event-committees/save-event-committees-by-event',
    {
      schema: schemas.add(COMMITTEES, 'Add a catalogue committee to an event (its organiser or a super user)', eventCommitteeView),
      onRequest: app.requireOrganiser,
    },
    async (request, reply) => {
      const body = parseOrReject(saveEventCommitteeSchema, request.body ?? {});
      await manages(request, body.eventId);
      const entry = await support.catalogueCommittee(body.committeeId, committeeMessages.fromDropdown);
      await support.assertUsersExist(chairFieldsOf(body));
      const result = await addEventCommittee(
        support.environment(),
        {
          eventId: body.eventId,
          settings: {
            committeeId: body.committeeId,
            category: body.category,
            abbr: body.abbr ?? entry.abbr,
            seats: body.seats,
            ...chairSettingsOf(body),
          },
          by: request.account!.id,
        },
        commandContextOf(request),
      );
      await support.settle(result.position);
      const added = result.events.find((event) => event.type === 'EventCommitteeAdded');
      if (added?.type !== 'EventCommitteeAdded') throw eventCommitteeErrors.notFound();
      reply.status(201);
      return ok(committeeMessages.saved, await committeeView(body.eventId, added.data.eventCommitteeId));
    },
  );

  api.patch(
    '/api/v1/event-committees/update-event-committees-by-event/:id',
    {
      schema: schemas.update(COMMITTEES, "Change an event committee's committee, category, seats or chairs (its organiser or a super user)", eventCommitteeView),
      onRequest: app.requireOrganiser,
    },
    async (request) => {
      const row = await rows.committee(request, request.params.id);
      const body = parseOrReject(updateEventCommitteeSchema, request.body ?? {});
      const entry = await support.catalogueCommittee(body.committeeId, committeeMessages.fromDropdownUpdate);
      await support.assertUsersExist(chairFieldsOf(body));
      const result = await updateEventCommittee(
        support.environment(),
        {
          eventId: row.event_id,
          eventCommitteeId: row.id,
          committee: { committeeId: body.committeeId, abbr: entry.abbr },
          settings: {
            ...(body.category === undefined ? {} : { category: body.category }),
            seats: body.seats,
            ...chairSettingsOf(body),
          },
          by: request.account!.id,
        },
        commandContextOf(request),
      );
      await support.settle(result.position);
      const message = result.events.length === 0 && !result.replayed ? committeeMessages.nothingChanged : committeeMessages.updated;
      return ok(message, await committeeView(row.event_id, row.id));
    },
  );

  api.delete(
    '/api/v1/event-committees/delete-event-committees-by-event/:id',
    {
      schema: schemas.remove(COMMITTEES, 'Take a committee, with its agendas, off an event (its organiser or a super user)'),
      onRequest: app.requireOrganiser,
    },
    async (request) => {
      const row = await rows.committee(request, request.params.id);
      const result = await deleteEventCommittee(support.environment(), { eventId: row.event_id, eventCommitteeId: row.id, by: request.account!.id }, commandContextOf(request));
      await support.settle(result.position);
      return ok(committeeMessages.deleted, { id: row.id });
    },
  );

  api.post(
    '/api/v1/event-committees-agendas/save-agenda',
    {
      schema: schemas.add(AGENDAS, "Add an agenda item to one of an event's committees (its organiser or a super user)", agendaView),
      onRequest: app.requireOrganiser,
    },
    async (request, reply) => {
      const body = parseOrReject(saveAgendaSchema, request.body ?? {});
      await manages(request, body.eventId);
      const result = await saveAgendaItem(
        support.environment(),
        { eventId: body.eventId, eventCommitteeId: body.event_committeeId, agendaAbbr: body.agenda_abbr, title: body.agenda_title, by: request.account!.id },
        commandContextOf(request),
      );
      await support.settle(result.position);
      const added = result.events.find((event) => event.type === 'AgendaItemAdded');
      if (added?.type !== 'AgendaItemAdded') throw eventCommitteeErrors.agendaNotFound();
      const d = added.data;
      reply.status(201);
      return ok(agendaMessages.saved, { id: d.agendaId, agenda_abbr: d.agendaAbbr, agenda_title: d.title, event_committeeId: d.eventCommitteeId, eventId: d.eventId });
    },
  );

  api.get(
    '/api/v1/event-committees-agendas/get-event-committees-agendas-by-event/:eventId',
    {
      schema: schemas.listOfEvent(AGENDAS, "An event's agenda items (its organiser, a super user, its delegates)", agendaView),
      onRequest: app.authenticate,
    },
    async (request) => {
      await assertMayReadEvent(deps.db, request.account!, request.params.eventId);
      return ok(agendaMessages.fetched, (await listAgendasOfEvent(deps.db, request.params.eventId)).map(agendaViewOf));
    },
  );

  api.patch(
    '/api/v1/event-committees-agendas/update-event-committees-agendas-by-id/:id',
    {
      schema: schemas.update(AGENDAS, "Rename an agenda item (the event's organiser or a super user)", agendaView),
      onRequest: app.requireOrganiser,
    },
    async (request) => {
      const row = await rows.agenda(request, request.params.id);
      const body = parseOrReject(updateAgendaSchema, request.body ?? {});
      const result = await retitleAgendaItem(support.environment(), { eventId: row.event_id, agendaId: row.id, title: body.agenda_title, by: request.account!.id }, commandContextOf(request));
      await support.settle(result.position);
      return ok(agendaMessages.updated, agendaViewOf({ ...row, agenda_title: body.agenda_title }));
    },
  );

  api.delete(
    '/api/v1/event-committees-agendas/delete-event-committees-agendas-by-id/:id',
    {
      schema: schemas.remove(AGENDAS, "Delete an agenda item (the event's organiser or a super user)"),
      onRequest: app.requireOrganiser,
    },
    async (request) => {
      const row = await rows.agenda(request, request.params.id);
      const result = await deleteAgendaItem(support.environment(), { eventId: row.event_id, agendaId: row.id, by: request.account!.id }, commandContextOf(request));
      await support.settle(result.position);
      return ok(agendaMessages.deleted, { id: row.id });
    },
  );
};
