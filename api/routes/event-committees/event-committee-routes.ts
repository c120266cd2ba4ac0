import type { FastifyInstance } from 'fastify';
import { eventCommitteesEndpoints } from '@contract/event-committees';
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
import { listEventCommitteeAnswers } from '../../../projections/workspace/event-committee-views/event-committee-views';
import { listAgendasOfEvent } from '../../../projections/workspace/event-committees-list';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { assertMayReadEvent } from '../../lib/event-access';
import { route } from '../../lib/route';
import { chairFieldsOf, chairSettingsOf, managedRows } from './event-committee-route-support';
import { agendaViewOf, eventCommitteeSupport } from './event-committee-support';
import { storedCommitteeView } from './stored-committee';

/** The spec's event committee calls (§7 "Event committees") and the agenda calls of §7 "Agendas and committee documents". */
export const eventCommitteeRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const endpoints = eventCommitteesEndpoints;
  const support = eventCommitteeSupport(deps);
  const rows = managedRows(deps);
  const { manages } = rows;

  const committeeView = (eventId: string, id: string) => storedCommitteeView(deps.db, deps.store, eventId, id);

  route(app, endpoints.list, async (request) => {
    await assertMayReadEvent(deps.db, request.account!, request.params.eventId);
    return ok(committeeMessages.fetched, await listEventCommitteeAnswers(deps.db, request.params.eventId));
  });

  route(app, endpoints.add, async (request) => {
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
    return ok(committeeMessages.saved, await committeeView(body.eventId, added.data.eventCommitteeId));
  });

  route(app, endpoints.update, async (request) => {
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
  });

  route(app, endpoints.remove, async (request) => {
    const row = await rows.committee(request, request.params.id);
    const result = await deleteEventCommittee(
      support.environment(),
      { eventId: row.event_id, eventCommitteeId: row.id, by: request.account!.id },
      commandContextOf(request),
    );
    await support.settle(result.position);
    return ok(committeeMessages.deleted, { id: row.id });
  });

  route(app, endpoints.addAgenda, async (request) => {
    const body = parseOrReject(saveAgendaSchema, request.body ?? {});
    await manages(request, body.eventId);
    const result = await saveAgendaItem(
      support.environment(),
      {
        eventId: body.eventId,
        eventCommitteeId: body.event_committeeId,
        agendaAbbr: body.agenda_abbr,
        title: body.agenda_title,
        by: request.account!.id,
      },
      commandContextOf(request),
    );
    await support.settle(result.position);
    const added = result.events.find((event) => event.type === 'AgendaItemAdded');
    if (added?.type !== 'AgendaItemAdded') throw eventCommitteeErrors.agendaNotFound();
    const d = added.data;
    return ok(agendaMessages.saved, {
      id: d.agendaId,
      agenda_abbr: d.agendaAbbr,
      agenda_title: d.title,
      event_committeeId: d.eventCommitteeId,
      eventId: d.eventId,
    });
  });

  route(app, endpoints.agendas, async (request) => {
    await assertMayReadEvent(deps.db, request.account!, request.params.eventId);
    return ok(agendaMessages.fetched, (await listAgendasOfEvent(deps.db, request.params.eventId)).map(agendaViewOf));
  });

  route(app, endpoints.updateAgenda, async (request) => {
    const row = await rows.agenda(request, request.params.id);
    const body = parseOrReject(updateAgendaSchema, request.body ?? {});
    const result = await retitleAgendaItem(
      support.environment(),
      { eventId: row.event_id, agendaId: row.id, title: body.agenda_title, by: request.account!.id },
      commandContextOf(request),
    );
    await support.settle(result.position);
    return ok(agendaMessages.updated, agendaViewOf({ ...row, agenda_title: body.agenda_title }));
  });

  route(app, endpoints.removeAgenda, async (request) => {
    const row = await rows.agenda(request, request.params.id);
    const result = await deleteAgendaItem(
      support.environment(),
      { eventId: row.event_id, agendaId: row.id, by: request.account!.id },
      commandContextOf(request),
    );
    await support.settle(result.position);
    return ok(agendaMessages.deleted, { id: row.id });
  });
};
