import { z } from 'zod';

export const idText = z.union([z.string(), z.number()]).transform(String);

/** The session that log-in and email verification both answer with (API contract "Session"). */
export const authSessionSchema = z.object({
  token: z.string().min(1),
  refreshToken: z.string().nullish(),
  userId: idText,
  userRole: z.string(),
  global_role: z.string(),
  organiserId: idText.nullish(),
  hasProfile: z.boolean().default(false),
  email: z.string().nullish(),
  userType: z.string().nullish(),
  avatar: z.string().nullish(),
});

export type AuthSession = z.infer<typeof authSessionSchema>;
