import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../api/config';
import { runEventCommand } from '../commands/events/event-commands';
import { registerUser } from '../commands/users/register-user';
import { addDays, uaeDateOf } from '@domain/events/event-dates';
import { NOTIFICATION_PUSH } from '../projections/reactors/notification-push-reactor';
import { createFreshDatabase, type FreshDatabase } from '../test/support/fresh-database';
import { startSystem, type System } from './system';

/**
 * A scaled deployment's roles in processes of their own, here two systems on one database: one
 * runs the projectors (ROLE=projector), the other the reactors and workers (ROLE=worker). The
 * worker's reactors must keep up with events whose side effects wait for read models another
 * process keeps.
 */
let database: FreshDatabase;
let projector: System;
let worker: System;

beforeAll(async () => {
  database = await createFreshDatabase('roles');
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    REDIS_PREFIX: `test:${database.name}:`,
    ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
  };
  projector = await startSystem(loadConfig({ ...env, ROLE: 'projector' }), { logger: false });
  worker = await startSystem(loadConfig({ ...env, ROLE: 'worker' }), { logger: false });
});
afterAll(async () => {
  await worker?.close();
  await projector?.close();
  await database?.drop();
});

it('a worker process pushes the notifications of an event once the projector process has stored them', async () => {
  const { store, vault } = projector.deps;
  const system = { commandId: randomUUID(), userId: null };
  // A super user to be told of the new event.
  await registerUser(
    { store, vault, now: new Date() },
    {
      email: `admin-${randomUUID().slice(0, 8)}@gmail.com`,
      password: 'secret-pass',
      role: 'teacher',
      globalRole: 'superuser',
      emailVerified: true,
    },
    { commandId: randomUUID(), userId: null },
  );
  const eventId = randomUUID();
  const today = uaeDateOf(new Date());
  const created = await runEventCommand(
    store,
    eventId,
    {
      type: 'CreateEvent',
      eventId,
      organiserId: randomUUID(),
      details: {
        name: 'Split MUN',
        description: 'Roles apart',
        startDate: addDays(today, 10),
        endDate: addDays(today, 11),
        numberOfSeats: 10,
        feesPerDelegate: 0,
        website: 'https://split.example.org',
        instagram: '@split',
      },
      images: { coverImage: '/uploads/none.png', logoImage: '/uploads/none.png' },
      place: { schoolId: 'school', localityId: null },
      by: 'organiser',
      at: new Date().toISOString(),
    },
    system,
  );
  expect(await worker.reactors!.waitFor(created.position!, { projections: [NOTIFICATION_PUSH], timeoutMs: 20_000 })).toBe(true);
  expect((await worker.reactors!.status()).find((status) => status.name === NOTIFICATION_PUSH)?.lastError).toBeNull();
}, 60_000);
