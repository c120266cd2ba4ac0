import { delegateAllocationsProjection } from '../allocation/delegate-allocations';
import { delegationViewsProjection } from '../delegations/delegation-views';
import { eventsListProjection } from '../events/events-list';
import { eventViewsProjection } from '../events/event-views/event-views';
import { organisersListProjection } from '../organisers/organisers-list';
import { registrationsListProjection } from '../registrations/registrations-list';
import { waitingListsProjection } from '../registrations/waiting-lists';
import type { Projection } from '../runtime/projection';
import { userAccountsProjection } from '../users/accounts-projection';
import { eventCommitteesListProjection } from '../workspace/event-committees-list';
import { eventDashboardProjection } from '../workspace/event-dashboard';
import { eventLeadersListProjection } from '../workspace/event-leaders-list';
import type { JobQueue } from './email-queue';
import { invitationEmailReactor } from './invitation-email-reactor';
import { notificationPushReactor, type NotificationPushOptions } from './notification-push-reactor';
import { outboxErasureReactor } from './outbox-erasure-reactor';
import { promotionEmailReactor } from './promotion-email-reactor';
import { verificationEmailReactor } from './verification-email-reactor';

export interface ReactorDependencies {
  emailQueue: JobQueue;
  /** Where notifications are published and how to wait for read models (omitted: no push). */
  notifications?: Omit<NotificationPushOptions, 'screens' | 'clock'>;
  clock?: () => Date;
}

/** What the web app reloads when a notification arrives: published after these have caught up. */
export const screenReadModels: readonly string[] = [
  eventsListProjection,
  registrationsListProjection,
  eventLeadersListProjection,
  eventCommitteesListProjection,
  eventDashboardProjection,
  organisersListProjection,
  userAccountsProjection,
  // The delegate page's seat, reloaded when a seat is published.
  delegateAllocationsProjection,
  // The registration page's place on the waiting list, reloaded when a seat comes to them.
  waitingListsProjection,
  // An advisor's delegation page, reloaded when a delegate of the school registers, leaves or is seated.
  delegationViewsProjection,
  // The events screens (what an event shows, its seats left), reloaded when an event changes.
  eventViewsProjection,
].map((projection) => projection.name);

/**
 * Every reactor, run by their own ProjectionRuntime in processes with ROLE all or worker.
 * Not in read-models.ts: rebuild and check are for read models, and rebuilding a reactor
 * would only replay side effects. A factory rather than a list because reactors hold the
 * queues they feed, which only ops/ can build (projections/ may not import workers/).
 */
export const createReactors = (deps: ReactorDependencies): readonly Projection[] => [
  verificationEmailReactor({ queue: deps.emailQueue, clock: deps.clock }),
  invitationEmailReactor({ queue: deps.emailQueue, clock: deps.clock }),
  outboxErasureReactor({ queue: deps.emailQueue }),
  promotionEmailReactor({ queue: deps.emailQueue, clock: deps.clock }),
  ...(deps.notifications ? [notificationPushReactor({ ...deps.notifications, screens: screenReadModels, clock: deps.clock })] : []),
];

export * from './email-queue';
