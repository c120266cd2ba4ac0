import type { JobsOptions } from 'bullmq';
import { z } from 'zod';

/**
 * The contract of the `email` queue, shared by its producer (the reactor, here) and its
 * consumer (workers/email). It lives on the producer's side because projections/ may not
 * import workers/, while workers/ may import projections/.
 */
export const EMAIL_QUEUE = 'email';
export const SEND_VERIFICATION = 'send-verification';
export const SEND_INVITATION = 'send-invitation';
/** Erases the outbox's copies of a deleted account's mail (they hold the address). */
export const PURGE_OUTBOX = 'purge-outbox';

/** Only ids and the expiry: no personal data (the address) ever goes into Redis. */
export const sendVerificationJobData = z.object({
  userId: z.string().min(1),
  requestId: z.string().min(1),
  expiresAt: z.iso.datetime({ offset: true }),
});

/**
 * A job id derived from the event id makes the enqueue exactly-once: BullMQ ignores an add
 * whose id it still holds, so a replayed event (a batch retried after a crash, a checkpoint
 * reset) is a no-op. BullMQ refuses ':' and integer-only ids; an event id has neither.
 */
export const verificationJobId = (eventId: string) => `verification-${eventId}`;

/** Ids and the expiry only, as above: the worker reads the address and the event's name when it runs. */
export const sendInvitationJobData = z.object({
  userId: z.string().min(1),
  invitationId: z.string().min(1),
  expiresAt: z.iso.datetime({ offset: true }),
});
export const invitationJobId = (eventId: string) => `invitation-${eventId}`;

/**
 * A seat given from the waiting list: ids only, as above. `expiresAt` (a week after the
 * promotion) keeps a catch-up from the start of an old log from mailing news long past.
 */
export const SEND_PROMOTION = 'send-promotion';
export const sendPromotionJobData = z.object({
  userId: z.string().min(1),
  eventId: z.string().min(1),
  registrationId: z.string().min(1),
  expiresAt: z.iso.datetime({ offset: true }),
});
export const promotionJobId = (eventId: string) => `promotion-${eventId}`;

export const purgeOutboxJobData = z.object({ userId: z.string().min(1) });
export const purgeOutboxJobId = (eventId: string) => `purge-outbox-${eventId}`;

export const emailJobOptions = {
  attempts: 8,
  // 2 s, 4 s, ... ~4 min: outlasts read-model lag and a short SMTP outage.
  backoff: { type: 'exponential', delay: 2_000 },
  // The dedupe above only covers jobs BullMQ still holds: keep them for a week.
  removeOnComplete: { age: 7 * 24 * 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
} satisfies JobsOptions;

/** The one thing a reactor needs from a BullMQ Queue; ops wires the real one in. */
export interface JobQueue {
  add(name: string, data: unknown, options: JobsOptions): Promise<unknown>;
}
