import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Position } from '../../../commands/event-store/port';
import { assignEventLeader, moveEventLeader, removeEventLeader, updateEventLeader } from '../../../commands/workspace/event-leaders';
import { DomainError } from '@domain/shared/errors';
import { parseOrReject } from '@domain/shared/validation';
import { eventLeaderErrors } from '@domain/workspace/event-leaders';
import { eventLeaderMessages, moveEventLeaderSchema, saveEventLeaderSchema, updateEventLeaderSchema } from '@domain/workspace/event-leader-rules';
import { leadershipRolesList } from '../../../projections/catalogue-lists/read-models';
import { findActiveRegistration } from '../../../projections/registrations/registrations-list';
import { eventLeadersListProjection, findEventLeader, listEventLeaders } from '../../../projections/workspace/event-leaders-list';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { assertManagesEvent, assertMayReadEvent } from '../../lib/event-access';
import { eventLeaderView, eventLeaderViews } from './event-leader-view';

const TAG = 'event-leaders';
const anyBody = z.record(z.string(), z.unknown()).nullish();
const eventIdParams = z.object({ eventId: z.string().min(1).max(100) });
const idParams = z.object({ id: z.string().min(1).max(100) });

/** The spec's event-leader calls (§7 "Event leaders"): the workspace's Leadership Roles tab and the delegate page's Support Contact. */
export const eventLeaderRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const environment = () => ({ store: deps.store, now: deps.clock() });
  const settle = async (position: Position | null) => {
    if (!position) return;
    await deps.readModels.waitFor(position, { projections: [eventLeadersListProjection.name], timeoutMs: deps.config.PROJECTION_WAIT_MS });
  };

  /** The holder must be a registered delegate of the event and the role a catalogue role. */
  const assertHolder = async (eventId: string, userId: string, roleId: string, unknownRole: string) => {
    const roles = await leadershipRolesList.listAll(deps.db);
    if (!roles.some((role) => String(role.id) === roleId)) throw new DomainError('validation', 'VALIDATION_FAILED', unknownRole, { roleId: unknownRole });
    if (!(await findActiveRegistration(deps.db, eventId, userId))) {
      throw new DomainError('validation', 'VALIDATION_FAILED', eventLeaderMessages.notDelegate, { userId: eventLeaderMessages.notDelegate });
    }
  };

  /** The entry, once the caller is known to manage its event. */
  const managedEntry = async (request: FastifyRequest, id: string) => {
    const entry = await findEventLeader(deps.db, id);
    if (!entry) throw eventLeaderErrors.notFound();
    await assertManagesEvent(deps.db, request.account!, entry.event_id);
    return entry;
  };

  const viewOf = async (id: string) => {
    const entry = await findEventLeader(deps.db, id);
    if (!entry) throw eventLeaderErrors.notFound();
    return (await eventLeaderViews(deps.db, [entry]))[0]!;
  };

  api.post(
    '/api/v1/event-leaders/save-leadership-role-by-event',
    {
      schema: { tags: [TAG], summary: "Give a registered delegate one of the catalogue's leadership roles at an event (its organiser or a super user)", body: anyBody, response: { 201: envelope(eventLeaderView), ...errorResponses } },
      onRequest: app.requireOrganiser,
    },
    async (request, reply) => {
      const eventId = typeof request.body?.eventId === 'string' ? request.body.eventId : null;
      if (eventId !== null) await assertManagesEvent(deps.db, request.account!, eventId);
      const body = parseOrReject(saveEventLeaderSchema, request.body ?? {});
      if (eventId === null) await assertManagesEvent(deps.db, request.account!, body.eventId);
      await assertHolder(body.eventId, body.userId, body.roleId, eventLeaderMessages.unknownRoleOnSave);
      const result = await assignEventLeader(environment(), { ...body, by: request.account!.id }, commandContextOf(request));
      await settle(result.position);
      const assigned = result.events.find((event) => event.type === 'EventLeaderAssigned');
      if (assigned?.type !== 'EventLeaderAssigned') throw eventLeaderErrors.notFound();
      reply.status(201);
      return ok(eventLeaderMessages.added, await viewOf(assigned.data.entryId));
    },
  );

  api.get(
    '/api/v1/event-leaders/get-leadership-roles-by-event/:eventId',
    {
      schema: {
        tags: [TAG],
        summary: "An event's leadership roles, ranking ascending (its organiser, a super user or its registered delegates)",
        params: eventIdParams,
        response: { 200: envelope(z.array(eventLeaderView)), ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await assertMayReadEvent(deps.db, request.account!, request.params.eventId);
      return ok(eventLeaderMessages.fetched, await eventLeaderViews(deps.db, await listEventLeaders(deps.db, request.params.eventId)));
    },
  );

  api.patch(
    '/api/v1/event-leaders/update-leadership-role-by-event/:id',
    {
      schema: { tags: [TAG], summary: 'Change the holder or the role of an entry (its organiser or a super user)', params: idParams, body: anyBody, response: { 200: envelope(eventLeaderView), ...errorResponses } },
      onRequest: app.requireOrganiser,
    },
    async (request) => {
      const entry = await managedEntry(request, request.params.id);
      const body = parseOrReject(updateEventLeaderSchema, request.body ?? {});
      await assertHolder(entry.event_id, body.userId, body.roleId, eventLeaderMessages.unknownRoleOnUpdate);
      const result = await updateEventLeader(
        environment(),
        { eventId: entry.event_id, entryId: entry.id, userId: body.userId, roleId: body.roleId, by: request.account!.id },
        commandContextOf(request),
      );
      await settle(result.position);
      return ok(eventLeaderMessages.updated, await viewOf(entry.id));
    },
  );

  api.delete(
    '/api/v1/event-leaders/delete-leadership-role-by-event/:id',
    {
      schema: { tags: [TAG], summary: 'Remove an entry (its organiser or a super user)', params: idParams, response: { 200: envelope(z.object({ id: z.string() })), ...errorResponses } },
      onRequest: app.requireOrganiser,
    },
    async (request) => {
      const entry = await managedEntry(request, request.params.id);
      const result = await removeEventLeader(environment(), { eventId: entry.event_id, entryId: entry.id, by: request.account!.id }, commandContextOf(request));
      await settle(result.position);
      return ok(eventLeaderMessages.deleted, { id: entry.id });
    },
  );

  api.patch(
    '/api/v1/event-leaders/update-leadership-role-ranking-by-event/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Move an entry up (-1) or down (1) the list (its organiser or a super user)',
        params: idParams,
        body: anyBody,
        response: { 200: envelope(z.array(eventLeaderView)), ...errorResponses },
      },
      onRequest: app.requireOrganiser,
    },
    async (request) => {
      const entry = await managedEntry(request, request.params.id);
      const { direction } = parseOrReject(moveEventLeaderSchema, request.body ?? {});
      const result = await moveEventLeader(environment(), { eventId: entry.event_id, entryId: entry.id, direction, by: request.account!.id }, commandContextOf(request));
      await settle(result.position);
      return ok(eventLeaderMessages.ranked, await eventLeaderViews(deps.db, await listEventLeaders(deps.db, entry.event_id)));
    },
  );
};
