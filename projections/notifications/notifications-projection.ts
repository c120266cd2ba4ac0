import { createHash } from 'node:crypto';
import { sql } from 'slonik';
import { NOTIFICATION_TTL_MS } from '@domain/notifications/notification';
import { planNotifications, type PlannedNotification } from '@domain/notifications/notification-plan';
import { notifyingEventTypes, parseNotifyingEvent } from '@domain/notifications/notifying-events';
import { parseRosterEvent } from '@domain/registrations/roster';
import type { RecordedEvent } from '../../commands/event-store/port';
import { lenient } from '../runtime/lenient-parse';
import type { Projection } from '../runtime/projection';
import { BatchFacts, factEventTypes } from './notification-facts';
import { loadFacts, saveFacts } from './notification-facts-store';
import { createNotificationTables, NOTIFICATIONS, notificationTables, tableIn } from './notification-tables';

const notifying = lenient(parseNotifyingEvent);
const roster = lenient(parseRosterEvent);

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

const notificationColumns = ['text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'timestamptz', 'text'] as const;

const rowsOf = (recorded: RecordedEvent, planned: readonly PlannedNotification[]) =>
  planned.map((n, index) => [
    notificationIdOf(recorded.id, n.kind, n.userId),
    n.userId,
    seqOf(recorded.position, index),
    n.kind,
    n.message,
    n.eventId,
    n.eventDescription,
    n.targetUserId ?? null,
    recorded.createdAt.toISOString(),
    recorded.id,
  ]);

/**
 * A batch at once: the facts it names are loaded in a few queries, brought forward event by
 * event in memory, and written back with the notifications in a few statements, so the cost
 * of a batch hardly grows with its size.
 */
const handleBatch: NonNullable<Projection['handleBatch']> = async (tx, events, schema) => {
  const facts = new BatchFacts(await loadFacts(tx, schema, events));
  const rows: Array<Array<string | null>> = [];
  for (const recorded of events) {
    const event = notifying(recorded);
    if (!event) {
      facts.learnFact(recorded);
      // A delegate registering or leaving tells nobody but their school's advisors.
      const rosterEvent = roster(recorded);
      if (rosterEvent) rows.push(...rowsOf(recorded, planNotifications(rosterEvent, facts.contextFor(rosterEvent))));
      continue;
    }
    facts.learnFromNotifying(event);
    rows.push(...rowsOf(recorded, planNotifications(event, facts.contextFor(event))));
  }
  await saveFacts(tx, schema, facts.facts, facts.changes);
  // Kept for a day (spec §9), measured in the log's own time (its latest event so far), so that a
  // rebuild keeps exactly what the live model keeps; reads also leave out what is older by the clock.
  const latest = Math.max(...events.map((event) => event.createdAt.getTime()));
  const horizon = new Date(latest - NOTIFICATION_TTL_MS).toISOString();
  const kept = rows.filter((row) => !facts.changes.erased.has(row[1]!) && row[8]! >= horizon);
  const notifications = tableIn(schema, 'notifications');
  await tx.query(
    kept.length === 0
      ? sql.unsafe`DELETE FROM ${notifications} WHERE created_at < ${horizon}`
      : sql.unsafe`
        WITH expired AS (DELETE FROM ${notifications} WHERE created_at < ${horizon})
        INSERT INTO ${notifications} (id, user_id, seq, kind, message, event_id, event_description, target_user_id, created_at, source_event_id)
        SELECT * FROM ${sql.unnest(kept, [...notificationColumns])}
        ON CONFLICT (id) DO NOTHING`,
  );
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
  handle: (tx, event, schema) => handleBatch(tx, [event], schema),
  handleBatch,
};
