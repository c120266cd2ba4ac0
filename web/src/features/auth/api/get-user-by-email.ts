import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { idText } from './session-schema';

const LOOKUP_PATH = '/api/v1/users/get-userid-by-email';

export const userLookupSchema = z.object({
  id: idText,
  role: z.string(),
  global_role: z.string(),
  organiserId: idText.nullish(),
  hasProfile: z.boolean().default(false),
});

export type UserLookup = z.infer<typeof userLookupSchema>;

const lookupAnswerSchema = z.object({ user: userLookupSchema });

/** POST /api/v1/users/get-userid-by-email (sends no token, spec §6). */
export const getUserByEmail = async (email: string): Promise<UserLookup | undefined> =>
  (await apiRequest(LOOKUP_PATH, { method: 'POST', schema: lookupAnswerSchema, body: { email } }))?.user;

/** The same call with the answer's data unchecked, for the test page that shows it as it came. */
export const getUserByEmailUnchecked = (email: string) =>
  apiRequest(LOOKUP_PATH, { method: 'POST', schema: z.unknown(), body: { email } });
