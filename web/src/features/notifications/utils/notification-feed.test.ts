import { describe, expect, it } from 'vitest';
import type { Notification } from '@domain/notifications/notification';
import { addNotifications, dropExpired, emptyFeed, markAllRead, unreadCount, type Feed } from './notification-feed';

const now = Date.parse('2026-11-25T10:00:00.000Z');
let serial = 0;
const notification = (overrides: Partial<Notification> = {}): Notification => {
  serial += 1;
  return {
    id: `n-${serial}`,
    type: 'event_updated_for_registered_users',
    message: `Message ${serial}`,
    timestamp: new Date(now - 60_000).toISOString(),
    eventId: 'e1',
    eventDescription: 'Three days of debate',
    cursor: `p-${String(serial).padStart(4, '0')}`,
    ...overrides,
  };
};
const add = (feed: Feed, ...incoming: Notification[]) => addNotifications(feed, incoming, { userId: 'me', now });

describe('the bell list', () => {
  it('adds unread notifications newest first and moves the cursor past them', () => {
    const older = notification({ timestamp: new Date(now - 120_000).toISOString() });
    const newer = notification();
    const { feed, added } = add(emptyFeed, older, newer);
    expect(feed.items.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(added.every((item) => !item.read)).toBe(true);
    expect(unreadCount(feed)).toBe(2);
    expect(feed.cursor).toBe(newer.cursor);
  });

  it('ignores the same notification twice, and the same message about the same event within a second', () => {
    const first = notification({ message: 'Same words' });
    const echo = notification({ message: 'Same words', timestamp: new Date(Date.parse(first.timestamp) + 900).toISOString() });
    const later = notification({ message: 'Same words', timestamp: new Date(Date.parse(first.timestamp) + 1_000).toISOString() });
    const otherEvent = notification({ message: 'Same words', eventId: 'e2', timestamp: first.timestamp });
    const { feed } = add(add(emptyFeed, first).feed, first, echo, later, otherEvent);
    expect(feed.items.map((item) => item.id).sort()).toEqual([first.id, later.id, otherEvent.id].sort());
    expect(feed.cursor).toBe(otherEvent.cursor);
  });

  it('shows a leadership-role notification only to its target', () => {
    const mine = notification({ type: 'leadership_role_assigned', targetUserId: 'me' });
    const theirs = notification({ type: 'leadership_role_assigned', targetUserId: 'someone-else' });
    const untargeted = notification({ type: 'leadership_role_created' });
    const { feed } = add(emptyFeed, mine, theirs, untargeted);
    expect(feed.items.map((item) => item.id).sort()).toEqual([mine.id, untargeted.id].sort());
    // Seen all the same: the cursor is past it.
    expect(feed.cursor).toBe(untargeted.cursor);
  });

  it('drops what is older than a day, on arrival and when checked', () => {
    const stale = notification({ timestamp: new Date(now - 25 * 3_600_000).toISOString() });
    expect(add(emptyFeed, stale).feed.items).toEqual([]);
    const { feed } = add(emptyFeed, notification({ timestamp: new Date(now - 23 * 3_600_000).toISOString() }));
    expect(dropExpired(feed, now).items).toHaveLength(1);
    expect(dropExpired(feed, now + 2 * 3_600_000).items).toEqual([]);
  });

  it('clears the list on Mark all as read and keeps the cursor', () => {
    const { feed } = add(emptyFeed, notification(), notification());
    const cleared = markAllRead(feed);
    expect(cleared.items).toEqual([]);
    expect(unreadCount(cleared)).toBe(0);
    expect(cleared.cursor).toBe(feed.cursor);
  });
});
