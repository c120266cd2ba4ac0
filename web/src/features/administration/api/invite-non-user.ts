import { acknowledged, apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { administrationQueryKey } from './get-users';

export const NON_USER_INVITED = 'Invitation sent successfully';
export const INVITE_FAILED = 'Failed to send invitation';

/** POST /api/v1/users/invite-non-user/{id}: a new link to finish signing up, for an unconfirmed account. */
export const inviteNonUser = (id: string) =>
  apiRequest(`/api/v1/users/invite-non-user/${encodeURIComponent(id)}`, { method: 'POST', schema: acknowledged, body: {} });

export const useInviteNonUser = (config: MutationConfig<typeof inviteNonUser> = {}) =>
  useRefetchingMutation(inviteNonUser, administrationQueryKey, config);
