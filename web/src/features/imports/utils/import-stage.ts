import type { ImportView, JobView, ReportView, StoredImport } from '../api/import-types';

/**
 * Where the page is with an upload: nothing yet; the file being read (a job, after which the
 * preview shows, or the one before it does again if it fails); the preview; the import running
 * (a job); the results.
 */
export type ImportStage =
  | { step: 'start' }
  | { step: 'reading'; importId: string; jobId: string; previous: ReportView | null }
  | { step: 'preview'; importId: string; report: ReportView }
  | { step: 'applying'; importId: string; jobId: string; report: ReportView }
  | { step: 'results'; importId: string; report: ReportView };

export const START: ImportStage = { step: 'start' };

export const importIdOf = (stage: ImportStage): string | null => (stage.step === 'start' ? null : stage.importId);

/** The job the page follows, if any. */
export const followedJob = (stage: ImportStage): { importId: string; jobId: string } | null =>
  stage.step === 'reading' || stage.step === 'applying' ? { importId: stage.importId, jobId: stage.jobId } : null;

/** The preview shown while another is being made. */
export const shownPreview = (stage: ImportStage): ReportView | null =>
  stage.step === 'preview' || stage.step === 'applying' ? stage.report : stage.step === 'reading' ? stage.previous : null;

/** An upload's or a new preview's answer: the preview itself (200), or its job to follow (202). */
export const afterPreviewAnswer = (stage: ImportStage, view: ImportView): ImportStage =>
  view.preview
    ? { step: 'preview', importId: view.importId, report: view.preview }
    : {
        step: 'reading',
        importId: view.importId,
        jobId: view.jobId,
        previous: stage.step === 'preview' && stage.importId === view.importId ? stage.report : null,
      };

export const afterApplyStarted = (stage: ImportStage, jobId: string): ImportStage =>
  stage.step === 'preview' ? { step: 'applying', importId: stage.importId, jobId, report: stage.report } : stage;

export type JobOutcome =
  | { kind: 'preview-ready' }
  | { kind: 'preview-failed'; error: string }
  | { kind: 'applied'; report: ReportView }
  | { kind: 'apply-failed'; error: string | null };

/**
 * A followed job that settled: the next stage and what to tell. A job that completed without a
 * report counts as failed. Null while it works, or when it is not the followed job.
 */
export const afterJob = (
  stage: ImportStage,
  jobId: string,
  job: JobView,
  fallbackError: string,
): { stage: ImportStage; outcome: JobOutcome } | null => {
  if ((stage.step !== 'reading' && stage.step !== 'applying') || stage.jobId !== jobId) return null;
  if (job.state !== 'completed' && job.state !== 'failed') return null;
  const report = job.state === 'completed' ? job.report : null;
  if (stage.step === 'reading') {
    if (report) return { stage: { step: 'preview', importId: stage.importId, report }, outcome: { kind: 'preview-ready' } };
    const back: ImportStage = stage.previous ? { step: 'preview', importId: stage.importId, report: stage.previous } : START;
    return { stage: back, outcome: { kind: 'preview-failed', error: job.error?.trim() || fallbackError } };
  }
  if (report) return { stage: { step: 'results', importId: stage.importId, report }, outcome: { kind: 'applied', report } };
  return {
    stage: { step: 'preview', importId: stage.importId, report: stage.report },
    outcome: { kind: 'apply-failed', error: job.error?.trim() || null },
  };
};

/** A row resolved after the import: the results are the server's updated report. */
export const afterResolved = (stage: ImportStage, report: ReportView): ImportStage =>
  stage.step === 'results' ? { ...stage, report } : stage;

/** A stored upload found again after a reload: its results once it ran, else its preview, else a fresh start. */
export const stageOfStored = (stored: StoredImport, eventId: string): ImportStage => {
  if (stored.eventId !== eventId) return START;
  if (stored.result) return { step: 'results', importId: stored.importId, report: stored.result };
  if (stored.preview) return { step: 'preview', importId: stored.importId, report: stored.preview };
  return START;
};
