import type { DatabasePool } from 'slonik';
import type { Position } from '../../commands/event-store/port';
import { applyEvents, type Batch } from './catch-up';
import type { CheckpointMoves } from './checkpoint-moves';
import { advanceCheckpoint, beginLiveBatch, loadCheckpoint } from './checkpoints';
import type { RuntimeLogger } from './logger';
import { readModelSchema, type Projection } from './projection';
import type { SharedReads } from './shared-reads';
import { backoff, errorMessage, sleep, type Doorbell, type Semaphore } from './signals';

export interface ProjectorContext {
  pool: DatabasePool;
  logger: RuntimeLogger;
  idleMs: number;
  retryDelayMs: number;
  maxRetryDelayMs: number;
  /** rung when there may be new events */
  newEvents: Doorbell;
  /** the reads of the log, shared by the projectors of the runtime */
  reads: SharedReads;
  /** checkpoint moves with nothing to apply, gathered into one statement */
  checkpointMoves: CheckpointMoves;
  batches: Semaphore;
  /** told about every checkpoint this projector commits or loads */
  onCheckpoint(name: string, checkpoint: Position | null): void;
  onError(name: string, error: string | null): void;
}

class CheckpointMoved extends Error {}

/**
 * Applies a batch and advances the checkpoint from `from` in one transaction. The checkpoint is
 * compared once, as it moves: a batch whose checkpoint another writer moved (a rebuild's swap, an
 * instance that took over; both rare) is applied in vain and rolled back, rather than every batch
 * paying a round trip to look first.
 */
const commitBatch = (ctx: ProjectorContext, projection: Projection, from: Position | null, batch: Batch): Promise<void> =>
  ctx.batches.run(() =>
    ctx.pool.transaction(async (tx) => {
      // First, before any write: waits out a rebuild swap or a check, holding nothing.
      await beginLiveBatch(tx, projection.name);
      await applyEvents(tx, projection, readModelSchema(projection.name), batch.events);
      if (!(await advanceCheckpoint(tx, projection.name, from, batch.to))) throw new CheckpointMoved();
    }),
  );

/**
 * The loop of the active instance of one projection; it returns once `signal` aborts,
 * after finishing the batch in flight. Its batches come from reads of the log shared with
 * the runtime's other projectors; each is applied and its checkpoint advanced in one
 * transaction of its own; any failure rolls both back, reloads the committed checkpoint and
 * retries after a backoff (this projection alone), so an event is never skipped nor applied
 * twice.
 */
export const runProjector = async (ctx: ProjectorContext, projection: Projection, signal: AbortSignal): Promise<void> => {
  const { name } = projection;
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
      const batch = await ctx.reads.next(projection, from, generation);
      if (batch.to === from) {
        succeeded();
        await ctx.newEvents.wait(generation, ctx.idleMs, signal);
        continue;
      }
      if (batch.events.length > 0) {
        await commitBatch(ctx, projection, from, batch);
      } else {
        const outcome = await ctx.checkpointMoves.advance(name, from, batch.to);
        if (outcome === 'moved') throw new CheckpointMoved();
        // A rebuild or a check holds the write lock: wait for it as a batch does.
        if (outcome === 'locked') await commitBatch(ctx, projection, from, batch);
      }
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
