import type { z } from 'zod';
import { usersEndpoints, type lookupUser } from '@contract/users';
import { call } from '../../../lib/call';

/** Anyone gets the id; the account itself (and super users) also its role, global role, organiser id and profile. */
export type UserLookup = z.output<typeof lookupUser>;

/** POST /api/v1/users/get-userid-by-email: no stored token is sent (spec §6), only one given, e.g. the session a link just opened. */
export const getUserByEmail = async (email: string, token?: string): Promise<UserLookup | undefined> =>
  (await call(usersEndpoints.userIdByEmail, { body: { email } }, { bearer: token }))?.user;
