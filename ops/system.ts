import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { createEventStore } from '../commands/event-store/create-event-store';
import type { EventStore } from '../commands/event-store/port';
import { buildApp, type BuildAppOptions } from '../api/app';
import type { AppConfig } from '../api/config';
import type { AppDependencies } from '../api/dependencies';
import { createDatabasePool, type DatabasePool } from '../projections/db/pool';
import { allProjections } from '../projections/read-models';
import { migrateProjections } from '../projections/runtime/migrate';
import { ProjectionRuntime } from '../projections/runtime/projection-runtime';

export interface System {
  deps: AppDependencies;
  app: FastifyInstance;
  runtime: ProjectionRuntime;
  /** Stops accepting requests, finishes in-flight work, then closes every connection. */
  close(): Promise<void>;
}

/** The event store, read-model pool and schema, shared by serve, migrate, seed and the CLIs. */
export const openStores = async (config: Pick<AppConfig, 'DATABASE_URL' | 'EVENTSTORE_URL'>) => {
  const store = await createEventStore({ databaseUrl: config.DATABASE_URL, eventStoreUrl: config.EVENTSTORE_URL });
  const db = await createDatabasePool(config.DATABASE_URL);
  await migrateProjections(db, allProjections);
  return { store, db };
};

/**
 * Wires the whole back end for one process. ROLE decides what runs here: the API, the
 * projectors (one active instance per read model across all processes), or both.
 */
export const startSystem = async (config: AppConfig, options: BuildAppOptions = {}): Promise<System> => {
  const { store, db } = await openStores(config);
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null, lazyConnect: false });
  const runtime = new ProjectionRuntime({ pool: db, store, projections: allProjections });
  const runsProjectors = config.ROLE === 'all' || config.ROLE === 'projector';
  if (runsProjectors) await runtime.start();

  const deps: AppDependencies = {
    config,
    store,
    db,
    redis,
    readModels: runtime,
    clock: () => new Date(),
  };
  const app = await buildApp(deps, options);

  return {
    deps,
    app,
    runtime,
    close: async () => {
      await app.close();
      await runtime.stop();
      await closeQuietly(store);
      await db.end();
      redis.disconnect();
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
