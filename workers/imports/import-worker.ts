import { UnrecoverableError, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { APPLY_IMPORT, IMPORT_QUEUE, importJobData, PREVIEW_IMPORT } from '../../commands/imports/import-jobs';
import type { WorkerLogger } from '../logger';
import { startQueueWorker } from '../queue-worker';
import { applyImport, previewImport, type ImportEnvironment, type ImportRunOptions } from './import-run';

export interface ImportWorkerOptions {
  config: { REDIS_PREFIX: string };
  redis: Redis;
  logger: WorkerLogger;
  env: ImportEnvironment;
  lockDuration?: number;
  stalledInterval?: number;
  hooks?: Pick<ImportRunOptions, 'afterRows'>;
}

const dataOf = (job: Job) => {
  const parsed = importJobData.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError(`invalid ${job.name} job data: ${parsed.error.message}`);
  return parsed.data;
};

/** The consumer of the `delegate-import` queue: previews (dry runs) and imports. */
export const startImportWorker = (options: ImportWorkerOptions) =>
  startQueueWorker({
    ...options,
    queue: IMPORT_QUEUE,
    concurrency: 2,
    jobs: {
      [PREVIEW_IMPORT]: (job) => previewImport(options.env, dataOf(job), (percent) => job.updateProgress(percent)),
      [APPLY_IMPORT]: (job) =>
        applyImport(options.env, dataOf(job), (percent) => job.updateProgress(percent), {
          ...options.hooks,
          resumed: job.attemptsStarted > 1,
        }),
    },
  });
