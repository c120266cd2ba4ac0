/**
 * Event-store throughput against a raw baseline on the same fresh database and concurrency.
 * The baseline inserts the same rows into a bare table (no stream lock, no revision or
 * idempotency check, no NOTIFY, one index) and reads it by id: what Postgres costs anyway.
 * Run: npx tsx test/bench/event-store-bench.ts
 */
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import pg from 'pg';
import { START, type EventData, type Position } from '../../commands/event-store/port';
import { PostgresEventStore } from '../../commands/event-store/postgres/postgres-event-store';
import { createFreshDatabase } from '../support/fresh-database';

const SEQUENTIAL_APPENDS = 2_000;
const WRITERS = 16;
const APPENDS_PER_WRITER = 250;
const BATCHES = 50;
const BATCH_SIZE = 100;
const READ_PAGE = 1_000;
/** Each scenario runs this many times per side; the median counts (the machine is shared). */
const RUNS = 3;

const anEvent = (n: number): EventData => ({
  id: randomUUID(),
  type: 'BenchEventRecorded',
  data: { n, name: 'Quest for Leadership', seats: [1, 2, 3] },
  metadata: { commandId: randomUUID(), userId: null },
});

interface Side {
  /** Appends events to a stream whose next revision is `revision` (the raw side stores it as given). */
  append(streamId: string, events: EventData[], revision: number): Promise<void>;
  /** Reads everything in pages; returns how many events it read. */
  readAllPages(): Promise<number>;
}

const adapterSide = (store: PostgresEventStore): Side => ({
  append: async (streamId, events) => {
    await store.appendToStream(streamId, events, { expectedRevision: 'any' });
  },
  readAllPages: async () => {
    let read = 0;
    let from: Position | typeof START = START;
    for (;;) {
      const page = await store.readAll({ fromPosition: from, maxCount: READ_PAGE });
      read += page.length;
      if (page.length < READ_PAGE) return read;
      from = page[page.length - 1]!.position;
    }
  },
});

const RAW_TABLE = `
CREATE TABLE raw_events (
  id bigserial PRIMARY KEY,
  event_id uuid NOT NULL,
  stream_id text NOT NULL,
  stream_revision bigint NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)`;

const rawSide = (pool: pg.Pool): Side => ({
  append: async (streamId, events, revision) => {
    await pool.query(
      `INSERT INTO raw_events (event_id, stream_id, stream_revision, type, data, metadata)
       SELECT e.id, $1, $2 + e.ord, e.type, e.data, e.metadata
         FROM ROWS FROM (jsonb_to_recordset($3::jsonb) AS (id uuid, type text, data jsonb, metadata jsonb))
              WITH ORDINALITY AS e(id, type, data, metadata, ord)`,
      [streamId, revision - 1, JSON.stringify(events)],
    );
  },
  readAllPages: async () => {
    let read = 0;
    let after = '0';
    for (;;) {
      const { rows } = await pool.query(
        `SELECT id, event_id, stream_id, stream_revision, type, data, metadata, created_at
           FROM raw_events WHERE id > $1 ORDER BY id LIMIT $2`,
        [after, READ_PAGE],
      );
      read += rows.length;
      if (rows.length < READ_PAGE) return read;
      after = rows[rows.length - 1].id;
    }
  },
});

/** Events per second of `events`, which returns how many events it handled. */
const rate = async (events: () => Promise<number>): Promise<number> => {
  const started = process.hrtime.bigint();
  const count = await events();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return count / seconds;
};

const scenarios: Array<{ name: string; run: (side: Side, run: string) => Promise<number> }> = [
  {
    name: `sequential single-event appends (${SEQUENTIAL_APPENDS})`,
    run: async (side, run) => {
      for (let n = 0; n < SEQUENTIAL_APPENDS; n += 1) {
        await side.append(`seq-${run}-${n % 100}`, [anEvent(n)], Math.floor(n / 100));
      }
      return SEQUENTIAL_APPENDS;
    },
  },
  {
    name: `${WRITERS} concurrent writers, distinct streams (${WRITERS}×${APPENDS_PER_WRITER})`,
    run: async (side, run) => {
      await Promise.all(
        Array.from({ length: WRITERS }, async (_, writer) => {
          for (let n = 0; n < APPENDS_PER_WRITER; n += 1) await side.append(`writer-${run}-${writer}`, [anEvent(n)], n);
        }),
      );
      return WRITERS * APPENDS_PER_WRITER;
    },
  },
  {
    name: `batches of ${BATCH_SIZE} events (${BATCHES} batches)`,
    run: async (side, run) => {
      for (let batch = 0; batch < BATCHES; batch += 1) {
        const events = Array.from({ length: BATCH_SIZE }, (_, n) => anEvent(n));
        await side.append(`batch-${run}-${batch % 10}`, events, Math.floor(batch / 10) * BATCH_SIZE);
      }
      return BATCHES * BATCH_SIZE;
    },
  },
  {
    name: `catch-up read, pages of ${READ_PAGE}`,
    run: (side) => side.readAllPages(),
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const database = await createFreshDatabase('es_bench');
const poolOptions = { connectionString: database.url, max: WRITERS };
const adapterPool = new pg.Pool(poolOptions);
const rawPool = new pg.Pool(poolOptions);
// pool.end() resolves before its sockets close; the forced DROP DATABASE may then kill them.
for (const pool of [adapterPool, rawPool]) pool.on('error', () => undefined);
try {
  const store = new PostgresEventStore(adapterPool);
  await store.migrate();
  await rawPool.query(RAW_TABLE);
  const sides = { adapter: adapterSide(store), raw: rawSide(rawPool) };
  // Open every connection of both pools before timing anything.
  await Promise.all(Array.from({ length: WRITERS }, () => Promise.all([store.headPosition(), rawPool.query('SELECT 1')])));

  const rows: string[][] = [];
  for (const scenario of scenarios) {
    const rates = { adapter: [] as number[], raw: [] as number[] };
    for (let run = 0; run < RUNS; run += 1) {
      // Alternate which side goes first so that neither always meets a warmer cache.
      const order = run % 2 === 0 ? (['adapter', 'raw'] as const) : (['raw', 'adapter'] as const);
      for (const side of order) rates[side].push(await rate(() => scenario.run(sides[side], `${run}`)));
    }
    const [adapter, raw] = [median(rates.adapter), median(rates.raw)];
    rows.push([scenario.name, adapter.toFixed(0), raw.toFixed(0), (adapter / raw).toFixed(2)]);
  }

  const header = ['scenario', 'adapter events/s', 'raw events/s', 'ratio (adapter/raw)'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  const {
    rows: [server],
  } = await rawPool.query<{ version: string }>(`SELECT current_setting('server_version') AS version`);
  console.log(`Node ${process.version}, PostgreSQL ${server!.version}, ${cpus().length} cores; median of ${RUNS} runs`);
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
} finally {
  await adapterPool.end();
  await rawPool.end();
  await database.drop();
}
