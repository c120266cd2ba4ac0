import type { DelegateRole } from '../registrations/roster';
import { rowWarnings, type ImportCandidate, type RowError } from './rows';
import { matchSchool, type KnownSchool } from './school-match';

/** An account that already holds a row's email (from the accounts read model). */
export interface KnownAccount {
  userId: string;
  fullName: string | null;
  role: DelegateRole;
}

export interface PlanContext {
  accountsByEmail: ReadonlyMap<string, KnownAccount>;
  /** People already registered for the event: linking them again changes nothing. */
  registeredUserIds: ReadonlySet<string>;
  schools: readonly KnownSchool[];
  /** The event's committees (their catalogue ids): a preference written as an abbreviation or a name. */
  committees: ReadonlyArray<{ id: string; abbr: string; name: string }>;
  /** New accounts follow sign-up's rule on email domains (spec accounts §5). */
  allowedEmailDomains: readonly string[];
}

export const domainNotAllowed = (domains: readonly string[]) =>
  `A new account needs an email address ending in ${domains.map((domain) => `@${domain}`).join(' or ')}`;

/** Why a row needs the organiser's decision (the review list offers what fits each). */
export const reviewKinds = ['name', 'role', 'school-missing', 'school-not-found', 'school-ambiguous', 'duplicate'] as const;
export type ReviewKind = (typeof reviewKinds)[number];

/** A row that becomes a registration: what it says, its committees, and what it left out (the candidate's warnings and its committees'). */
interface PlannedRow {
  row: number;
  candidate: ImportCandidate;
  prefCommitteeIds: Array<string | null>;
  warnings: string[];
}

/** What one spreadsheet row becomes. */
export type RowPlan =
  | ({ outcome: 'error' } & RowError)
  | ({ outcome: 'linked'; userId: string; already: boolean } & PlannedRow)
  | ({ outcome: 'created'; schoolId: string } & PlannedRow)
  | ({
      outcome: 'needs-review';
      kind: ReviewKind;
      reason: string;
      /** The account it would link to (name and role conflicts). */
      userId: string | null;
      /** Schools the organiser may choose from (an ambiguous school). */
      schoolIds: string[];
    } & PlannedRow);

const sameName = (a: string, b: string) =>
  a.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim() === b.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** The preferences as the event's committees, in order; one written that is none of them, or again, is a warning. */
const committeeIdsOf = (prefs: readonly string[], committees: PlanContext['committees']) => {
  const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const byKey = new Map<string, string>();
  for (const committee of committees) {
    if (committee.abbr) byKey.set(key(committee.abbr), committee.id);
    if (committee.name && !byKey.has(key(committee.name))) byKey.set(key(committee.name), committee.id);
  }
  const ids: string[] = [];
  const warnings: string[] = [];
  for (const pref of prefs) {
    const id = byKey.get(key(pref));
    if (id === undefined) warnings.push(rowWarnings.committeeUnknown(pref));
    else if (ids.includes(id)) warnings.push(rowWarnings.committeeRepeated(pref));
    else ids.push(id);
  }
  return { prefCommitteeIds: [ids[0] ?? null, ids[1] ?? null, ids[2] ?? null], warnings };
};

/**
 * Decides every row before anything is stored, so a preview and the run that follows say the
 * same: an email of an existing account links it (unless its name or role disagrees), an
 * unknown email becomes a new account at a listed school, a second row with an email already
 * seen is a duplicate, and anything doubtful waits for the organiser.
 */
export const planImport = (rows: ReadonlyArray<{ candidate: ImportCandidate } | { error: RowError }>, context: PlanContext): RowPlan[] => {
  const firstRowOf = new Map<string, number>();
  return rows.map((read): RowPlan => {
    if ('error' in read) return { outcome: 'error', ...read.error };
    const { candidate } = read;
    const { row } = candidate;
    // A teacher registers without committee preferences.
    const committees =
      candidate.role === 'teacher'
        ? { prefCommitteeIds: [null, null, null], warnings: candidate.prefs.length > 0 ? [rowWarnings.teacherPrefs] : [] }
        : committeeIdsOf(candidate.prefs, context.committees);
    const planned: PlannedRow = {
      row,
      candidate,
      prefCommitteeIds: committees.prefCommitteeIds,
      warnings: [...candidate.warnings, ...committees.warnings],
    };
    const review = (kind: ReviewKind, reason: string, userId: string | null = null, schoolIds: string[] = []): RowPlan => ({
      outcome: 'needs-review',
      ...planned,
      kind,
      reason,
      userId,
      schoolIds,
    });
    const first = firstRowOf.get(candidate.email);
    if (first !== undefined) return review('duplicate', `Same email as row ${first}`);
    firstRowOf.set(candidate.email, row);

    const account = context.accountsByEmail.get(candidate.email);
    if (account) {
      if (account.fullName && !sameName(account.fullName, candidate.fullName)) {
        return review('name', `The account with this email is named ${account.fullName}`, account.userId);
      }
      if (account.role !== candidate.role) return review('role', `The account with this email is a ${account.role}`, account.userId);
      return { outcome: 'linked', ...planned, userId: account.userId, already: context.registeredUserIds.has(account.userId) };
    }
    const domain = candidate.email.slice(candidate.email.lastIndexOf('@') + 1);
    if (!context.allowedEmailDomains.includes(domain))
      return {
        outcome: 'error',
        row,
        reason: domainNotAllowed(context.allowedEmailDomains),
        email: candidate.email,
        fullName: candidate.fullName,
      };
    if (!candidate.school) return review('school-missing', 'No school given for a new account');
    const match = matchSchool(candidate.school, context.schools);
    if (match.kind === 'none') return review('school-not-found', `School not found: ${candidate.school}`);
    if (match.kind === 'many') return review('school-ambiguous', `More than one school matches ${candidate.school}`, null, match.ids);
    return { outcome: 'created', ...planned, schoolId: match.id };
  });
};
