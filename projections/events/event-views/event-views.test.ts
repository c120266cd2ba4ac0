import { randomUUID } from 'node:crypto';
import { sql, type DatabasePool } from 'slonik';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { createVault, migrateVault } from '../../../commands/event-store/personal-data-vault';
import type { RecordedEvent } from '../../../commands/event-store/port';
import { createFreshDatabase, type FreshDatabase } from '../../../test/support/fresh-database';
import { createDatabasePool } from '../../db/pool';
import { differencesBetween } from '../../runtime/check';
import { readModelSchema } from '../../runtime/projection';
import { createEmptyCopy } from '../../runtime/rebuild';
import { eventViewsProjection, listEventAnswers, type EventAnswersFilter } from './event-views';

/**
 * Given the events of the directory, of events and of their registrations, the read model
 * answers each events screen alone: the school's names as the directory holds them now, seats
 * left as registrations come and go, and the events a person registered for.
 */
let database: FreshDatabase;
let pool: DatabasePool;
const schema = readModelSchema(eventViewsProjection.name);
const at = '2026-11-24T08:00:00.000Z';
const by = 'admin';
let position = 0;

beforeAll(async () => {
  database = await createFreshDatabase('event_views');
  pool = await createDatabasePool(database.url, { maximumPoolSize: 2 });
  await migrateVault(pool);
  await createEmptyCopy(pool, eventViewsProjection, schema);
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

/** A stream that hands out revisions from 0, as the event store does. */
const stream = (streamId: string) => {
  let revision = 0n;
  return (type: string, data: Record<string, unknown>): RecordedEvent => ({
    id: randomUUID(),
    type,
    streamId,
    revision: revision++,
    position: String((position += 1)).padStart(20, '0'),
    data,
    metadata: {},
    createdAt: new Date(at),
  });
};

const localities = stream('locality-directory');
const schools = stream('school-directory');
const school = (schoolId: string, name: string) => ({ code: `DU-${schoolId}`, name, localityId: '1', areaId: '1' });

const event = (eventId: string, organiserId: string, schoolId: string, startDate: string) => {
  const next = stream(`event-${eventId}`);
  const ids = { eventId, organiserId };
  const registration = (n: number) => ({ eventId, registrationId: `${eventId}-r${n}`, userId: `u${n}` });
  return {
    created: () =>
      next('EventCreated', {
        ...ids,
        name: `MUN ${eventId}`,
        description: 'A conference',
        startDate,
        endDate: startDate,
        numberOfSeats: 3,
        feesPerDelegate: 100,
        website: 'https://mun.example',
        instagram: '@mun',
        coverImage: '/cover.png',
        logoImage: '/logo.png',
        schoolId,
        localityId: '1',
        from: null,
        to: 'pending',
        by,
        at,
      }),
    status: (from: string, to: string) => next('EventStatusChanged', { ...ids, from, to, by, at }),
    deleted: (from: string) => next('EventDeleted', { ...ids, from, to: 'deleted', by, at }),
    registered: async (n: number) =>
      next('DelegateRegistered', {
        ...registration(n),
        registrationNo: `GYM-${n}`,
        role: 'student',
        munExperience: 1,
        prefCommitteeIds: [],
        sealed: await createVault(pool).seal(`u${n}`, {
          foodPreference: 'Vegetarian',
          foodAllergies: 'Peanut',
          emergencyName: 'Alice Lee',
          emergencyPhone: '+971 50 650 5005',
        }),
        from: null,
        to: 'registered',
        by: `u${n}`,
        at,
      }),
    cancelled: (n: number) => next('RegistrationCancelled', { ...registration(n), from: 'registered', to: 'cancelled', by: `u${n}`, at }),
  };
};

const given: RecordedEvent[] = [];
const apply = async (...events: RecordedEvent[]) => {
  given.push(...events);
  await pool.transaction((tx) => eventViewsProjection.handleBatch!(tx, events, schema));
};

const all: EventAnswersFilter = { kind: 'all' };
const visibleTo = (userId: string, organiserId: string | null = null): EventAnswersFilter => ({
  kind: 'visible',
  statuses: ['approved', 'cancelled', 'completed'],
  organiserId,
  userId,
});
const ids = async (filter: EventAnswersFilter) => (await listEventAnswers(pool, filter)).map((answer) => answer.id);
const answerOf = async (id: string) => (await listEventAnswers(pool, all, id))[0];

const gala = event('gala', 'o1', '7', '2030-03-10');
const summit = event('summit', 'o2', '8', '2030-01-20');

it('answers each event as the screens show it, but for its phase, and lists them by start date', async () => {
  await apply(
    localities('LocalityAdded', { localityId: '1', code: 'DU', name: 'Dubai', custom: false, by, at }),
    localities('AreaAdded', { areaId: '1', code: 'BAR', name: 'Al Barsha', localityId: '1', status: 'Active', by, at }),
    schools('SchoolAdded', { schoolId: '7', ...school('7', 'Gems Academy'), status: 'Active', by, at }),
    schools('SchoolAdded', { schoolId: '8', ...school('8', 'Rashid School'), status: 'Active', by, at }),
    gala.created(),
    gala.status('pending', 'approved'),
  );
  // The summit is created in a later batch, and starts earlier.
  await apply(summit.created(), summit.status('pending', 'approved'));

  expect(await ids(all)).toEqual(['summit', 'gala']);
  expect(await answerOf('gala')).toEqual({
    id: 'gala',
    name: 'MUN gala',
    description: 'A conference',
    start_date: '2030-03-10',
    end_date: '2030-03-10',
    cover_image: '/cover.png',
    logo_image: '/logo.png',
    locality_id: '1',
    school_id: '7',
    area_id: '1',
    locality: { id: '1', name: 'Dubai' },
    school: { id: '7', name: 'Gems Academy', area_id: '1' },
    area: { id: '1', name: 'Al Barsha' },
    number_of_seats: 3,
    numberOfSeats: 3,
    seats_left: 3,
    fees_per_delegate: 100,
    total_revenue: 300,
    website: 'https://mun.example',
    instagram: '@mun',
    organiser_id: 'o1',
    status: 'approved',
    created_at: at,
    revision: 1,
  });
  expect(await ids({ kind: 'organiser', organiserId: 'o2' })).toEqual(['summit']);
});

it('moves seats left with a registration and a withdrawal, and shows a person the events they registered for', async () => {
  await apply(await gala.registered(1), await gala.registered(2), await summit.registered(3));
  expect((await answerOf('gala'))?.seats_left).toBe(1);
  await apply(gala.cancelled(1));
  expect((await answerOf('gala'))?.seats_left).toBe(2);
  expect((await answerOf('summit'))?.seats_left).toBe(2);

  // The summit is flagged: out of the public lists, still shown to its organiser and its registered delegate.
  await apply(summit.status('approved', 'flagged'));
  expect(await ids(visibleTo('u9'))).toEqual(['gala']);
  expect(await ids(visibleTo('u3'))).toEqual(['summit', 'gala']);
  expect(await ids(visibleTo('u9', 'o2'))).toEqual(['summit', 'gala']);
  // A withdrawn delegate no longer sees it.
  expect(await ids(visibleTo('u1'))).toEqual(['gala']);
  expect(await listEventAnswers(pool, visibleTo('u9'), 'summit')).toEqual([]);
  expect((await listEventAnswers(pool, visibleTo('u3'), 'summit')).map((answer) => answer.id)).toEqual(['summit']);
});

it("shows a school's new name and, once merged, the school it was merged into", async () => {
  await apply(schools('SchoolUpdated', { schoolId: '7', from: school('7', 'Gems Academy'), to: school('7', 'Renamed Academy'), by, at }));
  expect((await answerOf('gala'))?.school).toEqual({ id: '7', name: 'Renamed Academy', area_id: '1' });
  expect((await answerOf('summit'))?.school?.name).toBe('Rashid School');

  await apply(
    schools('SchoolsMerged', {
      secondarySchoolId: '8',
      primarySchoolId: '7',
      primaryLocalityId: '1',
      from: 'Active',
      to: 'merged',
      by,
      at,
    }),
  );
  expect(await answerOf('summit')).toMatchObject({ school_id: '7', school: { id: '7', name: 'Renamed Academy' } });

  await apply(localities('AreaRenamed', { areaId: '1', localityId: '1', previousName: 'Al Barsha', name: 'Barsha Heights', by, at }));
  expect((await answerOf('summit'))?.area).toEqual({ id: '1', name: 'Barsha Heights' });
  expect((await answerOf('gala'))?.area).toEqual({ id: '1', name: 'Barsha Heights' });
});

it('keeps no personal details of a registration, and no answer for a deleted event', async () => {
  const kept = await pool.any(
    sql.type(z.object({ user_id: z.string(), details: z.array(z.string().nullable()) }))`
      SELECT user_id, ARRAY[food_pref, food_allergies, emergency_name, emergency_phone] AS details
      FROM ${sql.identifier([schema, 'registrations'])} ORDER BY user_id`,
  );
  expect(kept).toEqual(['u1', 'u2', 'u3'].map((user_id) => ({ user_id, details: [null, null, null, null] })));

  await apply(summit.deleted('flagged'));
  expect(await ids(all)).toEqual(['gala']);
  expect(await ids(visibleTo('u3'))).toEqual(['gala']);
});

it('leaves the rows applying the same events one at a time leaves', async () => {
  const oneByOne = `${schema}_one_by_one`;
  await createEmptyCopy(pool, eventViewsProjection, oneByOne);
  await pool.transaction(async (tx) => {
    for (const recorded of given) await eventViewsProjection.handle(tx, recorded, oneByOne);
  });
  expect(await differencesBetween(pool, eventViewsProjection.tables, schema, oneByOne)).toEqual([]);
});
