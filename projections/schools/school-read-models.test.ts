import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEventStore } from '../../commands/event-store/create-event-store';
import type { EventStore, Position } from '../../commands/event-store/port';
import type { Decider, DomainEvent } from '@domain/shared/decider';
import { LOCALITY_DIRECTORY_STREAM, parseLocalityDirectoryEvent } from '@domain/schools/locality-directory';
import { localityDirectoryDecider, type LocalityDirectoryCommand } from '@domain/schools/locality-directory-decider';
import { SCHOOL_DIRECTORY_STREAM, parseSchoolDirectoryEvent } from '@domain/schools/school-directory';
import { schoolDirectoryDecider, type SchoolDirectoryCommand } from '@domain/schools/school-directory-decider';
import { createFreshDatabase, type FreshDatabase } from '../../test/support/fresh-database';
import { createDatabasePool, type DatabasePool } from '../db/pool';
import { checkProjection } from '../runtime/check';
import { migrateProjections } from '../runtime/migrate';
import { ProjectionRuntime } from '../runtime/projection-runtime';
import { quietLogger } from '../runtime/testing/runtime-fixture';
import { areasListProjection, listAreas } from './areas-list';
import { listLocalities, listLocalitiesWithAreas, localitiesListProjection } from './localities-list';
import { findSchool, listSchools, schoolsListProjection } from './schools-list';

const projections = [localitiesListProjection, areasListProjection, schoolsListProjection];
let database: FreshDatabase;
let store: EventStore;
let pool: DatabasePool;
let runtime: ProjectionRuntime;
const stamp = { by: 'user-1', at: '2026-11-21T10:00:00.000Z' };

// Read models may not use the command handlers: decide and append by hand.
const decideAndAppend = async <State, Command, Event extends DomainEvent>(
  streamId: string,
  decider: Decider<State, Command, Event>,
  parse: (type: string, data: unknown) => Event | null,
  command: Command,
): Promise<Position> => {
  const recorded = await store.readStream(streamId);
  const state = recorded
    .map((event) => parse(event.type, event.data))
    .filter((event): event is Event => event !== null)
    .reduce(decider.evolve, decider.initialState);
  const events = decider.decide(command, state);
  const result = await store.appendToStream(
    streamId,
    events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data as Record<string, unknown> })),
  );
  return result.position;
};
const directory = (command: LocalityDirectoryCommand) =>
  decideAndAppend(LOCALITY_DIRECTORY_STREAM, localityDirectoryDecider, parseLocalityDirectoryEvent, command);
const schools = (command: SchoolDirectoryCommand) =>
  decideAndAppend(SCHOOL_DIRECTORY_STREAM, schoolDirectoryDecider, parseSchoolDirectoryEvent, command);

beforeAll(async () => {
  database = await createFreshDatabase('schools_rm');
  store = await createEventStore({ databaseUrl: database.url });
  pool = await createDatabasePool(database.url);
  await migrateProjections(pool, projections);
  runtime = new ProjectionRuntime({ pool, store, projections, logger: quietLogger });
  await runtime.start();

  await directory({ type: 'AddLocality', name: 'Dubai', code: 'DU', custom: false, ...stamp });
  await directory({ type: 'AddArea', localityId: '1', name: 'Al Barsha', code: 'BAR', ...stamp });
  await directory({ type: 'AddLocality', name: 'Kalba', custom: true, ...stamp });
  await schools({ type: 'AddCustomSchool', name: 'Kalba Model School', localityId: '2', localityCode: 'KA', ...stamp });
  // Added after the custom one, but a listed locality still comes before every custom one.
  await directory({ type: 'AddLocality', name: 'Sharjah', code: 'SHJ', custom: false, ...stamp });
  const last = await schools({
    type: 'AddSchool',
    name: 'Dubai American Academy',
    localityId: '1',
    localityCode: 'DU',
    areaId: '1',
    areaCode: 'BAR',
    ...stamp,
  });
  expect(await runtime.waitFor(last, { timeoutMs: 20_000 })).toBe(true);
});

afterAll(async () => {
  await runtime?.stop();
  await pool?.end();
  await store?.close();
  await database?.drop();
});

it('lists listed localities in the order they were added, then the custom ones', async () => {
  expect(await listLocalities(pool)).toEqual([
    { id: '1', code: 'DU', name: 'Dubai', custom: false },
    { id: '3', code: 'SHJ', name: 'Sharjah', custom: false },
    { id: '2', code: 'KA', name: 'Kalba', custom: true },
  ]);
  const withAreas = await listLocalitiesWithAreas(pool);
  expect(withAreas[0]?.areas).toEqual([{ id: '1', code: 'BAR', name: 'Al Barsha', locality_id: '1', status: 'Active' }]);
  expect(withAreas[1]?.areas).toEqual([]);
});

it('lists areas and schools with their locality and area', async () => {
  expect(await listAreas(pool)).toEqual([{ id: '1', code: 'BAR', name: 'Al Barsha', locality_id: '1', status: 'Active' }]);
  const schools = await listSchools(pool);
  expect(schools.map((s) => [s.id, s.code, s.status])).toEqual([
    ['1', 'KA_KMA', 'Unlisted'],
    ['2', 'DU_AME_BAR', 'Active'],
  ]);
  expect(await findSchool(pool, '2')).toEqual({
    id: '2',
    code: 'DU_AME_BAR',
    name: 'Dubai American Academy',
    locality_id: '1',
    area_id: '1',
    locality: { id: '1', code: 'DU', name: 'Dubai' },
    area: { id: '1', code: 'BAR', name: 'Al Barsha', status: 'Active' },
    status: 'Active',
  });
});

it('finds a school merged twice as the school at the end of its merges, and a deleted one as nothing', async () => {
  const added = (name: string) =>
    schools({ type: 'AddSchool', name, localityId: '1', localityCode: 'DU', areaId: '1', areaCode: 'BAR', ...stamp });
  await added('Barsha Model School'); // 3
  await added('Barsha Heights School'); // 4
  await added('Barsha Short-lived School'); // 5
  await schools({ type: 'MergeSchools', primarySchoolId: '3', secondarySchoolId: '2', primaryLocalityId: '1', ...stamp });
  await schools({ type: 'MergeSchools', primarySchoolId: '4', secondarySchoolId: '3', primaryLocalityId: '1', ...stamp });
  const last = await schools({ type: 'DeleteSchool', schoolId: '5', ...stamp });
  expect(await runtime.waitFor(last, { timeoutMs: 20_000 })).toBe(true);

  expect((await findSchool(pool, '2'))?.name).toBe('Barsha Heights School');
  expect((await findSchool(pool, '3'))?.id).toBe('4');
  expect(await findSchool(pool, '5')).toBeNull();
  expect(await findSchool(pool, 'no-such-school')).toBeNull();
});

it('rebuilds each read model from the events into exactly the live rows', async () => {
  for (const projection of projections) {
    const result = await checkProjection({ pool, store, projection });
    expect(result, projection.name).toMatchObject({ equal: true, differences: [] });
  }
});
