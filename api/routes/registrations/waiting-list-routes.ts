import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { registrationsEndpoints, type waitingPlaceView } from '@contract/registrations';
import type { EventState } from '@domain/events/event';
import { studentRegistrationSchema, teacherRegistrationSchema } from '@domain/registrations/registration-rules';
import { emptyWaitingList, waitingListMessages } from '@domain/registrations/waiting-list';
import { parseOrReject } from '@domain/shared/validation';
import { loadEventState } from '../../../commands/allocation/allocation-commands';
import type { RegisterDelegateInput } from '../../../commands/registrations/registration-commands';
import {
  joinWaitingList,
  leaveWaitingList,
  manageWaitingList,
  type WaitingListManagement,
} from '../../../commands/registrations/waiting-list-commands';
import { registrationsListProjection } from '../../../projections/registrations/registrations-list';
import {
  countWaiting,
  findWaitingPlace,
  isWaitingListOpen,
  listWaiting,
  waitingListsProjection,
} from '../../../projections/registrations/waiting-lists';
import { findAccountsByIds } from '../../../projections/users/accounts-projection';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { registrationSupport } from './registration-support';

type WaitingPlace = z.input<typeof waitingPlaceView>;

/** The person's place as the event's stream holds it after their command (never read back from a list). */
const placeInStream = (state: EventState, eventId: string, userId: string, placeId: string | null): WaitingPlace => {
  const list = state.status === 'none' ? emptyWaitingList : state.waiting;
  const index = list.entries.findIndex((entry) => entry.userId === userId);
  const registered = state.status !== 'none' && state.roster.active.has(userId);
  const entry = index < 0 ? undefined : list.entries[index]!;
  return {
    event_id: eventId,
    id: entry?.registrationId ?? (registered ? (state.roster.active.get(userId) ?? placeId) : placeId),
    status: entry ? 'waiting' : registered ? 'registered' : placeId === null ? 'none' : 'left',
    place: entry ? index + 1 : null,
    waiting: list.entries.length,
    joined_at: entry?.joinedAt ?? null,
    open: list.open,
  };
};

/**
 * The waiting list's calls (not in the spec; see the contract). Joining and leaving are the
 * person's own; the list, moving up, removing and closing are the event's organiser's or a
 * super user's. Writes answer from the event's stream as their command left it.
 */
export const waitingListRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const support = registrationSupport(deps);
  const settled = [waitingListsProjection.name, registrationsListProjection.name];

  route(app, registrationsEndpoints.joinWaitingList, async (request) => {
    const account = request.account!;
    const { eventId } = request.params;
    const body = { ...(request.body ?? {}), eventId };
    const input: Omit<RegisterDelegateInput, 'userId'> =
      account.role === 'teacher'
        ? (() => {
            const teacher = parseOrReject(teacherRegistrationSchema, body);
            return {
              role: 'teacher',
              eventId,
              munExperience: 0,
              prefCommitteeIds: [null, null, null],
              personal: {
                foodPreference: teacher.foodPreference,
                foodAllergies: teacher.foodAllergies,
                emergencyName: '',
                emergencyPhone: '',
              },
            };
          })()
        : (() => {
            const student = parseOrReject(studentRegistrationSchema, body);
            return {
              role: 'student',
              eventId,
              munExperience: student.mun_experience,
              prefCommitteeIds: [student.pref_committee_1_id, student.pref_committee_2_id, student.pref_committee_3_id],
              personal: {
                foodPreference: student.food_pref,
                foodAllergies: student.food_allergies,
                emergencyName: student.emergency_name,
                emergencyPhone: student.emergency_phone,
              },
            };
          })();
    const result = await joinWaitingList(support.environment(), { ...input, userId: account.id }, commandContextOf(request));
    await support.settle(result.position, settled);
    const made = result.events.find((event) => event.type === 'WaitingListJoined' || event.type === 'DelegateRegistered');
    const placeId = made && 'registrationId' in made.data ? made.data.registrationId : null;
    const answer = placeInStream(await loadEventState(deps.store, eventId), eventId, account.id, placeId);
    return ok(made?.type === 'DelegateRegistered' ? waitingListMessages.registeredAtOnce : waitingListMessages.joined, answer);
  });

  route(app, registrationsEndpoints.myWaitingPlace, async (request) => {
    const { eventId } = request.params;
    const [row, waiting, open] = await Promise.all([
      findWaitingPlace(deps.db, eventId, request.account!.id),
      countWaiting(deps.db, eventId),
      isWaitingListOpen(deps.db, eventId),
    ]);
    return ok(waitingListMessages.fetched, {
      event_id: eventId,
      id: row?.id ?? null,
      status: row?.status ?? 'none',
      place: row?.status === 'waiting' ? row.place : null,
      waiting,
      joined_at: row?.status === 'waiting' ? row.joined_at.toISOString() : null,
      open,
    });
  });

  route(app, registrationsEndpoints.leaveWaitingList, async (request) => {
    const { eventId } = request.params;
    const userId = request.account!.id;
    const result = await leaveWaitingList(support.environment(), { eventId, userId }, commandContextOf(request));
    await support.settle(result.position, settled);
    const left = result.events.find((event) => event.type === 'WaitingListLeft');
    const placeId = left && 'registrationId' in left.data ? left.data.registrationId : null;
    return ok(waitingListMessages.left, placeInStream(await loadEventState(deps.store, eventId), eventId, userId, placeId));
  });

  /** The list as the event's stream holds it, with the names the accounts give. */
  const listInStream = async (eventId: string) => {
    const state = await loadEventState(deps.store, eventId);
    const list = state.status === 'none' ? emptyWaitingList : state.waiting;
    const accounts = new Map(
      (
        await findAccountsByIds(
          deps.db,
          list.entries.map((entry) => entry.userId),
        )
      ).map((row) => [row.id, row]),
    );
    return {
      open: list.open,
      entries: list.entries.map((entry, index) => ({
        id: entry.registrationId,
        place: index + 1,
        user_id: entry.userId,
        username: accounts.get(entry.userId)?.username ?? null,
        fullname: accounts.get(entry.userId)?.fullname ?? null,
        role: entry.role,
        joined_at: entry.joinedAt,
      })),
    };
  };

  route(app, registrationsEndpoints.waitingList, async (request) => {
    const { eventId } = request.params;
    await support.assertManagesEvent(request.account!, eventId);
    const [open, rows] = await Promise.all([isWaitingListOpen(deps.db, eventId), listWaiting(deps.db, eventId)]);
    return ok(waitingListMessages.fetched, {
      open,
      entries: rows.map((row) => ({ ...row, joined_at: row.joined_at.toISOString() })),
    });
  });

  const manage = async (request: FastifyRequest, eventId: string, management: WaitingListManagement, message: string) => {
    const account = request.account!;
    await support.assertManagesEvent(account, eventId);
    const result = await manageWaitingList(support.environment(), { eventId, by: account.id, ...management }, commandContextOf(request));
    await support.settle(result.position, settled);
    return ok(message, await listInStream(eventId));
  };

  route(app, registrationsEndpoints.setWaitingListOpen, async (request) =>
    request.body.open
      ? manage(request, request.params.eventId, { action: 'reopen' }, waitingListMessages.reopened)
      : manage(request, request.params.eventId, { action: 'close' }, waitingListMessages.closed),
  );

  route(app, registrationsEndpoints.moveUpOnWaitingList, async (request) =>
    manage(request, request.params.eventId, { action: 'move-up', registrationId: request.params.id }, waitingListMessages.movedUp),
  );

  route(app, registrationsEndpoints.removeFromWaitingList, async (request) =>
    manage(request, request.params.eventId, { action: 'remove', registrationId: request.params.id }, waitingListMessages.removed),
  );
};
