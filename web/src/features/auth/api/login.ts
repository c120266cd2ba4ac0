import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authSessionSchema, type AuthSession } from './session-schema';

export type LoginResult = AuthSession;

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/v1/users/login. Sends no token (spec §6); a 401 here means wrong credentials, not an ended session. */
export const login = (input: LoginInput) =>
  apiRequest('/api/v1/users/login', { method: 'POST', schema: authSessionSchema, body: input });

export const useLogin = (config: MutationConfig<typeof login> = {}) => useMutation({ ...config, mutationFn: login });
