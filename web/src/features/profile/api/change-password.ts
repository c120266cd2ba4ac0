import { useMutation } from '@tanstack/react-query';
import { usersEndpoints } from '@contract/users';
import { call } from '../../../lib/call';
import { saveSession } from '../../../lib/session';
import type { MutationConfig } from '../../../lib/react-query';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * PATCH /api/v1/users/change-password (the signed-in user's own password). Every other session
 * ends; this browser keeps going with the new tokens the answer carries.
 */
export const changePassword = async (input: ChangePasswordInput) => {
  const session = await call(usersEndpoints.changePassword, { body: input });
  if (session) saveSession(session);
  return session;
};

export const useChangePassword = (config: MutationConfig<typeof changePassword> = {}) =>
  useMutation({ ...config, mutationFn: changePassword });
