import type { PersonalDataVault } from '../event-store/personal-data-vault';
import type { EventStore } from '../event-store/port';
import { registerDelegate } from '../registrations/registration-commands';
import { inviteUser } from '../users/invite-user';
import type { RowPlan } from '../../domain/imports/plan';
import { userStreamId } from '../../domain/users/user-events';
import { ALREADY_REGISTERED_REASON, type ImportRowReport } from '../../domain/imports/report';
import { isDomainError } from '../../domain/shared/errors';

type Actionable = Extract<RowPlan, { outcome: 'linked' | 'created' | 'needs-review' }>;

export interface RowEnvironment {
  store: EventStore;
  vault: PersonalDataVault;
  now: () => Date;
}

const invitedByThisRow = async (env: RowEnvironment, userId: string, commandId: string) => {
  const [first] = await env.store.readStream(userStreamId(userId), { maxCount: 1 });
  return first?.metadata.commandId === commandId;
};

/** Codes of refusals that belong to the row (the event is full or closed), not to the run. */
const ROW_REFUSALS = new Set(['EVENT_FULL', 'REGISTRATION_CLOSED']);

/**
 * One row carried out: a new person invited (an account without a password, an invitation
 * email), then registered for the event like a self-registration (seats and one registration
 * per person hold the same). Command ids come from the import and the row, so doing a row
 * again, after a crash, changes nothing.
 */
export const registerRow = async (
  env: RowEnvironment,
  run: { importId: string; eventId: string; eventName: string; by: string; resumed?: boolean },
  plan: Actionable,
  choice: { schoolId?: string; userId?: string } = {},
): Promise<{ report: Partial<ImportRowReport>; position: string | null }> => {
  const { candidate } = plan;
  const now = env.now();
  const context = (step: string) => ({ commandId: `${run.importId}:${plan.row}:${step}`, userId: run.by });
  let userId = choice.userId ?? (plan.outcome === 'linked' ? plan.userId : null);
  // A row done by an earlier, interrupted run of this import finds the account it invited
  // then: it is still the import's new account, not one that was there before.
  let created = plan.outcome === 'linked' && run.resumed === true && (await invitedByThisRow(env, plan.userId, context('invite').commandId));
  if (userId === null) {
    const schoolId = choice.schoolId ?? (plan.outcome === 'created' ? plan.schoolId : null);
    const invited = await inviteUser(
      { store: env.store, vault: env.vault, now },
      {
        email: candidate.email,
        role: candidate.role,
        fullName: candidate.fullName,
        schoolId,
        customSchoolName: schoolId ? null : candidate.school,
        grade: candidate.grade,
        phone: candidate.phone,
        invitedFor: { eventId: run.eventId, eventName: run.eventName },
        by: run.by,
      },
      context('invite'),
    );
    userId = invited.userId;
    created = invited.created;
  }
  const teacher = candidate.role === 'teacher';
  try {
    const registered = await registerDelegate(
      { store: env.store, vault: env.vault, now },
      {
        eventId: run.eventId,
        userId,
        role: candidate.role,
        munExperience: teacher ? 0 : candidate.munExperience,
        prefCommitteeIds: teacher ? [null, null, null] : plan.prefCommitteeIds,
        personal: { foodPreference: candidate.foodPref, foodAllergies: candidate.foodAllergies, emergencyName: candidate.emergencyName, emergencyPhone: candidate.emergencyPhone },
      },
      context('register'),
    );
    return { report: { outcome: created || plan.outcome === 'created' ? 'created' : 'linked' }, position: registered.position };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.code === 'ALREADY_REGISTERED') return { report: { outcome: 'linked', reason: ALREADY_REGISTERED_REASON }, position: null };
    if (ROW_REFUSALS.has(error.code)) return { report: { outcome: 'error', reason: error.message }, position: null };
    throw error;
  }
};
