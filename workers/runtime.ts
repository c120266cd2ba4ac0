import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { DatabasePool } from 'slonik';
import {
  EMAIL_QUEUE,
  PURGE_OUTBOX,
  purgeOutboxJobData,
  SEND_INVITATION,
  SEND_PROMOTION,
  SEND_VERIFICATION,
  type JobQueue,
} from '../projections/reactors/email-queue';
import { createMailTransport } from './email/mail-transport';
import { migrateOutbox, purgeOutboxFor } from './email/outbox';
import { jobDataOf } from './email/link-job';
import { sendInvitation } from './email/send-invitation';
import { sendPromotion } from './email/send-promotion';
import { sendVerification } from './email/send-verification';
import type { EventStore } from '../commands/event-store/port';
import { queuePrefix } from '../commands/jobs/queue-prefix';
import { createVault } from '../commands/event-store/personal-data-vault';
import { startAllocationWorker } from './allocation/allocation-worker';
import { startImportWorker } from './imports/import-worker';
import { startCertificateWorker } from './certificates/certificate-worker';
import { readUploadedImage } from '../projections/certificates/certificate-archive';
import { startQueueWorker } from './queue-worker';
import { consoleWorkerLogger, type WorkerLogger } from './logger';

/** What the workers read from the app's configuration (api/config.ts's AppConfig fits). */
export interface WorkerConfig {
  JWT_SECRET: string;
  PUBLIC_URL: string;
  REDIS_PREFIX: string;
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  ALLOWED_EMAIL_DOMAINS: readonly string[];
  /** Where uploads are kept (the event's logo is read there, the certificates' ZIP written there). */
  UPLOAD_DIR?: string;
}

export interface EmailQueue extends JobQueue {
  queue: Queue;
  close(): Promise<void>;
}

/**
 * The producer side of the `email` queue, for the reactors. It gets its own connection
 * (a duplicate of the app's) because BullMQ never closes a connection it is handed.
 */
export const createEmailQueue = (config: Pick<WorkerConfig, 'REDIS_PREFIX'>, redis: Redis): EmailQueue => {
  const connection = redis.duplicate();
  const queue = new Queue(EMAIL_QUEUE, { connection, prefix: queuePrefix(config) });
  return {
    queue,
    add: (name, data, options) => queue.add(name, data, options),
    close: async () => {
      await queue.close();
      connection.disconnect();
    },
  };
};

export interface Workers {
  /** Stops taking jobs, waits for the running ones, then releases everything. */
  close(): Promise<void>;
}

export const startWorkers = async (options: {
  config: WorkerConfig;
  db: DatabasePool;
  redis: Redis;
  store: EventStore;
  logger?: WorkerLogger;
  /** how many email jobs run at once in this process; default 4 */
  concurrency?: number;
}): Promise<Workers> => {
  const { config, db, redis } = options;
  const logger = options.logger ?? consoleWorkerLogger;
  // Always: the SMTP setting may change, and erasure purges the outbox either way.
  await migrateOutbox(db);
  const transport = createMailTransport(config, db, logger);
  const send = sendVerification({ config, db, transport });
  const invite = sendInvitation({ config, db, store: options.store, transport });
  const promote = sendPromotion({ config, db, store: options.store, transport });

  const email = await startQueueWorker({
    queue: EMAIL_QUEUE,
    config,
    redis,
    logger,
    concurrency: options.concurrency ?? 4,
    jobs: {
      [SEND_VERIFICATION]: (job) => send(job.data),
      [SEND_INVITATION]: (job) => invite(job.data),
      [SEND_PROMOTION]: (job) => promote(job.data),
      [PURGE_OUTBOX]: async (job) => `purged ${await purgeOutboxFor(db, jobDataOf(purgeOutboxJobData, PURGE_OUTBOX, job.data).userId)}`,
    },
  });
  const allocation = await startAllocationWorker({ config, db, redis, store: options.store, logger });
  const imports = await startImportWorker({
    config,
    redis,
    logger,
    env: { store: options.store, vault: createVault(db), db, now: () => new Date(), allowedEmailDomains: config.ALLOWED_EMAIL_DOMAINS },
  });

  const uploadDir = config.UPLOAD_DIR ?? '.local/uploads';
  const certificates = await startCertificateWorker({
    config,
    redis,
    logger,
    env: {
      store: options.store,
      db,
      now: () => new Date(),
      publicUrl: config.PUBLIC_URL,
      uploadDir,
      readLogo: (url) => readUploadedImage(uploadDir, url),
    },
  });

  return {
    close: async () => {
      await Promise.all([email.close(), allocation.close(), imports.close(), certificates.close()]);
      await transport.close();
    },
  };
};
