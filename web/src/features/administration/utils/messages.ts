import { msg } from '../../../i18n/intl';
/** Spec §5, the same words as the server's rule (api/routes/admin/superusers.ts). */
export const INVITE_FIELDS_MESSAGE = msg('Please fill in both name and email fields');
