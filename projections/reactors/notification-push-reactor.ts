import { NOTIFICATION_TTL_MS } from '@domain/notifications/notification';
import { notifyingEventTypes } from '@domain/notifications/notifying-events';
import type { Position } from '../../commands/event-store/port';
import type { NotificationPublisher } from '../notifications/notification-channels';
import { notificationsBetween, toNotification } from '../notifications/notification-queries';
import { NOTIFICATIONS } from '../notifications/notification-tables';
import type { Projection } from '../runtime/projection';

export const NOTIFICATION_PUSH = 'reactor_notification_push';

/** Notifications read and published per round trip. */
const PAGE = 1_000;

export interface NotificationPushOptions {
  publisher: NotificationPublisher;
  /** Resolves true once the named read models have caught up to the position, false after the timeout. */
  waitFor(position: Position, options: { projections: string[]; timeoutMs: number }): Promise<boolean>;
  /** The read models the screens reload when a notification arrives. */
  screens: readonly string[];
  clock?: () => Date;
  /** How long the notifications read model may take before the batch fails and is retried. Default 10 s. */
  readModelTimeoutMs?: number;
  /** How long a notification waits for the screens' read models. Default 2 s. */
  screensTimeoutMs?: number;
}

/**
 * Publishes the notifications the `notifications` read model stored for each event, on the
 * recipients' Redis channels. A projection without tables (like the email reactors): its
 * checkpoint commits after the publish, so a crash in between replays the batch, and Redis
 * publishes each notification once whatever the replays (notification-channels.ts). It never
 * skips an event: it waits for the read model to hold the batch's notifications, and a wait
 * that times out fails the batch, which the runtime retries.
 */
export const notificationPushReactor = (options: NotificationPushOptions): Projection => {
  const clock = options.clock ?? (() => new Date());
  const screens = options.screens.filter((name) => name !== NOTIFICATIONS);
  // A screen's read model that is rebuilding or failing must not hold every notification up.
  let screensSlowUntil = 0;

  const handleBatch: NonNullable<Projection['handleBatch']> = async (tx, events) => {
    const from = events[0]!.position;
    const to = events.at(-1)!.position;
    const stored = await options.waitFor(to, { projections: [NOTIFICATIONS], timeoutMs: options.readModelTimeoutMs ?? 10_000 });
    if (!stored) throw new Error(`the ${NOTIFICATIONS} read model has not reached ${to} yet`);
    // Sent once the screens can show the change, so that the reload a notification causes finds it.
    if (screens.length > 0 && Date.now() >= screensSlowUntil) {
      const shown = await options.waitFor(to, { projections: [...screens], timeoutMs: options.screensTimeoutMs ?? 2_000 });
      if (!shown) screensSlowUntil = Date.now() + 30_000;
    }
    const horizon = clock().getTime() - NOTIFICATION_TTL_MS;
    for (let after: string | null = null; ;) {
      const rows = await notificationsBetween(tx, { from, to, after, limit: PAGE });
      const fresh = rows.filter((row) => row.created_at.getTime() > horizon);
      if (fresh.length > 0)
        await options.publisher.publish(fresh.map((row) => ({ userId: row.user_id, notification: toNotification(row) })));
      if (rows.length < PAGE) return;
      after = rows.at(-1)!.seq;
    }
  };

  return {
    name: NOTIFICATION_PUSH,
    filter: { eventTypes: notifyingEventTypes },
    tables: [],
    migrate: async () => {},
    handle: (tx, event, schema) => handleBatch(tx, [event], schema),
    handleBatch,
  };
};
