import { useMutation } from '@tanstack/react-query';
import { usersEndpoints } from '@contract/users';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import type { AuthSession } from './auth-session';

export type LoginResult = AuthSession;

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/v1/users/login. Sends no token (spec §6); a 401 here means wrong credentials, not an ended session. */
export const login = (input: LoginInput) => call(usersEndpoints.login, { body: input });

export const useLogin = (config: MutationConfig<typeof login> = {}) => useMutation({ ...config, mutationFn: login });
