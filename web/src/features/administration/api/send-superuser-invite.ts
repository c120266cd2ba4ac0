import { apiRequest } from '../../../lib/api-client';
import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { administrationQueryKey, adminUserSchema } from './get-users';

export const INVITE_SENT = 'Invitation sent successfully';
export const INVITE_FAILED = 'Failed to send invitation';

export interface SuperuserInvite {
  /** The Name field; the server asks for it as `username`. */
  username: string;
  email: string;
}

/** PATCH /api/v1/users/send-superuser-invite: the existing account with this email becomes a super user. */
export const sendSuperuserInvite = (invite: SuperuserInvite) =>
  apiRequest('/api/v1/users/send-superuser-invite', { method: 'PATCH', schema: adminUserSchema, body: invite });

export const useSendSuperuserInvite = (config: MutationConfig<typeof sendSuperuserInvite> = {}) =>
  useRefetchingMutation(sendSuperuserInvite, administrationQueryKey, config);
