import { rm } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../test/support/fresh-database';
import { runScript } from '../test/support/server-process';

let database: FreshDatabase;
let env: Record<string, string>;
beforeAll(async () => {
  database = await createFreshDatabase('demo');
  env = { DATABASE_URL: database.url, REDIS_PREFIX: `test:${database.name}:`, UPLOAD_DIR: `.local/test-uploads/${database.name}` };
  await runScript('ops/migrate.ts', env);
  await runScript('ops/seed.ts', env);
}, 120_000);
afterAll(async () => {
  await database?.drop();
  if (env) await rm(env.UPLOAD_DIR!, { recursive: true, force: true });
});

const eventsByStatus = async () => {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const rows = await client.query<{ name: string; status: string }>('SELECT name, status FROM rm_events_list.events ORDER BY name');
    return rows.rows.map((row) => `${row.name}: ${row.status}`);
  } finally {
    await client.end();
  }
};

it('gives a newcomer a demo organiser with three events, two approved, and adds nothing when run again', async () => {
  await runScript('ops/seed-demo.ts', env);
  const expected = ['Abu Dhabi Schools MUN: approved', 'Dubai Youth MUN: approved', 'Sharjah Junior MUN: pending'];
  expect(await eventsByStatus()).toEqual(expected);
  await runScript('ops/seed-demo.ts', env);
  expect(await eventsByStatus()).toEqual(expected);
}, 120_000);
