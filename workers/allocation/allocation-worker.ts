import { UnrecoverableError, type Job } from 'bullmq';
import { schoolKeyOf } from '@domain/delegations/delegation';
import type { Redis } from 'ioredis';
import type { DatabasePool } from 'slonik';
import { ALLOCATION_QUEUE, allocationJobData, RUN_ALLOCATION } from '../../commands/allocation/allocation-jobs';
import { runAllocation, type AllocationRunHooks, type SchoolsOf } from '../../commands/allocation/allocation-run';
import type { EventStore } from '../../commands/event-store/port';
import { listSchools } from '../../projections/schools/schools-list';
import { findProfilesByIds } from '../../projections/users/profiles-projection';
import type { WorkerLogger } from '../logger';
import { startQueueWorker } from '../queue-worker';

/** Each person's school as their profile names it (a listed school, or the one they typed): its delegation key and name. */
const schoolsFrom =
  (db: DatabasePool): SchoolsOf =>
  async (userIds) => {
    const [profiles, schools] = await Promise.all([findProfilesByIds(db, [...userIds]), listSchools(db)]);
    const nameOf = new Map(schools.map((school) => [school.id, school.name]));
    const result = new Map<string, { key: string; name: string }>();
    for (const profile of profiles) {
      const key = schoolKeyOf({ schoolId: profile.school_id, customSchoolName: profile.custom_school_name });
      const name = (profile.school_id ? nameOf.get(profile.school_id) : undefined) ?? profile.custom_school_name;
      if (key && name) result.set(profile.id, { key, name });
    }
    return result;
  };

export interface AllocationWorkerOptions {
  config: { REDIS_PREFIX: string };
  db: DatabasePool;
  redis: Redis;
  store: EventStore;
  logger: WorkerLogger;
  lockDuration?: number;
  stalledInterval?: number;
  hooks?: AllocationRunHooks;
}

/** The consumer of the `global-allocation` queue: one run per job, at most two at once per process. */
export const startAllocationWorker = (options: AllocationWorkerOptions) => {
  const schoolsOf = schoolsFrom(options.db);
  return startQueueWorker({
    ...options,
    queue: ALLOCATION_QUEUE,
    concurrency: 2,
    jobs: {
      [RUN_ALLOCATION]: async (job: Job) => {
        const parsed = allocationJobData.safeParse(job.data);
        if (!parsed.success) throw new UnrecoverableError(`invalid ${RUN_ALLOCATION} job data: ${parsed.error.message}`);
        return runAllocation(
          { store: options.store, now: new Date(), schoolsOf },
          job.id!,
          parsed.data,
          (percent) => job.updateProgress(percent),
          options.hooks,
        );
      },
    },
  });
};
