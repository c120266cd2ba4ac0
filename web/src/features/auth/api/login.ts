import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

const idText = z.union([z.string(), z.number()]).transform(String);

export const loginResultSchema = z.object({
  token: z.string().min(1),
  refreshToken: z.string().nullish(),
  userId: idText,
  userRole: z.string(),
  global_role: z.string(),
  organiserId: idText.nullish(),
  hasProfile: z.boolean().default(false),
  userType: z.string().nullish(),
  avatar: z.string().nullish(),
});

export type LoginResult = z.infer<typeof loginResultSchema>;

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/v1/users/login. Sends no token (spec §6); a 401 here means wrong credentials, not an ended session. */
export const login = (input: LoginInput) =>
  apiRequest('/api/v1/users/login', { method: 'POST', schema: loginResultSchema, body: input });

export const useLogin = (config: MutationConfig<typeof login> = {}) => useMutation({ ...config, mutationFn: login });
