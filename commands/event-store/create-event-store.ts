import { EsdbEventStore } from './esdb/esdb-event-store';
import type { EventStore } from './port';
import { PostgresEventStore } from './postgres/postgres-event-store';

export interface EventStoreConfig {
  /** EventStoreDB connection string (`EVENTSTORE_URL`, e.g. `esdb://host:2113?tls=false`); unset = Postgres. */
  eventStoreUrl?: string | undefined;
  /** Postgres connection string; the events live in its `es` schema. */
  databaseUrl: string;
  /** Connections the Postgres store's pool may open (pg's default, 10, when unset). */
  poolSize?: number;
}

/** The store chosen by configuration; the Postgres one is migrated before it is returned. */
export const createEventStore = async ({ eventStoreUrl, databaseUrl, poolSize }: EventStoreConfig): Promise<EventStore> => {
  if (eventStoreUrl) return new EsdbEventStore(eventStoreUrl);
  const store = new PostgresEventStore(databaseUrl, { poolSize });
  try {
    await store.migrate();
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
};
