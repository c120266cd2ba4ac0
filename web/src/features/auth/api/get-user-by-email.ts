import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { idText } from './session-schema';

const LOOKUP_PATH = '/api/v1/users/get-userid-by-email';

/** Anyone gets the id; the account itself (and super users) also its role, global role, organiser id and profile. */
export const userLookupSchema = z.object({
  id: idText,
  role: z.string().optional(),
  global_role: z.string().optional(),
  organiserId: idText.nullish(),
  hasProfile: z.boolean().default(false),
});

export type UserLookup = z.infer<typeof userLookupSchema>;

const lookupAnswerSchema = z.object({ user: userLookupSchema });

/** POST /api/v1/users/get-userid-by-email: no stored token is sent (spec §6), only one given, e.g. the session a link just opened. */
export const getUserByEmail = async (email: string, token?: string): Promise<UserLookup | undefined> =>
  (await apiRequest(LOOKUP_PATH, { method: 'POST', schema: lookupAnswerSchema, body: { email }, bearer: token }))?.user;

/** The same call with the answer's data unchecked, for the test page that shows it as it came. */
export const getUserByEmailUnchecked = (email: string) =>
  apiRequest(LOOKUP_PATH, { method: 'POST', schema: z.unknown(), body: { email } });
