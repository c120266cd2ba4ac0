import { invitationErrors } from '@domain/users/invitation';
import { SubjectForgottenError } from '../event-store/personal-data-vault';
import type { CommandContext } from '../handler/command-handler';
import { hashPasswordIn, type UserCommandEnvironment } from './register-user';
import { runUserCommand } from './user-command';
import type { VerificationClaim } from './verification-token';

/**
 * The invitee's new password, from the link's claim (its requestId is the invitation id).
 * The decider accepts it only while that invitation is open; accepting also verifies the
 * email, since only its owner could open the link.
 */
export const acceptInvitation = async (
  env: UserCommandEnvironment,
  claim: VerificationClaim,
  password: string,
  context: CommandContext,
) => {
  const sealed = await env.vault.seal(claim.userId, { passwordHash: await hashPasswordIn(env, password) }).catch((error: unknown) => {
    // A deleted account's key is gone for good: its links are dead like any other.
    throw error instanceof SubjectForgottenError ? invitationErrors.invalid() : error;
  });
  return runUserCommand(
    env.store,
    claim.userId,
    { type: 'AcceptInvitation', invitationId: claim.requestId, sealed, at: env.now.toISOString() },
    context,
  );
};
