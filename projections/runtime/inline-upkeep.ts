import { sql, type DatabasePool } from 'slonik';
import type { EventStore, Position } from '../../commands/event-store/port';
import { catchUpInto } from './catch-up';
import { advanceCheckpoint, loadCheckpoint, reached, withWriteLock, writeLockKey } from './checkpoints';
import { readModelSchema, type Projection } from './projection';
import { withExclusiveJob } from './rebuild';
import { waitForHorizon } from './horizon';

/**
 * Inline read models are written in the appends' own transactions (inline-store.ts); their
 * checkpoint says up to where the log has been applied to them by other means (a replay at
 * start-up, a rebuild), and is moved to the head now and then, since every event an append
 * committed was applied with it.
 */

/**
 * Brings an inline read model up to the head: what the log holds after its checkpoint is
 * applied again (harmless, see Projection.inline), with appends held back by the write lock, so
 * that events stored while no process kept it inline (before it became inline, or by a process
 * of an earlier version) are in it. Quick when the checkpoint is near the head.
 */
export const catchUpInline = async (pool: DatabasePool, store: EventStore, projection: Projection): Promise<Position | null> =>
  withExclusiveJob(pool, `projection-inline:${projection.name}`, async (db) => {
    const from = await loadCheckpoint(db, projection.name);
    return withWriteLock(db, projection.name, async () => {
      // Appends wait while this holds the lock, so the wait is bounded: what a long transaction
      // elsewhere keeps out of sight was written inline, or is replayed at the next start (the
      // checkpoint stays below it).
      await waitForHorizon(db, { timeoutMs: 2_000 });
      const head = await store.headPosition();
      if (head === 'start' || reached(from, head)) return from;
      const schema = readModelSchema(projection.name);
      const to = await catchUpInto({ db, store, projection, schema, from, batchSize: 500, upTo: head });
      if (!(await advanceCheckpoint(db, projection.name, from, to)))
        throw new Error(`${projection.name}: checkpoint moved under the write lock`);
      return to;
    });
  });

/**
 * Moves the checkpoints of inline read models to the head, skipping any whose write lock a
 * rebuild or a check holds (they set it themselves). Never moves one back.
 */
export const keepInlineCheckpoints = async (pool: DatabasePool, store: EventStore, names: readonly string[]): Promise<void> => {
  if (names.length === 0) return;
  const head = await store.headPosition();
  if (head === 'start') return;
  await pool.query(sql.unsafe`
    UPDATE projections.checkpoints AS c SET position = ${head}, updated_at = now()
    FROM unnest(${sql.array([...names], 'text')}, ${sql.array(names.map(writeLockKey), 'text')}) AS w(name, lock_key)
    WHERE c.name = w.name AND (c.position IS NULL OR c.position < ${head})
      AND pg_try_advisory_xact_lock_shared(hashtext(w.lock_key))`);
};
