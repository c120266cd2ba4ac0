import type { DatabasePool } from 'slonik';
import type { PersonalDataVault } from '../../commands/event-store/personal-data-vault';
import type { EventStore } from '../../commands/event-store/port';
import type { ImportCounts, ImportJobData } from '../../commands/imports/import-jobs';
import { findStagedImport, saveImportOutcome, type StagedImport } from '../../commands/imports/import-staging';
import { detectExperienceUnit, detectMapping, type ColumnMapping } from '@domain/imports/columns';
import { importFields, requiredFields, type ImportField } from '@domain/imports/fields';
import type { ExperienceUnit } from '@domain/imports/headings';
import { rememberedOf, startingMapping } from '@domain/imports/remembered-mapping';
import { planImport, type RowPlan } from '@domain/imports/plan';
import { countRows, rowReportOf, type ImportReport } from '@domain/imports/report';
import { readRow } from '@domain/imports/rows';
import { DomainError } from '@domain/shared/errors';
import { findEvent } from '../../projections/events/events-list';
import { parseSheet, SheetRejected } from './parse-sheet';
import { planContextOf } from './plan-context';
import { accountsOfRows, registerRows, type ActionablePlan } from '../../commands/imports/register-row';
import { rememberedMappingOf, rememberImportMapping } from '../../commands/imports/remember-mapping';

export interface ImportEnvironment {
  store: EventStore;
  vault: PersonalDataVault;
  db: DatabasePool;
  now: () => Date;
  /** Sign-up's email domains: new accounts must have one. */
  allowedEmailDomains: readonly string[];
}

export type ImportProgress = (percent: number) => Promise<void> | void;

const importGone = () =>
  new DomainError('not_found', 'IMPORT_NOT_FOUND', 'This upload is no longer available. Please upload the file again.');

const sameColumns = (a: ColumnMapping, b: ColumnMapping) => importFields.every((field) => a[field] === b[field]);

/**
 * The mapping the rows are read with: the organiser's, when they sent one, else where this
 * event's uploads start (detected, then as last corrected for the event, where the headings
 * match). `corrected`: the organiser's differs from that start.
 */
const mappingOf = async (
  env: ImportEnvironment,
  staged: StagedImport,
  headers: readonly string[],
  wanted: Pick<ImportJobData, 'mapping' | 'experienceUnit'>,
) => {
  const start = startingMapping(headers, await rememberedMappingOf(env.store, staged.eventId));
  const mapping = (wanted.mapping ?? start.mapping) as ColumnMapping;
  const sameExperienceColumn = mapping.munExperience === start.mapping.munExperience;
  const experienceUnit: ExperienceUnit =
    wanted.experienceUnit ?? (sameExperienceColumn ? start.experienceUnit : detectExperienceUnit(headers, mapping));
  const asStarted = sameColumns(mapping, start.mapping) && experienceUnit === start.experienceUnit;
  const detected = detectMapping(headers);
  const startIsRemembered = !sameColumns(start.mapping, detected) || start.experienceUnit !== detectExperienceUnit(headers, detected);
  return { mapping, experienceUnit, corrected: wanted.mapping !== null && !asStarted, remembered: asStarted && startIsRemembered };
};

/** The spreadsheet read and every row decided, as both the preview and the run see it. */
const planOf = async (env: ImportEnvironment, staged: StagedImport, wanted: Pick<ImportJobData, 'mapping' | 'experienceUnit'>) => {
  let sheet;
  try {
    sheet = await parseSheet(staged.content, staged.fileName);
  } catch (error) {
    if (error instanceof SheetRejected) throw new DomainError('validation', 'IMPORT_FILE_REJECTED', error.reason);
    throw error;
  }
  const chosen = await mappingOf(env, staged, sheet.headers, wanted);
  const { mapping } = chosen;
  const missing = requiredFields.filter((field) => mapping[field] === undefined);
  if (missing.length > 0) return { sheet, ...chosen, missing, plans: [] as RowPlan[] };
  const reads = sheet.rows.flatMap((cells, index) => {
    const read = readRow(cells, mapping, index + 2, chosen.experienceUnit);
    return 'blank' in read ? [] : [read];
  });
  const emails = reads.flatMap((read) => ('candidate' in read ? [read.candidate.email] : []));
  const plans = planImport(reads, await planContextOf(env.db, staged.eventId, emails, env.allowedEmailDomains));
  return { sheet, ...chosen, missing, plans };
};

const reportOf = (
  staged: StagedImport,
  planned: Awaited<ReturnType<typeof planOf>>,
  applied: boolean,
): ImportReport & { missing: ImportField[] } => {
  const rows = planned.plans.map(rowReportOf);
  return {
    fileName: staged.fileName,
    headers: planned.sheet.headers,
    mapping: Object.fromEntries(
      importFields.filter((field) => planned.mapping[field] !== undefined).map((field) => [field, planned.mapping[field]!]),
    ),
    experienceUnit: planned.experienceUnit,
    mappingRemembered: planned.remembered,
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
  const report = reportOf(staged, await planOf(env, staged, job), false);
  await saveImportOutcome(env.db, staged.id, 'preview', report);
  await progress(100);
  return report.counts;
};

/**
 * New people are invited in groups (see inviteUsers); registrations go in groups, one append each.
 * A group waits for its slowest invitation before the next begins: 128 at a time invited 5,000
 * people in 16.5 s against 24 s at 32 (test/bench/RESULTS.md, 2026-11-28).
 */
const INVITE_CONCURRENCY = 128;
const REGISTRATION_GROUP = 250;

export interface ImportRunOptions {
  /** A run started before (and cut short): rows may find what it did. */
  resumed?: boolean;
  /** Called after each group of rows is done (the crash test stops a worker there). */
  afterRows?: (done: number) => Promise<void>;
}

/**
 * The import itself: new people invited, then everyone registered. Each row's invitation and
 * each group's registrations carry command ids derived from the import, so a run that died
 * half-way and is run again redoes nothing that was done and finishes the rest.
 */
export const applyImport = async (
  env: ImportEnvironment,
  job: ImportJobData,
  progress: ImportProgress,
  options: ImportRunOptions = {},
): Promise<ImportCounts & { position: string | null }> => {
  const staged = await findStagedImport(env.db, job.importId);
  if (!staged) throw importGone();
  await progress(5);
  const planned = await planOf(env, staged, job);
  if (planned.corrected) {
    const mapping = rememberedOf(planned.sheet.headers, planned.mapping, planned.experienceUnit);
    await rememberImportMapping(
      { store: env.store, now: env.now() },
      { eventId: staged.eventId, importId: staged.id, mapping, by: job.by },
      { commandId: `${staged.id}:remember-mapping`, userId: job.by },
    );
  }
  const report = reportOf(staged, planned, true);
  const rowOf = new Map(report.rows.map((row) => [row.row, row]));
  const run = {
    importId: staged.id,
    eventId: staged.eventId,
    eventName: (await findEvent(env.db, staged.eventId))?.name ?? '',
    by: job.by,
    resumed: options.resumed,
  };
  const actionable = planned.plans.filter((plan): plan is ActionablePlan => plan.outcome === 'linked' || plan.outcome === 'created');

  const known: Array<{ plan: ActionablePlan; account: { userId: string; created: boolean } }> = [];
  for (let start = 0; start < actionable.length; start += INVITE_CONCURRENCY) {
    const group = actionable.slice(start, start + INVITE_CONCURRENCY);
    const accounts = await accountsOfRows(
      env,
      run,
      group.map((plan) => ({ plan })),
    );
    accounts.forEach((account, index) => {
      if ('report' in account) Object.assign(rowOf.get(group[index]!.row)!, account.report);
      else known.push({ plan: group[index]!, account });
    });
    await progress(5 + Math.floor(((start + group.length) / actionable.length) * 45));
    await options.afterRows?.(start + group.length);
  }

  let position: string | null = null;
  for (let start = 0; start < known.length; start += REGISTRATION_GROUP) {
    const group = known.slice(start, start + REGISTRATION_GROUP);
    const registered = await registerRows(env, run, start / REGISTRATION_GROUP, group);
    registered.reports.forEach((outcome, index) => Object.assign(rowOf.get(group[index]!.plan.row)!, outcome));
    position = registered.position ?? position;
    await progress(50 + Math.floor(((start + group.length) / known.length) * 45));
    await options.afterRows?.(actionable.length + start + group.length);
  }
  report.counts = countRows(report.rows);
  await saveImportOutcome(env.db, staged.id, 'result', report);
  await progress(100);
  return { ...report.counts, position };
};
