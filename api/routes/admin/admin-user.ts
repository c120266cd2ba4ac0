import type { AppDependencies } from '../../dependencies';

/** A row of the super user's Users and Superusers lists, as the read model answers it. */
export { adminUserRow as adminUser } from '../../../projections/users/users-admin-list';

/** Waits until the user read models show a write, so the list the screen reloads has it. */
export const waitForUsers = async (deps: AppDependencies, position: string | null) => {
  if (!position) return;
  await deps.readModels.waitFor(position, {
    projections: ['user_accounts', 'user_profiles', 'status_history'],
    timeoutMs: deps.config.PROJECTION_WAIT_MS,
  });
};
