import type { Position } from '../../../commands/event-store/port';
import { organiserErrors } from '@domain/organisers/organiser';
import { findOrganiser, organisersListProjection } from '../../../projections/organisers/organisers-list';
import { userAccountsProjection } from '../../../projections/users/accounts-projection';
import type { AppDependencies } from '../../dependencies';
import { loadOrganiserViews, type OrganiserView } from './organiser-view';

/** What every organiser route needs: the command environment, the wait, the answer's row. */
export const organiserSupport = (deps: AppDependencies) => ({
  environment: () => ({ store: deps.store, now: deps.clock() }),
  /** The list and the session's organiser id both show the write before the route answers. */
  settle: async (position: Position | null) => {
    if (!position) return;
    await deps.readModels.waitFor(position, {
      projections: [organisersListProjection.name, userAccountsProjection.name],
      timeoutMs: deps.config.PROJECTION_WAIT_MS,
    });
  },
  viewOf: async (organiserId: string): Promise<OrganiserView> => {
    const row = await findOrganiser(deps.db, organiserId);
    const [view] = row ? await loadOrganiserViews(deps.db, [row]) : [];
    if (!view) throw organiserErrors.notFound();
    return view;
  },
});
