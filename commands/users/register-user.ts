import { randomUUID } from 'node:crypto';
import type { GlobalRole, Language, UserRole } from '@domain/users/user';
import { DomainError, isDomainError } from '@domain/shared/errors';
import { EMAIL_TAKEN_MESSAGE, emailReservation, normaliseEmail } from '@domain/users/reservation';
import type { EventStore } from '../event-store/port';
import type { CommandContext } from '../handler/command-handler';
import type { PersonalDataVault } from '../event-store/personal-data-vault';
import { emailDigest, verificationRequestId } from './digests';
import { unboundedPasswordHasher, type PasswordHasher } from './password';
import { runReservation, runUserCommand } from './user-command';

export interface RegisterUserInput {
  email: string;
  password: string;
  role: UserRole;
  globalRole: GlobalRole;
  /** True for accounts the system makes (seeded super users): no verification email. */
  emailVerified?: boolean;
  /** The language chosen on the sign-up page (its verification e-mail comes in it). */
  language?: Language;
}

export interface UserCommandEnvironment {
  store: EventStore;
  vault: PersonalDataVault;
  now: Date;
  /** How long a verification link stays valid. */
  verificationTtlHours?: number;
  /** The server's capped hasher; tools that set one password at a time leave it out. */
  passwords?: Pick<PasswordHasher, 'hash'>;
}

export const hashPasswordIn = (env: UserCommandEnvironment, password: string) => (env.passwords ?? unboundedPasswordHasher).hash(password);

/** The user id that holds this email, if any. */
export const findUserIdByEmail = async (store: EventStore, email: string): Promise<string | null> => {
  const recorded = await store.readStream(emailReservation.streamId(emailDigest(email)));
  let holder: string | null = null;
  for (const event of recorded) {
    const parsed = emailReservation.parse(event.type, event.data);
    if (parsed) holder = parsed.type === 'EmailReserved' ? parsed.data.userId : null;
  }
  return holder;
};

export const verificationExpiry = (now: Date, ttlHours = 24) => new Date(now.getTime() + ttlHours * 3_600_000).toISOString();

/**
 * Reserves the email first (the uniqueness boundary), then writes the user stream with the
 * email and password hash sealed under the new user's key. Both appends carry ids derived from
 * the command id, so a retried request finishes a half-done registration instead of creating a
 * second account.
 */
export const registerUser = async (env: UserCommandEnvironment, input: RegisterUserInput, context: CommandContext) => {
  const at = env.now.toISOString();
  const digest = emailDigest(input.email);
  const existing = await findUserIdByEmail(env.store, input.email);
  const userId = existing ?? randomUUID();
  await runReservation(env.store, 'email', digest, { type: 'Reserve', userId, at }, context);
  const emailVerified = input.emailVerified ?? false;
  const sealed = await env.vault.seal(userId, {
    email: normaliseEmail(input.email),
    passwordHash: await hashPasswordIn(env, input.password),
  });
  const result = await runUserCommand(
    env.store,
    userId,
    {
      type: 'RegisterUser',
      userId,
      role: input.role,
      globalRole: input.globalRole,
      emailDigest: digest,
      sealed,
      emailVerified,
      verification: emailVerified
        ? null
        : { requestId: verificationRequestId(context.commandId), expiresAt: verificationExpiry(env.now, env.verificationTtlHours) },
      ...(input.language ? { language: input.language } : {}),
      by: context.userId ?? userId,
      at,
    },
    context,
  ).catch((error: unknown) => {
    // The email's holder already has an account (a retry with the same command id is answered
    // from the stored events before this): someone signs up twice with one email.
    if (existing && isDomainError(error) && error.code === 'USER_EXISTS') {
      throw new DomainError('conflict', 'EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
    }
    throw error;
  });
  return { userId, position: result.position };
};

/** Makes the account with this email a super user, creating it (verified) when it does not exist. */
export const ensureSuperUser = async (
  env: UserCommandEnvironment,
  input: { email: string; password: string; role?: UserRole },
  context: CommandContext,
) => {
  const existing = await findUserIdByEmail(env.store, input.email);
  if (!existing) {
    return registerUser(env, { ...input, role: input.role ?? 'teacher', globalRole: 'superuser', emailVerified: true }, context);
  }
  const result = await runUserCommand(
    env.store,
    existing,
    { type: 'ChangeGlobalRole', to: 'superuser', by: context.userId ?? existing, at: env.now.toISOString() },
    context,
  );
  return { userId: existing, position: result.position };
};
