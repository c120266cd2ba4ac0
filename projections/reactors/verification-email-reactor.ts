import { z } from 'zod';
import type { Projection } from '../runtime/projection';
import { emailJobOptions, SEND_VERIFICATION, verificationJobId, type JobQueue } from './email-queue';

export const VERIFICATION_REQUESTED = 'EmailVerificationRequested';

const requested = z.object({
  userId: z.string().min(1),
  requestId: z.string().min(1),
  expiresAt: z.iso.datetime({ offset: true }),
});

export interface VerificationEmailReactorOptions {
  /** the `email` queue (a BullMQ Queue) */
  queue: JobQueue;
  clock?: () => Date;
}

/**
 * Turns each `EmailVerificationRequested` into one `send-verification` job. It is a
 * Projection without tables so that the projection runtime gives it what a reactor needs:
 * a checkpoint (it resumes where it stopped) and one active instance across processes.
 * The checkpoint commits after the enqueue, so a crash in between replays the event;
 * the job id derived from the event id turns that replay into a no-op.
 */
export const verificationEmailReactor = ({ queue, clock = () => new Date() }: VerificationEmailReactorOptions): Projection => ({
  name: 'reactor_verification_email',
  filter: { eventTypes: [VERIFICATION_REQUESTED] },
  tables: [],
  migrate: async () => {},
  handle: async (_tx, event) => {
    const parsed = requested.safeParse(event.data);
    // A malformed event can never become valid: skipping it is the only way forward.
    if (!parsed.success) return;
    const { userId, requestId, expiresAt } = parsed.data;
    // Catching up from the start of an old log must not mail links that no longer work.
    if (Date.parse(expiresAt) <= clock().getTime()) return;
    // A failure here (Redis down) fails the batch, which the runtime retries with backoff.
    await queue.add(SEND_VERIFICATION, { userId, requestId, expiresAt }, { ...emailJobOptions, jobId: verificationJobId(event.id) });
  },
});
