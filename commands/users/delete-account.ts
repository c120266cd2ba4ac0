import type { CommandContext } from '../handler/command-handler';
import type { UserCommandEnvironment } from './register-user';
import { loadUser } from './load-user';
import { runReservation, runUserCommand } from './user-command';

/**
 * Deletes an account and erases the person: the deletion is recorded (status history stays),
 * the email and username are released for others, and the person's key is destroyed, which
 * makes every sealed field in every event unreadable for good. Each step is idempotent, so
 * running the whole thing again after a crash completes what was left.
 */
export const deleteAccount = async (env: UserCommandEnvironment, userId: string, context: CommandContext) => {
  const at = env.now.toISOString();
  const result = await runUserCommand(env.store, userId, { type: 'DeleteUser', by: context.userId ?? userId, at }, context);
  const state = await loadUser(env.store, userId);
  if (state.status !== 'registered') return result;
  await runReservation(env.store, 'email', state.emailDigest, { type: 'Release', userId, at }, context);
  if (state.usernameDigest) {
    await runReservation(env.store, 'username', state.usernameDigest, { type: 'Release', userId, at }, context);
  }
  await env.vault.forget(userId);
  return result;
};
