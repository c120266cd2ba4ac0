import { useMutation } from '@tanstack/react-query';
import { acknowledged, apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

/** DELETE /api/v1/users/delete-account/{userId}: the server erases the person's personal data. */
export const deleteAccount = (userId: string) =>
  apiRequest(`/api/v1/users/delete-account/${encodeURIComponent(userId)}`, { method: 'DELETE', schema: acknowledged });

export const useDeleteAccount = (config: MutationConfig<typeof deleteAccount> = {}) => useMutation({ ...config, mutationFn: deleteAccount });
