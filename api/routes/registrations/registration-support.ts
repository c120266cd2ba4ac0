import type { Position } from '../../../commands/event-store/port';
import { rosterErrors } from '@domain/registrations/roster';
import { DomainError } from '@domain/shared/errors';
import { auditHistoryProjection } from '../../../projections/audit/audit-history';
import { eventDashboardProjection } from '../../../projections/workspace/event-dashboard';
import { eventCommitteesListProjection } from '../../../projections/workspace/event-committees-list';
import { eventLeadersListProjection } from '../../../projections/workspace/event-leaders-list';
import { registrationViewsProjection } from '../../../projections/registrations/registration-views/registration-views';
import { eventCommitteeViewsProjection } from '../../../projections/workspace/event-committee-views/event-committee-views';
import { eventLeaderViewsProjection } from '../../../projections/workspace/event-leader-views/event-leader-views';
import { registrationsListProjection } from '../../../projections/registrations/registrations-list';
import { waitingListsProjection } from '../../../projections/registrations/waiting-lists';
import { findAccountById, type AccountRow } from '../../../projections/users/accounts-projection';
import type { AppDependencies } from '../../dependencies';
import { assertManagesEvent, managesEvent } from '../../lib/event-access';

const settledByDefault = [
  registrationsListProjection.name,
  auditHistoryProjection.name,
  eventDashboardProjection.name,
  eventLeadersListProjection.name,
  eventCommitteesListProjection.name,
  registrationViewsProjection.name,
  eventLeaderViewsProjection.name,
  eventCommitteeViewsProjection.name,
  // A seat freed goes to the first in line, in the same append.
  waitingListsProjection.name,
];

const notYours = () => new DomainError('forbidden', 'NOT_YOUR_REGISTRATION', 'You can only see and change your own registration');

/** What every registration route needs: the environment, the wait, and who may act on an event's delegates. */
export const registrationSupport = (deps: AppDependencies) => ({
  environment: () => ({ store: deps.store, vault: deps.vault, now: deps.clock() }),
  /**
   * The delegate lists and the audit trail show the write before the route answers, and so do
   * the leadership roles and committee chairs a leaving delegate gave up.
   */
  settle: async (position: Position | null, projections: readonly string[] = settledByDefault) => {
    if (!position) return;
    await deps.readModels.waitFor(position, { projections: [...projections], timeoutMs: deps.config.PROJECTION_WAIT_MS });
  },
  /** The event's own organiser or a super user: they see and remove its delegates. */
  managesEvent: (account: AccountRow, eventId: string) => managesEvent(deps.db, account, eventId),
  assertManagesEvent: (account: AccountRow, eventId: string) => assertManagesEvent(deps.db, account, eventId),
  /** The username a person's chair seats are named by (null without a profile). */
  usernameOf: async (userId: string) => (await findAccountById(deps.db, userId))?.username ?? null,
  notYours,
  notFound: rosterErrors.notFound,
});
