import { Queue, type Job } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { queuePrefix } from '../../commands/jobs/queue-prefix';
import type { AppDependencies } from '../dependencies';

/** A producer of one of the product's queues, closed with the app. */
export const queueFor = (app: FastifyInstance, deps: AppDependencies, name: string) => {
  // Its own connection: BullMQ never closes a connection it is handed.
  const connection = deps.redis.duplicate();
  const queue = new Queue(name, { connection, prefix: queuePrefix(deps.config) });
  app.addHook('onClose', async () => {
    await queue.close();
    connection.disconnect();
  });
  return queue;
};

export type JobState = 'queued' | 'running' | 'completed' | 'failed';

/** A job's state as the screens show it. */
export const jobStateOf = async (job: Job): Promise<JobState> => {
  const state = await job.getState();
  if (state === 'active') return 'running';
  if (state === 'completed' || state === 'failed') return state;
  return 'queued';
};

/**
 * A job with its state, read again once it has finished: a copy read before its state may
 * predate its return value or failure reason.
 */
export const jobWithState = async (queue: Queue, job: Job): Promise<{ job: Job; state: JobState }> => {
  const state = await jobStateOf(job);
  if (state !== 'completed' && state !== 'failed') return { job, state };
  return { job: (await queue.getJob(job.id!)) ?? job, state };
};

/** Progress as a percentage (BullMQ keeps whatever the worker last reported). */
export const jobProgressOf = (job: Job, state: JobState) =>
  state === 'completed' ? 100 : typeof job.progress === 'number' ? job.progress : 0;

/** The job again once it has finished, or as it is after `timeoutMs` (small files answer at once). */
export const settledJob = async (queue: Queue, jobId: string, timeoutMs: number): Promise<{ job: Job; state: JobState }> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await queue.getJob(jobId);
    if (!job) throw new Error(`job ${jobId} vanished`);
    const settled = await jobWithState(queue, job);
    if (settled.state === 'completed' || settled.state === 'failed' || Date.now() >= deadline) return settled;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
