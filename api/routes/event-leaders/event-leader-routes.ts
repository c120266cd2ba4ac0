import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eventLeadersEndpoints } from '@contract/event-leaders';
import { loadEventState } from '../../../commands/allocation/allocation-commands';
import type { Position } from '../../../commands/event-store/port';
import { assignEventLeader, moveEventLeader, removeEventLeader, updateEventLeader } from '../../../commands/workspace/event-leaders';
import { DomainError } from '@domain/shared/errors';
import { parseOrReject } from '@domain/shared/validation';
import { eventLeaderErrors } from '@domain/workspace/event-leaders';
import {
  eventLeaderMessages,
  moveEventLeaderSchema,
  saveEventLeaderSchema,
  updateEventLeaderSchema,
} from '@domain/workspace/event-leader-rules';
import { leadershipRolesList } from '../../../projections/catalogue-lists/read-models';
import { eventLeaderViewsProjection, listEventLeaderAnswers } from '../../../projections/workspace/event-leader-views/event-leader-views';
import { eventLeadersListProjection, findEventLeader } from '../../../projections/workspace/event-leaders-list';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { assertManagesEvent, assertMayReadEvent } from '../../lib/event-access';
import { route } from '../../lib/route';
import { storedLeaderViews } from './stored-leaders';

/** The spec's event-leader calls (§7 "Event leaders"): the workspace's Leadership Roles tab and the delegate page's Support Contact. */
export const eventLeaderRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const endpoints = eventLeadersEndpoints;
  const environment = () => ({ store: deps.store, now: deps.clock() });
  const settle = async (position: Position | null) => {
    if (!position) return;
    await deps.readModels.waitFor(position, {
      projections: [eventLeadersListProjection.name, eventLeaderViewsProjection.name],
      timeoutMs: deps.config.PROJECTION_WAIT_MS,
    });
  };

  /** The holder must be a registered delegate of the event and the role a catalogue role. */
  const assertHolder = async (eventId: string, userId: string, roleId: string, unknownRole: string) => {
    const roles = await leadershipRolesList.listAll(deps.db);
    if (!roles.some((role) => String(role.id) === roleId))
      throw new DomainError('validation', 'VALIDATION_FAILED', unknownRole, { roleId: unknownRole });
    // From the event's stream, where registrations are decided: a delegate registered a moment
    // ago holds a role even while the registration lists catch up.
    const event = await loadEventState(deps.store, eventId);
    if (event.status === 'none' || !event.roster.active.has(userId)) {
      throw new DomainError('validation', 'VALIDATION_FAILED', eventLeaderMessages.notDelegate, {
        userId: eventLeaderMessages.notDelegate,
      });
    }
  };

  /** The entry, once the caller is known to manage its event. */
  const managedEntry = async (request: FastifyRequest, id: string) => {
    const entry = await findEventLeader(deps.db, id);
    if (!entry) throw eventLeaderErrors.notFound();
    await assertManagesEvent(deps.db, request.account!, entry.event_id);
    return entry;
  };

  /** A write's answer: the event's holders as its stream holds them now (see storedLeaderViews). */
  const storedViews = (eventId: string) => storedLeaderViews(deps.db, deps.store, eventId);
  const storedViewOf = async (eventId: string, id: string) => {
    const answer = (await storedViews(eventId)).find((view) => view.id === id);
    if (!answer) throw eventLeaderErrors.notFound();
    return answer;
  };

  route(app, endpoints.add, async (request) => {
    const eventId = typeof request.body?.eventId === 'string' ? request.body.eventId : null;
    if (eventId !== null) await assertManagesEvent(deps.db, request.account!, eventId);
    const body = parseOrReject(saveEventLeaderSchema, request.body ?? {});
    if (eventId === null) await assertManagesEvent(deps.db, request.account!, body.eventId);
    await assertHolder(body.eventId, body.userId, body.roleId, eventLeaderMessages.unknownRoleOnSave);
    const result = await assignEventLeader(environment(), { ...body, by: request.account!.id }, commandContextOf(request));
    await settle(result.position);
    const assigned = result.events.find((event) => event.type === 'EventLeaderAssigned');
    if (assigned?.type !== 'EventLeaderAssigned') throw eventLeaderErrors.notFound();
    return ok(eventLeaderMessages.added, await storedViewOf(body.eventId, assigned.data.entryId));
  });

  route(app, endpoints.list, async (request) => {
    await assertMayReadEvent(deps.db, request.account!, request.params.eventId);
    return ok(eventLeaderMessages.fetched, await listEventLeaderAnswers(deps.db, request.params.eventId));
  });

  route(app, endpoints.update, async (request) => {
    const entry = await managedEntry(request, request.params.id);
    const body = parseOrReject(updateEventLeaderSchema, request.body ?? {});
    await assertHolder(entry.event_id, body.userId, body.roleId, eventLeaderMessages.unknownRoleOnUpdate);
    const result = await updateEventLeader(
      environment(),
      { eventId: entry.event_id, entryId: entry.id, userId: body.userId, roleId: body.roleId, by: request.account!.id },
      commandContextOf(request),
    );
    await settle(result.position);
    return ok(eventLeaderMessages.updated, await storedViewOf(entry.event_id, entry.id));
  });

  route(app, endpoints.remove, async (request) => {
    const entry = await managedEntry(request, request.params.id);
    const result = await removeEventLeader(
      environment(),
      { eventId: entry.event_id, entryId: entry.id, by: request.account!.id },
      commandContextOf(request),
    );
    await settle(result.position);
    return ok(eventLeaderMessages.deleted, { id: entry.id });
  });

  route(app, endpoints.move, async (request) => {
    const entry = await managedEntry(request, request.params.id);
    const { direction } = parseOrReject(moveEventLeaderSchema, request.body ?? {});
    const result = await moveEventLeader(
      environment(),
      { eventId: entry.event_id, entryId: entry.id, direction, by: request.account!.id },
      commandContextOf(request),
    );
    await settle(result.position);
    return ok(eventLeaderMessages.ranked, await storedViews(entry.event_id));
  });
};
