/**
 * What each read model costs to keep under a registration rush: the rush is recorded through the
 * real commands (sign-ups, verifications, profiles, registrations, cancellations, seats, a school
 * merge, account deletions), then every read model applies it into a scratch schema in batches as
 * the projector does, twice: event by event through `handle`, and as the projector applies a batch
 * (`handleBatch` where the read model has one). Prints per read model the events it reads and the
 * milliseconds per event both ways, costliest first. Figures, not assertions.
 *
 * Run: npm run bench:read-models   (PEOPLE=180 BATCH=100 REPS=3 ONLY=name,name)
 */
import { loadavg } from 'node:os';
import { sql, type DatabasePool } from 'slonik';
import { createVault, migrateVault } from '../../commands/event-store/personal-data-vault';
import type { Position, RecordedEvent } from '../../commands/event-store/port';
import { PostgresEventStore } from '../../commands/event-store/postgres/postgres-event-store';
import { createDatabasePool } from '../../projections/db/pool';
import { allProjections } from '../../projections/read-models';
import { applyEvents } from '../../projections/runtime/catch-up';
import type { Projection } from '../../projections/runtime/projection';
import { createEmptyCopy } from '../../projections/runtime/rebuild';
import { createFreshDatabase } from '../support/fresh-database';
import { recordRegistrationRush } from '../support/registration-rush';

const PEOPLE = Number(process.env.PEOPLE ?? 180);
const BATCH = Number(process.env.BATCH ?? 100);
const REPS = Number(process.env.REPS ?? 3);
const ONLY = process.env.ONLY?.split(',');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const readAll = async (store: PostgresEventStore, projection: Projection) => {
  const events: RecordedEvent[] = [];
  let from: Position | 'start' = 'start';
  for (;;) {
    const read = await store.readAll({ fromPosition: from, maxCount: 5_000, filter: projection.filter });
    events.push(...read);
    if (read.length < 5_000) return events;
    from = read.at(-1)!.position;
  }
};

const applyInBatches = async (
  db: DatabasePool,
  projection: Projection,
  schema: string,
  events: readonly RecordedEvent[],
  mode: 'event' | 'batch',
) => {
  for (let start = 0; start < events.length; start += BATCH) {
    const batch = events.slice(start, start + BATCH);
    await db.transaction(async (tx) => {
      if (mode === 'batch') await applyEvents(tx, projection, schema, batch);
      else for (const event of batch) await projection.handle(tx, event, schema);
    });
  }
};

const database = await createFreshDatabase('bench');
const store = new PostgresEventStore(database.url, { poolSize: 3 });
await store.migrate();
const db = await createDatabasePool(database.url, { maximumPoolSize: 2 });
try {
  await migrateVault(db);
  const started = Date.now();
  const head = await store.headPosition();
  await recordRegistrationRush(store, createVault(db), { people: PEOPLE });
  console.log(`Recorded a rush of ${PEOPLE} people in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const seeded = (await store.readAll({ fromPosition: head, maxCount: 10_000 })).filter((event) =>
    ['LocalityAdded', 'AreaAdded', 'SchoolAdded', 'LeadershipRoleAdded', 'CommitteeAdded', 'CountryAdded'].includes(event.type),
  );
  const seedEnd = seeded.at(-1)!.position;
  const rows: Array<{ name: string; events: number; perEvent: number; perBatch: number }> = [];
  for (const projection of allProjections) {
    if (ONLY && !ONLY.includes(projection.name)) continue;
    const all = await readAll(store, projection);
    const setup = all.filter((event) => event.position <= seedEnd);
    const rush = all.filter((event) => event.position > seedEnd);
    const timings: Record<'event' | 'batch', number[]> = { event: [], batch: [] };
    for (let rep = 0; rep < REPS; rep += 1) {
      for (const mode of ['event', 'batch'] as const) {
        const schema = `bench_${mode}_${projection.name}`;
        await createEmptyCopy(db, projection, schema);
        await applyInBatches(db, projection, schema, setup, 'batch');
        const at = performance.now();
        await applyInBatches(db, projection, schema, rush, mode);
        timings[mode].push(performance.now() - at);
        await db.query(sql.unsafe`DROP SCHEMA ${sql.identifier([schema])} CASCADE`);
      }
    }
    const per = (ms: number[]) => (rush.length === 0 ? 0 : median(ms) / rush.length);
    rows.push({ name: projection.name, events: rush.length, perEvent: per(timings.event), perBatch: per(timings.batch) });
  }
  rows.sort((a, b) => b.perBatch * b.events - a.perBatch * a.events);
  console.log(
    `\nbatches of ${BATCH}, median of ${REPS}; load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  console.log('read model                  events   ms/event one by one   ms/event as the projector applies   total ms (projector)');
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(28)}${String(row.events).padStart(6)}${row.perEvent.toFixed(3).padStart(22)}${row.perBatch.toFixed(3).padStart(36)}${(row.perBatch * row.events).toFixed(0).padStart(23)}`,
    );
  }
} finally {
  await store.close();
  await db.end();
  await database.drop();
}
