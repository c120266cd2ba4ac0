import { leadershipKinds, NOTIFICATION_TTL_MS, type Notification } from '@domain/notifications/notification';

/** Spec §3: a received notification, which the client marks unread. */
export interface FeedItem extends Notification {
  read: boolean;
}

/** The bell's list, newest first, and the cursor to send when the socket joins again. */
export interface Feed {
  items: FeedItem[];
  cursor: string | null;
}

export const emptyFeed: Feed = { items: [], cursor: null };

/** Spec §9: the same message about the same event less than a second apart is one notification. */
export const DUPLICATE_WINDOW_MS = 1_000;
/** The bell keeps at most this many. */
export const FEED_LIMIT = 100;

const timeOf = (notification: Pick<Notification, 'timestamp'>) => Date.parse(notification.timestamp);

/** Spec §6: a leadership-role notification is shown only to its target. */
export const isShownTo = (notification: Notification, userId: string) =>
  !leadershipKinds.includes(notification.type) || notification.targetUserId === undefined || notification.targetUserId === userId;

const isDuplicate = (items: readonly Notification[], candidate: Notification) =>
  items.some(
    (item) =>
      item.id === candidate.id ||
      (item.message === candidate.message &&
        item.eventId === candidate.eventId &&
        Math.abs(timeOf(item) - timeOf(candidate)) < DUPLICATE_WINDOW_MS),
  );

/**
 * Adds what arrived, leaving out what this user must not see, what is older than a day and
 * duplicates; the cursor moves past everything that arrived, shown or not.
 */
export const addNotifications = (feed: Feed, incoming: readonly Notification[], context: { userId: string; now: number }) => {
  const added: FeedItem[] = [];
  let { cursor } = feed;
  for (const notification of incoming) {
    if (cursor === null || notification.cursor > cursor) cursor = notification.cursor;
    if (!isShownTo(notification, context.userId) || context.now - timeOf(notification) > NOTIFICATION_TTL_MS) continue;
    if (isDuplicate(added, notification) || isDuplicate(feed.items, notification)) continue;
    added.push({ ...notification, read: false });
  }
  const items = [...added.reverse(), ...feed.items].sort((a, b) => timeOf(b) - timeOf(a)).slice(0, FEED_LIMIT);
  return { feed: { items, cursor }, added };
};

/** Spec §2: 'Mark all as read' clears the list (what was seen stays behind the cursor). */
export const markAllRead = (feed: Feed): Feed => ({ items: [], cursor: feed.cursor });

/** Spec §9: checked hourly, a notification older than a day is dropped. */
export const dropExpired = (feed: Feed, now: number): Feed => {
  const items = feed.items.filter((item) => now - timeOf(item) <= NOTIFICATION_TTL_MS);
  return items.length === feed.items.length ? feed : { ...feed, items };
};

export const unreadCount = (feed: Feed) => feed.items.filter((item) => !item.read).length;
