import { auditHistoryProjection } from '../../../projections/audit/audit-history';
import { organiserViewsProjection } from '../../../projections/organisers/organiser-views/organiser-views';
import { listUsersForAdmin, usersAdminListProjection } from '../../../projections/users/users-admin-list';
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
