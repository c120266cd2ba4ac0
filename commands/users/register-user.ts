import { createHash, randomUUID } from 'node:crypto';
import {
  emailReservationDecider,
  emailReservationStreamId,
  normaliseEmail,
  parseEmailReservationEvent,
} from '../../domain/users/email-reservation';
import { parseUserEvent, userDecider, userStreamId, type GlobalRole, type UserRole } from '../../domain/users/user';
import type { EventStore } from '../event-store/port';
import { executeCommand, type CommandContext } from '../handler/command-handler';
import { hashPassword } from './password';

export const emailDigest = (email: string) => createHash('sha256').update(normaliseEmail(email)).digest('hex');

export interface RegisterUserInput {
  email: string;
  password: string;
  role: UserRole;
  globalRole: GlobalRole;
}

/** The user id that holds this email, if any. */
export const findUserIdByEmail = async (store: EventStore, email: string): Promise<string | null> => {
  const [reservation] = await store.readStream(emailReservationStreamId(emailDigest(email)), { maxCount: 1 });
  const parsed = reservation ? parseEmailReservationEvent(reservation.type, reservation.data) : null;
  return parsed?.data.userId ?? null;
};

/**
 * Reserves the email first (the uniqueness boundary), then writes the user stream. Both
 * appends carry ids derived from the command id, so a retried request finishes a half-done
 * registration instead of creating a second account.
 */
export const registerUser = async (
  store: EventStore,
  input: RegisterUserInput,
  context: CommandContext,
  now: Date,
) => {
  const at = now.toISOString();
  const userId = (await findUserIdByEmail(store, input.email)) ?? randomUUID();
  await executeCommand(
    store,
    {
      streamId: emailReservationStreamId(emailDigest(input.email)),
      decider: emailReservationDecider,
      parse: (event) => parseEmailReservationEvent(event.type, event.data),
      command: { type: 'ReserveEmail', userId, at },
    },
    context,
  );
  const result = await executeCommand(
    store,
    {
      streamId: userStreamId(userId),
      decider: userDecider,
      parse: (event) => parseUserEvent(event.type, event.data),
      command: {
        type: 'RegisterUser',
        userId,
        email: normaliseEmail(input.email),
        role: input.role,
        globalRole: input.globalRole,
        passwordHash: await hashPassword(input.password),
        by: context.userId ?? userId,
        at,
      },
    },
    context,
  );
  return { userId, position: result.position };
};

/** Makes the account with this email a super user, creating it when it does not exist. */
export const ensureSuperUser = async (
  store: EventStore,
  input: { email: string; password: string; role?: UserRole },
  context: CommandContext,
  now: Date,
) => {
  const existing = await findUserIdByEmail(store, input.email);
  if (!existing) {
    return registerUser(store, { ...input, role: input.role ?? 'teacher', globalRole: 'superuser' }, context, now);
  }
  const result = await executeCommand(
    store,
    {
      streamId: userStreamId(existing),
      decider: userDecider,
      parse: (event) => parseUserEvent(event.type, event.data),
      command: { type: 'ChangeGlobalRole', userId: existing, to: 'superuser', by: context.userId ?? existing, at: now.toISOString() },
    },
    context,
  );
  return { userId: existing, position: result.position };
};
