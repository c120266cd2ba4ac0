/**
 * Rebuilding every read model from a log of 1,000,000 events, `JOBS` (2) at a time, with the
 * project's own rebuild (`rebuildProjection`, as `npm run read-models -- rebuild --all` runs it;
 * the inline read models with `inline`). The log: a registration rush with the list churn after it,
 * recorded through the real commands (about 2,000 events: sign-ups, verifications, profiles,
 * registrations, cancellations, seats, a school merge, account deletions, the directory,
 * catalogues, organisers, conferences and documents changed), stored again as copies of other
 * people and conferences until the log holds `EVENTS` (see rebuild-log.ts); set-up, not timed.
 *
 * Prints per read model the events its filter passes (those it applies), seconds and events/s
 * (with JOBS > 1 these overlap: the wall time is what counts);
 * then the log's events over the wall time of all the rebuilds, and the applied events summed
 * over that time. Each read model is checked to have rows in every table where the original
 * rush had some (a line says so when one came out empty). Figures only, no assertions.
 *
 * Run: npm run bench:rebuild   (EVENTS=1000000 PEOPLE=180 JOBS=2; SMOKE=1: 20,000 events)
 */
import { sql } from 'slonik';
import { z } from 'zod';
import { createVault } from '../../commands/event-store/personal-data-vault';
import type { EventStore } from '../../commands/event-store/port';
import { PostgresEventStore } from '../../commands/event-store/postgres/postgres-event-store';
import { createDatabasePool } from '../../projections/db/pool';
import { allProjections } from '../../projections/read-models';
import type { Projection } from '../../projections/runtime/projection';
import { readModelSchema } from '../../projections/runtime/projection';
import { forEachProjection, rebuildProjection } from '../../projections/runtime/rebuild';
import { recordListChurn } from '../support/list-churn';
import { recordRegistrationRush } from '../support/registration-rush';
import { loadAverage, seededDatabase } from './bench-support';
import { multiplyLog } from './rebuild-log';

const SMOKE = process.env.SMOKE === '1';
const EVENTS = Number(process.env.EVENTS ?? (SMOKE ? 20_000 : 1_000_000));
const PEOPLE = Number(process.env.PEOPLE ?? 180);
const TARGET = 20_000;
/** Read models rebuilt at a time, as `npm run read-models -- rebuild --all` does. */
const JOBS = Number(process.env.JOBS ?? 2);

/**
 * The events the reads of the log return (the rebuild reads through its read model's filter, so
 * these are the events it applies) and the time spent in those reads and in reads of the head.
 */
const counting = (store: EventStore) => {
  const read = { events: 0, ms: 0 };
  const timed = async <T>(work: Promise<T>) => {
    const at = performance.now();
    try {
      return await work;
    } finally {
      read.ms += performance.now() - at;
    }
  };
  const wrapped: EventStore = {
    appendToStream: (...args) => store.appendToStream(...args),
    readStream: (...args) => store.readStream(...args),
    readAll: async (options) => {
      const events = await timed(store.readAll(options));
      read.events += events.length;
      return events;
    },
    subscribeToAll: (options) => store.subscribeToAll(options),
    headPosition: () => timed(store.headPosition()),
    close: () => store.close(),
  };
  return { wrapped, read };
};

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const rate = (events: number, ms: number) => Math.round((events / ms) * 1000).toLocaleString('en-US');

const database = await seededDatabase({}, undefined);
const store = new PostgresEventStore(database.url, { poolSize: JOBS + 1 });
const db = await createDatabasePool(database.url, { maximumPoolSize: JOBS + 1 });
try {
  const count = async (schema: string, table: string) =>
    db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM ${sql.identifier([schema, table])}`);
  const rowsOf = async (projection: Projection) => {
    const rows: Record<string, number> = {};
    for (const table of projection.tables) rows[table] = await count(readModelSchema(projection.name), table);
    return rows;
  };
  // Sealed personal data opened: accounts with their email and username.
  const openedAccounts = () =>
    db.oneFirst(sql.type(z.object({ n: z.number() }))`
      SELECT count(*)::int AS n FROM rm_user_accounts.accounts WHERE email IS NOT NULL AND username IS NOT NULL`);
  const rebuild = (projection: Projection, on: EventStore = store) =>
    rebuildProjection({ pool: db, store: on, projection, inline: projection.inline === true });

  const setUp = Date.now();
  const rush = await recordRegistrationRush(store, createVault(db), { people: PEOPLE });
  await recordListChurn(store, createVault(db), rush);
  // The read models of the original rush: what each rebuilt one is compared with (rows or none).
  const original = new Map<string, Record<string, number>>();
  for (const projection of allProjections) {
    await rebuild(projection);
    original.set(projection.name, await rowsOf(projection));
  }
  const originalOpened = await openedAccounts();
  const log = await multiplyLog(db, EVENTS, (events) => process.stderr.write(`\rstored ${events.toLocaleString('en-US')} events`));
  process.stderr.write('\n');
  const inLog = await db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM es.events`);
  console.log(
    `Log: ${inLog.toLocaleString('en-US')} events: a rush of ${PEOPLE} people with the list churn after it, ` +
      `${log.perCopy} events copied ${log.copies} times (the original included) and ${log.shared} of the directory and catalogues once; ` +
      `set up in ${seconds(Date.now() - setUp)} s (not timed)`,
  );

  const postgres = await db.oneFirst(sql.type(z.object({ v: z.string() }))`SELECT current_setting('server_version') AS v`);
  console.log(`${new Date().toISOString()}; Node ${process.version}; Postgres ${postgres}; load average before: ${loadAverage()}`);
  console.log(`\nread model                     events applied         s  reading s     events/s   rows (original → rebuilt)`);
  const results: Array<{ name: string; events: number; ms: number; readMs: number }> = [];
  const empty: string[] = [];
  const started = performance.now();
  await forEachProjection(allProjections, JOBS, async (projection) => {
    const { wrapped, read } = counting(store);
    const at = performance.now();
    await rebuild(projection, wrapped);
    const ms = performance.now() - at;
    results.push({ name: projection.name, events: read.events, ms, readMs: read.ms });
    const rows = await rowsOf(projection);
    const before = original.get(projection.name)!;
    for (const table of projection.tables) {
      if (before[table]! > 0 && rows[table] === 0) empty.push(`${projection.name}.${table}`);
    }
    const shown = projection.tables.map((table) => `${table} ${before[table]} → ${rows[table]}`).join(', ');
    console.log(
      `${`${projection.name}${projection.inline ? ' (inline)' : ''}`.padEnd(31)}${read.events.toLocaleString('en-US').padStart(14)}` +
        `${seconds(ms).padStart(10)}${seconds(read.ms).padStart(11)}${rate(read.events, ms).padStart(13)}   ${shown}`,
    );
  });
  const wall = performance.now() - started;
  const applied = results.reduce((sum, result) => sum + result.events, 0);
  console.log(
    `\nall ${results.length} read models: ${seconds(wall)} s; the log's ${inLog.toLocaleString('en-US')} events / wall time: ` +
      `${rate(inLog, wall)} events/s (target ≥ ${TARGET.toLocaleString('en-US')}: ${(inLog / wall) * 1000 >= TARGET ? 'met' : 'MISSED'}); ` +
      `events applied, summed over the read models: ${applied.toLocaleString('en-US')}, ${rate(applied, wall)} events/s`,
  );
  const slowest = [...results].sort((a, b) => b.ms - a.ms).slice(0, 5);
  const readMs = results.reduce((sum, result) => sum + result.readMs, 0);
  console.log(
    `slowest: ${slowest.map((r) => `${r.name} ${((r.ms / wall) * 100).toFixed(0)}%`).join(', ')}; ` +
      `reading the log (and its head): ${seconds(readMs)} s of the ${seconds(wall)} s`,
  );
  // Sealed personal data must open in the copies as in the original.
  const opened = await openedAccounts();
  console.log(
    `accounts with an email and a username (sealed data opened): ${opened.toLocaleString('en-US')}, ` +
      `${(opened / log.copies).toFixed(1)} a copy of the rush (the original rush alone: ${originalOpened})`,
  );
  for (const table of empty) console.log(`EMPTY: ${table} had rows after the original rush and none after the rebuild`);
  if (empty.length === 0) console.log('every table with rows after the original rush has rows after the rebuild');
  console.log(`${new Date().toISOString()}; load average after: ${loadAverage()} (measured while other work shared the machine)`);
} finally {
  await store.close();
  await db.end();
  await database.dispose();
}
