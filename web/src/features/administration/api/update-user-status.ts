import { apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { administrationQueryKey, adminUserSchema, type AdminUser } from './get-users';

export type SettableStatus = Exclude<AdminUser['status'], 'deleted'>;

export const USER_UPDATED = 'User updated successfully';
export const USER_UPDATE_FAILED = 'Failed to update user';

export interface UpdateUserStatusInput {
  id: string;
  status: SettableStatus;
}

/**
 * PATCH /api/v1/users/update-user-status/{id}. A 409 means someone changed the status first;
 * its message says so and the list is reloaded either way.
 */
export const updateUserStatus = ({ id, status }: UpdateUserStatusInput) =>
  apiRequest(`/api/v1/users/update-user-status/${encodeURIComponent(id)}`, { method: 'PATCH', schema: adminUserSchema, body: { status } });

export const useUpdateUserStatus = (config: MutationConfig<typeof updateUserStatus> = {}) =>
  useRefetchingMutation(updateUserStatus, administrationQueryKey, config);
