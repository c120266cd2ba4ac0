import { parseRosterEvent, rosterDecider, rosterErrors, SUPERUSER_ROSTER_STREAM, type RosterCommand } from '@domain/users/superuser-roster';
import type { SettableStatus } from '@domain/users/user';
import type { EventStore } from '../event-store/port';
import { executeCommand, type CommandContext } from '../handler/command-handler';
import { loadUser } from './load-user';
import { runUserCommand } from './user-command';
import { userErrors } from '@domain/users/user';

/** Super-user actions on other people's accounts (§2.6 Users and Superusers). */

const actorOf = (context: CommandContext) => {
  if (!context.userId) throw new Error('a super-user action needs an acting user');
  return context.userId;
};

export const changeUserStatus = (
  store: EventStore,
  input: { userId: string; status: SettableStatus; now: Date },
  context: CommandContext,
) =>
  runUserCommand(
    store,
    input.userId,
    { type: 'ChangeAccountStatus', to: input.status, by: actorOf(context), at: input.now.toISOString() },
    context,
  );

const runRoster = (store: EventStore, command: RosterCommand, context: CommandContext) =>
  executeCommand(
    store,
    { streamId: SUPERUSER_ROSTER_STREAM, decider: rosterDecider, parse: (event) => parseRosterEvent(event.type, event.data), command },
    context,
  );

/**
 * The roster decides (it serialises racing super users); the user's own stream then records
 * the new global role, which log-in and the guard read. Both appends take their ids from the
 * command id, so a request retried after a failure between them completes the second one.
 */
const changeSuperUser = async (store: EventStore, userId: string, appoint: boolean, now: Date, context: CommandContext) => {
  const by = actorOf(context);
  const at = now.toISOString();
  const user = await loadUser(store, userId);
  if (user.status !== 'registered' || user.accountStatus === 'deleted') throw userErrors.notFound();
  if ((user.globalRole === 'superuser') === appoint) throw appoint ? rosterErrors.alreadySuperUser() : rosterErrors.notSuperUser();
  await runRoster(store, { type: appoint ? 'AppointSuperUser' : 'RemoveSuperUser', userId, by, at }, context);
  return runUserCommand(store, userId, { type: 'ChangeGlobalRole', to: appoint ? 'superuser' : 'user', by, at }, context);
};

export const appointSuperUser = (store: EventStore, input: { userId: string; now: Date }, context: CommandContext) =>
  changeSuperUser(store, input.userId, true, input.now, context);

export const removeSuperUser = (store: EventStore, input: { userId: string; now: Date }, context: CommandContext) =>
  changeSuperUser(store, input.userId, false, input.now, context);
