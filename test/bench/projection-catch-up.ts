/**
 * The projection runtime's own cost with many read models in one process: how long 25 read
 * models take to catch up on 20,000 events, then how long after each append (100 a second,
 * one event each) until all 25 have it (`waitFor`, as a route waits). Each read model
 * handles three of 25 event types, applied with one multi-row statement per batch, so what is
 * measured is mostly the runtime: reads of the log and transactions, whose counts are printed
 * too (the transactions as Postgres counts them: a statement outside a transaction is one). Figures only, no assertions.
 * Run: npm run bench:projections [-- events [live seconds]]
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'slonik';
import { z } from 'zod';
import type { EventStore } from '../../commands/event-store/port';
import { PostgresEventStore } from '../../commands/event-store/postgres/postgres-event-store';
import { createDatabasePool } from '../../projections/db/pool';
import { migrateProjections } from '../../projections/runtime/migrate';
import type { Projection } from '../../projections/runtime/projection';
import { ProjectionRuntime } from '../../projections/runtime/projection-runtime';
import { createFreshDatabase } from '../support/fresh-database';

const EVENTS = Number(process.argv[2] ?? 20_000);
const LIVE_SECONDS = Number(process.argv[3] ?? 10);
const READ_MODELS = 25;
const RATE = 100;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

const typeOf = (n: number) => `BenchType${n % READ_MODELS}`;

const readModel = (i: number): Projection => ({
  name: `bench_${i}`,
  filter: { eventTypes: [typeOf(i), typeOf(i + 1), typeOf(i + 2)] },
  tables: ['counts'],
  migrate: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${sql.identifier([schema, 'counts'])} (stream_id text PRIMARY KEY, events integer NOT NULL)`);
  },
  handle: async (tx, event, schema) => {
    await tx.query(sql.unsafe`
      INSERT INTO ${sql.identifier([schema, 'counts'])} AS c (stream_id, events) VALUES (${event.streamId}, 1)
      ON CONFLICT (stream_id) DO UPDATE SET events = c.events + 1`);
  },
  handleBatch: async (tx, events, schema) => {
    const perStream = new Map<string, number>();
    for (const event of events) perStream.set(event.streamId, (perStream.get(event.streamId) ?? 0) + 1);
    await tx.query(sql.unsafe`
      INSERT INTO ${sql.identifier([schema, 'counts'])} AS c (stream_id, events)
      SELECT * FROM unnest(${sql.array([...perStream.keys()], 'text')}::text[], ${sql.array([...perStream.values()], 'int4')}::int[])
      ON CONFLICT (stream_id) DO UPDATE SET events = c.events + EXCLUDED.events`);
  },
});

/** Counts the reads of the log the runtime makes (the catch-up signal's own reads are not counted). */
const counting = (store: EventStore) => {
  const calls = { readAll: 0, headPosition: 0 };
  const wrapped: EventStore = {
    appendToStream: (...args) => store.appendToStream(...args),
    readStream: (...args) => store.readStream(...args),
    readAll: (options) => ((calls.readAll += 1), store.readAll(options)),
    subscribeToAll: (options) => store.subscribeToAll(options),
    headPosition: () => ((calls.headPosition += 1), store.headPosition()),
    close: () => store.close(),
  };
  return { wrapped, calls };
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const database = await createFreshDatabase('bench_projections');
const store = new PostgresEventStore(database.url, { poolSize: 4 });
const pool = await createDatabasePool(database.url, { maximumPoolSize: 4 });
try {
  await store.migrate();
  const projections = Array.from({ length: READ_MODELS }, (_, i) => readModel(i));
  await migrateProjections(pool, projections);

  for (let n = 0; n < EVENTS; n += 100) {
    const events = Array.from({ length: Math.min(100, EVENTS - n) }, (_, k) => ({
      id: randomUUID(),
      type: typeOf(n + k),
      data: { n: n + k },
    }));
    await store.appendToStream(`bench-${n % 1_000}`, events);
  }
  const head = await store.headPosition();
  const checkpointsAt = (position: string) =>
    pool.oneFirst(sql.type(z.object({ behind: z.number() }))`
      SELECT count(*)::int AS behind FROM projections.checkpoints WHERE position IS NULL OR position < ${position}`);

  /** Transactions committed in this database (statistics, so approximate and a little late). */
  const commitCount = () =>
    pool.oneFirst(sql.type(z.object({ n: z.number() }))`
      SELECT xact_commit::int AS n FROM pg_stat_database WHERE datname = current_database()`);
  const { wrapped, calls } = counting(store);
  const runtime = new ProjectionRuntime({ pool, store: wrapped, projections, logger: quiet });
  const commitsBefore = await commitCount();
  const started = performance.now();
  await runtime.start();
  while ((await checkpointsAt(head)) > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  const catchUpMs = performance.now() - started;
  const commits = (await commitCount()) - commitsBefore;
  console.log(
    `catch-up: ${READ_MODELS} read models, ${EVENTS} events: ${catchUpMs.toFixed(0)} ms ` +
      `(${((EVENTS / catchUpMs) * 1000).toFixed(0)} events/s); log reads ${calls.readAll}, head reads ${calls.headPosition}, ` +
      `database transactions ~${commits}`,
  );

  const reads = { ...calls };
  const liveCommitsBefore = await commitCount();
  const lags: number[] = [];
  const waits: Array<Promise<void>> = [];
  const liveStart = performance.now();
  for (let i = 0; i < LIVE_SECONDS * RATE; i += 1) {
    const due = liveStart + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const appendedAt = performance.now();
    const appended = await store.appendToStream(`live-${i % 50}`, [{ id: randomUUID(), type: typeOf(i), data: { i } }]);
    waits.push(
      runtime.waitFor(appended.position, { timeoutMs: 30_000 }).then((reached) => {
        lags.push(reached ? performance.now() - appendedAt : Number.POSITIVE_INFINITY);
      }),
    );
  }
  await Promise.all(waits);
  lags.sort((a, b) => a - b);
  console.log(
    `live: ${RATE} appends/s for ${LIVE_SECONDS} s: append → all ${READ_MODELS} caught up p50 ${percentile(lags, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(lags, 99).toFixed(0)} ms, max ${lags.at(-1)!.toFixed(0)} ms; ` +
      `log reads ${calls.readAll - reads.readAll}, head reads ${calls.headPosition - reads.headPosition}, ` +
      `database transactions ~${(await commitCount()) - liveCommitsBefore}`,
  );
  await runtime.stop();
  console.log(
    `load average: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (measured while other work shared the machine)`,
  );
} finally {
  await pool.end();
  await store.close();
  await database.drop();
}
