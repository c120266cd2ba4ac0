import { usersEndpoints } from '@contract/users';
import { callAnswer } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import { useAdministrationWrite } from './administration-writes';
import { msg } from '../../../i18n/intl';

export const USER_DELETED = msg('Account deleted successfully');
export const USER_DELETE_FAILED = msg('Failed to delete user');

/** DELETE /api/v1/users/delete-account/{id}: erases the account (a super user's is refused with 409). True once done. */
export const deleteUser = async (id: string) =>
  (await callAnswer(usersEndpoints.deleteAccount, { params: { userId: id } })) ? (true as const) : undefined;

export const useDeleteUser = (config: MutationConfig<typeof deleteUser> = {}) => useAdministrationWrite(deleteUser, config);
