import type { DatabasePool } from 'slonik';
import type { PersonalDataVault } from '../../commands/event-store/personal-data-vault';
import type { EventStore } from '../../commands/event-store/port';
import type { ImportCounts, ImportJobData } from '../../commands/imports/import-jobs';
import { findStagedImport, saveImportOutcome, type StagedImport } from '../../commands/imports/import-staging';
import { detectMapping, importFields, requiredFields, type ColumnMapping, type ImportField } from '../../domain/imports/columns';
import { planImport, type RowPlan } from '../../domain/imports/plan';
import { countRows, rowReportOf, type ImportReport } from '../../domain/imports/report';
import { readRow } from '../../domain/imports/rows';
import { DomainError } from '../../domain/shared/errors';
import { findEvent } from '../../projections/events/events-list';
import { parseSheet, SheetRejected } from './parse-sheet';
import { planContextOf } from './plan-context';
import { registerRow } from '../../commands/imports/register-row';

export interface ImportEnvironment {
  store: EventStore;
  vault: PersonalDataVault;
  db: DatabasePool;
  now: () => Date;
  /** Sign-up's email domains: new accounts must have one. */
  allowedEmailDomains: readonly string[];
}

export type ImportProgress = (percent: number) => Promise<void> | void;

const importGone = () => new DomainError('not_found', 'IMPORT_NOT_FOUND', 'This upload is no longer available. Please upload the file again.');

/** The spreadsheet read and every row decided, as both the preview and the run see it. */
const planOf = async (env: ImportEnvironment, staged: StagedImport, wanted: ImportJobData['mapping']) => {
  let sheet;
  try {
    sheet = await parseSheet(staged.content, staged.fileName);
  } catch (error) {
    if (error instanceof SheetRejected) throw new DomainError('validation', 'IMPORT_FILE_REJECTED', error.reason);
    throw error;
  }
  const mapping = (wanted ?? detectMapping(sheet.headers)) as ColumnMapping;
  const missing = requiredFields.filter((field) => mapping[field] === undefined);
  if (missing.length > 0) return { sheet, mapping, missing, plans: [] as RowPlan[] };
  const reads = sheet.rows.flatMap((cells, index) => {
    const read = readRow(cells, mapping, index + 2);
    return 'blank' in read ? [] : [read];
  });
  const emails = reads.flatMap((read) => ('candidate' in read ? [read.candidate.email] : []));
  const plans = planImport(reads, await planContextOf(env.db, staged.eventId, emails, env.allowedEmailDomains));
  return { sheet, mapping, missing, plans };
};

const reportOf = (staged: StagedImport, planned: Awaited<ReturnType<typeof planOf>>, applied: boolean): ImportReport & { missing: ImportField[] } => {
  const rows = planned.plans.map(rowReportOf);
  return {
    fileName: staged.fileName,
    headers: planned.sheet.headers,
    mapping: Object.fromEntries(importFields.filter((field) => planned.mapping[field] !== undefined).map((field) => [field, planned.mapping[field]!])),
    missing: planned.missing,
    counts: countRows(rows),
    rows,
    applied,
  };
};

/** A dry run: the counts and every row's outcome, stored for the page; nothing appended. */
export const previewImport = async (env: ImportEnvironment, job: ImportJobData, progress: ImportProgress): Promise<ImportCounts> => {
  const staged = await findStagedImport(env.db, job.importId);
  if (!staged) throw importGone();
  await progress(10);
  const report = reportOf(staged, await planOf(env, staged, job.mapping), false);
  await saveImportOutcome(env.db, staged.id, 'preview', report);
  await progress(100);
  return report.counts;
};

const CONCURRENCY = 8;

/**
 * The import itself: every linked or new person registered, new people invited. Each row's
 * writes carry command ids derived from the import and the row, so a run that died half-way
 * and is run again redoes nothing that was done and finishes the rest.
 */
export interface ImportRunOptions {
  /** A run started before (and cut short): rows may find what it did. */
  resumed?: boolean;
  /** Called after each group of rows is done (the crash test stops a worker there). */
  afterRows?: (done: number) => Promise<void>;
}

export const applyImport = async (env: ImportEnvironment, job: ImportJobData, progress: ImportProgress, options: ImportRunOptions = {}): Promise<ImportCounts & { position: string | null }> => {
  const staged = await findStagedImport(env.db, job.importId);
  if (!staged) throw importGone();
  await progress(5);
  const planned = await planOf(env, staged, job.mapping);
  const report = reportOf(staged, planned, true);
  const eventName = (await findEvent(env.db, staged.eventId))?.name ?? '';
  const actionable = planned.plans.filter((plan) => plan.outcome === 'linked' || plan.outcome === 'created');
  let done = 0;
  let position: string | null = null;
  for (let start = 0; start < actionable.length; start += CONCURRENCY) {
    const chunk = actionable.slice(start, start + CONCURRENCY);
    const outcomes = await Promise.all(chunk.map((plan) => registerRow(env, { importId: staged.id, eventId: staged.eventId, eventName, by: job.by, resumed: options.resumed }, plan)));
    outcomes.forEach((outcome, index) => {
      const row = report.rows.find((candidate) => candidate.row === chunk[index]!.row)!;
      Object.assign(row, outcome.report);
      if (outcome.position && (position === null || outcome.position > position)) position = outcome.position;
    });
    done += chunk.length;
    await progress(5 + Math.floor((done / actionable.length) * 90));
    await options.afterRows?.(done);
  }
  report.counts = countRows(report.rows);
  await saveImportOutcome(env.db, staged.id, 'result', report);
  await progress(100);
  return { ...report.counts, position };
};
