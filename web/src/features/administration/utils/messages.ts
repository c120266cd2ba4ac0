/** Spec §5, the same words as the server's rule (api/routes/admin/superusers.ts). */
export const INVITE_FIELDS_MESSAGE = 'Please fill in both name and email fields';
