import { z } from 'zod';
import { eventStatuses } from './event';

export const eventStatusMessages = {
  status: `Status must be one of ${eventStatuses.join(', ')}`,
} as const;

/** PATCH update-event-status: the status to set and, optionally, the status the client saw. */
export const eventStatusChangeSchema = z.object({
  status: z.enum(eventStatuses, { error: eventStatusMessages.status }),
  expectedStatus: z.enum(eventStatuses, { error: 'Unknown expected status' }).optional(),
});
