import { apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { administrationQueryKey, adminUserSchema } from './get-users';

export const SUPERUSER_REMOVED = 'Super user removed successfully';
export const SUPERUSER_REMOVE_FAILED = 'Failed to update user';

/** PATCH /api/v1/users/remove-superuser-invite: takes the role away (the server refuses it for yourself). */
export const removeSuperuser = (userId: string) =>
  apiRequest('/api/v1/users/remove-superuser-invite', { method: 'PATCH', schema: adminUserSchema, body: { userId } });

export const useRemoveSuperuser = (config: MutationConfig<typeof removeSuperuser> = {}) =>
  useRefetchingMutation(removeSuperuser, administrationQueryKey, config);
