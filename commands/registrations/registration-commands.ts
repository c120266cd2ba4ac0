import { refusalOf, rosterErrors, type DelegateRole } from '@domain/registrations/roster';
import type { DomainError } from '@domain/shared/errors';
import { loadEventState } from '../allocation/allocation-commands';
import { uaeDateOf } from '@domain/events/event-dates';
import type { PersonalDataVault } from '../event-store/personal-data-vault';
import type { CommandContext } from '../handler/command-handler';
import { eventIdFor } from '../handler/event-ids';
import { checkEventCommand, runEventCommand, type EventCommandEnvironment } from '../events/event-commands';
import { loadCommitteeChoices } from './committee-choices';
import { releaseBeforeLeaving } from './leave-event';

export interface RegistrationEnvironment extends EventCommandEnvironment {
  vault: PersonalDataVault;
}

/** What a delegate tells about themselves for an event: kept sealed under their own key. */
export interface DelegatePersonalDetails {
  foodPreference: string | null;
  foodAllergies: string;
  emergencyName: string;
  emergencyPhone: string;
}

export interface RegisterDelegateInput {
  eventId: string;
  userId: string;
  role: DelegateRole;
  munExperience: number;
  prefCommitteeIds: Array<string | null>;
  personal: DelegatePersonalDetails;
}

/**
 * A person asking for a seat for themselves, on the event's stream (seats, one-per-person and the
 * waiting list decided there): `RegisterDelegate`, or `JoinWaitingList` for a full event. Their
 * details are sealed under their own key first. The registration id comes from the command id,
 * so a retried request finds its registration (or its place).
 */
export const askForSeat = async (
  env: RegistrationEnvironment,
  type: 'RegisterDelegate' | 'JoinWaitingList',
  input: RegisterDelegateInput,
  context: CommandContext,
) => {
  const [sealed, committeeChoices] = await Promise.all([
    env.vault.seal(input.userId, { ...input.personal }),
    loadCommitteeChoices(env.store, input.eventId),
  ]);
  return runEventCommand(
    env.store,
    input.eventId,
    {
      type,
      committeeChoices,
      registrationId: eventIdFor(context.commandId, 'registration', 0),
      userId: input.userId,
      role: input.role,
      munExperience: input.munExperience,
      prefCommitteeIds: input.prefCommitteeIds,
      sealed,
      today: uaeDateOf(env.now),
      by: input.userId,
      at: env.now.toISOString(),
    },
    context,
  );
};

/** One registration on the event's stream (seats and one-per-person decided there). */
export const registerDelegate = (env: RegistrationEnvironment, input: RegisterDelegateInput, context: CommandContext) =>
  askForSeat(env, 'RegisterDelegate', input, context);

/**
 * Many people registered in one append (an import): each decided as a self-registration would
 * be, against the roster with the ones before it. Answers who got which registration and why
 * the others were refused. Registration ids come from the command id and the item's place.
 */
export const registerDelegates = async (
  env: RegistrationEnvironment,
  inputs: readonly RegisterDelegateInput[],
  context: CommandContext,
) => {
  const today = uaeDateOf(env.now);
  const at = env.now.toISOString();
  // Every person's details sealed at once: two statements for the group, not two per person.
  const sealed = await env.vault.sealMany(inputs.map((input) => ({ subjectId: input.userId, data: { ...input.personal } })));
  const registrations = inputs.map((input, index) => ({
    registrationId: eventIdFor(context.commandId, 'registration', index),
    userId: input.userId,
    role: input.role,
    munExperience: input.munExperience,
    prefCommitteeIds: input.prefCommitteeIds,
    sealed: sealed[index]!,
    today,
    by: context.userId ?? input.userId,
    at,
  }));
  const eventId = inputs[0]?.eventId;
  if (!eventId) return { registered: new Map<string, string>(), refused: new Map<string, DomainError>(), position: null };
  const committeeChoices = await loadCommitteeChoices(env.store, eventId);
  const result = await runEventCommand(env.store, eventId, { type: 'RegisterDelegates', committeeChoices, registrations }, context);
  const registered = new Map(
    result.events.flatMap((event) =>
      event.type === 'DelegateRegistered' ? [[event.data.userId, event.data.registrationId] as const] : [],
    ),
  );
  const refused = new Map<string, DomainError>();
  if (registered.size < registrations.length) {
    const state = await loadEventState(env.store, eventId);
    for (const registration of registrations) {
      if (registered.has(registration.userId) || state.status === 'none') continue;
      // Decided again on the stream as it is now: a person found registered was registered before.
      const window = {
        eventId,
        eventName: state.details.name,
        status: state.status,
        endDate: state.details.endDate,
        seats: state.details.numberOfSeats,
        roster: state.roster,
      };
      refused.set(registration.userId, refusalOf(window, registration) ?? rosterErrors.already());
    }
  }
  return { registered, refused, position: result.position };
};

/**
 * The delegate's own cancellation, or the cancellation of a deleted account's registrations
 * (`reason` account_deleted, `by` whoever deleted it). Decided first, so a refused leaving keeps
 * everything; then what they held at the event goes (see releaseBeforeLeaving).
 */
export const cancelRegistration = async (
  env: EventCommandEnvironment,
  input: {
    eventId: string;
    registrationId: string;
    userId: string;
    username: string | null;
    reason?: 'cancelled' | 'account_deleted';
    by?: string;
  },
  context: CommandContext,
) => {
  const { eventId, registrationId, userId, username } = input;
  const by = input.by ?? userId;
  const cancel = { type: 'CancelRegistration' as const, registrationId, userId, by, at: env.now.toISOString() };
  await checkEventCommand(env.store, eventId, cancel, context);
  await releaseBeforeLeaving(env, { eventId, registrationId, userId, username, reason: input.reason ?? 'cancelled', by }, context);
  return runEventCommand(env.store, eventId, cancel, context);
};

/** The organiser (or a super user) removes a delegate, or merges them into another (`reason` merged). */
export const removeDelegate = async (
  env: EventCommandEnvironment,
  input: { eventId: string; registrationId: string; username: string | null; reason?: 'removed' | 'merged'; by: string },
  context: CommandContext,
) => {
  const { eventId, registrationId, username, by } = input;
  const remove = { type: 'RemoveDelegate' as const, registrationId, by, at: env.now.toISOString() };
  await checkEventCommand(env.store, eventId, remove, context);
  await releaseBeforeLeaving(env, { eventId, registrationId, username, reason: input.reason ?? 'removed', by }, context);
  return runEventCommand(env.store, eventId, remove, context);
};
