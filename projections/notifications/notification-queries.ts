import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { NOTIFICATION_TTL_MS, notificationKinds, type Notification, type NotificationKind } from '@domain/notifications/notification';
import { readModelSchema } from '../runtime/projection';
import { NOTIFICATIONS, tableIn } from './notification-tables';

const live = tableIn(readModelSchema(NOTIFICATIONS), 'notifications');

const notificationRow = z.object({
  id: z.string(),
  user_id: z.string(),
  seq: z.string(),
  kind: z.enum(notificationKinds),
  message: z.string(),
  event_id: z.string().nullable(),
  event_description: z.string().nullable(),
  target_user_id: z.string().nullable(),
  created_at: z.coerce.date(),
});
export type NotificationRow = z.infer<typeof notificationRow>;

const columns = sql.fragment`id, user_id, seq, kind, message, event_id, event_description, target_user_id, created_at`;

/** A stored notification as the socket sends it. */
export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.kind,
  message: row.message,
  timestamp: row.created_at.toISOString(),
  eventId: row.event_id,
  eventDescription: row.event_description,
  ...(row.target_user_id ? { targetUserId: row.target_user_id } : {}),
  cursor: row.seq,
});

/**
 * The notifications caused by the events from position `from` to `to` (inclusive), in log
 * order, a page at a time: `after` is the last seq of the previous page.
 */
export const notificationsBetween = (db: CommonQueryMethods, range: { from: string; to: string; after: string | null; limit: number }) =>
  db.any(sql.type(notificationRow)`
    SELECT ${columns} FROM ${live}
    WHERE seq >= ${range.from} AND seq < ${`${range.to};`} AND seq > ${range.after ?? ''}
    ORDER BY seq LIMIT ${range.limit}`);

/**
 * What a user has not seen yet: after their cursor (all of the last day without one), oldest
 * first, at most `limit` (the newest of them when there are more).
 */
export const missedNotifications = async (
  db: CommonQueryMethods,
  input: { userId: string; cursor: string | null; now: Date; limit: number },
): Promise<Notification[]> => {
  const since = new Date(input.now.getTime() - NOTIFICATION_TTL_MS).toISOString();
  const rows = await db.any(sql.type(notificationRow)`
    SELECT ${columns} FROM ${live}
    WHERE user_id = ${input.userId} AND seq > ${input.cursor ?? ''} AND created_at > ${since}
    ORDER BY seq DESC LIMIT ${input.limit}`);
  return rows.map(toNotification).reverse();
};

/** How many people the given stored events told, of one kind (the event update's answer). */
export const countNotified = (db: CommonQueryMethods, sourceEventIds: readonly string[], kind: NotificationKind): Promise<number> =>
  db.oneFirst(sql.type(z.object({ count: z.number() }))`
    SELECT count(DISTINCT user_id)::int AS count FROM ${live}
    WHERE source_event_id = ANY(${sql.array([...sourceEventIds], 'text')}) AND kind = ${kind}`);

/** The cursor of the user's newest notification still kept, or null when none is. */
export const newestNotificationCursor = async (db: CommonQueryMethods, userId: string): Promise<string | null> =>
  (await db.maybeOne(sql.type(z.object({ seq: z.string() }))`SELECT seq FROM ${live} WHERE user_id = ${userId} ORDER BY seq DESC LIMIT 1`))
    ?.seq ?? null;
