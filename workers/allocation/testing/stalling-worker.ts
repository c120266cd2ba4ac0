/**
 * An allocation worker that stops dead just before it would append its placements, as a
 * process killed half-way through a run does. Started as a child process by the crash test,
 * which kills it with SIGKILL once it prints STALLED_BEFORE_APPEND.
 */
import { Redis } from 'ioredis';
import { createEventStore } from '../../../commands/event-store/create-event-store';
import { createDatabasePool } from '../../../projections/db/pool';
import { consoleWorkerLogger } from '../../logger';
import { startAllocationWorker } from '../allocation-worker';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const databaseUrl = env('DATABASE_URL');
const store = await createEventStore({ databaseUrl, eventStoreUrl: undefined });
const db = await createDatabasePool(databaseUrl);
const redis = new Redis(env('REDIS_URL'), { maxRetriesPerRequest: null });
await startAllocationWorker({
  config: { REDIS_PREFIX: env('REDIS_PREFIX') },
  db,
  redis,
  store,
  logger: consoleWorkerLogger,
  // Short, so that the healthy worker finds the run stalled soon (BullMQ lets one stalled
  // check through per interval across workers: this one's interval counts too).
  lockDuration: 1_000,
  stalledInterval: 500,
  hooks: {
    beforeAppend: async () => {
      console.log('STALLED_BEFORE_APPEND');
      await new Promise(() => undefined);
    },
  },
});
console.log('WORKER_READY');
