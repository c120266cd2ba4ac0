import { invitationExpiry } from '@domain/users/invitation';
import { RESEND_COOLDOWN_SECONDS } from '@domain/users/profile-rules';
import type { CommandContext } from '../handler/command-handler';
import { verificationRequestId } from './digests';
import { verificationExpiry, type UserCommandEnvironment } from './register-user';
import { runUserCommand } from './user-command';
import type { VerificationClaim } from './verification-token';

/**
 * A new verification email, at most once per cool-down (the decider enforces it); for an
 * invited account still without a password, a new invitation email instead.
 */
export const requestEmailVerification = (env: UserCommandEnvironment, userId: string, context: CommandContext) =>
  runUserCommand(
    env.store,
    userId,
    {
      type: 'RequestEmailVerification',
      requestId: verificationRequestId(context.commandId),
      expiresAt: verificationExpiry(env.now, env.verificationTtlHours),
      invitationExpiresAt: invitationExpiry(env.now),
      cooldownSeconds: RESEND_COOLDOWN_SECONDS,
      at: env.now.toISOString(),
    },
    context,
  );

export const verifyEmail = (env: UserCommandEnvironment, claim: VerificationClaim, context: CommandContext) =>
  runUserCommand(env.store, claim.userId, { type: 'VerifyEmail', requestId: claim.requestId, at: env.now.toISOString() }, context);
