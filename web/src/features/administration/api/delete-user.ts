import { acknowledged, apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { useAdministrationWrite } from './administration-writes';

export const USER_DELETED = 'Account deleted successfully';
export const USER_DELETE_FAILED = 'Failed to delete user';

/** DELETE /api/v1/users/delete-account/{id}: erases the account (a super user's is refused with 409). */
export const deleteUser = (id: string) =>
  apiRequest(`/api/v1/users/delete-account/${encodeURIComponent(id)}`, { method: 'DELETE', schema: acknowledged });

export const useDeleteUser = (config: MutationConfig<typeof deleteUser> = {}) => useAdministrationWrite(deleteUser, config);
