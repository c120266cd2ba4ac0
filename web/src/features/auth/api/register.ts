import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { idText } from './session-schema';

export const signupRoles = ['student', 'teacher'] as const;
export type SignupRole = (typeof signupRoles)[number];

export interface RegisterInput {
  email: string;
  password: string;
  role: SignupRole;
}

const registeredSchema = z.object({ userId: idText, email: z.string() });

/** POST /api/v1/users/register (public). The server then emails a verification link. */
export const register = (input: RegisterInput) =>
  apiRequest('/api/v1/users/register', { method: 'POST', schema: registeredSchema, body: input });

export const useRegister = (config: MutationConfig<typeof register> = {}) => useMutation({ ...config, mutationFn: register });
