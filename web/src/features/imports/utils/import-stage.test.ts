import { describe, expect, it } from 'vitest';
import type { ImportView, JobView } from '../api/import-types';
import { aReport } from '../testing/report-fixture';
import {
  afterApplyStarted,
  afterJob,
  afterPreviewAnswer,
  afterResolved,
  followedJob,
  shownPreview,
  stageOfStored,
  START,
  type ImportStage,
} from './import-stage';

const view = (overrides: Partial<ImportView> = {}): ImportView => ({
  importId: 'imp-1',
  jobId: 'job-1',
  linked: 0,
  created: 1,
  needsReview: 0,
  errors: [],
  warnings: [],
  preview: aReport(),
  result: null,
  ...overrides,
});

const job = (overrides: Partial<JobView> = {}): JobView => ({ state: 'running', progress: 40, error: null, report: null, ...overrides });

describe('afterPreviewAnswer', () => {
  it('shows a preview that came at once (200)', () => {
    expect(afterPreviewAnswer(START, view())).toEqual({ step: 'preview', importId: 'imp-1', report: aReport() });
  });

  it('follows the job of a large file (202)', () => {
    const stage = afterPreviewAnswer(START, view({ preview: null }));
    expect(stage).toEqual({ step: 'reading', importId: 'imp-1', jobId: 'job-1', previous: null });
    expect(followedJob(stage)).toEqual({ importId: 'imp-1', jobId: 'job-1' });
  });

  it('keeps the preview shown while the same upload is read again', () => {
    const before: ImportStage = { step: 'preview', importId: 'imp-1', report: aReport() };
    const stage = afterPreviewAnswer(before, view({ jobId: 'job-2', preview: null }));
    expect(shownPreview(stage)).toEqual(aReport());
  });
});

describe('afterJob', () => {
  const reading: ImportStage = { step: 'reading', importId: 'imp-1', jobId: 'job-1', previous: null };

  it('waits while the job works, and ignores a job it does not follow', () => {
    expect(afterJob(reading, 'job-1', job(), 'fallback')).toBeNull();
    expect(afterJob(reading, 'job-9', job({ state: 'completed', report: aReport() }), 'fallback')).toBeNull();
  });

  it('shows the preview once the file is read', () => {
    expect(afterJob(reading, 'job-1', job({ state: 'completed', progress: 100, report: aReport() }), 'fallback')).toEqual({
      stage: { step: 'preview', importId: 'imp-1', report: aReport() },
      outcome: { kind: 'preview-ready' },
    });
  });

  it('starts again when the file could not be read, with the job’s reason', () => {
    expect(afterJob(reading, 'job-1', job({ state: 'failed', error: 'The file is empty' }), 'fallback')).toEqual({
      stage: START,
      outcome: { kind: 'preview-failed', error: 'The file is empty' },
    });
  });

  it('goes back to the preview before when a new preview fails', () => {
    const again: ImportStage = { ...reading, previous: aReport() };
    expect(afterJob(again, 'job-1', job({ state: 'completed', report: null }), 'fallback')).toEqual({
      stage: { step: 'preview', importId: 'imp-1', report: aReport() },
      outcome: { kind: 'preview-failed', error: 'fallback' },
    });
  });

  const applying = afterApplyStarted({ step: 'preview', importId: 'imp-1', report: aReport() }, 'apply-1');

  it('follows the import once Apply started it', () => {
    expect(applying).toEqual({ step: 'applying', importId: 'imp-1', jobId: 'apply-1', report: aReport() });
    expect(shownPreview(applying)).toEqual(aReport());
  });

  it('shows the results once the import ran', () => {
    const result = aReport({ applied: true });
    expect(afterJob(applying, 'apply-1', job({ state: 'completed', report: result }), 'fallback')).toEqual({
      stage: { step: 'results', importId: 'imp-1', report: result },
      outcome: { kind: 'applied', report: result },
    });
  });

  it('goes back to the preview when the import failed', () => {
    expect(afterJob(applying, 'apply-1', job({ state: 'failed', error: 'Redis went away' }), 'fallback')).toEqual({
      stage: { step: 'preview', importId: 'imp-1', report: aReport() },
      outcome: { kind: 'apply-failed', error: 'Redis went away' },
    });
  });
});

describe('afterResolved', () => {
  it('replaces the results with the updated report', () => {
    const updated = aReport({ applied: true, counts: { linked: 1, created: 1, needsReview: 0, errors: 0 } });
    expect(afterResolved({ step: 'results', importId: 'imp-1', report: aReport({ applied: true }) }, updated)).toEqual({
      step: 'results',
      importId: 'imp-1',
      report: updated,
    });
    expect(afterResolved(START, updated)).toBe(START);
  });
});

describe('stageOfStored', () => {
  const stored = { importId: 'imp-1', eventId: 'ev-1', fileName: 'delegates.csv', preview: aReport(), result: null };

  it('shows the results of an upload that ran', () => {
    const result = aReport({ applied: true });
    expect(stageOfStored({ ...stored, result }, 'ev-1')).toEqual({ step: 'results', importId: 'imp-1', report: result });
  });

  it('shows the preview of one that did not', () => {
    expect(stageOfStored(stored, 'ev-1')).toEqual({ step: 'preview', importId: 'imp-1', report: aReport() });
  });

  it('starts fresh without a preview, or for another event’s upload', () => {
    expect(stageOfStored({ ...stored, preview: null }, 'ev-1')).toBe(START);
    expect(stageOfStored(stored, 'ev-2')).toBe(START);
  });
});
