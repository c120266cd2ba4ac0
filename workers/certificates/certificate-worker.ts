import { UnrecoverableError, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { CERTIFICATES_QUEUE, certificateJobData, ISSUE_CERTIFICATES } from '../../commands/certificates/certificate-jobs';
import type { WorkerLogger } from '../logger';
import { startQueueWorker } from '../queue-worker';
import { runCertificates, type CertificateRunEnvironment, type CertificateRunHooks } from './certificate-run';

export interface CertificateWorkerOptions {
  config: { REDIS_PREFIX: string };
  redis: Redis;
  logger: WorkerLogger;
  env: CertificateRunEnvironment;
  lockDuration?: number;
  stalledInterval?: number;
  hooks?: CertificateRunHooks;
}

/** The consumer of the `certificates` queue: one event's issuing and ZIP per job, at most two at once per process. */
export const startCertificateWorker = (options: CertificateWorkerOptions) =>
  startQueueWorker({
    ...options,
    queue: CERTIFICATES_QUEUE,
    concurrency: 2,
    jobs: {
      [ISSUE_CERTIFICATES]: async (job: Job) => {
        const parsed = certificateJobData.safeParse(job.data);
        if (!parsed.success) throw new UnrecoverableError(`invalid ${ISSUE_CERTIFICATES} job data: ${parsed.error.message}`);
        return runCertificates(options.env, parsed.data, (percent) => job.updateProgress(percent), options.hooks);
      },
    },
  });
