import { useMutation } from '@tanstack/react-query';
import { usersEndpoints } from '@contract/users';
import { callAnswer } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';

/**
 * DELETE /api/v1/users/delete-account/{userId}: the server erases the person's personal data.
 * True once done, undefined when the call ended the session (401).
 */
export const deleteAccount = async (userId: string) =>
  (await callAnswer(usersEndpoints.deleteAccount, { params: { userId } })) ? (true as const) : undefined;

export const useDeleteAccount = (config: MutationConfig<typeof deleteAccount> = {}) =>
  useMutation({ ...config, mutationFn: deleteAccount });
