import type { DelegateRole } from '../../domain/registrations/roster';
import { releaseSeat } from '../allocation/allocation-commands';
import { uaeDateOf } from '../../domain/events/event-dates';
import type { PersonalDataVault } from '../event-store/personal-data-vault';
import type { CommandContext } from '../handler/command-handler';
import { eventIdFor } from '../handler/event-ids';
import { runEventCommand, type EventCommandEnvironment } from '../events/event-commands';

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
 * One registration on the event's stream (seats and one-per-person decided there). The
 * registration id comes from the command id, so a retried request finds its registration.
 */
export const registerDelegate = async (env: RegistrationEnvironment, input: RegisterDelegateInput, context: CommandContext) => {
  const sealed = await env.vault.seal(input.userId, { ...input.personal });
  return runEventCommand(
    env.store,
    input.eventId,
    {
      type: 'RegisterDelegate',
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

/** A delegate leaving gives up their committee seat first (see releaseSeat). */
export const cancelRegistration = async (
  env: EventCommandEnvironment,
  input: { eventId: string; registrationId: string; userId: string },
  context: CommandContext,
) => {
  await releaseSeat(env, { eventId: input.eventId, registrationId: input.registrationId, by: input.userId }, context);
  return runEventCommand(
    env.store,
    input.eventId,
    { type: 'CancelRegistration', registrationId: input.registrationId, userId: input.userId, by: input.userId, at: env.now.toISOString() },
    context,
  );
};

export const removeDelegate = async (env: EventCommandEnvironment, input: { eventId: string; registrationId: string; by: string }, context: CommandContext) => {
  await releaseSeat(env, input, context);
  return runEventCommand(env.store, input.eventId, { type: 'RemoveDelegate', registrationId: input.registrationId, by: input.by, at: env.now.toISOString() }, context);
};
