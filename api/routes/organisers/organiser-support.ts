import type { Position } from '../../../commands/event-store/port';
import { organiserViewsProjection } from '../../../projections/organisers/organiser-views/organiser-views';
import { organisersListProjection } from '../../../projections/organisers/organisers-list';
import { userAccountsProjection } from '../../../projections/users/accounts-projection';
import { usersAdminListProjection } from '../../../projections/users/users-admin-list';
import type { AppDependencies } from '../../dependencies';
import type { OrganiserView } from './organiser-view';
import { storedOrganiserView } from './stored-organiser';

/** What every organiser route needs: the command environment, the wait, the answer's row. */
export const organiserSupport = (deps: AppDependencies) => ({
  environment: () => ({ store: deps.store, now: deps.clock() }),
  /** The list and the session's organiser id both show the write before the route answers. */
  settle: async (position: Position | null) => {
    if (!position) return;
    await deps.readModels.waitFor(position, {
      projections: [
        organisersListProjection.name,
        userAccountsProjection.name,
        usersAdminListProjection.name,
        organiserViewsProjection.name,
      ],
      timeoutMs: deps.config.PROJECTION_WAIT_MS,
    });
  },
  /** A write's answer: the record as its stream holds it now (see storedOrganiserView). */
  storedViewOf: (organiserId: string): Promise<OrganiserView> => storedOrganiserView(deps.db, deps.store, organiserId),
});
