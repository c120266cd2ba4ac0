import { z } from 'zod';
import { notificationSchema } from '@domain/notifications/notification';
import { emptyFeed, type Feed } from './notification-feed';

/**
 * The bell's list and cursor survive a reload in local storage, per user; logging out clears
 * all storage (spec §4), this with it.
 */
export const feedStorageKey = (userId: string) => `notifications:${userId}`;

const savedFeed = z.object({
  items: z.array(notificationSchema.extend({ read: z.boolean() })),
  cursor: z.string().nullable(),
});

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export const loadFeed = (userId: string): Feed => {
  try {
    const parsed = savedFeed.safeParse(JSON.parse(storage()?.getItem(feedStorageKey(userId)) ?? 'null'));
    return parsed.success ? parsed.data : emptyFeed;
  } catch {
    return emptyFeed;
  }
};

export const saveFeed = (userId: string, feed: Feed) => {
  try {
    storage()?.setItem(feedStorageKey(userId), JSON.stringify(feed));
  } catch {
    // Full or blocked storage: the list lives on in memory until the page reloads.
  }
};
