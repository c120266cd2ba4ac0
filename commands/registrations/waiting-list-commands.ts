import type { CommandContext } from '../handler/command-handler';
import { runEventCommand, type EventCommandEnvironment } from '../events/event-commands';
import { askForSeat, type RegisterDelegateInput, type RegistrationEnvironment } from './registration-commands';

/**
 * Joining a full event's waiting list, decided on the event's stream like a registration: the
 * details are sealed under the person's key now, and become their registration when a seat
 * frees. The place's id (the registration id they get then) comes from the command id, so a
 * retried request finds its place. With a seat free and nobody waiting, this registers at once.
 */
export const joinWaitingList = (env: RegistrationEnvironment, input: RegisterDelegateInput, context: CommandContext) =>
  askForSeat(env, 'JoinWaitingList', input, context);

/** The person leaves the list (`account_deleted`: their account is being deleted, `by` whoever deletes it). */
export const leaveWaitingList = (
  env: EventCommandEnvironment,
  input: { eventId: string; userId: string; reason?: 'left' | 'account_deleted'; by?: string },
  context: CommandContext,
) =>
  runEventCommand(
    env.store,
    input.eventId,
    {
      type: 'LeaveWaitingList',
      userId: input.userId,
      reason: input.reason ?? 'left',
      by: input.by ?? input.userId,
      at: env.now.toISOString(),
    },
    context,
  );

/** What the event's organiser (or a super user) does with the list: remove a person, move one up, close or reopen it. */
export type WaitingListManagement =
  { action: 'remove'; registrationId: string } | { action: 'move-up'; registrationId: string } | { action: 'close' } | { action: 'reopen' };

export const manageWaitingList = (
  env: EventCommandEnvironment,
  input: { eventId: string; by: string } & WaitingListManagement,
  context: CommandContext,
) => {
  const stamp = { by: input.by, at: env.now.toISOString() };
  const command = (() => {
    switch (input.action) {
      case 'remove':
        return { type: 'RemoveFromWaitingList' as const, registrationId: input.registrationId, ...stamp };
      case 'move-up':
        return { type: 'MoveUpOnWaitingList' as const, registrationId: input.registrationId, ...stamp };
      case 'close':
        return { type: 'CloseWaitingList' as const, ...stamp };
      case 'reopen':
        return { type: 'ReopenWaitingList' as const, ...stamp };
    }
  })();
  return runEventCommand(env.store, input.eventId, command, context);
};
