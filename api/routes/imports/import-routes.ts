import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPLY_IMPORT, applyJobId, IMPORT_QUEUE, importIdOf, importJobOptions, PREVIEW_IMPORT, previewJobId, type ImportJobData } from '../../../commands/imports/import-jobs';
import { findStagedImport, stageImport } from '../../../commands/imports/import-staging';
import { mappingSchema } from '@domain/imports/columns';
import { missingColumnsMessage } from '@domain/imports/fields';
import { experienceUnits } from '@domain/imports/headings';
import { IMPORT_EVENT_ID_MISSING, IMPORT_FILE_NAME_NOT_ALLOWED, importLimits, isSpreadsheetFileName } from '@domain/imports/limits';
import { DomainError } from '@domain/shared/errors';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { assertManagesEvent } from '../../lib/event-access';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { jobProgressOf, jobWithState, queueFor, settledJob } from '../../lib/job-queue';
import { readMultipartFile } from '../../uploads/read-single-file';
import { importResolveRoute } from './import-resolve-route';
import { importAnswer, importView, reportOf } from './import-views';

/** Small files are read within this: the upload answers with the preview at once. */
const SYNC_WAIT_MS = 8_000;
/** An import of up to a few thousand rows ends within this (about 150 rows a second): the spec's call answers with its counts. */
const IMPORT_WAIT_MS = 30_000;

const importParams = z.object({ importId: z.string().min(1).max(100) });
const jobParams = importParams.extend({ jobId: z.string().min(1).max(200) });
const mappingBody = z.object({ mapping: mappingSchema.nullish(), experienceUnit: z.enum(experienceUnits, { error: 'MUN experience counts years or conferences' }).nullish() });
type WantedMapping = Pick<ImportJobData, 'mapping' | 'experienceUnit'>;
const uploadQuery = z.object({ preview: z.stringbool().optional() });

const importNotFound = () => new DomainError('not_found', 'IMPORT_NOT_FOUND', 'This upload is no longer available. Please upload the file again.');

/**
 * Delegate import (spec §2 Upload delegates, §7 upload-delegates), by jobs on the
 * `delegate-import` queue. The spec's call imports the upload and answers its counts. The page
 * asks for a preview first (`preview=true`, a dry run that stores nothing); the organiser may
 * correct the column mapping and preview again, then applies it, which runs as a job with
 * progress. The event's organiser or a super user only.
 */
export const importRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const queue = queueFor(app, deps, IMPORT_QUEUE);

  /** The staged import, if the caller manages its event. */
  const managedImport = async (request: FastifyRequest, importId: string) => {
    const staged = await findStagedImport(deps.db, importId);
    if (!staged) throw importNotFound();
    await assertManagesEvent(deps.db, request.account!, staged.eventId);
    return staged;
  };

  /** Starts a preview and answers with it when it finishes soon, else with its job to follow. */
  const preview = async (request: FastifyRequest, importId: string, wanted: WantedMapping) => {
    const by = request.account!.id;
    const jobId = previewJobId(importId, commandContextOf(request).commandId);
    await queue.add(PREVIEW_IMPORT, { importId, ...wanted, by } satisfies ImportJobData, { ...importJobOptions, jobId });
    const { job, state } = await settledJob(queue, jobId, SYNC_WAIT_MS);
    if (state === 'failed') throw new DomainError('validation', 'IMPORT_FILE_REJECTED', job.failedReason || 'Failed to process upload. Please check file format and try again.');
    const staged = state === 'completed' ? await findStagedImport(deps.db, importId) : null;
    return importAnswer(importId, jobId, { preview: reportOf(staged?.preview) });
  };

  /** Starts the import; an upload is imported once, however often this is asked. */
  const startImport = async (request: FastifyRequest, importId: string, wanted: WantedMapping) => {
    const jobId = applyJobId(importId);
    await queue.add(APPLY_IMPORT, { importId, ...wanted, by: request.account!.id } satisfies ImportJobData, { ...importJobOptions, jobId });
    return jobId;
  };

  /** Imports the upload and answers with its results once Key Info shows them, or with its job to follow. */
  const runImport = async (request: FastifyRequest, importId: string) => {
    const jobId = await startImport(request, importId, { mapping: null });
    const { job, state } = await settledJob(queue, jobId, IMPORT_WAIT_MS);
    if (state === 'failed') throw new DomainError('validation', 'IMPORT_FILE_REJECTED', job.failedReason || 'Failed to process upload. Please check file format and try again.');
    if (state !== 'completed') return importAnswer(importId, jobId, {});
    const position = (job.returnvalue as { position?: string | null }).position;
    if (position) await deps.readModels.waitFor(position, { timeoutMs: deps.config.PROJECTION_WAIT_MS });
    const result = reportOf((await findStagedImport(deps.db, importId))?.result);
    // Without the page's mapping form, a sheet whose headings were not recognised imported nobody.
    if (result?.missing.length) throw new DomainError('validation', 'IMPORT_COLUMNS_MISSING', missingColumnsMessage(result.missing));
    return importAnswer(importId, jobId, { result });
  };

  api.post(
    '/api/v1/registerations/upload-delegates',
    {
      schema: {
        tags: ['imports'],
        summary: 'Upload a delegate spreadsheet (.csv, .xlsx, .xls) for an event and import it, answering its counts; with preview=true, only preview it (nothing stored)',
        description:
          'multipart/form-data: the field eventId first, then the file in the field file. A large file answers 202 with the job to follow (GET /api/v1/imports/{importId}/jobs/{jobId}).',
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        response: { 200: envelope(importView), 202: envelope(importView), ...errorResponses },
      },
      onRequest: app.requireOrganiser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const account = request.account!;
      const file = await readMultipartFile(request, 'file', importLimits.maxBytes);
      const eventId = file.fields.eventId?.trim();
      if (!eventId) throw new DomainError('validation', 'VALIDATION_FAILED', IMPORT_EVENT_ID_MISSING, { eventId: IMPORT_EVENT_ID_MISSING });
      if (!isSpreadsheetFileName(file.filename)) throw new DomainError('validation', 'FILE_TYPE_NOT_ALLOWED', IMPORT_FILE_NAME_NOT_ALLOWED, { file: IMPORT_FILE_NAME_NOT_ALLOWED });
      await assertManagesEvent(deps.db, account, eventId);
      const importId = importIdOf(commandContextOf(request).commandId);
      await stageImport(deps.db, { id: importId, eventId, uploadedBy: account.id, fileName: file.filename.slice(0, 200), content: file.bytes });
      if (request.query.preview) {
        const answer = await preview(request, importId, { mapping: null });
        if (!answer.preview) reply.status(202);
        return ok(answer.preview ? 'Preview ready' : 'Reading the file…', answer);
      }
      const answer = await runImport(request, importId);
      if (!answer.result) reply.status(202);
      return ok(answer.result ? 'Upload completed' : 'Importing…', answer);
    },
  );

  api.post(
    '/api/v1/imports/:importId/preview',
    {
      schema: { tags: ['imports'], summary: 'Preview the upload again with a corrected column mapping', params: importParams, body: mappingBody, response: { 200: envelope(importView), 202: envelope(importView), ...errorResponses } },
      onRequest: app.requireOrganiser,
    },
    async (request, reply) => {
      const staged = await managedImport(request, request.params.importId);
      const answer = await preview(request, staged.id, { mapping: request.body.mapping ?? null, experienceUnit: request.body.experienceUnit ?? null });
      if (!answer.preview) reply.status(202);
      return ok(answer.preview ? 'Preview ready' : 'Reading the file…', answer);
    },
  );

  api.post(
    '/api/v1/imports/:importId/apply',
    {
      schema: { tags: ['imports'], summary: 'Run the import: register linked delegates, invite and register new ones (a job with progress)', params: importParams, body: mappingBody, response: { 202: envelope(z.object({ importId: z.string(), jobId: z.string() })), ...errorResponses } },
      onRequest: app.requireOrganiser,
    },
    async (request, reply) => {
      const staged = await managedImport(request, request.params.importId);
      const jobId = await startImport(request, staged.id, { mapping: request.body.mapping ?? null, experienceUnit: request.body.experienceUnit ?? null });
      reply.status(202);
      return ok('Import started', { importId: staged.id, jobId });
    },
  );

  api.get(
    '/api/v1/imports/:importId/jobs/:jobId',
    {
      schema: {
        tags: ['imports'],
        summary: "A preview's or an import's progress, then its report",
        params: jobParams,
        response: { 200: envelope(z.object({ state: z.enum(['queued', 'running', 'completed', 'failed']), progress: z.number(), error: z.string().nullable(), report: importView.shape.preview })), ...errorResponses },
      },
      onRequest: app.requireOrganiser,
    },
    async (request) => {
      const staged = await managedImport(request, request.params.importId);
      const found = await queue.getJob(request.params.jobId);
      if (!found || (found.data as { importId?: string }).importId !== staged.id) throw importNotFound();
      const { job, state } = await jobWithState(queue, found);
      const applying = job.name === APPLY_IMPORT;
      const position = applying && state === 'completed' ? (job.returnvalue as { position?: string | null }).position : null;
      // A finished import is reported once Key Info can show its delegates.
      if (position) await deps.readModels.waitFor(position, { timeoutMs: deps.config.PROJECTION_WAIT_MS });
      const fresh = state === 'completed' ? await findStagedImport(deps.db, staged.id) : null;
      return ok('Import job fetched successfully', {
        state,
        progress: jobProgressOf(job, state),
        error: state === 'failed' ? job.failedReason || 'Failed to process upload' : null,
        report: reportOf(applying ? fresh?.result : fresh?.preview),
      });
    },
  );

  api.get(
    '/api/v1/imports/:importId',
    {
      schema: {
        tags: ['imports'],
        summary: "An upload's latest preview and, once it ran, its results",
        params: importParams,
        response: { 200: envelope(z.object({ importId: z.string(), eventId: z.string(), fileName: z.string(), preview: importView.shape.preview, result: importView.shape.preview })), ...errorResponses },
      },
      onRequest: app.requireOrganiser,
    },
    async (request) => {
      const staged = await managedImport(request, request.params.importId);
      return ok('Import fetched successfully', { importId: staged.id, eventId: staged.eventId, fileName: staged.fileName, preview: reportOf(staged.preview), result: reportOf(staged.result) });
    },
  );

  importResolveRoute(app, deps, managedImport);
};
