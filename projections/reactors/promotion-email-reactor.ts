import { z } from 'zod';
import { promotionJobId, SEND_PROMOTION, sendPromotionJobData } from './email-queue';
import { linkEmailReactor } from './link-email-reactor';

const WEEK_MS = 7 * 24 * 3_600_000;

/** The promotion's ids, and when news of it is too old to send. */
const promotionJob = z
  .object({ userId: z.string(), eventId: z.string(), registrationId: z.string(), at: z.iso.datetime() })
  .transform(({ at, ...ids }) => ({ ...ids, expiresAt: new Date(Date.parse(at) + WEEK_MS).toISOString() }))
  .pipe(sendPromotionJobData);

/** Each `WaitingListPromoted` (a seat given to the first in line) becomes one `send-promotion` job: one email per promotion. */
export const promotionEmailReactor = linkEmailReactor({
  name: 'reactor_promotion_email',
  eventType: 'WaitingListPromoted',
  jobName: SEND_PROMOTION,
  jobData: promotionJob,
  jobId: promotionJobId,
});
