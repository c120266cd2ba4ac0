import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  APPLY_IMPORT,
  applyJobId,
  IMPORT_QUEUE,
  importIdOf,
  importJobOptions,
  PREVIEW_IMPORT,
  previewJobId,
  type ImportJobData,
} from '../../../commands/imports/import-jobs';
import { findStagedImport, stageImport } from '../../../commands/imports/import-staging';
import { importsEndpoints } from '@contract/imports';
import { missingColumnsMessage } from '@domain/imports/fields';
import { IMPORT_EVENT_ID_MISSING, IMPORT_FILE_NAME_NOT_ALLOWED, importLimits, isSpreadsheetFileName } from '@domain/imports/limits';
import { DomainError } from '@domain/shared/errors';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { assertManagesEvent } from '../../lib/event-access';
import { ok } from '../../lib/envelope';
import { jobProgressOf, jobWithState, queueFor, settledJob } from '../../lib/job-queue';
import { route } from '../../lib/route';
import { readMultipartFile } from '../../uploads/read-single-file';
import { importResolveRoute } from './import-resolve-route';
import { importAnswer, reportOf } from './import-views';

/** Small files are read within this: the upload answers with the preview at once. */
const SYNC_WAIT_MS = 8_000;
/** An import of up to a few thousand rows ends within this (about 150 rows a second): the spec's call answers with its counts. */
const IMPORT_WAIT_MS = 30_000;

type WantedMapping = Pick<ImportJobData, 'mapping' | 'experienceUnit'>;

const importNotFound = () =>
  new DomainError('not_found', 'IMPORT_NOT_FOUND', 'This upload is no longer available. Please upload the file again.');

/**
 * Delegate import (spec §2 Upload delegates, §7 upload-delegates), by jobs on the
 * `delegate-import` queue. The spec's call imports the upload and answers its counts. The page
 * asks for a preview first (`preview=true`, a dry run that stores nothing); the organiser may
 * correct the column mapping and preview again, then applies it, which runs as a job with
 * progress. The event's organiser or a super user only.
 */
export const importRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
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
    if (state === 'failed')
      throw new DomainError(
        'validation',
        'IMPORT_FILE_REJECTED',
        job.failedReason || 'Failed to process upload. Please check file format and try again.',
      );
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
    if (state === 'failed')
      throw new DomainError(
        'validation',
        'IMPORT_FILE_REJECTED',
        job.failedReason || 'Failed to process upload. Please check file format and try again.',
      );
    if (state !== 'completed') return importAnswer(importId, jobId, {});
    const position = (job.returnvalue as { position?: string | null }).position;
    if (position) await deps.readModels.waitFor(position, { timeoutMs: deps.config.PROJECTION_WAIT_MS });
    const result = reportOf((await findStagedImport(deps.db, importId))?.result);
    // Without the page's mapping form, a sheet whose headings were not recognised imported nobody.
    if (result?.missing.length) throw new DomainError('validation', 'IMPORT_COLUMNS_MISSING', missingColumnsMessage(result.missing));
    return importAnswer(importId, jobId, { result });
  };

  route(
    app,
    importsEndpoints.upload,
    async (request, reply) => {
      const account = request.account!;
      const file = await readMultipartFile(request, 'file', importLimits.maxBytes);
      const eventId = file.fields.eventId?.trim();
      if (!eventId) throw new DomainError('validation', 'VALIDATION_FAILED', IMPORT_EVENT_ID_MISSING, { eventId: IMPORT_EVENT_ID_MISSING });
      if (!isSpreadsheetFileName(file.filename))
        throw new DomainError('validation', 'FILE_TYPE_NOT_ALLOWED', IMPORT_FILE_NAME_NOT_ALLOWED, { file: IMPORT_FILE_NAME_NOT_ALLOWED });
      await assertManagesEvent(deps.db, account, eventId);
      const importId = importIdOf(commandContextOf(request).commandId);
      await stageImport(deps.db, {
        id: importId,
        eventId,
        uploadedBy: account.id,
        fileName: file.filename.slice(0, 200),
        content: file.bytes,
      });
      if (request.query.preview) {
        const answer = await preview(request, importId, { mapping: null });
        if (!answer.preview) reply.status(202);
        return ok(answer.preview ? 'Preview ready' : 'Reading the file…', answer);
      }
      const answer = await runImport(request, importId);
      if (!answer.result) reply.status(202);
      return ok(answer.result ? 'Upload completed' : 'Importing…', answer);
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  route(app, importsEndpoints.preview, async (request, reply) => {
    const staged = await managedImport(request, request.params.importId);
    const answer = await preview(request, staged.id, {
      mapping: request.body.mapping ?? null,
      experienceUnit: request.body.experienceUnit ?? null,
    });
    if (!answer.preview) reply.status(202);
    return ok(answer.preview ? 'Preview ready' : 'Reading the file…', answer);
  });

  route(app, importsEndpoints.apply, async (request, reply) => {
    const staged = await managedImport(request, request.params.importId);
    const jobId = await startImport(request, staged.id, {
      mapping: request.body.mapping ?? null,
      experienceUnit: request.body.experienceUnit ?? null,
    });
    reply.status(202);
    return ok('Import started', { importId: staged.id, jobId });
  });

  route(app, importsEndpoints.job, async (request) => {
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
  });

  route(app, importsEndpoints.get, async (request) => {
    const staged = await managedImport(request, request.params.importId);
    return ok('Import fetched successfully', {
      importId: staged.id,
      eventId: staged.eventId,
      fileName: staged.fileName,
      preview: reportOf(staged.preview),
      result: reportOf(staged.result),
    });
  });

  importResolveRoute(app, deps, managedImport);
};
