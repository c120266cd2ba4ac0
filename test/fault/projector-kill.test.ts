import pg from 'pg';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { sql, type Interceptor } from 'slonik';
import { z } from 'zod';
import { createEventStore } from '../../commands/event-store/create-event-store';
import { createVault, migrateVault } from '../../commands/event-store/personal-data-vault';
import { isAfter, type EventStore, type Position } from '../../commands/event-store/port';
import { ensureSuperUser, registerUser } from '../../commands/users/register-user';
import { seedCatalogues } from '../../ops/seed-catalogues';
import { seedSchools } from '../../ops/seed-schools';
import { createDatabasePool, type DatabasePool } from '../../projections/db/pool';
import { allProjections } from '../../projections/read-models';
import { checkProjection } from '../../projections/runtime/check';
import { migrateProjections } from '../../projections/runtime/migrate';
import { readModelSchema } from '../../projections/runtime/projection';
import { ProjectionRuntime } from '../../projections/runtime/projection-runtime';
import { counterProjection, quietLogger } from '../../projections/runtime/testing/runtime-fixture';
import { createFreshDatabase, type FreshDatabase } from '../support/fresh-database';

/**
 * A projector killed in the middle of a batch, with every read model of the system running
 * beside it on reads of the log they share: whatever was committed and whatever was lost,
 * once projecting again each read model must be what a rebuild from the log makes. Besides
 * the read models, a projection of every event that counts how often each was applied (so a
 * batch applied twice shows up in its comparison with the rebuild, which applies each once).
 */
const VICTIM = 'projector_victim';
const counter = counterProjection({ name: 'counts_every_event', prefix: '' });
const projections = [...allProjections, counter];
/** The kill comes as the counter is about to write its 150th event: in its 8th batch of 20. */
const KILL_AT = 150;

let database: FreshDatabase;
let store: EventStore;
let pool: DatabasePool;
let head: Position;
const opened: Array<{ end(): Promise<void> }> = [];

beforeAll(async () => {
  database = await createFreshDatabase('projector_kill');
  store = await createEventStore({ databaseUrl: database.url, poolSize: 3 });
  pool = await createDatabasePool(database.url, { maximumPoolSize: 3 });
  await migrateVault(pool);
  // A log that most read models have something in: catalogues, localities, areas and schools,
  // a super user and a few people.
  const now = new Date();
  await seedCatalogues(store, now);
  await seedSchools(store, now);
  const env = { store, vault: createVault(pool), now };
  await ensureSuperUser(env, { email: 'kill-admin@gmail.com', password: 'kill-admin-password' }, { commandId: 'kill-admin', userId: null });
  let last: Position | null = null;
  for (const name of ['amal', 'badr', 'carim']) {
    const registered = await registerUser(
      env,
      { email: `${name}@gmail.com`, password: 'a-long-password', role: 'student', globalRole: 'user', emailVerified: true },
      { commandId: `kill-${name}`, userId: null },
    );
    last = registered.position ?? last;
  }
  head = last!;
  // Readable once every transaction older than the appends has ended, anywhere on the server.
  while (isAfter(head, await store.headPosition())) await new Promise((resolve) => setTimeout(resolve, 10));
}, 120_000);

beforeEach(async () => {
  for (const projection of projections) {
    await pool.query(sql.unsafe`DROP SCHEMA IF EXISTS ${sql.identifier([readModelSchema(projection.name)])} CASCADE`);
  }
  await pool.query(sql.unsafe`DROP TABLE IF EXISTS projections.checkpoints`);
  await migrateProjections(pool, projections);
});

afterAll(async () => {
  await Promise.all(opened.map((resource) => resource.end()));
  await store?.close();
  await pool?.end();
  await database?.drop();
});

/**
 * Terminates the victim's backends (those in a transaction, or all), from outside it: on a
 * connection of its own, since slonik refuses a query of another pool inside a transaction.
 */
const terminate = async (which: 'in a transaction' | 'all'): Promise<number> => {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ killed: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS killed FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = $1
          ${which === 'all' ? '' : "AND state LIKE 'idle in transaction%'"}`,
      [VICTIM],
    );
    return rows[0]!.killed;
  } finally {
    await client.end();
  }
};

/**
 * Holds the counter's KILL_AT-th write back (its batch transaction open, earlier writes of the
 * batch done) while `kill` runs, then lets it go on a connection that is no longer there.
 */
const killMidBatch = (kill: () => Promise<void>) => {
  let writes = 0;
  const state = { killed: false };
  const interceptor: Interceptor = {
    name: 'kill-mid-batch',
    beforeQueryExecution: async (_context, query) => {
      if (!/INSERT INTO "rm_counts_every_event"\."applied"/.test(query.sql) || state.killed) return null;
      writes += 1;
      if (writes === KILL_AT) {
        state.killed = true;
        await kill();
      }
      return null;
    },
  };
  return { interceptor, state };
};

const victimPool = async (interceptors: Interceptor[]) => {
  const victim = await createDatabasePool(`${database.url}?application_name=${VICTIM}`, { maximumPoolSize: 4, interceptors });
  opened.push(victim);
  return victim;
};

const expectEveryReadModelEqualToARebuild = async () => {
  for (const projection of projections) {
    const result = await checkProjection({ pool, store, projection });
    expect(result.equal, `${projection.name}: ${JSON.stringify(result.differences)}`).toBe(true);
    expect(result.position).toBe(head);
  }
};

it('a batch whose connection is killed mid-transaction is retried, and every read model equals a rebuild', async () => {
  let killed = 0;
  const { interceptor, state } = killMidBatch(async () => {
    killed = await terminate('in a transaction');
  });
  const failures: string[] = [];
  const runtime = new ProjectionRuntime({
    pool: await victimPool([interceptor]),
    store,
    projections,
    batchSize: 20,
    retryDelayMs: 20,
    logger: { ...quietLogger, error: (data) => failures.push(String((data as { projection?: string }).projection)) },
  });
  await runtime.start();
  try {
    expect(await runtime.waitFor(head, { timeoutMs: 60_000 })).toBe(true);
  } finally {
    await runtime.stop();
  }

  expect(state.killed).toBe(true);
  expect(killed).toBeGreaterThanOrEqual(1);
  expect(failures).toContain(counter.name);
  await expectEveryReadModelEqualToARebuild();
}, 120_000);

it('a projector process killed mid-batch (every connection, its locks too) and restarted leaves every read model equal to a rebuild', async () => {
  // After the kill the process is gone: nothing it tries reaches the database any more.
  let dead = false;
  const { interceptor: killer, state } = killMidBatch(async () => {
    dead = true;
    await terminate('all');
  });
  const deadProcess: Interceptor = {
    name: 'dead-process',
    beforeQueryExecution: () => {
      if (dead) throw new Error('the process was killed');
      return null;
    },
  };
  const crashed = new ProjectionRuntime({
    pool: await victimPool([killer, deadProcess]),
    store,
    projections,
    batchSize: 20,
    logger: quietLogger,
  });
  await crashed.start();
  while (!state.killed) await new Promise((resolve) => setTimeout(resolve, 10));
  await crashed.stop();

  // Killed mid-way: the counter had not reached the head, and nothing the victim held is left.
  const counterCheckpoint = await pool.oneFirst(sql.type(z.object({ position: z.string().nullable() }))`
    SELECT position FROM projections.checkpoints WHERE name = ${counter.name}`);
  expect(counterCheckpoint === null || counterCheckpoint < head).toBe(true);
  expect(
    await pool.oneFirst(sql.type(z.object({ n: z.number() }))`
      SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${VICTIM}`),
  ).toBe(0);

  const restarted = new ProjectionRuntime({ pool: await victimPool([]), store, projections, logger: quietLogger });
  await restarted.start();
  try {
    expect(await restarted.waitFor(head, { timeoutMs: 60_000 })).toBe(true);
  } finally {
    await restarted.stop();
  }
  await expectEveryReadModelEqualToARebuild();
}, 120_000);
