import { randomBytes } from 'node:crypto';
import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { z } from 'zod';
import type { EventStore, Position } from '../../commands/event-store/port';
import { catchUpInto, completeCopy, COPY_BATCH_SIZE } from './catch-up';
import { advanceCheckpoint, loadCheckpoint, reached, readCheckpoint, withWriteLock } from './checkpoints';
import { waitForHorizon } from './horizon';
import { assertProjectionNames } from './migrate';
import { readModelSchema, type Projection } from './projection';
import { createEmptyCopy, withExclusiveJob } from './rebuild';

export interface CheckOptions {
  pool: DatabasePool;
  store: EventStore;
  projection: Projection;
  batchSize?: number;
  /** differing rows reported per table and direction; default 10 */
  sampleSize?: number;
  /** the projection is kept in the appends' transactions: compared at the head (see Projection.inline) */
  inline?: boolean;
}

export interface TableDifference {
  table: string;
  onlyInLive: unknown[];
  onlyInRebuilt: unknown[];
  onlyInLiveCount: number;
  onlyInRebuiltCount: number;
}

export interface CheckResult {
  name: string;
  /** the live checkpoint both models were compared at */
  position: Position | null;
  equal: boolean;
  differences: TableDifference[];
}

const differingRow = z.object({ row: z.unknown(), total: z.number() });

/**
 * Rows of `a` missing from `b`, as a multiset (EXCEPT ALL). Rows are compared as jsonb so
 * column order does not matter and types without an equality operator (json) still compare.
 */
const rowsMissing = async (db: CommonQueryMethods, a: string, b: string, table: string, limit: number) => {
  const rows = await db.any(sql.type(differingRow)`
    SELECT row, (count(*) OVER ())::int AS total FROM (
      SELECT to_jsonb(t) AS row FROM ${sql.identifier([a, table])} t
      EXCEPT ALL
      SELECT to_jsonb(t) FROM ${sql.identifier([b, table])} t
    ) d
    LIMIT ${limit}`);
  return { rows: rows.map((r) => r.row), total: rows[0]?.total ?? 0 };
};

/** Every table's rows in schema `live` and not in `rebuilt`, and the other way round: none when the two read models are equal. */
export const differencesBetween = async (
  db: CommonQueryMethods,
  tables: readonly string[],
  live: string,
  rebuilt: string,
  sampleSize = 10,
): Promise<TableDifference[]> => {
  const differences: TableDifference[] = [];
  for (const table of tables) {
    const onlyInLive = await rowsMissing(db, live, rebuilt, table, sampleSize);
    const onlyInRebuilt = await rowsMissing(db, rebuilt, live, table, sampleSize);
    if (onlyInLive.total + onlyInRebuilt.total === 0) continue;
    differences.push({
      table,
      onlyInLive: onlyInLive.rows,
      onlyInRebuilt: onlyInRebuilt.rows,
      onlyInLiveCount: onlyInLive.total,
      onlyInRebuiltCount: onlyInRebuilt.total,
    });
  }
  return differences;
};

/**
 * Under the write lock: an inline read model holds every append committed before it, so its
 * checkpoint moves to the head once those transactions have all ended.
 */
const inlineCheckpointAtHead = async (db: CommonQueryMethods, store: EventStore, name: string): Promise<Position | null> => {
  const checkpoint = await readCheckpoint(db, name);
  await waitForHorizon(db);
  const head = await store.headPosition();
  if (head === 'start' || reached(checkpoint, head)) return checkpoint;
  if (!(await advanceCheckpoint(db, name, checkpoint, head))) throw new Error(`${name}: checkpoint moved under the write lock`);
  return head;
};

/**
 * Rebuilds the projection into a scratch schema up to exactly the live checkpoint and
 * diffs every table with the live model. Most of the copy is built without any lock; the
 * last stretch and the comparison run under the projection's write lock, which live
 * batches take first, so the live checkpoint and rows stand still while they are compared.
 * The comparison only reads, outside any transaction that holds a transaction id, so it
 * does not hold back the event store's catch-up readers however long it takes.
 */
export const checkProjection = async (options: CheckOptions): Promise<CheckResult> => {
  const { pool, store, projection } = options;
  assertProjectionNames([projection]);
  const batchSize = options.batchSize ?? COPY_BATCH_SIZE;
  const sampleSize = options.sampleSize ?? 10;
  const live = readModelSchema(projection.name);
  const scratch = `${live}__check_${randomBytes(4).toString('hex')}`;

  return withExclusiveJob(pool, `projection-check:${projection.name}`, async (db) => {
    try {
      await createEmptyCopy(db, projection, scratch);
      const seen = await loadCheckpoint(db, projection.name);
      const built = await catchUpInto({ db, store, projection, schema: scratch, from: null, batchSize, upTo: seen, mode: 'copy' });
      await completeCopy(db, projection, scratch);

      // Inline, first without the lock (appends go on meanwhile), so that the wait under it is short.
      if (options.inline) await waitForHorizon(db);
      return await withWriteLock(db, projection.name, async () => {
        const position = options.inline
          ? await inlineCheckpointAtHead(db, store, projection.name)
          : await readCheckpoint(db, projection.name);
        await catchUpInto({ db, store, projection, schema: scratch, from: built, batchSize, upTo: position });
        const differences = await differencesBetween(db, projection.tables, live, scratch, sampleSize);
        return { name: projection.name, position, equal: differences.length === 0, differences };
      });
    } finally {
      await db.query(sql.unsafe`DROP SCHEMA IF EXISTS ${sql.identifier([scratch])} CASCADE`);
    }
  });
};
