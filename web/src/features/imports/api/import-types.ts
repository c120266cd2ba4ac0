import type { z } from 'zod';
import type { importCounts, importJobView, importReportView, importRowView, importsEndpoints, importView } from '@contract/imports';
import type { AnswerDataOf } from '@contract/endpoint';
import type { ReviewKind } from '@domain/imports/plan';

export type { ReviewKind };
/** One row of the file in a report (the preview, or the results once applied). */
export type RowView = z.output<typeof importRowView>;
export type ImportCounts = z.output<typeof importCounts>;
/** A report: the file's headers, the mapping used (field → 0-based column), the counts and every row. */
export type ReportView = z.output<typeof importReportView>;
/** The answer to an upload or a new preview: the preview at once (200), or null and the job to follow (202). */
export type ImportView = z.output<typeof importView>;
/** A preview's or an import's job: its progress, then its report. */
export type JobView = z.output<typeof importJobView>;
/** The latest preview and, once it ran, the results. */
export type StoredImport = AnswerDataOf<typeof importsEndpoints.get>;
