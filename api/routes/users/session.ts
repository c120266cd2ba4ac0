import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError } from '@domain/shared/errors';
import type { AccountRow } from '../../../projections/users/accounts-projection';

/** The session user of spec §3 plus the tokens: what log-in, verification and refresh answer. */
export const sessionData = z.object({
  token: z.string(),
  refreshToken: z.string(),
  userId: z.string(),
  userRole: z.enum(['student', 'teacher']),
  global_role: z.enum(['superuser', 'user']),
  organiserId: z.string().nullable(),
  hasProfile: z.boolean(),
  email: z.string(),
  avatar: z.string().nullable(),
});

/** Blocked and deleted accounts get no session, whatever proved who they are. */
export const assertAvailable = (account: AccountRow) => {
  if (account.status === 'blocked' || account.status === 'deleted') {
    throw new DomainError('forbidden', 'ACCOUNT_UNAVAILABLE', 'This account is not available');
  }
};

export const sessionFor = async (app: FastifyInstance, account: AccountRow): Promise<z.infer<typeof sessionData>> => ({
  ...(await app.issueSession(account)),
  userId: account.id,
  userRole: account.role,
  global_role: account.global_role,
  organiserId: account.organiser_id,
  hasProfile: account.has_profile,
  email: account.email ?? '',
  avatar: account.avatar_url,
});

/**
 * Spec §7: the email lookup's user. Only its id for anyone but the account itself and super
 * users: the rest would tell a stranger who the super users and organisers are.
 */
export const lookupUser = z.object({
  id: z.string(),
  role: z.enum(['student', 'teacher']).optional(),
  global_role: z.enum(['superuser', 'user']).optional(),
  organiserId: z.string().nullable().optional(),
  hasProfile: z.boolean().optional(),
});

export const lookupUserOf = (account: AccountRow, caller: AccountRow | null): z.infer<typeof lookupUser> =>
  caller && (caller.id === account.id || caller.global_role === 'superuser')
    ? { id: account.id, role: account.role, global_role: account.global_role, organiserId: account.organiser_id, hasProfile: account.has_profile }
    : { id: account.id };
