/**
 * A worker that stops dead half-way through a job, as a process killed mid-run does. Started
 * as a child process by the crash tests (test/fault), which kill it with SIGKILL once it prints
 * STALLED. QUEUE picks the queue: `global-allocation` stops just before the run's append,
 * `delegate-import` after its first group of rows, `certificates` after its first chunk issued.
 */
import { Redis } from 'ioredis';
import { createEventStore } from '../../commands/event-store/create-event-store';
import { createVault } from '../../commands/event-store/personal-data-vault';
import { createDatabasePool } from '../../projections/db/pool';
import { startAllocationWorker } from '../../workers/allocation/allocation-worker';
import { startImportWorker } from '../../workers/imports/import-worker';
import { startCertificateWorker } from '../../workers/certificates/certificate-worker';
import { consoleWorkerLogger } from '../../workers/logger';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const stall = async () => {
  console.log('STALLED');
  await new Promise(() => undefined);
};

const databaseUrl = env('DATABASE_URL');
const store = await createEventStore({ databaseUrl, eventStoreUrl: undefined });
const db = await createDatabasePool(databaseUrl);
const redis = new Redis(env('REDIS_URL'), { maxRetriesPerRequest: null });
const common = {
  config: { REDIS_PREFIX: env('REDIS_PREFIX') },
  redis,
  logger: consoleWorkerLogger,
  // Short, so that the healthy worker finds the job stalled soon (BullMQ lets one stalled
  // check through per interval across workers: this one's interval counts too).
  lockDuration: 1_000,
  stalledInterval: 500,
};
if (env('QUEUE') === 'global-allocation') {
  await startAllocationWorker({ ...common, db, store, hooks: { beforeAppend: stall } });
} else if (env('QUEUE') === 'certificates') {
  await startCertificateWorker({
    ...common,
    env: { store, db, now: () => new Date(), publicUrl: 'http://localhost', uploadDir: env('UPLOAD_DIR'), readLogo: async () => null },
    hooks: { afterChunk: stall },
  });
} else {
  const allowedEmailDomains = env('ALLOWED_EMAIL_DOMAINS').split(',');
  await startImportWorker({
    ...common,
    env: { store, vault: createVault(db), db, now: () => new Date(), allowedEmailDomains },
    hooks: { afterRows: stall },
  });
}
console.log('WORKER_READY');
