import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventStore } from '../../commands/event-store/create-event-store';
import type { EventStore, Position } from '../../commands/event-store/port';
import { LOCALITY_DIRECTORY_STREAM, parseLocalityDirectoryEvent } from '@domain/schools/locality-directory';
import { localityDirectoryDecider, type LocalityDirectoryCommand } from '@domain/schools/locality-directory-decider';
import { SCHOOL_DIRECTORY_STREAM, parseSchoolDirectoryEvent } from '@domain/schools/school-directory';
import { schoolDirectoryDecider, type SchoolDirectoryCommand } from '@domain/schools/school-directory-decider';
import type { Decider, DomainEvent } from '@domain/shared/decider';
import { createFreshDatabase, type FreshDatabase } from '../../test/support/fresh-database';
import { createDatabasePool, type DatabasePool } from '../db/pool';
import { checkProjection } from '../runtime/check';
import { migrateProjections } from '../runtime/migrate';
import { ProjectionRuntime } from '../runtime/projection-runtime';
import { quietLogger } from '../runtime/testing/runtime-fixture';
import { areasListProjection, findArea, listAreas } from './areas-list';
import { listLocalities, localitiesListProjection } from './localities-list';
import { listLocalityRows, localityRowsProjection } from './locality-rows';
import { findSchool, listSchools, schoolsListProjection } from './schools-list';

const projections = [localitiesListProjection, areasListProjection, schoolsListProjection, localityRowsProjection];
let database: FreshDatabase;
let store: EventStore;
let pool: DatabasePool;
let runtime: ProjectionRuntime;
const stamp = { by: 'admin-1', at: '2026-11-21T10:00:00.000Z' };

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
const caughtUp = async (position: Position) => expect(await runtime.waitFor(position, { timeoutMs: 20_000 })).toBe(true);

/** A user with a profile at a school, as the user events record it (the sealed part is not read here). */
const user = async (role: 'student' | 'teacher', schoolId: string, deleted = false) => {
  const userId = randomUUID();
  const events = [
    {
      type: 'UserRegistered',
      data: { userId, role, globalRole: 'user', emailDigest: randomUUID(), emailVerified: true, sealed: 'x', ...stamp },
    },
    {
      type: 'ProfileCompleted',
      data: {
        userId,
        schoolId,
        localityId: null,
        grade: null,
        yearsOfExperience: null,
        teacherRole: null,
        customLocalityName: null,
        customSchoolName: null,
        sealed: 'x',
        usernameDigest: randomUUID(),
        ...stamp,
      },
    },
    ...(deleted ? [{ type: 'UserDeleted', data: { userId, from: 'active', to: 'deleted', ...stamp } }] : []),
  ];
  return (
    await store.appendToStream(
      `user-${userId}`,
      events.map((event) => ({ id: randomUUID(), ...event })),
    )
  ).position;
};

const counts = async () =>
  (await listLocalityRows(pool)).map((row) => [
    row.id,
    row.locality_name,
    row.area_name,
    row.status,
    row.linkedSchoolsCount,
    row.linkedStudentsCount,
  ]);

beforeAll(async () => {
  database = await createFreshDatabase('locality_rows');
  store = await createEventStore({ databaseUrl: database.url });
  pool = await createDatabasePool(database.url);
  await migrateProjections(pool, projections);
  runtime = new ProjectionRuntime({ pool, store, projections, logger: quietLogger });
  await runtime.start();

  await directory({
    type: 'ImportDirectory',
    localities: [
      {
        name: 'Dubai',
        code: 'DU',
        areas: [
          { name: 'Al Barsha', code: 'BAR' },
          { name: 'Mirdif', code: 'MIR' },
        ],
      },
      { name: 'Sharjah', code: 'SHJ', areas: [{ name: 'Muwaileh', code: 'MUW' }] },
    ],
    ...stamp,
  });
  await directory({ type: 'AddLocality', name: 'Kalba', custom: true, ...stamp });
  const inBarsha = { localityId: '1', localityCode: 'DU', areaId: '1', areaCode: 'BAR' };
  await schools({ type: 'AddSchool', name: 'Dubai American Academy', ...inBarsha, ...stamp });
  await schools({ type: 'AddSchool', name: 'American Academy Barsha', ...inBarsha, ...stamp });
  await schools({ type: 'AddSchool', name: 'Uptown School', localityId: '1', localityCode: 'DU', areaId: '2', areaCode: 'MIR', ...stamp });
  await schools({ type: 'AddCustomSchool', name: 'Kalba Model School', localityId: '3', localityCode: 'KA', ...stamp });
  await user('student', '1');
  await user('student', '2');
  await user('student', '3');
  await user('student', '4');
  await user('teacher', '1');
  await caughtUp(await user('student', '1', true));
});

afterAll(async () => {
  await runtime?.stop();
  await pool?.end();
  await store?.close();
  await database?.drop();
});

describe('the Localities list', () => {
  it('has a row per area and one for schools without an area, counting live schools and their students', async () => {
    expect(await counts()).toEqual([
      ['1:1', 'Dubai', 'Al Barsha', 'Active', 2, 2],
      ['1:2', 'Dubai', 'Mirdif', 'Active', 1, 1],
      ['2:3', 'Sharjah', 'Muwaileh', 'Active', 0, 0],
      ['3', 'Kalba', null, 'Active', 1, 1],
    ]);
  });

  it('follows a school merge: the secondary leaves the lists and its students count for the primary', async () => {
    await caughtUp(await schools({ type: 'MergeSchools', primarySchoolId: '1', secondarySchoolId: '2', primaryLocalityId: '1', ...stamp }));
    expect((await counts())[0]).toEqual(['1:1', 'Dubai', 'Al Barsha', 'Active', 1, 2]);
    expect((await listSchools(pool)).map((school) => school.id)).toEqual(['1', '3', '4']);
    expect((await findSchool(pool, '2'))?.id).toBe('1');
  });

  it('follows a merge of rows: the schools move, the area-less locality is retired', async () => {
    await caughtUp(await directory({ type: 'MergeLocalityRows', primaryRowId: '1:2', secondaryRowId: '3', schoolIds: ['4'], ...stamp }));
    expect(await counts()).toEqual([
      ['1:1', 'Dubai', 'Al Barsha', 'Active', 1, 2],
      ['1:2', 'Dubai', 'Mirdif', 'Active', 2, 2],
      ['2:3', 'Sharjah', 'Muwaileh', 'Active', 0, 0],
    ]);
    expect((await listLocalities(pool)).map((locality) => locality.name)).toEqual(['Dubai', 'Sharjah']);
    expect(await findSchool(pool, '4')).toMatchObject({ locality: { id: '1', name: 'Dubai' }, area: { id: '2', name: 'Mirdif' } });
  });

  it('follows renames, status changes and deletions; a locality left without areas keeps a row', async () => {
    await directory({ type: 'RenameArea', areaId: '2', name: 'Mirdif Hills', ...stamp });
    await directory({ type: 'ChangeAreaStatus', areaId: '1', status: 'Flagged', ...stamp });
    await caughtUp(await directory({ type: 'DeleteArea', areaId: '3', liveSchools: 0, ...stamp }));
    expect(await counts()).toEqual([
      ['1:1', 'Dubai', 'Al Barsha', 'Flagged', 1, 2],
      ['1:2', 'Dubai', 'Mirdif Hills', 'Active', 2, 2],
      ['2', 'Sharjah', null, 'Active', 0, 0],
    ]);
    expect((await listAreas(pool)).map((area) => area.name)).toEqual(['Al Barsha', 'Mirdif Hills']);
    expect(await findArea(pool, '3')).toBeNull();
    expect((await findSchool(pool, '1'))?.area).toEqual({ id: '1', code: 'BAR', name: 'Al Barsha', status: 'Flagged' });
  });

  it('hides a deleted school, and rebuilds every read model into exactly the live rows', async () => {
    await caughtUp(await schools({ type: 'DeleteSchool', schoolId: '3', ...stamp }));
    expect((await counts())[1]).toEqual(['1:2', 'Dubai', 'Mirdif Hills', 'Active', 1, 1]);
    expect(await findSchool(pool, '3')).toBeNull();
    for (const projection of projections) {
      expect(await checkProjection({ pool, store, projection }), projection.name).toMatchObject({ equal: true, differences: [] });
    }
  });
});
