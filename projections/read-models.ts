import { committeesList, countriesList, leadershipRolesList } from './catalogue-lists/read-models';
import type { Projection } from './runtime/projection';
import { userAccountsProjection } from './users/accounts-projection';

/** Every read model the system maintains; the runtime, rebuild and check work over this list. */
export const allProjections: readonly Projection[] = [
  leadershipRolesList.projection,
  committeesList.projection,
  countriesList.projection,
  userAccountsProjection,
];
