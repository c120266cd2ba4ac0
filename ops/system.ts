import { AsyncResource } from 'node:async_hooks';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { createEventStore } from '../commands/event-store/create-event-store';
import { createVault, migrateVault } from '../commands/event-store/personal-data-vault';
import { migrateImportStaging } from '../commands/imports/import-staging';
import type { EventStore } from '../commands/event-store/port';
import { PostgresEventStore } from '../commands/event-store/postgres/postgres-event-store';
import { buildApp, type BuildAppOptions } from '../api/app';
import type { AppConfig } from '../api/config';
import type { AppDependencies } from '../api/dependencies';
import { createDatabasePool, type DatabasePool } from '../projections/db/pool';
import { redisNotificationPublisher } from '../projections/notifications/notification-channels';
import { createReactors } from '../projections/reactors';
import { allProjections } from '../projections/read-models';
import { migrateProjections } from '../projections/runtime/migrate';
import { InlineProjectingStore, inlineProjectionsFor } from '../projections/runtime/inline-store';
import { ProjectionRuntime } from '../projections/runtime/projection-runtime';
import { createEmailQueue, startWorkers, type WorkerConfig } from '../workers/runtime';
import { backfillUploadOwners } from '../api/uploads/backfill-owners';
import type { WorkerLogger } from '../workers/logger';

export interface System {
  deps: AppDependencies;
  app: FastifyInstance;
  runtime: ProjectionRuntime;
  /** The reactors' runtime (side effects: BullMQ jobs, notifications on Redis), when ROLE is all or worker. */
  reactors: ProjectionRuntime | null;
  /** Stops accepting requests, finishes in-flight work, then closes every connection. */
  close(): Promise<void>;
}

/**
 * The event store, read-model pool and schema, shared by serve, migrate, seed and the CLIs. On
 * Postgres the store keeps the inline read models in each append's transaction (`inline`).
 */
export const openStores = async (config: Pick<AppConfig, 'DATABASE_URL' | 'EVENTSTORE_URL' | 'DATABASE_POOL_SIZE'>) => {
  const eventStore = await createEventStore({
    databaseUrl: config.DATABASE_URL,
    eventStoreUrl: config.EVENTSTORE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const db = await createDatabasePool(config.DATABASE_URL, { maximumPoolSize: config.DATABASE_POOL_SIZE });
  // Before the projectors: they open sealed personal data with the vault's keys.
  await migrateVault(db);
  await migrateImportStaging(db);
  await migrateProjections(db, allProjections);
  const inline = inlineProjectionsFor(eventStore, allProjections);
  const store: EventStore =
    eventStore instanceof PostgresEventStore && inline.length > 0 ? new InlineProjectingStore(eventStore, db, inline) : eventStore;
  return { store, db, inline };
};

/**
 * Wires the whole back end for one process. ROLE decides what runs here: the API, the
 * projectors (one active instance per read model across all processes), the reactors and
 * BullMQ workers (ROLE worker), or everything (all). The app is built in every role.
 */
export const startSystem = async (config: AppConfig, options: BuildAppOptions = {}): Promise<System> => {
  const { store, db, inline } = await openStores(config);
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null, lazyConnect: false });
  const runtime = new ProjectionRuntime({
    pool: db,
    store,
    projections: allProjections.filter((projection) => !inline.includes(projection)),
    inline,
  });
  const runsProjectors = config.ROLE === 'all' || config.ROLE === 'projector';
  if (runsProjectors) await runtime.start();

  const deps: AppDependencies = {
    config,
    store,
    db,
    redis,
    vault: createVault(db),
    readModels: runtime,
    clock: () => new Date(),
  };
  const app = await buildApp(deps, options);
  if (config.ROLE === 'all' || config.ROLE === 'api') {
    // In the background: files kept from before owners were recorded become readable to their
    // owners again as soon as possible, without holding up the start.
    void backfillUploadOwners(app.storage, db).then(
      (claimed) => claimed > 0 && app.log.info({ claimed }, 'recorded the owners of earlier uploads'),
      (error: unknown) => app.log.warn({ err: error }, 'could not record the owners of earlier uploads'),
    );
  }
  // After the app, so that workers log through it (the outbox prints its links there).
  const background =
    config.ROLE === 'all' || config.ROLE === 'worker'
      ? await startBackground(config, { store, db, redis, logger: app.log, readModels: runtime })
      : null;

  return {
    deps,
    app,
    runtime,
    reactors: background?.reactors ?? null,
    close: async () => {
      await app.close();
      await runtime.stop();
      // Reactors stop enqueuing before the workers stop; workers finish their running jobs.
      await background?.close();
      await closeQuietly(store);
      await db.end();
      redis.disconnect();
    },
  };
};

/**
 * Reactors (their own ProjectionRuntime: checkpoints and one active instance each, like
 * projectors) and the BullMQ workers that carry out the jobs they enqueue. The notifications
 * push waits on the read models through the projectors' runtime, which reads the checkpoints
 * of projectors that run in other processes.
 */
const startBackground = async (
  config: WorkerConfig,
  io: { store: EventStore; db: DatabasePool; redis: Redis; logger: WorkerLogger; readModels: ProjectionRuntime },
) => {
  const emailQueue = createEmailQueue(config, io.redis);
  // The push reactor waits inside its batch's transaction. Where the projectors run in another
  // process (ROLE=worker), the wait reads their checkpoints through the pool, which slonik
  // refuses inside a transaction's async context; this scope, made outside any, lets it.
  const outsideTransactions = new AsyncResource('projection-wait');
  const notifications = {
    publisher: redisNotificationPublisher(io.redis, config.REDIS_PREFIX),
    waitFor: (position: string, options: { projections: string[]; timeoutMs: number }) =>
      outsideTransactions.runInAsyncScope(() => io.readModels.waitFor(position, options)),
  };
  const reactorList = createReactors({ emailQueue, notifications });
  await migrateProjections(io.db, reactorList);
  const workers = await startWorkers({ config, db: io.db, redis: io.redis, store: io.store, logger: io.logger });
  // Sharing the read models' reads of the log: one read per batch for the whole process.
  const reactors = new ProjectionRuntime({ pool: io.db, store: io.store, projections: reactorList, shareReadsWith: io.readModels });
  await reactors.start();
  return {
    reactors,
    close: async () => {
      await reactors.stop();
      await workers.close();
      await emailQueue.close();
    },
  };
};

const closeQuietly = async (store: EventStore) => {
  try {
    await store.close();
  } catch {
    // Closing is best effort at shutdown; the process is about to exit anyway.
  }
};

export type { DatabasePool };
