import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { DatabasePool } from 'slonik';
import { ALLOCATION_QUEUE, allocationJobData, RUN_ALLOCATION } from '../../commands/allocation/allocation-jobs';
import { runAllocation, type AllocationRunHooks, type SchoolsOf } from '../../commands/allocation/allocation-run';
import type { EventStore } from '../../commands/event-store/port';
import { queuePrefix } from '../../commands/jobs/queue-prefix';
import { isDomainError } from '../../domain/shared/errors';
import { listSchools } from '../../projections/schools/schools-list';
import { findProfilesByIds } from '../../projections/users/profiles-projection';
import type { WorkerLogger } from '../logger';

/** Each person's school as their profile names it (a listed school, or the one they typed). */
const schoolsFrom =
  (db: DatabasePool): SchoolsOf =>
  async (userIds) => {
    const [profiles, schools] = await Promise.all([findProfilesByIds(db, [...userIds]), listSchools(db)]);
    const nameOf = new Map(schools.map((school) => [school.id, school.name]));
    const result = new Map<string, string>();
    for (const profile of profiles) {
      const name = (profile.school_id ? nameOf.get(profile.school_id) : undefined) ?? profile.custom_school_name;
      if (name) result.set(profile.id, name);
    }
    return result;
  };

export interface AllocationWorkerOptions {
  config: { REDIS_PREFIX: string };
  db: DatabasePool;
  redis: Redis;
  store: EventStore;
  logger: WorkerLogger;
  /** How long a job's lock lasts without renewal: a killed worker's run is retried after it. */
  lockDuration?: number;
  stalledInterval?: number;
  hooks?: AllocationRunHooks;
}

/** The consumer of the `global-allocation` queue: one run per job, at most two at once per process. */
export const startAllocationWorker = async (options: AllocationWorkerOptions) => {
  const { config, db, redis, store, logger } = options;
  const connection = redis.duplicate({ maxRetriesPerRequest: null });
  const schoolsOf = schoolsFrom(db);
  const worker = new Worker(
    ALLOCATION_QUEUE,
    async (job: Job) => {
      if (job.name !== RUN_ALLOCATION) throw new UnrecoverableError(`the ${ALLOCATION_QUEUE} queue has no job named ${job.name}`);
      const parsed = allocationJobData.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`invalid ${RUN_ALLOCATION} job data: ${parsed.error.message}`);
      try {
        return await runAllocation({ store, now: new Date(), schoolsOf }, job.id!, parsed.data, (percent) => job.updateProgress(percent), options.hooks);
      } catch (error) {
        // A rule said no (the event is gone, the allocation keeps changing): retrying will not help.
        if (isDomainError(error)) throw new UnrecoverableError(error.message);
        throw error;
      }
    },
    {
      connection,
      prefix: queuePrefix(config),
      concurrency: 2,
      ...(options.lockDuration ? { lockDuration: options.lockDuration } : {}),
      ...(options.stalledInterval ? { stalledInterval: options.stalledInterval } : {}),
    },
  );
  worker.on('completed', (job) => logger.info({ queue: ALLOCATION_QUEUE, jobId: job.id }, 'allocation run done'));
  worker.on('failed', (job, error) => logger.warn({ queue: ALLOCATION_QUEUE, jobId: job?.id, attemptsMade: job?.attemptsMade, error: error.message }, 'allocation run failed'));
  worker.on('error', (error) => logger.error({ queue: ALLOCATION_QUEUE, error: error.message }, 'allocation worker error'));
  await worker.waitUntilReady();
  return {
    close: async () => {
      await worker.close();
      connection.disconnect();
    },
  };
};
