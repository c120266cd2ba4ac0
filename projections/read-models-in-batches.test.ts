import { sql, type DatabasePool } from 'slonik';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createVault, migrateVault } from '../commands/event-store/personal-data-vault';
import type { RecordedEvent } from '../commands/event-store/port';
import { PostgresEventStore } from '../commands/event-store/postgres/postgres-event-store';
import { createFreshDatabase, type FreshDatabase } from '../test/support/fresh-database';
import { recordListChurn } from '../test/support/list-churn';
import { recordRegistrationRush, type RecordedRush } from '../test/support/registration-rush';
import { createDatabasePool } from './db/pool';
import { statusHistoryProjection } from './audit/status-history';
import { allProjections } from './read-models';
import { applyEvents } from './runtime/catch-up';
import { differencesBetween } from './runtime/check';
import type { Projection } from './runtime/projection';
import { createEmptyCopy } from './runtime/rebuild';

/**
 * Every read model that applies a batch at once (`handleBatch`) must leave exactly the rows that
 * applying the same events one at a time (`handle`) leaves: over a recorded registration rush,
 * as one batch (in which people are created, changed and erased, and their email and username
 * taken again), as batches of other sizes, and once more replayed (a batch applied twice). After
 * the rush, the directory, organiser records, events, catalogues, documents and read marks are
 * churned: rows added, changed, merged and removed one after another, in one batch; and a full
 * event's waiting list moves (joins, a move up, leaving, removal, promotions).
 */
let database: FreshDatabase;
let store: PostgresEventStore;
let pool: DatabasePool;
let rush: RecordedRush;

beforeAll(async () => {
  database = await createFreshDatabase('batches');
  store = new PostgresEventStore(database.url, { poolSize: 2 });
  await store.migrate();
  pool = await createDatabasePool(database.url, { maximumPoolSize: 2 });
  await migrateVault(pool);
  rush = await recordRegistrationRush(store, createVault(pool), { people: 30 });
  await recordListChurn(store, createVault(pool), rush);
});

afterAll(async () => {
  await store?.close();
  await pool?.end();
  await database?.drop();
});

const eventsOf = (projection: Projection) => store.readAll({ fromPosition: 'start', maxCount: 100_000, filter: projection.filter });

const oneByOne = async (projection: Projection, schema: string, events: readonly RecordedEvent[]) => {
  await createEmptyCopy(pool, projection, schema);
  await pool.transaction(async (tx) => {
    for (const event of events) await projection.handle(tx, event, schema);
  });
};

const inBatchesOf = async (projection: Projection, schema: string, events: readonly RecordedEvent[], size: number) => {
  for (let start = 0; start < events.length; start += size) {
    await pool.transaction((tx) => applyEvents(tx, projection, schema, events.slice(start, start + size)));
  }
};

// The status history is kept only as the audit history's copy: checked on its own too.
const batched = [...allProjections, statusHistoryProjection].filter((projection) => projection.handleBatch);

it('the rush erases people it created and changed, and gives their email and username to a new account', () => {
  expect(rush.deletedUserIds.length).toBeGreaterThan(0);
  expect(rush.userIds.length).toBe(30 + rush.deletedUserIds.length);
});

// These follow what the churn after the rush records: each must be compared on every event type it handles.
const churned = [
  'events_list',
  'organisers_list',
  'schools_list',
  'localities_list',
  'areas_list',
  'committees_list',
  'countries_list',
  'leadership_roles_list',
  'event_documents_list',
  'notification_reads',
  'conference_attendance',
  'position_papers',
  'certificates',
];

it.each(churned)('%s applies batches and sees every event type it handles', async (name) => {
  const projection = batched.find((each) => each.name === name);
  expect(projection?.handleBatch, 'a batched read model').toBeDefined();
  const handled = 'eventTypes' in projection!.filter ? projection!.filter.eventTypes : [];
  const seen = new Set((await eventsOf(projection!)).map((event) => event.type));
  expect([...seen].sort()).toEqual([...handled].sort());
});

it.each(batched.map((projection) => [projection.name, projection] as const))(
  '%s: a batch gives the rows event-by-event application gives, at any batch size and replayed',
  async (name, projection) => {
    const events = await eventsOf(projection);
    expect(events.length).toBeGreaterThan(0);
    const reference = `ref_${name}`;
    await oneByOne(projection, reference, events);

    const batch = `batch_${name}`;
    await createEmptyCopy(pool, projection, batch);
    await inBatchesOf(projection, batch, events, events.length);
    expect(await differencesBetween(pool, projection.tables, reference, batch), 'one batch').toEqual([]);
    // A batch replayed changes nothing. (Notifications address each event to the delegates of the
    // moment: replayed after later events, it addresses them again to those who came later. The
    // runtime never replays a committed batch; that read model is left as it is.)
    if (name !== 'notifications') {
      await inBatchesOf(projection, batch, events, events.length);
      expect(await differencesBetween(pool, projection.tables, reference, batch), 'replayed').toEqual([]);
    }

    for (const size of [7, 50]) {
      const sized = `batch_${size}_${name}`;
      await createEmptyCopy(pool, projection, sized);
      await inBatchesOf(projection, sized, events, size);
      expect(await differencesBetween(pool, projection.tables, reference, sized), `batches of ${size}`).toEqual([]);
      await pool.query(sql.unsafe`DROP SCHEMA ${sql.identifier([sized])} CASCADE`);
    }
    await pool.query(sql.unsafe`DROP SCHEMA ${sql.identifier([batch])} CASCADE`);
    await pool.query(sql.unsafe`DROP SCHEMA ${sql.identifier([reference])} CASCADE`);
  },
);
