import type { DatabasePool } from 'slonik';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../commands/event-store/port';
import { createFreshDatabase, type FreshDatabase } from '../../../test/support/fresh-database';
import { createDatabasePool } from '../../db/pool';
import { differencesBetween } from '../../runtime/check';
import { readModelSchema } from '../../runtime/projection';
import { createEmptyCopy } from '../../runtime/rebuild';
import { eventViewsProjection, listEventAnswers, type EventAnswersFilter } from './event-views';
import { recordedStreams } from '../../../test/support/recorded-streams';

/**
 * Given the events of the directory and of events, the read model answers each events screen
 * (the seats left and a person's registrations aside, from the registrations list): the school's
 * names as the directory holds them now, the visible events, an event deleted gone.
 */
let database: FreshDatabase;
let pool: DatabasePool;
const schema = readModelSchema(eventViewsProjection.name);
const at = '2026-11-24T08:00:00.000Z';
const by = 'admin';

beforeAll(async () => {
  database = await createFreshDatabase('event_views');
  pool = await createDatabasePool(database.url, { maximumPoolSize: 2 });
  await createEmptyCopy(pool, eventViewsProjection, schema);
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

/** A stream that hands out revisions from 0, as the event store does. */
const stream = recordedStreams(at);

const localities = stream('locality-directory');
const schools = stream('school-directory');
const school = (schoolId: string, name: string) => ({ code: `DU-${schoolId}`, name, localityId: '1', areaId: '1' });

const event = (eventId: string, organiserId: string, schoolId: string, startDate: string) => {
  const next = stream(`event-${eventId}`);
  const ids = { eventId, organiserId };
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
  };
};

const given: RecordedEvent[] = [];
const apply = async (...events: RecordedEvent[]) => {
  given.push(...events);
  await pool.transaction((tx) => eventViewsProjection.handleBatch!(tx, events, schema));
};

const all: EventAnswersFilter = { kind: 'all' };
const visibleTo = (registeredIds: string[], organiserId: string | null = null): EventAnswersFilter => ({
  kind: 'visible',
  statuses: ['approved', 'cancelled', 'completed'],
  organiserId,
  registeredIds,
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

it('shows a person the public events, their own as organiser, and those they are registered for', async () => {
  // The summit is flagged: out of the public lists, still shown to its organiser and its registered delegate.
  await apply(summit.status('approved', 'flagged'));
  expect(await ids(visibleTo([]))).toEqual(['gala']);
  expect(await ids(visibleTo(['summit']))).toEqual(['summit', 'gala']);
  expect(await ids(visibleTo([], 'o2'))).toEqual(['summit', 'gala']);
  expect(await listEventAnswers(pool, visibleTo([]), 'summit')).toEqual([]);
  expect((await listEventAnswers(pool, visibleTo(['summit']), 'summit')).map((answer) => answer.id)).toEqual(['summit']);
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

it('keeps no answer for a deleted event', async () => {
  await apply(summit.deleted('flagged'));
  expect(await ids(all)).toEqual(['gala']);
  expect(await ids(visibleTo(['summit']))).toEqual(['gala']);
});

it('leaves the rows applying the same events one at a time leaves', async () => {
  const oneByOne = `${schema}_one_by_one`;
  await createEmptyCopy(pool, eventViewsProjection, oneByOne);
  await pool.transaction(async (tx) => {
    for (const recorded of given) await eventViewsProjection.handle(tx, recorded, oneByOne);
  });
  expect(await differencesBetween(pool, eventViewsProjection.tables, schema, oneByOne)).toEqual([]);
});
