import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import type { MutationConfig } from '../../../lib/react-query';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const newSession = z.object({ token: z.string().min(1), refreshToken: z.string().min(1) });

/**
 * PATCH /api/v1/users/change-password (the signed-in user's own password). Every other session
 * ends; this browser keeps going with the new tokens the answer carries.
 */
export const changePassword = async (input: ChangePasswordInput) => {
  const session = await apiRequest('/api/v1/users/change-password', { method: 'PATCH', schema: newSession, body: input });
  if (session) saveSession(session);
  return session;
};

export const useChangePassword = (config: MutationConfig<typeof changePassword> = {}) =>
  useMutation({ ...config, mutationFn: changePassword });
