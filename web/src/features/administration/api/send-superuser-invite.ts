import { adminEndpoints } from '@contract/admin';
import type { MutationConfig } from '../../../lib/react-query';
import { call } from '../../../lib/call';
import { useAdministrationWrite } from './administration-writes';
import { msg } from '../../../i18n/intl';

export const INVITE_SENT = msg('Invitation sent successfully');
export const INVITE_FAILED = msg('Failed to send invitation');

export interface SuperuserInvite {
  /** The Name field; the server asks for it as `username`. */
  username: string;
  email: string;
}

/** PATCH /api/v1/users/send-superuser-invite: the existing account with this email becomes a super user. */
export const sendSuperuserInvite = (invite: SuperuserInvite) => call(adminEndpoints.sendSuperuserInvite, { body: invite });

export const useSendSuperuserInvite = (config: MutationConfig<typeof sendSuperuserInvite> = {}) =>
  useAdministrationWrite(sendSuperuserInvite, config);
