/**
 * Event-store throughput against a raw baseline on the same fresh database and concurrency.
 * The baseline inserts the same rows into a bare table (no revision or idempotency check, no
 * NOTIFY, one index) and reads it by id: what Postgres costs anyway. Also the WAL each side
 * writes per event: the records of its own tables and indexes and its commits, read back with
 * pg_walinspect (the server is shared, so its total WAL would count other work too; a
 * temporary replication slot keeps the WAL until it is read). Needs a superuser.
 * Both tables first hold PREFILL events, and each writing run starts right after a checkpoint:
 * the first change to a page after a checkpoint writes the whole page to the WAL, so an index
 * whose inserts land all over a large index costs a page image per event, as in production.
 * Run: npx tsx test/bench/event-store-bench.ts
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
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
const PREFILL = 200_000;
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

/** The WAL written for some tables (their indexes, TOAST and sequences included) between two points. */
interface WalMeter {
  checkpoint(): Promise<void>;
  now(): Promise<string>;
  /** Bytes and full-page-image bytes since `from` of the relations of `tables`, with their transactions' commit records. */
  since(from: string, tables: string[]): Promise<{ bytes: number; pageImages: number }>;
  close(): Promise<void>;
}

const WAL_SINCE = `
WITH relations AS (
  SELECT c.relfilenode FROM pg_class c
   WHERE c.oid IN (SELECT t.oid FROM pg_class t WHERE t.oid = ANY ($3::regclass[])
                   UNION SELECT i.indexrelid FROM pg_index i WHERE i.indrelid = ANY ($3::regclass[])
                   UNION SELECT t.reltoastrelid FROM pg_class t WHERE t.oid = ANY ($3::regclass[])
                   UNION SELECT i.indexrelid FROM pg_index i JOIN pg_class t ON i.indrelid = t.reltoastrelid WHERE t.oid = ANY ($3::regclass[])
                   UNION SELECT d.objid FROM pg_depend d WHERE d.refobjid = ANY ($3::regclass[]) AND d.classid = 'pg_class'::regclass
                     AND (SELECT relkind FROM pg_class WHERE oid = d.objid) = 'S')
),
records AS (SELECT * FROM pg_get_wal_records_info($1::pg_lsn, $4::pg_lsn)),
touching AS (
  SELECT DISTINCT r.start_lsn, r.xid, r.record_length, r.fpi_length FROM records r
   CROSS JOIN LATERAL regexp_matches(r.block_ref, 'rel \\d+/(\\d+)/(\\d+)', 'g') AS m
   WHERE m[1]::oid = $2::oid AND m[2]::oid IN (SELECT relfilenode FROM relations)
),
commits AS (
  SELECT r.record_length FROM records r
   WHERE r.resource_manager = 'Transaction' AND r.xid::text IN (SELECT t.xid::text FROM touching t WHERE t.xid::text <> '0')
)
SELECT (SELECT coalesce(sum(record_length), 0) FROM touching) + (SELECT coalesce(sum(record_length), 0) FROM commits) AS bytes,
       (SELECT coalesce(sum(fpi_length), 0) FROM touching) AS page_images`;

const walMeter = async (connectionString: string): Promise<WalMeter> => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_walinspect');
  // Temporary: dropped with this session, however the benchmark ends.
  await client.query(`SELECT pg_create_physical_replication_slot('es_bench_' || pg_backend_pid(), true, true)`);
  const {
    rows: [database],
  } = await client.query<{ oid: string }>(`SELECT oid FROM pg_database WHERE datname = current_database()`);
  return {
    checkpoint: async () => {
      await client.query('CHECKPOINT');
    },
    // Flushed, not inserted: pg_walinspect reads no further. Records of other tables in between do not count.
    now: async () => (await client.query<{ lsn: string }>('SELECT pg_current_wal_flush_lsn() AS lsn')).rows[0]!.lsn,
    since: async (from, tables) => {
      const {
        rows: [to],
      } = await client.query<{ lsn: string; later: boolean }>(
        'SELECT pg_current_wal_flush_lsn() AS lsn, pg_current_wal_flush_lsn() > $1 AS later',
        [from],
      );
      if (!to!.later) return { bytes: 0, pageImages: 0 };
      const { rows } = await client.query<{ bytes: string; page_images: string }>(WAL_SINCE, [from, database!.oid, tables, to!.lsn]);
      return { bytes: Number(rows[0]!.bytes), pageImages: Number(rows[0]!.page_images) };
    },
    close: () => client.end(),
  };
};

interface Measured {
  eventsPerSecond: number;
  walPerEvent: number;
  pageImagesPerEvent: number;
}

/** Events per second of `events`, which returns how many events it handled, and the WAL it wrote per event. */
const measure = async (wal: WalMeter, tables: string[], events: () => Promise<number>): Promise<Measured> => {
  const from = await wal.now();
  const started = process.hrtime.bigint();
  const count = await events();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const written = await wal.since(from, tables);
  return { eventsPerSecond: count / seconds, walPerEvent: written.bytes / count, pageImagesPerEvent: written.pageImages / count };
};

const scenarios: Array<{ name: string; writes?: true; run: (side: Side, run: string) => Promise<number> }> = [
  {
    name: `sequential single-event appends (${SEQUENTIAL_APPENDS})`,
    writes: true,
    run: async (side, run) => {
      for (let n = 0; n < SEQUENTIAL_APPENDS; n += 1) {
        await side.append(`seq-${run}-${n % 100}`, [anEvent(n)], Math.floor(n / 100));
      }
      return SEQUENTIAL_APPENDS;
    },
  },
  {
    name: `${WRITERS} concurrent writers, distinct streams (${WRITERS}×${APPENDS_PER_WRITER})`,
    writes: true,
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
    writes: true,
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

/** PREFILL events in both tables, on streams of 20, in transactions of 1,000. */
const prefill = async (pool: pg.Pool) => {
  for (const table of ['es.events', 'raw_events']) {
    for (let from = 0; from < PREFILL; from += 1_000) {
      await pool.query(
        `INSERT INTO ${table} (event_id, stream_id, stream_revision, type, data, metadata)
         SELECT gen_random_uuid(), 'prefill-' || (n / 20), n % 20, 'BenchEventRecorded',
                jsonb_build_object('n', n, 'name', 'Quest for Leadership', 'seats', '[1, 2, 3]'::jsonb), '{"userId": null}'
           FROM generate_series($1::int, $1::int + 999) AS n`,
        [from],
      );
    }
    await pool.query(`VACUUM ANALYZE ${table}`);
  }
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const database = await createFreshDatabase('es_bench');
const poolOptions = { connectionString: database.url, max: WRITERS };
const adapterPool = new pg.Pool(poolOptions);
const rawPool = new pg.Pool(poolOptions);
// pool.end() resolves before its sockets close; the forced DROP DATABASE may then kill them.
for (const pool of [adapterPool, rawPool]) pool.on('error', () => undefined);
const wal = await walMeter(database.url);
const loadBefore = loadavg();
try {
  const store = new PostgresEventStore(adapterPool);
  await store.migrate();
  await rawPool.query(RAW_TABLE);
  await prefill(rawPool);
  const sides = { adapter: adapterSide(store), raw: rawSide(rawPool) };
  // Every table of the store's schema (a release of the store may keep more than the events).
  const { rows: storeTables } = await rawPool.query<{ name: string }>(
    `SELECT oid::regclass::text AS name FROM pg_class WHERE relnamespace = 'es'::regnamespace AND relkind = 'r'`,
  );
  const tables = { adapter: storeTables.map((table) => table.name), raw: ['raw_events'] };
  // Open every connection of both pools before timing anything.
  await Promise.all(Array.from({ length: WRITERS }, () => Promise.all([store.headPosition(), rawPool.query('SELECT 1')])));

  const rows: string[][] = [];
  for (const scenario of scenarios) {
    const measured = { adapter: [] as Measured[], raw: [] as Measured[] };
    for (let run = 0; run < RUNS; run += 1) {
      // Alternate which side goes first so that neither always meets a warmer cache.
      const order = run % 2 === 0 ? (['adapter', 'raw'] as const) : (['raw', 'adapter'] as const);
      for (const side of order) {
        if (scenario.writes) await wal.checkpoint();
        measured[side].push(await measure(wal, tables[side], () => scenario.run(sides[side], `${run}`)));
      }
    }
    const of = (side: 'adapter' | 'raw', figure: keyof Measured) => median(measured[side].map((each) => each[figure]));
    const [adapter, raw] = [of('adapter', 'eventsPerSecond'), of('raw', 'eventsPerSecond')];
    const walFigures = scenario.writes
      ? [
          `${of('adapter', 'walPerEvent').toFixed(0)} (${of('adapter', 'pageImagesPerEvent').toFixed(0)})`,
          `${of('raw', 'walPerEvent').toFixed(0)} (${of('raw', 'pageImagesPerEvent').toFixed(0)})`,
          (of('adapter', 'walPerEvent') / of('raw', 'walPerEvent')).toFixed(2),
        ]
      : ['', '', ''];
    rows.push([scenario.name, adapter.toFixed(0), raw.toFixed(0), (adapter / raw).toFixed(2), ...walFigures]);
  }

  const header = [
    'scenario',
    'adapter events/s',
    'raw events/s',
    'ratio (adapter/raw)',
    'adapter WAL B/event (page images)',
    'raw WAL B/event (page images)',
    'WAL ratio',
  ];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  const {
    rows: [server],
  } = await rawPool.query<{ version: string }>(`SELECT current_setting('server_version') AS version`);
  const load = (averages: number[]) => averages.map((average) => average.toFixed(2)).join(' ');
  console.log(`Node ${process.version}, PostgreSQL ${server!.version}, ${cpus().length} cores; median of ${RUNS} runs`);
  console.log(`load average (1, 5, 15 min) before: ${load(loadBefore)}, after: ${load(loadavg())}`);
  console.log(`${PREFILL} events in each table first; each writing run right after a checkpoint`);
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
} finally {
  await wal.close();
  await adapterPool.end();
  await rawPool.end();
  await database.drop();
}
