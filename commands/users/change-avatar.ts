import type { CommandContext } from '../handler/command-handler';
import type { UserCommandEnvironment } from './register-user';
import { runUserCommand } from './user-command';

/** The avatar URL is personal data (it shows the person), so it is sealed too. */
export const changeAvatar = async (env: UserCommandEnvironment, userId: string, avatarUrl: string | null, context: CommandContext) => {
  const sealed = avatarUrl === null ? null : await env.vault.seal(userId, { avatarUrl });
  return runUserCommand(
    env.store,
    userId,
    { type: 'ChangeAvatar', sealed, by: context.userId ?? userId, at: env.now.toISOString() },
    context,
  );
};
