import type { CommandContext } from '../handler/command-handler';
import { hashPasswordIn, type UserCommandEnvironment } from './register-user';
import { runUserCommand } from './user-command';

export const changePassword = async (env: UserCommandEnvironment, userId: string, newPassword: string, context: CommandContext) => {
  const sealed = await env.vault.seal(userId, { passwordHash: await hashPasswordIn(env, newPassword) });
  return runUserCommand(
    env.store,
    userId,
    { type: 'ChangePassword', sealed, by: context.userId ?? userId, at: env.now.toISOString() },
    context,
  );
};
