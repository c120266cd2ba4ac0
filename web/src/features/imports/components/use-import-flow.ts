import { useQueryClient } from '@tanstack/react-query';
import { eventDashboardEndpoints } from '@contract/event-dashboard';
import { registrationsEndpoints } from '@contract/registrations';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ColumnMapping } from '@domain/imports/columns';
import type { ExperienceUnit } from '@domain/imports/headings';
import { API_REQUEST_FAILED, errorMessageOf } from '../../../lib/api-client';
import { keyOf } from '../../../lib/call';
import { useSearchParamsPatch } from '../../../lib/use-search-params-patch';
import { useApplyImport } from '../api/apply-import';
import { getImport } from '../api/get-import';
import { useImportJob } from '../api/get-import-job';
import type { JobView } from '../api/import-types';
import { usePreviewImport } from '../api/preview-import';
import { useResolveImportRow, type ResolveAction } from '../api/resolve-import-row';
import { useUploadDelegates } from '../api/upload-delegates';
import { completedNotice, failureReason, fileProblem, importMessages, rowResolvedMessage } from '../utils/import-messages';
import {
  afterApplyStarted,
  afterJob,
  afterPreviewAnswer,
  afterResolved,
  followedJob,
  importIdOf,
  stageOfStored,
  START,
  type ImportStage,
  type JobOutcome,
} from '../utils/import-stage';
import { t, tm } from '../../../i18n/intl';

/** The URL's search parameter that names the upload on screen, so that a reload finds it again. */
export const IMPORT_PARAM = 'import';

/** What an import changes on the workspace's screens: Key Info's delegates and the dashboard's counts. */
const changedByImport = (eventId: string) => [
  keyOf(registrationsEndpoints.ofEvent, { params: { eventId } }),
  keyOf(eventDashboardEndpoints.dashboard, { params: { eventId } }),
];

/**
 * One upload of delegates from the file to the results: the upload and its preview (at once,
 * or a job followed to its end), previews with a corrected mapping, the import (a job), and
 * the decisions on the rows that need review. Tells each outcome once, in a toast.
 */
export const useImportFlow = (eventId: string) => {
  const client = useQueryClient();
  const [params, patch] = useSearchParamsPatch();
  const [stage, setStage] = useState<ImportStage>(START);
  /** The server's reason why the file was refused, shown under the upload buttons. */
  const [reason, setReason] = useState<string | null>(null);
  /** Why the last Apply failed, shown beside it. */
  const [applyError, setApplyError] = useState<string | null>(null);
  const storedId = useRef(params.get(IMPORT_PARAM));
  const [restoring, setRestoring] = useState(storedId.current !== null);

  const upload = useUploadDelegates();
  const preview = usePreviewImport();
  const apply = useApplyImport();
  const resolve = useResolveImportRow();
  const followed = followedJob(stage);
  const jobQuery = useImportJob(followed);

  const refreshDelegates = useCallback(
    () => Promise.all(changedByImport(eventId).map((queryKey) => client.invalidateQueries({ queryKey }))),
    [client, eventId],
  );

  // A reload finds the upload named in the URL again (its results, else its preview).
  useEffect(() => {
    const importId = storedId.current;
    if (!importId) return;
    const controller = new AbortController();
    getImport(importId, controller.signal)
      .then((stored) => {
        if (controller.signal.aborted) return;
        if (stored) setStage((current) => (current.step === 'start' ? stageOfStored(stored, eventId) : current));
        setRestoring(false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Gone or not this organiser's: the page simply starts fresh.
        console.info(`Upload ${importId} not reloaded: ${errorMessageOf(error, API_REQUEST_FAILED)}`);
        setRestoring(false);
      });
    return () => controller.abort();
  }, [eventId]);

  // The URL names the upload on screen.
  const importId = importIdOf(stage);
  const urlImportId = params.get(IMPORT_PARAM);
  useEffect(() => {
    if (!restoring && importId !== urlImportId) patch({ [IMPORT_PARAM]: importId });
  }, [restoring, importId, urlImportId, patch]);

  const tell = useCallback(
    (outcome: JobOutcome) => {
      switch (outcome.kind) {
        case 'preview-ready':
          setReason(null);
          return;
        case 'preview-failed':
          toast.error(outcome.error);
          return;
        case 'applied': {
          setApplyError(null);
          const notice = completedNotice(outcome.report.counts);
          toast[notice.tone](notice.text);
          void refreshDelegates();
          return;
        }
        case 'apply-failed':
          setApplyError(outcome.error);
          toast.error(t(importMessages.importFailed));
      }
    },
    [refreshDelegates],
  );

  // A followed job that settled (or could not be read at all) moves the page on.
  const job = jobQuery.data;
  const jobUnreadable = jobQuery.isError && !job;
  useEffect(() => {
    if (!followed) return;
    const settled: JobView | null | undefined = jobUnreadable
      ? {
          state: 'failed',
          progress: 0,
          error: errorMessageOf(jobQuery.error, t(stage.step === 'applying' ? importMessages.importFailed : importMessages.uploadFailed)),
          report: null,
        }
      : job;
    if (!settled) return;
    const next = afterJob(stage, followed.jobId, settled, t(importMessages.uploadFailed));
    if (!next) return;
    setStage(next.stage);
    tell(next.outcome);
  }, [followed, job, jobUnreadable, jobQuery.error, stage, tell]);

  const chooseFile = async (file: File) => {
    if (!eventId) {
      toast.error(tm(importMessages.eventMissing));
      return;
    }
    const problem = fileProblem(file);
    if (problem) {
      toast.error(t(importMessages.uploadFailed));
      setReason(problem);
      return;
    }
    setReason(null);
    try {
      const view = await upload.mutateAsync({ eventId, file });
      if (!view) return;
      setApplyError(null);
      setStage(afterPreviewAnswer(START, view));
    } catch (error) {
      toast.error(t(importMessages.uploadFailed));
      setReason(failureReason(error));
    }
  };

  const previewWith = async (mapping: ColumnMapping, experienceUnit: ExperienceUnit) => {
    if (!importId) return;
    try {
      const view = await preview.mutateAsync({ importId, mapping, experienceUnit });
      if (view) setStage((current) => afterPreviewAnswer(current, view));
    } catch (error) {
      toast.error(errorMessageOf(error, t(importMessages.uploadFailed)));
    }
  };

  const applyWith = async (mapping: ColumnMapping, experienceUnit: ExperienceUnit) => {
    if (!importId) return;
    setApplyError(null);
    try {
      const started = await apply.mutateAsync({ importId, mapping, experienceUnit });
      if (started) setStage((current) => afterApplyStarted(current, started.jobId));
    } catch (error) {
      setApplyError(failureReason(error));
      toast.error(t(importMessages.importFailed));
    }
  };

  const resolveRow = async (row: number, action: ResolveAction, schoolId?: string) => {
    if (!importId) return;
    try {
      const report = await resolve.mutateAsync({ importId, row, action, ...(schoolId ? { schoolId } : {}) });
      if (!report) return;
      setStage((current) => afterResolved(current, report));
      toast.success(rowResolvedMessage(row));
      if (action !== 'skip') void refreshDelegates();
    } catch (error) {
      toast.error(errorMessageOf(error, t(API_REQUEST_FAILED)));
    }
  };

  return {
    stage,
    restoring,
    reason,
    applyError,
    /** The followed job's progress, 0 to 100, and whether it has started. */
    job: job && followed ? { progress: job.progress, started: job.state !== 'queued' } : null,
    uploading: upload.isPending,
    previewing: preview.isPending,
    applying: apply.isPending,
    resolvingRow: resolve.isPending ? (resolve.variables?.row ?? null) : null,
    chooseFile,
    previewWith,
    applyWith,
    resolveRow,
  };
};
