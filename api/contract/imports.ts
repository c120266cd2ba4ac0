import { z } from 'zod';
import { mappingSchema } from '@domain/imports/columns';
import { importFields } from '@domain/imports/fields';
import { experienceUnits } from '@domain/imports/headings';
import { reviewKinds } from '@domain/imports/plan';
import { endpoint, multipartBody, type EndpointDefinition } from './endpoint';

const count = z.number().int().nonnegative();

/** One row of the file in a report (the preview, or the results once applied). */
export const importRowView = z.object({
  row: z.number().int(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  outcome: z.enum(['linked', 'created', 'needs-review', 'error']),
  reason: z.string().nullable(),
  /** Details the row wrote that were left out (an unknown committee, an invalid phone, ...). */
  warnings: z.array(z.string()),
  kind: z.enum(reviewKinds).nullable(),
  schoolIds: z.array(z.string()),
  resolved: z.enum(['linked', 'created', 'skipped']).nullable(),
});

export const importCounts = z.object({ linked: count, created: count, needsReview: count, errors: count });

/** An import's report: the mapping used (field → 0-based column), the counts and every row (§3 Upload result, with the rows). */
export const importReportView = z.object({
  fileName: z.string(),
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.number()),
  /** What the MUN experience column counts: years, or conferences attended (converted to years). */
  experienceUnit: z.enum(experienceUnits),
  /** The mapping starts where the organiser last corrected it for this event. */
  mappingRemembered: z.boolean(),
  /** Required fields the mapping gives no column (then there are no rows). */
  missing: z.array(z.enum(importFields)),
  counts: importCounts,
  rows: z.array(importRowView),
  applied: z.boolean(),
});

/**
 * The spec's answer to an upload ({ linked, created, needsReview, errors }) with what the page
 * follows: the counts are the import's once it ran (result), else the preview's; the rows'
 * warnings (details left out) beside the errors. Answered 200 when ready, else 202 with the job.
 */
export const importView = z.object({
  importId: z.string(),
  jobId: z.string(),
  linked: count,
  created: count,
  needsReview: count,
  errors: z.array(z.object({ row: z.number(), reason: z.string() })),
  warnings: z.array(z.object({ row: z.number(), warning: z.string() })),
  preview: importReportView.nullable(),
  result: importReportView.nullable(),
});

export const importJobStates = ['queued', 'running', 'completed', 'failed'] as const;

/** A preview's or an import's job: its progress (0 to 100), then its report. */
export const importJobView = z.object({
  state: z.enum(importJobStates),
  progress: z.number(),
  error: z.string().nullable(),
  report: importReportView.nullable(),
});

const importParams = z.object({ importId: z.string().min(1).max(100) });
/** The organiser's corrected mapping; without one, the mapping the headings (or this event's last correction) suggest. */
const mappingBody = z.object({
  mapping: mappingSchema.nullish(),
  experienceUnit: z.enum(experienceUnits, { error: 'MUN experience counts years or conferences' }).nullish(),
});

/**
 * Delegate import (spec §2 Upload delegates, §7 upload-delegates): the event's organiser or a
 * super user only (checked in the handlers against the upload's event).
 */
export const importsEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/api/v1/registerations/upload-delegates',
    access: 'organiser',
    tag: 'imports',
    summary:
      'Upload a delegate spreadsheet (.csv, .xlsx, .xls) for an event and import it, answering its counts; with preview=true, only preview it (nothing stored)',
    description:
      'multipart/form-data: the field eventId first, then the file in the field file. A large file answers 202 with the job to follow (GET /api/v1/imports/{importId}/jobs/{jobId}).',
    query: z.object({ preview: z.stringbool().optional() }),
    body: multipartBody,
    data: importView,
    status: 202,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/v1/imports/:importId/preview',
    access: 'organiser',
    tag: 'imports',
    summary: 'Preview the upload again with a corrected column mapping',
    params: importParams,
    body: mappingBody,
    data: importView,
    status: 202,
  }),
  apply: endpoint({
    method: 'POST',
    path: '/api/v1/imports/:importId/apply',
    access: 'organiser',
    tag: 'imports',
    summary: 'Run the import: register linked delegates, invite and register new ones (a job with progress)',
    params: importParams,
    body: mappingBody,
    data: z.object({ importId: z.string(), jobId: z.string() }),
    status: 202,
  }),
  job: endpoint({
    method: 'GET',
    path: '/api/v1/imports/:importId/jobs/:jobId',
    access: 'organiser',
    tag: 'imports',
    summary: "A preview's or an import's progress, then its report",
    params: importParams.extend({ jobId: z.string().min(1).max(200) }),
    data: importJobView,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/v1/imports/:importId',
    access: 'organiser',
    tag: 'imports',
    summary: "An upload's latest preview and, once it ran, its results",
    params: importParams,
    data: z.object({
      importId: z.string(),
      eventId: z.string(),
      fileName: z.string(),
      preview: importReportView.nullable(),
      result: importReportView.nullable(),
    }),
  }),
  resolve: endpoint({
    method: 'POST',
    path: '/api/v1/imports/:importId/rows/:row/resolve',
    access: 'organiser',
    tag: 'imports',
    summary: 'Resolve a row that needs review: link, create (with a school) or skip',
    params: importParams.extend({ row: z.coerce.number().int().min(1).max(1_000_000) }),
    body: z.object({
      action: z.enum(['link', 'create', 'skip'], { error: 'Choose link, create or skip' }),
      schoolId: z.string().max(100).nullish(),
    }),
    data: importReportView,
  }),
} satisfies Record<string, EndpointDefinition>;
