import { useMutation } from '@tanstack/react-query';
import { acknowledged, apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export interface ChangePasswordInput {
  newPassword: string;
  confirmPassword: string;
}

/** PATCH /api/v1/users/change-password (the signed-in user's own password). */
export const changePassword = (input: ChangePasswordInput) =>
  apiRequest('/api/v1/users/change-password', { method: 'PATCH', schema: acknowledged, body: input });

export const useChangePassword = (config: MutationConfig<typeof changePassword> = {}) =>
  useMutation({ ...config, mutationFn: changePassword });
