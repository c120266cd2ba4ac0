import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { lookupUser, sessionData } from '@contract/users';
import { DomainError } from '@domain/shared/errors';
import type { AccountRow } from '../../../projections/users/accounts-projection';

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
  language: account.language,
});

/** Spec §7: the email lookup's user; only its id for anyone but the account itself and super users. */
export const lookupUserOf = (account: AccountRow, caller: AccountRow | null): z.infer<typeof lookupUser> =>
  caller && (caller.id === account.id || caller.global_role === 'superuser')
    ? {
        id: account.id,
        role: account.role,
        global_role: account.global_role,
        organiserId: account.organiser_id,
        hasProfile: account.has_profile,
      }
    : { id: account.id };
