import { z } from 'zod';
import { importFields } from '@domain/imports/fields';
import { experienceUnits } from '@domain/imports/headings';

const count = z.number().int().nonnegative();
const rowView = z.object({
  row: z.number(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  outcome: z.enum(['linked', 'created', 'needs-review', 'error']),
  reason: z.string().nullable(),
  /** What the row wrote that is left out; reports stored before warnings existed have none. */
  warnings: z.array(z.string()).default([]),
  kind: z.string().nullable(),
  schoolIds: z.array(z.string()),
  resolved: z.enum(['linked', 'created', 'skipped']).nullable(),
});

/** An import's report: the mapping used, the counts and every row (§3 Upload result, with the rows). */
export const reportView = z.object({
  fileName: z.string(),
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.number()),
  experienceUnit: z.enum(experienceUnits).default('years'),
  mappingRemembered: z.boolean().default(false),
  missing: z.array(z.enum(importFields)),
  counts: z.object({ linked: count, created: count, needsReview: count, errors: count }),
  rows: z.array(rowView),
  applied: z.boolean(),
});
export type ReportView = z.infer<typeof reportView>;

/**
 * The spec's answer to an upload ({ linked, created, needsReview, errors }) with what the page
 * follows: the counts are the import's once it ran (result), else the preview's; the rows'
 * warnings (details left out) beside the errors.
 */
export const importView = z.object({
  importId: z.string(),
  jobId: z.string(),
  linked: count,
  created: count,
  needsReview: count,
  errors: z.array(z.object({ row: z.number(), reason: z.string() })),
  warnings: z.array(z.object({ row: z.number(), warning: z.string() })),
  preview: reportView.nullable(),
  result: reportView.nullable(),
});

/** A stored report as the API shows it (null while none is ready, or if it no longer parses). */
export const reportOf = (stored: unknown): ReportView | null => {
  const parsed = reportView.safeParse(stored);
  return parsed.success ? parsed.data : null;
};

export const importAnswer = (importId: string, jobId: string, { preview = null, result = null }: { preview?: ReportView | null; result?: ReportView | null }): z.infer<typeof importView> => {
  const report = result ?? preview;
  return {
    importId,
    jobId,
    linked: report?.counts.linked ?? 0,
    created: report?.counts.created ?? 0,
    needsReview: report?.counts.needsReview ?? 0,
    errors: (report?.rows ?? []).filter((row) => row.outcome === 'error').map((row) => ({ row: row.row, reason: row.reason ?? '' })),
    warnings: (report?.rows ?? []).flatMap((row) => row.warnings.map((warning) => ({ row: row.row, warning }))),
    preview,
    result,
  };
};
