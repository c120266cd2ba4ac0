import { adminEndpoints } from '@contract/admin';
import type { MutationConfig } from '../../../lib/react-query';
import { call } from '../../../lib/call';
import { useAdministrationWrite } from './administration-writes';
import { msg } from '../../../i18n/intl';

export const NON_USER_INVITED = msg('Invitation sent successfully');
export const INVITE_FAILED = msg('Failed to send invitation');

/** POST /api/v1/users/invite-non-user/{id}: a new link to finish signing up, for an unconfirmed account. */
export const inviteNonUser = (id: string) => call(adminEndpoints.inviteNonUser, { params: { id }, body: {} });

export const useInviteNonUser = (config: MutationConfig<typeof inviteNonUser> = {}) => useAdministrationWrite(inviteNonUser, config);
