import { notificationsEndpoints } from '@contract/notifications';
import { call } from '../../../lib/call';

/**
 * POST /api/v1/notifications/mark-all-read: what this browser cleared counts as read in every
 * other session too (up to `cursor`, the last notification received).
 */
export const markAllReadOnServer = (cursor: string) => call(notificationsEndpoints.markAllRead, { body: { cursor } });
