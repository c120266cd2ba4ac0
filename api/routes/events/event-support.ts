import type { Position } from '../../../commands/event-store/port';
import { eventErrors, publicEventStatuses, type EventEditor } from '@domain/events/event';
import { DomainError } from '@domain/shared/errors';
import { eventsListProjection, findEvent, type EventRow } from '../../../projections/events/events-list';
import { auditHistoryProjection } from '../../../projections/audit/audit-history';
import { countNotified } from '../../../projections/notifications/notification-queries';
import { notificationsProjection } from '../../../projections/notifications/notifications-projection';
import { findActiveRegistration } from '../../../projections/registrations/registrations-list';
import type { AccountRow } from '../../../projections/users/accounts-projection';
import type { AppDependencies } from '../../dependencies';
import { loadEventState } from '../../../commands/allocation/allocation-commands';
import { storedEventView, type EventView } from './event-view';

/** Who edits: the account's organiser id and whether it is a super user (the decider checks the event's owner). */
export const editorOf = (account: AccountRow): EventEditor => ({
  organiserId: account.organiser_id,
  superuser: account.global_role === 'superuser',
});

/** May this account see this event? Its organiser and super users always; others public statuses (and events they are registered for). */
const mayView = (account: AccountRow, row: EventRow) =>
  account.global_role === 'superuser' || account.organiser_id === row.organiser_id || publicEventStatuses.includes(row.status);

/** What every event route needs: the command environment, the wait, the visibility rule, the answer's view. */
export const eventSupport = (deps: AppDependencies) => ({
  environment: () => ({ store: deps.store, now: deps.clock() }),
  /** The lists and the audit trail both show the write before the route answers. */
  settle: async (position: Position | null) => {
    if (!position) return;
    await deps.readModels.waitFor(position, {
      projections: [eventsListProjection.name, auditHistoryProjection.name],
      timeoutMs: deps.config.PROJECTION_WAIT_MS,
    });
  },
  /**
   * How many registered delegates the given stored events told (their notifications are
   * stored, and on their way to every open socket of theirs); 0 when the notifications read
   * model has not caught up within the wait.
   */
  registeredUsersNotified: async (position: Position | null, eventIds: readonly string[]): Promise<number> => {
    if (!position || eventIds.length === 0) return 0;
    const stored = await deps.readModels.waitFor(position, {
      projections: [notificationsProjection.name],
      timeoutMs: deps.config.PROJECTION_WAIT_MS,
    });
    return stored ? countNotified(deps.db, eventIds, 'event_updated_for_registered_users') : 0;
  },
  /** The event if this account may see it; otherwise 404, so a hidden event is not even confirmed to exist. */
  visibleEvent: async (account: AccountRow, id: string): Promise<EventRow> => {
    const row = await findEvent(deps.db, id);
    if (!row) throw eventErrors.notFound();
    if (!mayView(account, row) && !(await findActiveRegistration(deps.db, id, account.id))) throw eventErrors.notFound();
    return row;
  },
  /** A write's answer: the event as its stream holds it now (see storedEventView). */
  storedViewOf: async (id: string): Promise<EventView> => storedEventView(deps.db, await loadEventState(deps.store, id), deps.clock()),
  /** An organiser acts only under their own organiser id (super users, where allowed, under any). */
  assertOwnOrganiserId: (account: AccountRow, organiserId: string, options: { superuserToo: boolean }) => {
    if (options.superuserToo && account.global_role === 'superuser') return;
    if (account.organiser_id !== organiserId) {
      throw new DomainError('forbidden', 'NOT_YOUR_ORGANISER_ID', 'You can only act as the organiser you are');
    }
  },
});
