import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { queuePrefix } from '../commands/jobs/queue-prefix';
import { isDomainError } from '@domain/shared/errors';
import type { WorkerLogger } from './logger';

export interface QueueWorkerOptions {
  queue: string;
  config: { REDIS_PREFIX: string };
  redis: Redis;
  logger: WorkerLogger;
  concurrency: number;
  /** How long a job's lock lasts without renewal: a killed worker's job is retried after it. */
  lockDuration?: number;
  stalledInterval?: number;
  /** Runs one job; the name is checked against `jobs`. */
  jobs: Record<string, (job: Job) => Promise<unknown>>;
}

/**
 * A BullMQ worker for one of the product's queues. A rule that says no (a DomainError: the
 * event is gone, the file is not a spreadsheet) fails the job for good with its message, which
 * the screen shows; anything else is retried with the queue's backoff.
 */
export const startQueueWorker = async (options: QueueWorkerOptions) => {
  const { queue, config, redis, logger } = options;
  // Workers block on Redis: BullMQ requires maxRetriesPerRequest null on their connection.
  const connection = redis.duplicate({ maxRetriesPerRequest: null });
  const worker = new Worker(
    queue,
    async (job: Job) => {
      const run = options.jobs[job.name];
      if (!run) throw new UnrecoverableError(`the ${queue} queue has no job named ${job.name}`);
      try {
        return await run(job);
      } catch (error) {
        if (isDomainError(error)) throw new UnrecoverableError(error.message);
        throw error;
      }
    },
    {
      connection,
      prefix: queuePrefix(config),
      concurrency: options.concurrency,
      ...(options.lockDuration ? { lockDuration: options.lockDuration } : {}),
      ...(options.stalledInterval ? { stalledInterval: options.stalledInterval } : {}),
    },
  );
  // Ids and error messages only: job data holds ids, and errors are ours.
  // A job's outcome is logged when it is a sentence (e.g. why an email was dropped), never data.
  worker.on('completed', (job, outcome) =>
    logger.info({ queue, jobId: job.id, name: job.name, ...(typeof outcome === 'string' ? { outcome } : {}) }, `${queue} job done`),
  );
  worker.on('failed', (job, error) =>
    logger.warn({ queue, jobId: job?.id, name: job?.name, attemptsMade: job?.attemptsMade, error: error.message }, `${queue} job failed`),
  );
  worker.on('error', (error) => logger.error({ queue, error: error.message }, `${queue} worker error`));
  await worker.waitUntilReady();
  return {
    close: async () => {
      await worker.close();
      connection.disconnect();
    },
  };
};
