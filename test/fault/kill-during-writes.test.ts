import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEventStore } from '../../commands/event-store/create-event-store';
import { createDatabasePool } from '../../projections/db/pool';
import { allProjections } from '../../projections/read-models';
import { checkProjection } from '../../projections/runtime/check';
import { createFreshDatabase, type FreshDatabase } from '../support/fresh-database';
import { runScript, startServerProcess } from '../support/server-process';

let database: FreshDatabase;
let env: Record<string, string>;

beforeAll(async () => {
  database = await createFreshDatabase('fault');
  env = {
    DATABASE_URL: database.url,
    JWT_SECRET: 'fault-test-secret-fault-test-secret-0123456789',
    REDIS_PREFIX: `test:${database.name}:`,
    DEMO_SUPERUSER_EMAIL: 'fault-admin@gmail.com',
    DEMO_SUPERUSER_PASSWORD: 'fault-admin-password',
  };
  await runScript('ops/migrate.ts', env);
  await runScript('ops/seed.ts', env);
});

afterAll(async () => {
  await database?.drop();
});

const login = async (url: string) => {
  const response = await fetch(`${url}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'fault-admin@gmail.com', password: 'fault-admin-password' }),
  });
  return `Bearer ${((await response.json()) as { data: { token: string } }).data.token}`;
};

it('loses no acknowledged write when the server is killed mid-flight, and read models rebuild equal', async () => {
  const server = await startServerProcess(env);
  const authorization = await login(server.url);

  // Writers keep adding roles until the process dies under them; every 201 is a promise made.
  const acknowledged: string[] = [];
  let attempted = 0;
  const writer = async (lane: number) => {
    for (let i = 0; ; i += 1) {
      const abbr = `K${lane}-${i}`;
      attempted += 1;
      try {
        const response = await fetch(`${server.url}/api/v1/leadership-roles/add-leadership-role`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body: JSON.stringify({ abbr, leadership_role: `Killed writer ${lane}/${i}` }),
        });
        if (response.status === 201) acknowledged.push(abbr);
      } catch {
        return; // connection refused or reset: the server is gone
      }
    }
  };
  const writers = Array.from({ length: 8 }, (_, lane) => writer(lane));
  // Kill once a good number of writes were acknowledged, with many more in flight.
  for (const deadline = Date.now() + 20_000; acknowledged.length < 20 && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await server.kill();
  await Promise.all(writers);
  expect(acknowledged.length).toBeGreaterThanOrEqual(20);
  expect(attempted).toBeGreaterThan(acknowledged.length);

  const restarted = await startServerProcess(env);
  try {
    const list = (await (
      await fetch(`${restarted.url}/api/v1/leadership-roles/all-leadership-roles`, {
        headers: { authorization: await login(restarted.url) },
      })
    ).json()) as { data: Array<{ abbr: string }> };
    const present = new Set(list.data.map((role) => role.abbr));
    expect(acknowledged.filter((abbr) => !present.has(abbr))).toEqual([]);
  } finally {
    await restarted.stop();
  }

  const store = await createEventStore({ databaseUrl: database.url });
  const pool = await createDatabasePool(database.url);
  try {
    for (const projection of allProjections) {
      const result = await checkProjection({ pool, store, projection });
      expect(result.equal, `${projection.name}: ${JSON.stringify(result.differences)}`).toBe(true);
    }
  } finally {
    await store.close();
    await pool.end();
  }
}, 120_000);
