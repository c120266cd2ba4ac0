import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql } from 'slonik';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { redisNotificationPublisher, userChannel, type NotificationPublisher } from '../notifications/notification-channels';
import { notificationsProjection } from '../notifications/notifications-projection';
import { conferenceStreams } from '../notifications/testing/notification-events';
import { migrateProjections } from '../runtime/migrate';
import { ProjectionRuntime } from '../runtime/projection-runtime';
import { openFixture, quietLogger, type Fixture } from '../runtime/testing/runtime-fixture';
import { notificationPushReactor } from './notification-push-reactor';

let fx: Fixture;
let redis: Redis;
let listener: Redis;
const prefix = `test:push-${randomBytes(6).toString('hex')}:`;
const [host, first, second] = ['host-user', 'delegate-1', 'delegate-2'];

beforeAll(async () => {
  fx = await openFixture();
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  listener = redis.duplicate();
});
afterAll(async () => {
  const keys = await redis?.keys(`${prefix}*`);
  if (keys?.length) await redis.del(...keys);
  listener?.disconnect();
  redis?.disconnect();
  await fx?.close();
});

it('publishes every notification exactly once while the reactor and the read model restart mid-stream and a batch fails after publishing', async () => {
  const received: string[] = [];
  listener.on('message', (_channel, message: string) => received.push((JSON.parse(message) as { data: { id: string } }).data.id));
  await listener.subscribe(...[host, first, second].map((userId) => userChannel(prefix, userId)));

  const readModel = () =>
    new ProjectionRuntime({ pool: fx.pool, store: fx.store, projections: [notificationsProjection], logger: quietLogger, batchSize: 7 });
  let notifications = readModel();
  const real = redisNotificationPublisher(redis, prefix);
  let calls = 0;
  // The fifth publish goes out and then "crashes" before the checkpoint commits: its batch is replayed.
  const faulty: NotificationPublisher = {
    publish: async (items) => {
      const sent = await real.publish(items);
      calls += 1;
      if (calls === 5) throw new Error('crash after publishing');
      return sent;
    },
  };
  const reactor = notificationPushReactor({
    publisher: faulty,
    waitFor: (position, options) => notifications.waitFor(position, options),
    screens: [],
  });
  await migrateProjections(fx.pool, [notificationsProjection, reactor]);
  const pushing = () =>
    new ProjectionRuntime({ pool: fx.pool, store: fx.store, projections: [reactor], logger: quietLogger, batchSize: 5, retryDelayMs: 20 });
  let push = pushing();
  await notifications.start();
  await push.start();

  // An organiser, an event and two registered delegates: every update then tells three people.
  const conference = conferenceStreams(fx.store, host);
  await conference.create('Restart MUN');
  await conference.register(first);
  await conference.register(second);
  const updates = 60;
  let last = await conference.update('Change 0');
  for (let n = 1; n < updates; n += 1) {
    last = await conference.update(`Change ${n}`);
    // Stop and start again part way, each at a different moment of the stream.
    if (n % 15 === 0) {
      await push.stop();
      push = pushing();
      await push.start();
    }
    if (n % 20 === 10) {
      await notifications.stop();
      notifications = readModel();
      await notifications.start();
    }
  }
  expect(await push.waitFor(last.position, { timeoutMs: 30_000 })).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await push.stop();
  await notifications.stop();

  const stored = await fx.pool.anyFirst(sql.type(z.object({ id: z.string() }))`SELECT id FROM rm_notifications.notifications ORDER BY seq`);
  // Three per update, and the organiser's own appointment.
  expect(stored).toHaveLength(updates * 3 + 1);
  expect(calls).toBeGreaterThan(5);
  expect([...received].sort()).toEqual([...stored].sort());
});
