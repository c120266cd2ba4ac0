import type { CommandContext } from '../handler/command-handler';
import { deleteOrganiser } from '../organisers/change-organiser-status';
import { loadOrganiser, loadOrganiserSlot } from '../organisers/organiser-streams';
import type { UserCommandEnvironment } from './register-user';
import { loadUser } from './load-user';
import { runReservation, runUserCommand } from './user-command';

/**
 * Deletes an account and erases the person: the deletion is recorded (status history stays),
 * their organiser record (if any) is deleted, the email and username are released for others,
 * and the person's key is destroyed, which makes every sealed field in every event unreadable
 * for good. Each step is idempotent, so
 * running the whole thing again after a crash completes what was left.
 */
export const deleteAccount = async (env: UserCommandEnvironment, userId: string, context: CommandContext) => {
  const at = env.now.toISOString();
  const result = await runUserCommand(env.store, userId, { type: 'DeleteUser', by: context.userId ?? userId, at }, context);
  const state = await loadUser(env.store, userId);
  if (state.status !== 'registered') return result;
  await closeOrganiserRecord(env, userId, context);
  await runReservation(env.store, 'email', state.emailDigest, { type: 'Release', userId, at }, context);
  if (state.usernameDigest) {
    await runReservation(env.store, 'username', state.usernameDigest, { type: 'Release', userId, at }, context);
  }
  await env.vault.forget(userId);
  return result;
};

/** A deleted person organises nothing: their open organiser record is deleted too (its history stays). */
const closeOrganiserRecord = async (env: UserCommandEnvironment, userId: string, context: CommandContext) => {
  const slot = await loadOrganiserSlot(env.store, userId);
  if (!slot.holder) return;
  const record = await loadOrganiser(env.store, slot.holder.organiserId);
  if (record.status === 'none' || record.status === 'deleted') return;
  await deleteOrganiser({ store: env.store, now: env.now }, { organiserId: record.organiserId, by: context.userId ?? userId }, context);
};
