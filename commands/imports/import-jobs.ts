import type { JobsOptions } from 'bullmq';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { experienceUnits } from '@domain/imports/headings';

/**
 * The contract of the `delegate-import` queue, shared by its producer (the API) and its
 * consumer (workers/imports). Job data and return values carry ids and counts only: the
 * spreadsheet and its rows (people's emails and names) stay in Postgres (import-staging).
 */
export const IMPORT_QUEUE = 'delegate-import';
export const PREVIEW_IMPORT = 'preview-import';
export const APPLY_IMPORT = 'apply-import';

export const importJobData = z.object({
  importId: z.string().min(1),
  /** Field → column index, as the organiser confirmed it; null: detect from the headers. */
  mapping: z.record(z.string(), z.number().int().nonnegative()).nullable(),
  /** What the MUN experience column counts, as the organiser confirmed it; absent or null: from its heading. */
  experienceUnit: z.enum(experienceUnits).nullish(),
  by: z.string().min(1),
});
export type ImportJobData = z.infer<typeof importJobData>;

const count = z.number().int().nonnegative();
export const importCounts = z.object({ linked: count, created: count, needsReview: count, errors: count });
export type ImportCounts = z.infer<typeof importCounts>;

const digest = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);

/** A preview per request (a retried request finds its job); an import is applied once (a retry resumes it). */
export const previewJobId = (importId: string, commandId: string) => `import-preview-${importId}-${digest(commandId, 16)}`;
export const applyJobId = (importId: string) => `import-apply-${importId}`;
export const importIdOf = (commandId: string) => `import-${digest(commandId, 24)}`;

export const importJobOptions = {
  // A run that dies half-way is run again from the start: every row's writes are idempotent.
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 7 * 24 * 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
} satisfies JobsOptions;
