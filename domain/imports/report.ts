import type { ColumnMapping } from './columns';
import type { ExperienceUnit } from './headings';
import type { ReviewKind, RowPlan } from './plan';
import type { ImportCandidate } from './rows';

export interface PlanCounts {
  linked: number;
  created: number;
  needsReview: number;
  errors: number;
}

/** One row as the upload page shows it, in the preview and after the import ran. */
export interface ImportRowReport {
  row: number;
  email: string | null;
  fullName: string | null;
  outcome: 'linked' | 'created' | 'needs-review' | 'error';
  /** Why it needs review or failed; for a linked row already registered, says so. */
  reason: string | null;
  /** What the row wrote that is left out (an unknown committee, an invalid phone, ...). */
  warnings: string[];
  kind: ReviewKind | null;
  /** Schools to choose from when the written one matched several. */
  schoolIds: string[];
  /** What the organiser decided for a row that needed review. */
  resolved: 'linked' | 'created' | 'skipped' | null;
  /** A row needing review keeps what it said, and the account it would link to, for the decision. */
  pending?: { candidate: ImportCandidate; prefCommitteeIds: Array<string | null>; userId: string | null };
}

export interface ImportReport {
  fileName: string;
  headers: string[];
  mapping: ColumnMapping;
  /** What the MUN experience column counts (conferences are converted to years). */
  experienceUnit: ExperienceUnit;
  /** The mapping is where the event's last correction left it, not only what the headings suggest. */
  mappingRemembered: boolean;
  counts: PlanCounts;
  rows: ImportRowReport[];
  applied: boolean;
}

export const ALREADY_REGISTERED_REASON = 'Already registered for this event';

export const rowReportOf = (plan: RowPlan): ImportRowReport => {
  if (plan.outcome === 'error')
    return {
      row: plan.row,
      email: plan.email,
      fullName: plan.fullName,
      outcome: 'error',
      reason: plan.reason,
      warnings: [],
      kind: null,
      schoolIds: [],
      resolved: null,
    };
  const base = {
    row: plan.row,
    email: plan.candidate.email,
    fullName: plan.candidate.fullName,
    warnings: plan.warnings,
    schoolIds: [] as string[],
    resolved: null,
  };
  if (plan.outcome === 'needs-review') {
    const pending = { candidate: plan.candidate, prefCommitteeIds: plan.prefCommitteeIds, userId: plan.userId };
    return { ...base, outcome: 'needs-review', reason: plan.reason, kind: plan.kind, schoolIds: plan.schoolIds, pending };
  }
  if (plan.outcome === 'linked') return { ...base, outcome: 'linked', reason: plan.already ? ALREADY_REGISTERED_REASON : null, kind: null };
  return { ...base, outcome: 'created', reason: null, kind: null };
};

/** The spec's counts, from the rows (after the run some rows may have turned into errors). */
export const countRows = (rows: readonly ImportRowReport[]): PlanCounts => ({
  linked: rows.filter((row) => row.outcome === 'linked').length,
  created: rows.filter((row) => row.outcome === 'created').length,
  needsReview: rows.filter((row) => row.outcome === 'needs-review' && row.resolved === null).length,
  errors: rows.filter((row) => row.outcome === 'error').length,
});
