import { sql, type DatabasePool, type DatabasePoolConnection } from 'slonik';
import { z } from 'zod';
import type { EventStore, Position } from '../../commands/event-store/port';
import { catchUpInto, completeCopy, COPY_BATCH_SIZE } from './catch-up';
import { advanceCheckpoint, ensureCheckpointRow, ensureCheckpointsTable, readCheckpoint, withWriteLock } from './checkpoints';
import { assertPrimaryKeys, assertProjectionNames } from './migrate';
import { waitForHorizon } from './horizon';
import { readModelSchema, type Projection } from './projection';

export interface RebuildOptions {
  pool: DatabasePool;
  store: EventStore;
  projection: Projection;
  batchSize?: number;
  /** the projection is kept in the appends' transactions (see Projection.inline) */
  inline?: boolean;
}

/** Creates `schema` afresh (dropping a copy left by an interrupted run) with the projection's tables. */
export const createEmptyCopy = async (db: DatabasePool | DatabasePoolConnection, projection: Projection, schema: string) => {
  await db.transaction(async (tx) => {
    await tx.query(sql.unsafe`DROP SCHEMA IF EXISTS ${sql.identifier([schema])} CASCADE`);
    await tx.query(sql.unsafe`CREATE SCHEMA ${sql.identifier([schema])}`);
    await projection.migrate(tx, schema);
    await assertPrimaryKeys(tx, projection, schema);
  });
};

/** Runs `work` on a session holding an advisory lock, so two runs never share a copy. */
export const withExclusiveJob = <T>(pool: DatabasePool, key: string, work: (db: DatabasePoolConnection) => Promise<T>) =>
  pool.connect(async (connection) => {
    const locked = await connection.oneFirst(
      sql.type(z.object({ locked: z.boolean() }))`SELECT pg_try_advisory_lock(hashtext(${key})) AS locked`,
    );
    if (!locked) throw new Error(`${key} is already running in another process`);
    try {
      return await work(connection);
    } finally {
      await connection.query(sql.unsafe`SELECT pg_advisory_unlock(hashtext(${key}))`);
    }
  });

/**
 * Builds the projection from the start into `rm_<name>__next` while the live model keeps
 * serving and updating, then takes the projection's write lock, which every live batch
 * takes first: the live projector finishes its batch and waits. Under the lock the copy
 * catches up to the head, and one transaction drops the old schema, renames the copy into
 * place and sets the checkpoint to the copy's position. Readers always query `rm_<name>`,
 * so they see the old or the new complete model. The live projector then finds its
 * checkpoint moved and carries on from the copy's position.
 */
export const rebuildProjection = async (options: RebuildOptions): Promise<{ name: string; position: Position | null }> => {
  const { pool, store, projection } = options;
  assertProjectionNames([projection]);
  const batchSize = options.batchSize ?? COPY_BATCH_SIZE;
  const live = readModelSchema(projection.name);
  const next = `${live}__next`;

  return withExclusiveJob(pool, `projection-rebuild:${projection.name}`, async (db) => {
    await ensureCheckpointsTable(db);
    await ensureCheckpointRow(db, projection.name);
    await createEmptyCopy(db, projection, next);
    // Chase the head in rounds, each bounded by the head seen when it starts: a writer
    // faster than the rebuild cannot keep it from finishing, and the lag left for the
    // locked phase shrinks with each round.
    let position: Position | null = null;
    for (let round = 0; round < 3; round += 1) {
      const head = await store.headPosition();
      if (head === 'start' || (position !== null && position >= head)) break;
      position = await catchUpInto({ db, store, projection, schema: next, from: position, batchSize, upTo: head, mode: 'copy' });
    }
    // The copy is complete up to `position`; the short stretch under the lock goes batch by batch as live.
    await completeCopy(db, projection, next);

    // Inline, first without the lock (appends go on meanwhile), so that the wait under it is short.
    if (options.inline) await waitForHorizon(db);
    return withWriteLock(db, projection.name, async () => {
      const checkpoint = await readCheckpoint(db, projection.name);
      // Inline, every append committed before the lock wrote the live model: the copy takes them all.
      if (options.inline) await waitForHorizon(db);
      // Read under the lock, so at or after the live checkpoint; fixed, so the pause is bounded.
      const head = await store.headPosition();
      const upTo = head === 'start' ? null : head;
      const final = await catchUpInto({ db, store, projection, schema: next, from: position, batchSize, upTo });
      await db.transaction(async (tx) => {
        await tx.query(sql.unsafe`DROP SCHEMA IF EXISTS ${sql.identifier([live])} CASCADE`);
        await tx.query(sql.unsafe`ALTER SCHEMA ${sql.identifier([next])} RENAME TO ${sql.identifier([live])}`);
        if (!(await advanceCheckpoint(tx, projection.name, checkpoint, final))) {
          throw new Error(`projection ${projection.name}: checkpoint moved under the write lock`);
        }
      });
      return { name: projection.name, position: final };
    });
  });
};

/**
 * Runs `work` for each projection, `jobs` at a time, in their order; the first failure is
 * thrown once the running ones have ended. A rebuild waits on Postgres about half its time,
 * so two at once keep both the process and the database busy.
 */
export const forEachProjection = async <T>(
  projections: readonly Projection[],
  jobs: number,
  work: (projection: Projection) => Promise<T>,
): Promise<T[]> => {
  const results: T[] = new Array(projections.length);
  let next = 0;
  const worker = async () => {
    while (next < projections.length) {
      const index = next++;
      results[index] = await work(projections[index]!);
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.max(1, Math.min(jobs, projections.length)) }, worker));
  const failed = settled.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return results;
};
