import { createHash } from 'node:crypto';
import { sql } from 'slonik';
import { NOTIFICATION_TTL_MS } from '../../domain/notifications/notification';
import { planNotifications, type PlannedNotification } from '../../domain/notifications/notification-plan';
import { notifyingEventTypes, parseNotifyingEvent } from '../../domain/notifications/notifying-events';
import type { RecordedEvent } from '../../commands/event-store/port';
import { lenient } from '../runtime/lenient-parse';
import type { Projection } from '../runtime/projection';
import { factEventTypes, learnFacts, learnFromNotifying, planContextOf } from './notification-facts';
import { createNotificationTables, NOTIFICATIONS, notificationTables, tableIn } from './notification-tables';

const notifying = lenient(parseNotifyingEvent);

/**
 * The same stored event and recipient always give the same id, so a batch replayed after a
 * crash (or a rebuild) stores nothing twice and a client that sees it again knows it.
 */
export const notificationIdOf = (sourceEventId: string, kind: string, userId: string): string => {
  const hex = createHash('sha256').update(`${sourceEventId}\u0000${kind}\u0000${userId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** Orders a user's notifications as the log ordered their causes; positions compare as plain strings. */
const seqOf = (position: string, index: number) => `${position}:${String(index).padStart(5, '0')}`;

const store = async (tx: Parameters<Projection['handle']>[0], schema: string, recorded: RecordedEvent, planned: PlannedNotification[]) => {
  const at = recorded.createdAt.toISOString();
  const rows = planned.map((n, index) => [
    notificationIdOf(recorded.id, n.kind, n.userId),
    n.userId,
    seqOf(recorded.position, index),
    n.kind,
    n.message,
    n.eventId,
    n.eventDescription,
    n.targetUserId ?? null,
    at,
    recorded.id,
  ]);
  await tx.query(sql.unsafe`
    INSERT INTO ${tableIn(schema, 'notifications')} (id, user_id, seq, kind, message, event_id, event_description, target_user_id, created_at, source_event_id)
    SELECT * FROM ${sql.unnest(rows, ['text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'timestamptz', 'text'])}
    ON CONFLICT (id) DO NOTHING`);
  // Kept for a day (spec §9), measured in the log's own time so that a rebuild keeps exactly
  // what the live model keeps; reads also leave out what is older than a day by the clock.
  const horizon = new Date(recorded.createdAt.getTime() - NOTIFICATION_TTL_MS).toISOString();
  await tx.query(sql.unsafe`DELETE FROM ${tableIn(schema, 'notifications')} WHERE created_at < ${horizon}`);
};

/**
 * Turns stored events into notifications addressed to the people they concern (see
 * domain/notifications/notification-plan.ts), kept per user for a day. A read model like any
 * other: rebuildable and checkable, and it sends nothing itself; the notifications push
 * reactor (projections/reactors) publishes each row once it is committed.
 */
export const notificationsProjection: Projection = {
  name: NOTIFICATIONS,
  filter: { eventTypes: [...new Set([...notifyingEventTypes, ...factEventTypes])] },
  tables: notificationTables,
  migrate: createNotificationTables,
  handle: async (tx, recorded, schema) => {
    const event = notifying(recorded);
    if (!event) {
      await learnFacts(tx, schema, recorded);
      return;
    }
    await learnFromNotifying(tx, schema, event);
    const planned = planNotifications(event, await planContextOf(tx, schema, event));
    if (planned.length > 0) await store(tx, schema, recorded, planned);
  },
};
