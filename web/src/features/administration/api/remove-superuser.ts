import { adminEndpoints } from '@contract/admin';
import type { MutationConfig } from '../../../lib/react-query';
import { call } from '../../../lib/call';
import { useAdministrationWrite } from './administration-writes';

export const SUPERUSER_REMOVED = 'Super user removed successfully';
export const SUPERUSER_REMOVE_FAILED = 'Failed to update user';

/** PATCH /api/v1/users/remove-superuser-invite: takes the role away (the server refuses it for yourself). */
export const removeSuperuser = (userId: string) => call(adminEndpoints.removeSuperuser, { body: { userId } });

export const useRemoveSuperuser = (config: MutationConfig<typeof removeSuperuser> = {}) => useAdministrationWrite(removeSuperuser, config);
