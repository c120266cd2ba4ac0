import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEventStore } from '../commands/event-store/create-event-store';
import type { EventStore } from '../commands/event-store/port';
import { loadSchoolDirectory } from '../commands/schools/school-directory-commands';
import { createFreshDatabase, type FreshDatabase } from '../test/support/fresh-database';
import { seedCatalogues } from './seed-catalogues';
import { seedSchools } from './seed-schools';

let database: FreshDatabase;
let store: EventStore;
const seedFile = async <Row>(file: string) => JSON.parse(await readFile(new URL(`./seed-data/${file}`, import.meta.url), 'utf8')) as Row[];
const count = async (file: string) => (await seedFile<unknown>(file)).length;

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

it('seeds every locality, area and school once, and a second run adds nothing', async () => {
  const localities = await seedFile<{ areas: unknown[] }>('localities.json');
  const schools = await seedFile<unknown>('schools.json');
  const first = await seedSchools(store, new Date());
  expect(first.report).toEqual({
    localities: localities.length,
    areas: localities.reduce((sum, locality) => sum + locality.areas.length, 0),
    schools: schools.length,
  });
  const second = await seedSchools(store, new Date());
  expect(second.report).toEqual({ localities: 0, areas: 0, schools: 0 });

  const directory = await loadSchoolDirectory(store);
  expect(directory.schools.size).toBe(schools.length);
  // Every seeded school has its own code; a clash would show as a _001 suffix.
  expect([...directory.codes].filter((code) => /_\d{3}$/.test(code))).toEqual([]);
});
