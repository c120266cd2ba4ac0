import type { z } from 'zod';
import type { Projection } from '../runtime/projection';
import { emailJobOptions, type JobQueue } from './email-queue';

export interface LinkEmailReactorOptions {
  /** the `email` queue (a BullMQ Queue) */
  queue: JobQueue;
  clock?: () => Date;
}

/**
 * A reactor that turns each event asking for an emailed link (a verification, an
 * invitation) into one job on the `email` queue. It is a Projection without tables so that
 * the projection runtime gives it what a reactor needs: a checkpoint (it resumes where it
 * stopped) and one active instance across processes. The checkpoint commits after the
 * enqueue, so a crash in between replays the event; the job id derived from the event id
 * turns that replay into a no-op.
 */
export const linkEmailReactor =
  <Data extends { expiresAt: string }>(spec: {
    name: string;
    eventType: string;
    jobName: string;
    /** The job's data, picked from the event's: ids and the expiry, nothing personal. */
    jobData: z.ZodType<Data>;
    jobId: (eventId: string) => string;
  }) =>
  ({ queue, clock = () => new Date() }: LinkEmailReactorOptions): Projection => ({
    name: spec.name,
    filter: { eventTypes: [spec.eventType] },
    tables: [],
    migrate: async () => {},
    handle: async (_tx, event) => {
      const parsed = spec.jobData.safeParse(event.data);
      // A malformed event can never become valid: skipping it is the only way forward.
      if (!parsed.success) return;
      // Catching up from the start of an old log must not mail links that no longer work.
      if (Date.parse(parsed.data.expiresAt) <= clock().getTime()) return;
      // A failure here (Redis down) fails the batch, which the runtime retries with backoff.
      await queue.add(spec.jobName, parsed.data, { ...emailJobOptions, jobId: spec.jobId(event.id) });
    },
  });
