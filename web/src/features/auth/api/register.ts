import { useMutation } from '@tanstack/react-query';
import { usersEndpoints } from '@contract/users';
import { getLanguageChoice } from '../../../i18n/language';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';

export const signupRoles = ['student', 'teacher'] as const;
export type SignupRole = (typeof signupRoles)[number];

export interface RegisterInput {
  email: string;
  password: string;
  role: SignupRole;
}

/** POST /api/v1/users/register (public). The server then emails a verification link. */
/** The language chosen on the sign-up page goes with it: the verification e-mail comes in it. */
export const register = (input: RegisterInput) =>
  call(usersEndpoints.register, { body: { ...input, language: getLanguageChoice().language } });

export const useRegister = (config: MutationConfig<typeof register> = {}) => useMutation({ ...config, mutationFn: register });
