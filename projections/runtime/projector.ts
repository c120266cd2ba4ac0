import type { DatabasePool } from 'slonik';
import type { EventStore, Position } from '../../commands/event-store/port';
import { applyEvents, readNextBatch } from './catch-up';
import { advanceCheckpoint, loadCheckpoint, readCheckpoint, takeWriteLock } from './checkpoints';
import type { RuntimeLogger } from './logger';
import { readModelSchema, type Projection } from './projection';
import { backoff, errorMessage, sleep, type Doorbell, type Semaphore } from './signals';

export interface ProjectorContext {
  pool: DatabasePool;
  store: EventStore;
  logger: RuntimeLogger;
  batchSize: number;
  idleMs: number;
  retryDelayMs: number;
  maxRetryDelayMs: number;
  /** rung when there may be new events */
  newEvents: Doorbell;
  batches: Semaphore;
  /** told about every checkpoint this projector commits or loads */
  onCheckpoint(name: string, checkpoint: Position | null): void;
  onError(name: string, error: string | null): void;
}

class CheckpointMoved extends Error {}

/**
 * The loop of the active instance of one projection; it returns once `signal` aborts,
 * after finishing the batch in flight. Each batch is applied and its checkpoint advanced
 * in one transaction; any failure rolls both back, reloads the committed checkpoint and
 * retries after a backoff, so an event is never skipped nor applied twice.
 */
export const runProjector = async (ctx: ProjectorContext, projection: Projection, signal: AbortSignal): Promise<void> => {
  const { name } = projection;
  const schema = readModelSchema(name);
  let checkpoint: Position | null | undefined; // undefined: reload from the table
  let failures = 0;
  const succeeded = () => {
    if (failures > 0) ctx.onError(name, null);
    failures = 0;
  };

  while (!signal.aborted) {
    const generation = ctx.newEvents.current;
    try {
      if (checkpoint === undefined) {
        checkpoint = await loadCheckpoint(ctx.pool, name);
        ctx.onCheckpoint(name, checkpoint);
      }
      const from: Position | null = checkpoint;
      const batch = await readNextBatch(ctx.store, projection, from, ctx.batchSize);
      if (batch.to === from) {
        succeeded();
        await ctx.newEvents.wait(generation, ctx.idleMs, signal);
        continue;
      }
      await ctx.batches.run(() =>
        ctx.pool.transaction(async (tx) => {
          // First, before any write: waits out a rebuild swap or a check, holding nothing.
          await takeWriteLock(tx, name);
          if ((await readCheckpoint(tx, name)) !== from) throw new CheckpointMoved();
          await applyEvents(tx, projection, schema, batch.events);
          if (!(await advanceCheckpoint(tx, name, from, batch.to))) throw new CheckpointMoved();
        }),
      );
      checkpoint = batch.to;
      ctx.onCheckpoint(name, checkpoint);
      succeeded();
    } catch (error) {
      checkpoint = undefined;
      if (error instanceof CheckpointMoved) {
        // Another writer (a rebuild swap, or an instance that took over) moved it: not a fault.
        ctx.logger.info({ projection: name }, 'projection checkpoint moved by another writer; reloading');
        continue;
      }
      failures += 1;
      const delayMs = backoff(failures, ctx.retryDelayMs, ctx.maxRetryDelayMs);
      ctx.onError(name, errorMessage(error));
      ctx.logger.error({ projection: name, failures, retryInMs: delayMs, err: error }, 'projection batch failed; will retry');
      await sleep(delayMs, signal);
    }
  }
};
