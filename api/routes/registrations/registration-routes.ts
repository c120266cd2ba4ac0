import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registrationsEndpoints } from '@contract/registrations';
import {
  cancelRegistration,
  registerDelegate,
  removeDelegate,
  type RegisterDelegateInput,
} from '../../../commands/registrations/registration-commands';
import { registrationMessages, studentRegistrationSchema, teacherRegistrationSchema } from '@domain/registrations/registration-rules';
import type { DelegateRole } from '@domain/registrations/roster';
import { DomainError } from '@domain/shared/errors';
import { parseOrReject } from '@domain/shared/validation';
import {
  findActiveRegistration,
  findRegistration,
  listRegistrationsOfEvent,
  listRegisteredEventIds,
  registrationsListProjection,
  type RegistrationRow,
} from '../../../projections/registrations/registrations-list';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { committeeChoicesRoute } from './committee-choices-route';
import { registrationSupport } from './registration-support';
import { newRegistrationView, registrationViews } from './registration-view';
import { waitingListRoutes } from './waiting-list-routes';

/** Students register through the student route and teachers through the teacher route, each only themselves. */
const assertRegistersSelf = (request: Pick<FastifyRequest, 'account'>, userId: string, role: DelegateRole) => {
  const account = request.account!;
  if (account.id !== userId) throw new DomainError('forbidden', 'NOT_YOUR_ACCOUNT', 'You can only register yourself');
  if (account.role !== role) throw new DomainError('forbidden', 'WRONG_ROLE', `Only ${role}s register through this route`);
};

/** The spec's registration calls (§7 "Registrations") and the ones whose path it does not show. */
export const registrationRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const support = registrationSupport(deps);
  await committeeChoicesRoute(app, deps);
  await waitingListRoutes(app, deps);

  const register = async (request: FastifyRequest, input: Omit<RegisterDelegateInput, 'userId'>) => {
    const userId = request.account!.id;
    const result = await registerDelegate(support.environment(), { ...input, userId }, commandContextOf(request));
    // The delegate's pages read the registrations list: on Postgres it is written with the
    // registration (an inline read model), so this waits for nothing. The organiser's screens a
    // registration reaches (dashboard, history, lists) follow on their own, as a rush needs.
    await support.settle(result.position, [registrationsListProjection.name]);
    const registered = result.events.find((event) => event.type === 'DelegateRegistered');
    if (registered?.type !== 'DelegateRegistered') throw support.notFound();
    // Answered from what was stored (see newRegistrationView).
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
    return ok(registrationMessages.registered, await newRegistrationView(deps.db, row, 'published', { account: request.account! }));
  };

  /** POST event-registration-{role}/{userId}: the person registers themselves; 201 with the registration. */
  route(app, registrationsEndpoints.registerStudent, async (request) => {
    assertRegistersSelf(request, request.params.userId, 'student');
    const body = parseOrReject(studentRegistrationSchema, request.body ?? {});
    return register(request, {
      role: 'student',
      eventId: body.eventId,
      munExperience: body.mun_experience,
      prefCommitteeIds: [body.pref_committee_1_id, body.pref_committee_2_id, body.pref_committee_3_id],
      personal: {
        foodPreference: body.food_pref,
        foodAllergies: body.food_allergies,
        emergencyName: body.emergency_name,
        emergencyPhone: body.emergency_phone,
      },
    });
  });

  route(app, registrationsEndpoints.registerTeacher, async (request) => {
    assertRegistersSelf(request, request.params.userId, 'teacher');
    const body = parseOrReject(teacherRegistrationSchema, request.body ?? {});
    return register(request, {
      role: 'teacher',
      eventId: body.eventId,
      munExperience: 0,
      prefCommitteeIds: [null, null, null],
      personal: { foodPreference: body.foodPreference, foodAllergies: body.foodAllergies, emergencyName: '', emergencyPhone: '' },
    });
  });

  route(app, registrationsEndpoints.ofEvent, async (request) => {
    await support.assertManagesEvent(request.account!, request.params.eventId);
    return ok(
      'Registrations fetched successfully',
      await registrationViews(deps.db, await listRegistrationsOfEvent(deps.db, request.params.eventId)),
    );
  });

  route(app, registrationsEndpoints.info, async (request) => {
    const { eventId, userId } = request.params;
    const account = request.account!;
    if (account.id !== userId && !(await support.managesEvent(account, eventId))) throw support.notYours();
    const row = await findActiveRegistration(deps.db, eventId, userId);
    if (!row) throw new DomainError('not_found', 'REGISTRATION_NOT_FOUND', registrationMessages.noInfo);
    // The delegate page's call: whoever asks sees what the delegate sees, the published seat.
    return ok('Registration fetched successfully', (await registrationViews(deps.db, [row], 'published'))[0]!);
  });

  route(app, registrationsEndpoints.mine, async (request) =>
    ok('Registrations fetched successfully', await listRegisteredEventIds(deps.db, request.account!.id)),
  );

  /** The delegate cancels their own; the event's organiser (or a super user) removes a delegate. */
  const endRegistration = async (request: FastifyRequest, registrationId: string, ownerMay: boolean) => {
    const account = request.account!;
    const row = await findRegistration(deps.db, registrationId);
    if (!row || row.status !== 'registered') throw support.notFound();
    const environment = support.environment();
    const context = commandContextOf(request);
    if (ownerMay && row.user_id === account.id) {
      const result = await cancelRegistration(
        environment,
        { eventId: row.event_id, registrationId, userId: account.id, username: account.username },
        context,
      );
      await support.settle(result.position);
      return ok(registrationMessages.cancelled, { id: registrationId });
    }
    if (!(await support.managesEvent(account, row.event_id))) throw support.notYours();
    const username = await support.usernameOf(row.user_id);
    const result = await removeDelegate(environment, { eventId: row.event_id, registrationId, username, by: account.id }, context);
    await support.settle(result.position);
    return ok(registrationMessages.removed, { id: registrationId });
  };

  route(app, registrationsEndpoints.cancelById, async (request) => endRegistration(request, request.params.id, true));

  route(app, registrationsEndpoints.removeDelegate, async (request) => endRegistration(request, request.params.id, false));

  route(app, registrationsEndpoints.cancelMine, async (request) => {
    const row = await findActiveRegistration(deps.db, request.params.eventId, request.account!.id);
    if (!row) throw support.notFound();
    return endRegistration(request, row.id, true);
  });
};
