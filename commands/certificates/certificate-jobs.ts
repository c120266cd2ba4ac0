import type { JobsOptions } from 'bullmq';
import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * The contract of the `certificates` queue, shared by its producer (the API) and its consumer
 * (workers/certificates). Job data carries ids only.
 */
export const CERTIFICATES_QUEUE = 'certificates';
export const ISSUE_CERTIFICATES = 'issue-certificates';

export const certificateJobData = z.object({
  eventId: z.string().min(1),
  /** The request that started it: the certificates it issues record it. */
  requestId: z.string().min(1),
  by: z.string().min(1),
});
export type CertificateJobData = z.infer<typeof certificateJobData>;

const count = z.number().int().nonnegative();
export const certificateJobResult = z.object({
  eligible: count,
  issued: count,
  alreadyIssued: count,
  archived: count,
  position: z.string().nullable(),
});
export type CertificateJobResult = z.infer<typeof certificateJobResult>;

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/** One job per event and request: a retried request (same command id) finds its job. */
export const certificateJobId = (eventId: string, commandId: string) => `certificates-${digest(`${eventId}\u0000${commandId}`)}`;

export const certificateJobOptions = {
  // A run killed half-way runs again: what it issued is skipped, the ZIP is written afresh.
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 7 * 24 * 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
} satisfies JobsOptions;
