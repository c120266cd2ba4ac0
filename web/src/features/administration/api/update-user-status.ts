import { adminEndpoints } from '@contract/admin';
import type { MutationConfig } from '../../../lib/react-query';
import { call } from '../../../lib/call';
import { useAdministrationWrite } from './administration-writes';
import type { AdminUser } from './get-users';
import { msg } from '../../../i18n/intl';

export type SettableStatus = Exclude<AdminUser['status'], 'deleted'>;

export const USER_UPDATED = msg('User updated successfully');
export const USER_UPDATE_FAILED = msg('Failed to update user');

export interface UpdateUserStatusInput {
  id: string;
  status: SettableStatus;
}

/**
 * PATCH /api/v1/users/update-user-status/{id}. A 409 means someone changed the status first;
 * its message says so and the list is reloaded either way.
 */
export const updateUserStatus = ({ id, status }: UpdateUserStatusInput) =>
  call(adminEndpoints.updateUserStatus, { params: { id }, body: { status } });

export const useUpdateUserStatus = (config: MutationConfig<typeof updateUserStatus> = {}) =>
  useAdministrationWrite(updateUserStatus, config);
