import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEventStore } from '../commands/event-store/create-event-store';
import type { EventStore } from '../commands/event-store/port';
import { createFreshDatabase, type FreshDatabase } from '../test/support/fresh-database';
import { seedCatalogues } from './seed-catalogues';

let database: FreshDatabase;
let store: EventStore;
const count = async (file: string) => (JSON.parse(await readFile(new URL(`./seed-data/${file}`, import.meta.url), 'utf8')) as unknown[]).length;

beforeAll(async () => {
  database = await createFreshDatabase('seed');
  store = await createEventStore({ databaseUrl: database.url });
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

it('seeds every catalogue entry once, and a second run adds nothing', async () => {
  const first = await seedCatalogues(store, new Date());
  expect(first.report).toEqual({
    leadershipRoles: await count('leadership-roles.json'),
    committees: await count('committees.json'),
    countries: await count('countries.json'),
  });
  const second = await seedCatalogues(store, new Date());
  expect(second.report).toEqual({ leadershipRoles: 0, committees: 0, countries: 0 });
  expect((await store.readStream('catalogue-countries')).length).toBe(await count('countries.json'));
});
