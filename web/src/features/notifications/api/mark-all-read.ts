import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/v1/notifications/mark-all-read: what this browser cleared counts as read in every
 * other session too (up to `cursor`, the last notification received).
 */
export const markAllReadOnServer = (cursor: string) =>
  apiRequest('/api/v1/notifications/mark-all-read', { method: 'POST', body: { cursor }, schema: z.object({ upTo: z.string() }) });
