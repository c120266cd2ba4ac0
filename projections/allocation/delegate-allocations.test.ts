import { sql, type DatabasePool } from 'slonik';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RecordedEvent } from '../../commands/event-store/port';
import { createFreshDatabase, type FreshDatabase } from '../../test/support/fresh-database';
import { createDatabasePool } from '../db/pool';
import { applyEvents } from '../runtime/catch-up';
import { differencesBetween } from '../runtime/check';
import { createEmptyCopy } from '../runtime/rebuild';
import { delegateAllocationsProjection } from './delegate-allocations';

/** The delegation mode kept beside the publish setting: one event at a time and in batches alike. */
let database: FreshDatabase;
let pool: DatabasePool;

beforeAll(async () => {
  database = await createFreshDatabase('delegation_mode');
  pool = await createDatabasePool(database.url, { maximumPoolSize: 2 });
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

let position = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => {
  position += 1;
  const at = `2026-11-25T10:00:${String(position).padStart(2, '0')}.000Z`;
  return {
    id: `x${position}`,
    type,
    streamId: `event-committees-${String(data.eventId)}`,
    revision: BigInt(position),
    position: String(position),
    data: { ...data, by: 'host', at },
    metadata: {},
    createdAt: new Date(at),
  };
};

const events = [
  recorded('DelegationModeChanged', { eventId: 'e1', enabled: true }),
  recorded('AllocationPublishModeChanged', { eventId: 'e1', mode: 'at_once', previous: 'batched' }),
  recorded('AllocationPublishModeChanged', { eventId: 'e2', mode: 'at_once', previous: 'batched' }),
  recorded('DelegationModeChanged', { eventId: 'e2', enabled: true }),
  recorded('DelegationModeChanged', { eventId: 'e2', enabled: false }),
  recorded('AllocationPublished', { eventId: 'e3', changes: [], atOnce: false }),
  recorded('DelegationModeChanged', { eventId: 'e3', enabled: true }),
];

const rowsOf = (schema: string) =>
  pool.any(
    sql.unsafe`SELECT event_id, mode, delegation_mode FROM ${sql.identifier([schema, 'publications'])} ORDER BY event_id`,
  ) as Promise<ReadonlyArray<{ event_id: string; mode: string; delegation_mode: boolean }>>;

it('keeps whether delegation mode is on per event, beside the publish setting, alike one by one and in batches', async () => {
  await createEmptyCopy(pool, delegateAllocationsProjection, 'ref');
  await pool.transaction(async (tx) => {
    for (const event of events) await delegateAllocationsProjection.handle(tx, event, 'ref');
  });
  expect(await rowsOf('ref')).toEqual([
    { event_id: 'e1', mode: 'at_once', delegation_mode: true },
    { event_id: 'e2', mode: 'at_once', delegation_mode: false },
    { event_id: 'e3', mode: 'batched', delegation_mode: true },
  ]);
  for (const size of [1, 2, events.length]) {
    const schema = `batch_${size}`;
    await createEmptyCopy(pool, delegateAllocationsProjection, schema);
    for (let start = 0; start < events.length; start += size)
      await pool.transaction((tx) => applyEvents(tx, delegateAllocationsProjection, schema, events.slice(start, start + size)));
    expect(await differencesBetween(pool, delegateAllocationsProjection.tables, 'ref', schema), `batches of ${size}`).toEqual([]);
  }
});

it('reads a publications table made before the column as off', async () => {
  await pool.query(sql.unsafe`CREATE SCHEMA old`);
  await pool.query(
    sql.unsafe`CREATE TABLE old.publications (event_id text PRIMARY KEY, mode text NOT NULL, published_at timestamptz, published_by text)`,
  );
  await pool.query(sql.unsafe`INSERT INTO old.publications (event_id, mode) VALUES ('e9', 'batched')`);
  await pool.transaction((tx) => delegateAllocationsProjection.migrate(tx, 'old'));
  expect(await rowsOf('old')).toEqual([{ event_id: 'e9', mode: 'batched', delegation_mode: false }]);
});
