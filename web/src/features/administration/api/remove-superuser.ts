import { adminEndpoints } from '@contract/admin';
import type { MutationConfig } from '../../../lib/react-query';
import { call } from '../../../lib/call';
import { useAdministrationWrite } from './administration-writes';
import { msg } from '../../../i18n/intl';

export const SUPERUSER_REMOVED = msg('Super user removed successfully');
export const SUPERUSER_REMOVE_FAILED = msg('Failed to update user');

/** PATCH /api/v1/users/remove-superuser-invite: takes the role away (the server refuses it for yourself). */
export const removeSuperuser = (userId: string) => call(adminEndpoints.removeSuperuser, { body: { userId } });

export const useRemoveSuperuser = (config: MutationConfig<typeof removeSuperuser> = {}) => useAdministrationWrite(removeSuperuser, config);
