import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { notificationReadEventTypes, parseNotificationReadEvent } from '@domain/notifications/notification-reads';
import { lenient } from '../runtime/lenient-parse';
import { readModelSchema, type Projection } from '../runtime/projection';

/** How far each user has read their notifications (what 'Mark all as read' stored), for the socket's catch-up. */
const NAME = 'notification_reads';
const table = (schema: string) => sql.identifier([schema, 'read_marks']);
const parsed = lenient(parseNotificationReadEvent);

export const notificationReadsProjection: Projection = {
  name: NAME,
  filter: { eventTypes: [...notificationReadEventTypes] },
  tables: ['read_marks'],
  migrate: async (tx, schema) => {
    await tx.query(sql.unsafe`CREATE TABLE IF NOT EXISTS ${table(schema)} (user_id text PRIMARY KEY, up_to text COLLATE "C" NOT NULL)`);
  },
  handle: async (tx, recorded, schema) => {
    const event = parsed(recorded);
    if (!event) return;
    // Only forward, as the stream decides; a replay leaves the later mark.
    await tx.query(sql.unsafe`
      INSERT INTO ${table(schema)} (user_id, up_to) VALUES (${event.data.userId}, ${event.data.upTo})
      ON CONFLICT (user_id) DO UPDATE SET up_to = GREATEST(${table(schema)}.up_to, EXCLUDED.up_to)`);
  },
  // A batch in one statement: each user's latest mark in it (the greatest, as the column orders them) moved forward to.
  handleBatch: async (tx, recorded, schema) => {
    const events = recorded.flatMap((each) => parsed(each) ?? []);
    if (events.length === 0) return;
    const userIds = sql.array(
      events.map((event) => event.data.userId),
      'text',
    );
    const upTos = sql.array(
      events.map((event) => event.data.upTo),
      'text',
    );
    await tx.query(sql.unsafe`
      INSERT INTO ${table(schema)} (user_id, up_to)
      SELECT user_id, max(up_to COLLATE "C") FROM unnest(${userIds}, ${upTos}) AS marks(user_id, up_to) GROUP BY user_id
      ON CONFLICT (user_id) DO UPDATE SET up_to = GREATEST(${table(schema)}.up_to, EXCLUDED.up_to)`);
  },
};

/** The cursor up to which the user has read, or null. */
export const readMarkOf = async (db: CommonQueryMethods, userId: string): Promise<string | null> =>
  (
    await db.maybeOne(
      sql.type(z.object({ up_to: z.string() }))`SELECT up_to FROM ${table(readModelSchema(NAME))} WHERE user_id = ${userId}`,
    )
  )?.up_to ?? null;
