import { z } from 'zod';
import { experienceUnits } from '@domain/imports/headings';

/** What the review list can decide for a row (domain/imports/plan.ts ReviewKind). */
export const reviewKinds = ['name', 'role', 'school-missing', 'school-not-found', 'school-ambiguous', 'duplicate'] as const;
export type ReviewKind = (typeof reviewKinds)[number];

const count = z.number().int().nonnegative();

/** A kind this page does not know is shown with Skip only. */
const reviewKind = z
  .string()
  .nullable()
  .transform((kind): ReviewKind | null => (reviewKinds as readonly string[]).includes(kind ?? '') ? (kind as ReviewKind) : null);

/** One row of the file in a report (the preview, or the results once applied). */
export const rowViewSchema = z.object({
  row: z.number().int(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  outcome: z.enum(['linked', 'created', 'needs-review', 'error']),
  reason: z.string().nullable(),
  /** Details the row wrote that were left out (an unknown committee, an invalid phone, ...). */
  warnings: z.array(z.string()).catch([]),
  kind: reviewKind,
  schoolIds: z.array(z.string()).catch([]),
  resolved: z.enum(['linked', 'created', 'skipped']).nullable(),
});
export type RowView = z.infer<typeof rowViewSchema>;

export const countsSchema = z.object({ linked: count, created: count, needsReview: count, errors: count });
export type ImportCounts = z.infer<typeof countsSchema>;

/** A report: the file's headers, the mapping used (field → 0-based column), the counts and every row. */
export const reportViewSchema = z.object({
  fileName: z.string(),
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.number()),
  /** What the MUN experience column counts: years, or conferences attended (converted to years). */
  experienceUnit: z.enum(experienceUnits).catch('years'),
  /** The mapping starts where the organiser last corrected it for this event. */
  mappingRemembered: z.boolean().catch(false),
  /** Required fields the mapping gives no column (then there are no rows). */
  missing: z.array(z.string()).catch([]),
  counts: countsSchema,
  rows: z.array(rowViewSchema),
  applied: z.boolean(),
});
export type ReportView = z.infer<typeof reportViewSchema>;

/** The answer to an upload or a new preview: the preview at once (200), or null and the job to follow (202). */
export const importViewSchema = z.object({
  importId: z.string().min(1),
  jobId: z.string().min(1),
  linked: count,
  created: count,
  needsReview: count,
  errors: z.array(z.object({ row: z.number(), reason: z.string() })),
  preview: reportViewSchema.nullable(),
});
export type ImportView = z.infer<typeof importViewSchema>;

export const jobStates = ['queued', 'running', 'completed', 'failed'] as const;

/** A preview's or an import's job: its progress, then its report. */
export const jobViewSchema = z.object({
  state: z.enum(jobStates),
  /** 0 to 100. */
  progress: z.number().transform((progress) => Math.min(100, Math.max(0, progress))),
  error: z.string().nullable(),
  report: reportViewSchema.nullable(),
});
export type JobView = z.infer<typeof jobViewSchema>;

/** GET /api/v1/imports/{importId}: the latest preview and, once it ran, the results. */
export const storedImportSchema = z.object({
  importId: z.string(),
  eventId: z.string(),
  fileName: z.string(),
  preview: reportViewSchema.nullable(),
  result: reportViewSchema.nullable(),
});
export type StoredImport = z.infer<typeof storedImportSchema>;
