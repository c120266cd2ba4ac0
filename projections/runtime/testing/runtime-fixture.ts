import { randomUUID } from 'node:crypto';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { PostgresEventStore } from '../../../commands/event-store/postgres/postgres-event-store';
import type { AppendResult } from '../../../commands/event-store/port';
import { createFreshDatabase, type FreshDatabase } from '../../../test/support/fresh-database';
import { createDatabasePool } from '../../db/pool';
import type { RuntimeLogger } from '../logger';
import type { Projection } from '../projection';

/**
 * Test projection: per stream, how many events it holds; and per event, how many times it
 * was applied. `counts` is idempotent (guarded by the revision), `applied` deliberately is
 * not, so a duplicate application shows up as times > 1.
 */
export const counterProjection = (
  options: { name?: string; prefix?: string; failOn?: (data: Record<string, unknown>) => boolean } = {},
): Projection => ({
  name: options.name ?? 'stream_counts',
  filter: { streamPrefixes: [options.prefix ?? 'counter-'] },
  tables: ['counts', 'applied'],
  migrate: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${sql.identifier([schema, 'counts'])} (
        stream_id text PRIMARY KEY, events integer NOT NULL, last_revision bigint NOT NULL)`);
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${sql.identifier([schema, 'applied'])} (
        event_id uuid PRIMARY KEY, stream_id text NOT NULL, times integer NOT NULL)`);
  },
  handle: async (tx, event, schema) => {
    if (options.failOn?.(event.data)) throw new Error(`injected fault on ${event.streamId}@${event.revision}`);
    await tx.query(sql.unsafe`
      INSERT INTO ${sql.identifier([schema, 'applied'])} AS a (event_id, stream_id, times)
      VALUES (${event.id}, ${event.streamId}, 1)
      ON CONFLICT (event_id) DO UPDATE SET times = a.times + 1`);
    await tx.query(sql.unsafe`
      INSERT INTO ${sql.identifier([schema, 'counts'])} AS c (stream_id, events, last_revision)
      VALUES (${event.streamId}, 1, ${String(event.revision)})
      ON CONFLICT (stream_id) DO UPDATE SET events = c.events + 1, last_revision = EXCLUDED.last_revision
      WHERE c.last_revision < EXCLUDED.last_revision`);
  },
});

/** Silent, unless PROJECTIONS_DEBUG is set to see what the runtime went through. */
export const quietLogger: RuntimeLogger = process.env.PROJECTIONS_DEBUG
  ? { info: (d, m) => console.info(m, d), warn: (d, m) => console.warn(m, d), error: (d, m) => console.error(m, d) }
  : { info: () => {}, warn: () => {}, error: () => {} };

/** Waits until the writer has appended `events` more: progress, however slow the machine is. */
export const whileAppending = async (writer: { count(): number }, events: number): Promise<void> => {
  const target = writer.count() + events;
  while (writer.count() < target) await new Promise((resolve) => setTimeout(resolve, 5));
};

export interface Fixture {
  database: FreshDatabase;
  store: PostgresEventStore;
  pool: DatabasePool;
  /** another pool, standing in for a second process */
  openPool(): Promise<DatabasePool>;
  append(streamId: string, count?: number, data?: Record<string, unknown>): Promise<AppendResult>;
  counts(schema?: string): Promise<Array<{ stream_id: string; events: number }>>;
  applied(schema?: string): Promise<Array<{ event_id: string; times: number }>>;
  checkpoint(name?: string): Promise<string | null>;
  /** Appends one event at a time, round robin over four streams, until `stop()`. */
  keepAppending(stream: (id: number) => string): {
    count(): number;
    stop(): Promise<{ last: AppendResult; count: number }>;
  };
  /** Sessions of this database holding an advisory lock with this key (hashtext(key)). */
  advisoryLockHolders(key?: string): Promise<number>;
  close(): Promise<void>;
}

export const openFixture = async (): Promise<Fixture> => {
  const database = await createFreshDatabase('projections');
  const store = new PostgresEventStore(database.url);
  await store.migrate();
  const pools: DatabasePool[] = [];
  const openPool = async () => {
    const pool = await createDatabasePool(database.url);
    pools.push(pool);
    return pool;
  };
  const pool = await openPool();
  const writers = new Set<() => Promise<unknown>>();
  const append: Fixture['append'] = (streamId, count = 1, data = {}) =>
    store.appendToStream(
      streamId,
      Array.from({ length: count }, () => ({ id: randomUUID(), type: 'Counted', data })),
    );
  return {
    database,
    store,
    pool,
    openPool,
    append,
    counts: (schema = 'rm_stream_counts') =>
      pool
        .any(
          sql.type(z.object({ stream_id: z.string(), events: z.number() }))`
        SELECT stream_id, events FROM ${sql.identifier([schema, 'counts'])} ORDER BY stream_id`,
        )
        .then((rows) => [...rows]),
    applied: (schema = 'rm_stream_counts') =>
      pool
        .any(
          sql.type(z.object({ event_id: z.string(), times: z.number() }))`
        SELECT event_id, times FROM ${sql.identifier([schema, 'applied'])} ORDER BY event_id`,
        )
        .then((rows) => [...rows]),
    checkpoint: (name = 'stream_counts') =>
      pool.oneFirst(sql.type(z.object({ position: z.string().nullable() }))`
        SELECT position FROM projections.checkpoints WHERE name = ${name}`),
    keepAppending: (stream) => {
      let appending = true;
      let count = 0;
      const done = (async () => {
        let last = await append(stream(0), 1);
        for (count = 1; appending; count += 1) last = await append(stream(count % 4), 1);
        return last;
      })();
      const stop = async () => {
        appending = false;
        writers.delete(stop);
        return { last: await done, count };
      };
      writers.add(stop);
      return { stop, count: () => count };
    },
    advisoryLockHolders: (key) =>
      pool.oneFirst(sql.type(z.object({ holders: z.number() }))`
        SELECT count(DISTINCT pid)::int AS holders FROM pg_locks
        WHERE locktype = 'advisory' AND granted
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
          ${key === undefined ? sql.fragment`` : sql.fragment`AND objid::bigint = hashtext(${key})::bigint & 4294967295`}`),
    close: async () => {
      await Promise.allSettled([...writers].map((stop) => stop()));
      await store.close();
      await Promise.all(pools.map((p) => p.end()));
      await database.drop();
    },
  };
};
