import { loadUser } from '../../../commands/users/load-user';
import { userErrors, userStreamId } from '@domain/users/user';
import { auditHistoryProjection } from '../../../projections/audit/audit-history';
import { organiserViewsProjection } from '../../../projections/organisers/organiser-views/organiser-views';
import { findUserForAdmin, listUsersForAdmin, usersAdminListProjection } from '../../../projections/users/users-admin-list';
import type { AppDependencies } from '../../dependencies';

/** The super user's Users and Superusers lists, as the contract's rows (dates as ISO text). */
export const adminUsers = async (deps: AppDependencies, filters?: Parameters<typeof listUsersForAdmin>[1]) =>
  (await listUsersForAdmin(deps.db, filters)).map((user) => ({ ...user, created_at: user.created_at.toISOString() }));

/** Waits until the user read models show a write, so the list the screen reloads has it. */
export const waitForUsers = async (deps: AppDependencies, position: string | null) => {
  if (!position) return;
  await deps.readModels.waitFor(position, {
    projections: [
      'user_accounts',
      'user_profiles',
      usersAdminListProjection.name,
      auditHistoryProjection.name,
      organiserViewsProjection.name,
    ],
    timeoutMs: deps.config.PROJECTION_WAIT_MS,
  });
};

/**
 * A super user's write on an account answers with the account's row, its status, roles and
 * verification as the user's own stream holds them now: a list still catching up can neither
 * deny the write nor show it stale. The rest of the row (names, school) is the list's; an
 * account the list does not hold yet shows only what its stream holds.
 */
export const storedAdminUser = async (deps: AppDependencies, userId: string) => {
  const [state, listed] = await Promise.all([loadUser(deps.store, userId), findUserForAdmin(deps.db, userId)]);
  if (state.status !== 'registered' || state.accountStatus === 'deleted') throw userErrors.notFound();
  const stored = {
    role: state.role,
    global_role: state.globalRole,
    status: state.accountStatus,
    email_verified: state.emailVerified,
    hasProfile: state.hasProfile,
  };
  if (listed) return { ...listed, ...stored, created_at: listed.created_at.toISOString() };
  const [registered] = await deps.store.readStream(userStreamId(userId), { maxCount: 1 });
  const at = registered?.data.at;
  return {
    id: userId,
    email: null,
    organiserId: null,
    fullname: null,
    username: null,
    school: null,
    grade: null,
    years_of_experience: null,
    ...stored,
    created_at: typeof at === 'string' ? at : (registered?.createdAt ?? deps.clock()).toISOString(),
  };
};
