import type { Position } from '../../../commands/event-store/port';
import { eventErrors, publicEventStatuses, type EventEditor, type EventState } from '@domain/events/event';
import { DomainError } from '@domain/shared/errors';
import { eventsListProjection } from '../../../projections/events/events-list';
import { eventViewsProjection, listEventAnswers, type EventAnswersFilter } from '../../../projections/events/event-views/event-views';
import type { EventAnswer } from '../../../projections/events/event-views/view-of';
import { auditHistoryProjection } from '../../../projections/audit/audit-history';
import { countNotified } from '../../../projections/notifications/notification-queries';
import { notificationsProjection } from '../../../projections/notifications/notifications-projection';
import { findActiveRegistration } from '../../../projections/registrations/registrations-list';
import type { AccountRow } from '../../../projections/users/accounts-projection';
import type { AppDependencies } from '../../dependencies';
import { storedEventView, type EventView } from './event-view';

/** Who edits: the account's organiser id and whether it is a super user (the decider checks the event's owner). */
export const editorOf = (account: AccountRow): EventEditor => ({
  organiserId: account.organiser_id,
  superuser: account.global_role === 'superuser',
});

/**
 * The events an account may see: super users every one; others the public statuses, their own
 * as organiser, and `registeredIds`, those they are registered for (from the registrations list,
 * written with each registration, so one just made counts at once).
 */
export const visibleTo = (account: AccountRow, registeredIds: readonly string[]): EventAnswersFilter =>
  account.global_role === 'superuser'
    ? { kind: 'all' }
    : { kind: 'visible', statuses: publicEventStatuses, organiserId: account.organiser_id, registeredIds };

/** What every event route needs: the command environment, the wait, the visibility rule, the answer's view. */
export const eventSupport = (deps: AppDependencies) => ({
  environment: () => ({ store: deps.store, now: deps.clock() }),
  /** The lists (the events screens read event_views) and the audit trail show the write before the route answers. */
  settle: async (position: Position | null) => {
    if (!position) return;
    await deps.readModels.waitFor(position, {
      projections: [eventsListProjection.name, eventViewsProjection.name, auditHistoryProjection.name],
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
  /** The event's answer if this account may see it; otherwise 404, so a hidden event is not even confirmed to exist. */
  visibleEvent: async (account: AccountRow, id: string): Promise<EventAnswer> => {
    const registered = account.global_role !== 'superuser' && (await findActiveRegistration(deps.db, id, account.id)) !== null;
    const [answer] = await listEventAnswers(deps.db, visibleTo(account, registered ? [id] : []), id);
    if (!answer) throw eventErrors.notFound();
    return answer;
  },
  /** A write's answer: the event as the write left it in its stream (see storedEventView), not read again. */
  storedViewOf: (state: EventState): Promise<EventView> => storedEventView(deps.db, state, deps.clock()),
  /** An organiser acts only under their own organiser id (super users, where allowed, under any). */
  assertOwnOrganiserId: (account: AccountRow, organiserId: string, options: { superuserToo: boolean }) => {
    if (options.superuserToo && account.global_role === 'superuser') return;
    if (account.organiser_id !== organiserId) {
      throw new DomainError('forbidden', 'NOT_YOUR_ORGANISER_ID', 'You can only act as the organiser you are');
    }
  },
});
