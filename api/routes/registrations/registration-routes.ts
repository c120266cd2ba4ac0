import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelRegistration, registerDelegate, removeDelegate, type RegisterDelegateInput } from '../../../commands/registrations/registration-commands';
import { registrationMessages, studentRegistrationSchema, teacherRegistrationSchema } from '@domain/registrations/registration-rules';
import type { DelegateRole } from '@domain/registrations/roster';
import { DomainError } from '@domain/shared/errors';
import { parseOrReject } from '@domain/shared/validation';
import {
  findActiveRegistration,
  findRegistration,
  listRegistrationsOfEvent,
  listRegisteredEventIds,
  type RegistrationRow,
} from '../../../projections/registrations/registrations-list';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { committeeChoicesRoute } from './committee-choices-route';
import { eventIdParams, idParams, registrationSupport, userIdParams } from './registration-support';
import { registrationView, registrationViews } from './registration-view';

const anyBody = z.record(z.string(), z.unknown()).nullish();

/** Students register through the student route and teachers through the teacher route, each only themselves. */
const assertRegistersSelf = (request: FastifyRequest, userId: string, role: DelegateRole) => {
  const account = request.account!;
  if (account.id !== userId) throw new DomainError('forbidden', 'NOT_YOUR_ACCOUNT', 'You can only register yourself');
  if (account.role !== role) throw new DomainError('forbidden', 'WRONG_ROLE', `Only ${role}s register through this route`);
};

/** The spec's registration calls (§7 "Registrations") and the ones whose path it does not show. */
export const registrationRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const support = registrationSupport(deps);
  const one = envelope(registrationView);
  await committeeChoicesRoute(app, deps);

  const register = async (request: FastifyRequest, input: Omit<RegisterDelegateInput, 'userId'>) => {
    const userId = request.account!.id;
    const result = await registerDelegate(support.environment(), { ...input, userId }, commandContextOf(request));
    await support.settle(result.position);
    const registered = result.events.find((event) => event.type === 'DelegateRegistered');
    if (registered?.type !== 'DelegateRegistered') throw support.notFound();
    // Answered from what was stored, so a read model still catching up under a rush never
    // turns an accepted registration into an error.
    const { registrationId, registrationNo, eventId, role, munExperience, prefCommitteeIds, at } = registered.data;
    const [first = null, second = null, third = null] = prefCommitteeIds;
    const { foodPreference, foodAllergies, emergencyName, emergencyPhone } = input.personal;
    const row: RegistrationRow = {
      id: registrationId,
      registration_no: registrationNo,
      event_id: eventId,
      user_id: userId,
      role,
      status: 'registered',
      mun_experience: munExperience,
      pref_committee_1: first,
      pref_committee_2: second,
      pref_committee_3: third,
      food_pref: foodPreference,
      food_allergies: foodAllergies,
      emergency_name: emergencyName,
      emergency_phone: emergencyPhone,
      created_at: new Date(at),
    };
    return ok(registrationMessages.registered, (await registrationViews(deps.db, [row], 'published'))[0]!);
  };

  /** POST event-registration-{role}/{userId}: the person registers themselves; 201 with the registration. */
  const registrationRoute = <Schema extends z.ZodType>(
    role: DelegateRole,
    bodySchema: Schema,
    inputOf: (body: z.output<Schema>) => Promise<Omit<RegisterDelegateInput, 'userId' | 'role'>>,
  ) =>
    api.post(
      `/api/v1/registerations/event-registration-${role}/:userId`,
      {
        schema: { tags: ['registrations'], summary: `Register yourself (a ${role}) for an event`, params: userIdParams, body: anyBody, response: { 201: one, ...errorResponses } },
        onRequest: app.authenticate,
      },
      async (request, reply) => {
        assertRegistersSelf(request, request.params.userId, role);
        const input = await inputOf(parseOrReject(bodySchema, request.body ?? {}));
        reply.status(201);
        return register(request, { ...input, role });
      },
    );

  registrationRoute('student', studentRegistrationSchema, async (body) => ({
    eventId: body.eventId,
    munExperience: body.mun_experience,
    prefCommitteeIds: [body.pref_committee_1_id, body.pref_committee_2_id, body.pref_committee_3_id],
    personal: { foodPreference: body.food_pref, foodAllergies: body.food_allergies, emergencyName: body.emergency_name, emergencyPhone: body.emergency_phone },
  }));

  registrationRoute('teacher', teacherRegistrationSchema, async (body) => ({
    eventId: body.eventId,
    munExperience: 0,
    prefCommitteeIds: [null, null, null],
    personal: { foodPreference: body.foodPreference, foodAllergies: body.foodAllergies, emergencyName: '', emergencyPhone: '' },
  }));

  api.get(
    '/api/v1/registerations/get-registrations/:eventId',
    {
      schema: {
        tags: ['registrations'],
        summary: "An event's registered delegates (its organiser or a super user)",
        params: eventIdParams,
        response: { 200: envelope(z.array(registrationView)), ...errorResponses },
      },
      onRequest: app.requireOrganiser,
    },
    async (request) => {
      await support.assertManagesEvent(request.account!, request.params.eventId);
      return ok('Registrations fetched successfully', await registrationViews(deps.db, await listRegistrationsOfEvent(deps.db, request.params.eventId)));
    },
  );

  api.get(
    '/api/v1/registerations/get-registration-info-by-eventId-and-userId/:eventId/:userId',
    {
      schema: {
        tags: ['registrations'],
        summary:
          "A person's registration for an event: their own, or any for the event's organiser or a super user; with the committee and country last published to the delegate",
        params: z.object({ eventId: z.string().min(1).max(100), userId: z.string().min(1).max(100) }),
        response: { 200: one, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { eventId, userId } = request.params;
      const account = request.account!;
      if (account.id !== userId && !(await support.managesEvent(account, eventId))) throw support.notYours();
      const row = await findActiveRegistration(deps.db, eventId, userId);
      if (!row) throw new DomainError('not_found', 'REGISTRATION_NOT_FOUND', registrationMessages.noInfo);
      // The delegate page's call: whoever asks sees what the delegate sees, the published seat.
      return ok('Registration fetched successfully', (await registrationViews(deps.db, [row], 'published'))[0]!);
    },
  );

  api.get(
    '/api/v1/registerations/my-registrations',
    {
      schema: {
        tags: ['registrations'],
        summary: 'The events you are registered for (the dashboard’s Registered tab)',
        response: { 200: envelope(z.array(z.string())), ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => ok('Registrations fetched successfully', await listRegisteredEventIds(deps.db, request.account!.id)),
  );

  /** The delegate cancels their own; the event's organiser (or a super user) removes a delegate. */
  const endRegistration = async (request: FastifyRequest, registrationId: string, ownerMay: boolean) => {
    const account = request.account!;
    const row = await findRegistration(deps.db, registrationId);
    if (!row || row.status !== 'registered') throw support.notFound();
    const environment = support.environment();
    const context = commandContextOf(request);
    if (ownerMay && row.user_id === account.id) {
      const result = await cancelRegistration(environment, { eventId: row.event_id, registrationId, userId: account.id, username: account.username }, context);
      await support.settle(result.position);
      return ok(registrationMessages.cancelled, { id: registrationId });
    }
    if (!(await support.managesEvent(account, row.event_id))) throw support.notYours();
    const username = await support.usernameOf(row.user_id);
    const result = await removeDelegate(environment, { eventId: row.event_id, registrationId, username, by: account.id }, context);
    await support.settle(result.position);
    return ok(registrationMessages.removed, { id: registrationId });
  };

  api.delete(
    '/api/v1/registerations/delete-registration-by-registrationId/:id',
    {
      schema: {
        tags: ['registrations'],
        summary: "Cancel your own registration (the seat is free again); the event's organiser or a super user removes the delegate",
        params: idParams,
        response: { 200: envelope(z.object({ id: z.string() })), ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => endRegistration(request, request.params.id, true),
  );

  api.delete(
    '/api/v1/registerations/delete-delegate/:id',
    {
      schema: {
        tags: ['registrations'],
        summary: "Remove a delegate from an event (its organiser or a super user)",
        params: idParams,
        response: { 200: envelope(z.object({ id: z.string() })), ...errorResponses },
      },
      onRequest: app.requireOrganiser,
    },
    async (request) => endRegistration(request, request.params.id, false),
  );

  api.delete(
    '/api/v1/registerations/cancel-my-registration/:eventId',
    {
      schema: {
        tags: ['registrations'],
        summary: 'Cancel your own registration for an event (the seat is free again)',
        params: eventIdParams,
        response: { 200: envelope(z.object({ id: z.string() })), ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const row = await findActiveRegistration(deps.db, request.params.eventId, request.account!.id);
      if (!row) throw support.notFound();
      return endRegistration(request, row.id, true);
    },
  );
};
