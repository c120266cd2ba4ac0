import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { checkProjection } from '../runtime/check';
import { migrateProjections } from '../runtime/migrate';
import { ProjectionRuntime } from '../runtime/projection-runtime';
import { openFixture, quietLogger, type Fixture } from '../runtime/testing/runtime-fixture';
import { missedNotifications } from './notification-queries';
import { notificationsProjection } from './notifications-projection';
import { conferenceStreams } from './testing/notification-events';

let fx: Fixture;
beforeAll(async () => {
  fx = await openFixture();
  await migrateProjections(fx.pool, [notificationsProjection]);
});
afterAll(() => fx?.close());

const project = async (position: string) => {
  const runtime = new ProjectionRuntime({ pool: fx.pool, store: fx.store, projections: [notificationsProjection], logger: quietLogger });
  await runtime.start();
  try {
    expect(await runtime.waitFor(position, { timeoutMs: 20_000 })).toBe(true);
  } finally {
    await runtime.stop();
  }
};
const rows = () =>
  fx.pool.any(sql.type(z.object({ user_id: z.string(), kind: z.string(), event_description: z.string().nullable() }))`
    SELECT user_id, kind, event_description FROM rm_notifications.notifications ORDER BY seq`);

it('addresses from what the log said before, keeps a day in log time, forgets an erased account, and rebuilds to the same rows', async () => {
  const host = `host-${randomUUID().slice(0, 6)}`;
  const conference = conferenceStreams(fx.store, host);
  await conference.create('Ledger MUN');
  await conference.register('stays');
  await conference.register('leaves');
  await conference.update('Old news');
  // That change happened two days ago, as far as the log knows.
  await fx.pool.query(
    sql.unsafe`UPDATE es.events SET created_at = now() - interval '2 days' WHERE data->'changes'->>'description' = 'Old news'`,
  );
  await conference.cancel('leaves');
  await conference.approve();
  await fx.store.appendToStream('user-erased', [
    {
      id: randomUUID(),
      type: 'UserStatusChanged',
      data: { userId: 'erased', from: 'active', to: 'flagged', by: 'admin', at: new Date().toISOString() },
    },
  ]);
  await project((await conference.update('Fresh news')).position);
  // The two-day-old change told nobody anything they can still see; the delegate who left hears nothing more.
  expect(await rows()).toEqual([
    { user_id: host, kind: 'user_status_updated', event_description: null },
    { user_id: host, kind: 'event_status_updated', event_description: 'Old news' },
    { user_id: 'erased', kind: 'user_status_updated', event_description: null },
    { user_id: host, kind: 'event_updated', event_description: 'Fresh news' },
    { user_id: 'stays', kind: 'event_updated_for_registered_users', event_description: 'Fresh news' },
  ]);
  const missed = await missedNotifications(fx.pool, { userId: 'stays', cursor: null, now: new Date(), limit: 10 });
  expect(missed.map((n) => n.message)).toEqual(["'Ledger MUN', which you are registered for, has new description."]);

  const erased = await fx.store.appendToStream('user-erased', [
    {
      id: randomUUID(),
      type: 'UserDeleted',
      data: { userId: 'erased', from: 'flagged', to: 'deleted', by: 'admin', at: new Date().toISOString() },
    },
  ]);
  await project(erased.position);
  expect((await rows()).map((row) => row.user_id)).not.toContain('erased');
  const check = await checkProjection({ pool: fx.pool, store: fx.store, projection: notificationsProjection });
  expect(check.differences.filter((difference) => difference.onlyInLiveCount + difference.onlyInRebuiltCount > 0)).toEqual([]);
  expect(check.equal).toBe(true);
});

it('tells every delegate of an update, registered in earlier batches that loaded none of them', async () => {
  const host = `host-${randomUUID().slice(0, 6)}`;
  const conference = conferenceStreams(fx.store, host);
  await conference.create('Batch MUN');
  await conference.register(`first-${host}`);
  await project((await conference.register(`second-${host}`)).position);
  await project((await conference.register(`third-${host}`)).position);
  await project((await conference.update('Later news')).position);
  const told = (await rows()).filter((row) => row.kind === 'event_updated_for_registered_users' && row.event_description === 'Later news');
  expect(told.map((row) => row.user_id).sort()).toEqual([`first-${host}`, `second-${host}`, `third-${host}`]);
});
