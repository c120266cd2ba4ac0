import type { FastifyInstance, FastifyRequest } from 'fastify';
import { saveImportOutcome, type StagedImport } from '../../../commands/imports/import-staging';
import { registerRow } from '../../../commands/imports/register-row';
import type { BodyOf } from '@contract/endpoint';
import { importsEndpoints } from '@contract/imports';
import { countRows, type ImportReport, type ImportRowReport } from '@domain/imports/report';
import { DomainError } from '@domain/shared/errors';
import { findEvent } from '../../../projections/events/events-list';
import { findSchool } from '../../../projections/schools/schools-list';
import { findAccountById } from '../../../projections/users/accounts-projection';
import type { AppDependencies } from '../../dependencies';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { reportOf } from './import-views';

const refuse = (message: string) => new DomainError('validation', 'VALIDATION_FAILED', message);

/**
 * The review list's decision for one row that needed review, after the import ran: link the
 * existing account anyway, create the account at a school the organiser chose, or skip it.
 */
export const importResolveRoute = (
  app: FastifyInstance,
  deps: AppDependencies,
  managedImport: (request: FastifyRequest, importId: string) => Promise<StagedImport>,
) =>
  route(app, importsEndpoints.resolve, async (request) => {
    const staged = await managedImport(request, request.params.importId);
    const report = staged.result as ImportReport | null;
    if (!reportOf(report) || !report) throw refuse('Run the import before resolving its rows');
    const row = report.rows.find((candidate) => candidate.row === request.params.row);
    if (!row || row.outcome !== 'needs-review' || row.resolved !== null || !row.pending) throw refuse('This row has nothing to resolve');
    Object.assign(row, await decide(deps, request, staged, row, request.body));
    report.counts = countRows(report.rows);
    await saveImportOutcome(deps.db, staged.id, 'result', report);
    return ok('Row resolved', reportOf(report)!);
  });

const decide = async (
  deps: AppDependencies,
  request: FastifyRequest,
  staged: StagedImport,
  row: ImportRowReport,
  choice: BodyOf<typeof importsEndpoints.resolve>,
): Promise<Partial<ImportRowReport>> => {
  if (choice.action === 'skip') return { resolved: 'skipped' };
  const pending = row.pending!;
  const link = choice.action === 'link';
  if (link ? pending.userId === null : row.kind === 'duplicate' || pending.userId !== null)
    throw refuse(`This row cannot be resolved by ${choice.action}`);
  let candidate = pending.candidate;
  let schoolId: string | undefined;
  if (link) {
    // A role that disagrees: the account's own role decides how the person registers.
    const account = await findAccountById(deps.db, pending.userId!);
    if (!account || account.status === 'deleted') throw refuse('The account no longer exists');
    candidate = { ...candidate, role: account.role };
  } else {
    schoolId = choice.schoolId ?? undefined;
    if (!schoolId || !(await findSchool(deps.db, schoolId))) throw refuse('Please choose a school from the list');
    if (row.kind === 'school-ambiguous' && !row.schoolIds.includes(schoolId)) throw refuse('Please choose one of the schools that match');
  }
  const eventName = (await findEvent(deps.db, staged.eventId))?.name ?? '';
  const outcome = await registerRow(
    { store: deps.store, vault: deps.vault, now: deps.clock },
    { importId: staged.id, eventId: staged.eventId, eventName, by: request.account!.id },
    {
      outcome: 'needs-review',
      row: row.row,
      candidate,
      prefCommitteeIds: pending.prefCommitteeIds,
      warnings: row.warnings,
      kind: row.kind!,
      reason: row.reason ?? '',
      userId: pending.userId,
      schoolIds: row.schoolIds,
    },
    link ? { userId: pending.userId! } : { schoolId: schoolId! },
  );
  if (outcome.position) await deps.readModels.waitFor(outcome.position, { timeoutMs: deps.config.PROJECTION_WAIT_MS });
  return { ...outcome.report, resolved: outcome.report.outcome === 'error' ? null : link ? 'linked' : 'created' };
};
