import type { Redis } from 'ioredis';
import type { Notification } from '@domain/notifications/notification';

/**
 * The Redis pub/sub contract between the push reactor (publisher) and the API instances
 * (subscribers), on the producer's side like the email queue's. One channel per user: an
 * API instance subscribes only to the users connected to it, so Redis sends each
 * notification only to the instances that hold a socket of its recipient, and any number
 * of instances share the sockets between them.
 */
export const userChannel = (prefix: string, userId: string) => `${prefix}notifications:user:${userId}`;

/** Remembers that a notification went out, for as long as anyone may still be sent it (a day and a margin). */
const publishedKey = (prefix: string, id: string) => `${prefix}notifications:published:${id}`;
const PUBLISHED_TTL_SECONDS = 25 * 3600;

/**
 * SET NX and PUBLISH in one script, so Redis publishes a notification at most once however
 * often the reactor replays it (a batch retried after a crash, a checkpoint reset).
 */
const PUBLISH_ONCE = `
if redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[3]) then
  redis.call('PUBLISH', ARGV[1], ARGV[2])
  return 1
end
return 0`;

export interface NotificationPublisher {
  /** Publishes each to its recipient's channel unless it was published before; resolves to how many went out. */
  publish(items: ReadonlyArray<{ userId: string; notification: Notification }>): Promise<number>;
}

type WithPublishOnce = Redis & { publishOnce(key: string, channel: string, message: string, ttl: number): Promise<number> };

export const redisNotificationPublisher = (redis: Redis, prefix: string): NotificationPublisher => {
  if (!('publishOnce' in redis)) redis.defineCommand('publishOnce', { numberOfKeys: 1, lua: PUBLISH_ONCE });
  const client = redis as WithPublishOnce;
  return {
    publish: async (items) => {
      if (items.length === 0) return 0;
      const pipeline = client.pipeline() as unknown as {
        publishOnce: (...args: unknown[]) => void;
        exec(): Promise<Array<[Error | null, unknown]> | null>;
      };
      for (const { userId, notification } of items) {
        const frame = JSON.stringify({ event: notification.type, data: notification });
        pipeline.publishOnce(publishedKey(prefix, notification.id), userChannel(prefix, userId), frame, PUBLISHED_TTL_SECONDS);
      }
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
      return results.filter(([, sent]) => sent === 1).length;
    },
  };
};
