import type { RowPlan } from '@domain/imports/plan';
import { ALREADY_REGISTERED_REASON, type ImportRowReport } from '@domain/imports/report';
import { isDomainError } from '@domain/shared/errors';
import { userStreamId } from '@domain/users/user-events';
import type { PersonalDataVault } from '../event-store/personal-data-vault';
import type { EventStore } from '../event-store/port';
import { registerDelegates, type RegisterDelegateInput } from '../registrations/registration-commands';
import { inviteUsers, type Invitation } from '../users/invite-user';

export type ActionablePlan = Extract<RowPlan, { outcome: 'linked' | 'created' | 'needs-review' }>;

export interface RowEnvironment {
  store: EventStore;
  vault: PersonalDataVault;
  now: () => Date;
}

export interface ImportRun {
  importId: string;
  eventId: string;
  eventName: string;
  by: string;
  /** A run started before and cut short: rows may find what it did. */
  resumed?: boolean;
}

/**
 * Refusals that belong to the row (the event is full or closed, the row's details cannot make
 * an account, no username is left for the name), not to the run: the row fails, the run goes on.
 */
const ROW_REFUSALS = new Set(['EVENT_FULL', 'REGISTRATION_CLOSED', 'VALIDATION_FAILED', 'USERNAME_TAKEN']);

const rowCommand = (run: ImportRun, row: number, step: string) => ({ commandId: `${run.importId}:${row}:${step}`, userId: run.by });

const invitedByThisRow = async (env: RowEnvironment, run: ImportRun, row: number, userId: string) => {
  const [first] = await env.store.readStream(userStreamId(userId), { maxCount: 1 });
  return first?.metadata.commandId === rowCommand(run, row, 'invite').commandId;
};

export type RowAccount = { userId: string; created: boolean } | { report: Partial<ImportRowReport> };

const refusedRow = (error: unknown): { report: Partial<ImportRowReport> } => {
  if (isDomainError(error) && error.code === 'ALREADY_REGISTERED')
    return { report: { outcome: 'linked', reason: ALREADY_REGISTERED_REASON } };
  if (isDomainError(error) && ROW_REFUSALS.has(error.code)) return { report: { outcome: 'error', reason: error.message } };
  throw error;
};

const invitationOf = (run: ImportRun, plan: ActionablePlan, schoolId: string | null): Invitation => {
  const { candidate } = plan;
  return {
    input: {
      email: candidate.email,
      role: candidate.role,
      fullName: candidate.fullName,
      schoolId,
      customSchoolName: schoolId ? null : candidate.school,
      grade: candidate.grade,
      phone: candidate.phone,
      gender: candidate.gender,
      invitedFor: { eventId: run.eventId, eventName: run.eventName },
      by: run.by,
    },
    context: rowCommand(run, plan.row, 'invite'),
  };
};

/**
 * The rows' people, in their order: each linked account, or a new one invited (an account
 * without a password, an invitation email), the new people of the group invited together (see
 * inviteUsers). Each invitation's command id comes from the import and the row, so doing the
 * rows again, after a crash, invites nobody twice; a resumed run recognises the accounts it
 * invited before and still counts them as new.
 */
export const accountsOfRows = async (
  env: RowEnvironment,
  run: ImportRun,
  rows: ReadonlyArray<{ plan: ActionablePlan; choice?: { schoolId?: string; userId?: string } }>,
): Promise<RowAccount[]> => {
  const toInvite = rows.flatMap(({ plan, choice = {} }, index) => {
    const linked = choice.userId ?? (plan.outcome === 'linked' ? plan.userId : null);
    return linked === null
      ? [{ index, invitation: invitationOf(run, plan, choice.schoolId ?? (plan.outcome === 'created' ? plan.schoolId : null)) }]
      : [];
  });
  const invited = await inviteUsers(
    { store: env.store, vault: env.vault, now: env.now() },
    toInvite.map(({ invitation }) => invitation),
  );
  const invitedAt = new Map(toInvite.map(({ index }, position) => [index, invited[position]!]));
  return Promise.all(
    rows.map(async ({ plan, choice = {} }, index): Promise<RowAccount> => {
      const outcome = invitedAt.get(index);
      if (!outcome) {
        const linked = (choice.userId ?? (plan.outcome === 'linked' ? plan.userId : null))!;
        return { userId: linked, created: run.resumed === true && (await invitedByThisRow(env, run, plan.row, linked)) };
      }
      if (outcome.status === 'rejected') return refusedRow(outcome.reason);
      return { userId: outcome.value.userId, created: outcome.value.created };
    }),
  );
};

const registrationOf = (run: ImportRun, plan: ActionablePlan, userId: string): RegisterDelegateInput => {
  const { candidate } = plan;
  const teacher = candidate.role === 'teacher';
  return {
    eventId: run.eventId,
    userId,
    role: candidate.role,
    munExperience: teacher ? 0 : candidate.munExperience,
    prefCommitteeIds: teacher ? [null, null, null] : plan.prefCommitteeIds,
    personal: {
      foodPreference: candidate.foodPref,
      foodAllergies: candidate.foodAllergies,
      emergencyName: candidate.emergencyName,
      emergencyPhone: candidate.emergencyPhone,
    },
  };
};

/**
 * Rows whose people are known, registered in one append as self-registrations would be (seats
 * and one registration per person hold the same). The command id names the group, which the
 * run forms the same way each time, so a group done before is found, not done again.
 */
export const registerRows = async (
  env: RowEnvironment,
  run: ImportRun,
  group: number,
  rows: ReadonlyArray<{ plan: ActionablePlan; account: { userId: string; created: boolean } }>,
) => {
  const { registered, refused, position } = await registerDelegates(
    { store: env.store, vault: env.vault, now: env.now() },
    rows.map(({ plan, account }) => registrationOf(run, plan, account.userId)),
    { commandId: `${run.importId}:register:${group}`, userId: run.by },
  );
  const reports = rows.map(({ account }): Partial<ImportRowReport> => {
    if (registered.has(account.userId)) return { outcome: account.created ? 'created' : 'linked' };
    const refusal = refused.get(account.userId);
    return refusal ? refusedRow(refusal).report : { outcome: 'linked', reason: ALREADY_REGISTERED_REASON };
  });
  return { reports, position };
};

/** One row carried out on its own (a review decision): its person, then their registration. */
export const registerRow = async (
  env: RowEnvironment,
  run: ImportRun,
  plan: ActionablePlan,
  choice: { schoolId?: string; userId?: string } = {},
) => {
  const [account] = await accountsOfRows(env, run, [{ plan, choice }]);
  if ('report' in account!) return { report: account.report, position: null };
  const { reports, position } = await registerRows(env, { ...run, importId: `${run.importId}:${plan.row}` }, 0, [
    { plan, account: account! },
  ]);
  return { report: reports[0]!, position };
};
