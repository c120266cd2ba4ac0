import { z } from 'zod';
import { importReportView, importRowView, type importView } from '@contract/imports';

/** A report as stored: those stored before warnings, the experience unit or remembered mappings existed lack them. */
const storedReport = importReportView.extend({
  experienceUnit: importReportView.shape.experienceUnit.default('years'),
  mappingRemembered: z.boolean().default(false),
  rows: z.array(importRowView.extend({ warnings: z.array(z.string()).default([]) })),
});
export type ReportView = z.infer<typeof importReportView>;

/** A stored report as the API shows it (null while none is ready, or if it no longer parses). */
export const reportOf = (stored: unknown): ReportView | null => {
  const parsed = storedReport.safeParse(stored);
  return parsed.success ? parsed.data : null;
};

export const importAnswer = (
  importId: string,
  jobId: string,
  { preview = null, result = null }: { preview?: ReportView | null; result?: ReportView | null },
): z.infer<typeof importView> => {
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
