import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import type { Position } from '../../commands/event-store/port';

/**
 * The checkpoint of a projection is the position up to which its read model reflects the
 * event log: every event at or before it that matches the filter has been applied. NULL
 * means nothing has been read yet ('start').
 */
const table = sql.identifier(['projections', 'checkpoints']);
const positionRow = z.object({ position: z.string().nullable() });

export const ensureCheckpointsTable = async (db: CommonQueryMethods): Promise<void> => {
  await db.query(sql.unsafe`CREATE SCHEMA IF NOT EXISTS projections`);
  await db.query(sql.unsafe`
    CREATE TABLE IF NOT EXISTS ${table} (
      name text PRIMARY KEY,
      position text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
};

export const ensureCheckpointRow = async (db: CommonQueryMethods, name: string): Promise<void> => {
  await db.query(sql.unsafe`INSERT INTO ${table} (name, position) VALUES (${name}, NULL) ON CONFLICT (name) DO NOTHING`);
};

/** Reads the checkpoint, creating its row when missing (a projection added since the last migration). */
export const loadCheckpoint = async (db: CommonQueryMethods, name: string): Promise<Position | null> => {
  await ensureCheckpointRow(db, name);
  return readCheckpoint(db, name);
};

/**
 * Every writer of a projection's live schema (its live batches, the rebuild's swap) holds
 * this lock, and so does the check while it compares: it pauses the live projector. Not the
 * election lock, which the active instance keeps for as long as it lives. It is an advisory
 * lock and not a row lock on the checkpoint, because a row lock gives the holder a
 * transaction id, and the event store's catch-up readers (everywhere in the cluster) cannot
 * see events past the oldest running transaction id: a long check would stall them all.
 */
export const writeLockKey = (name: string) => `projection-write:${name}`;

/** In a statement: its transaction commits without waiting for the flush (see beginLiveBatch). */
const withoutFlush = sql.fragment`set_config('synchronous_commit', 'off', true)`;

/**
 * The first statement of every live batch: takes the write lock (transaction-scoped), and lets
 * the batch commit without waiting for its WAL to reach the disk. A read model is made of the
 * log, and a batch commits with its checkpoint: one a crash of the database loses goes with its
 * checkpoint, and is applied again. Waiting for the flush gained nothing, and held back every
 * catch-up reader of the log (they read below the oldest running transaction, which a commit
 * waiting for its flush still is) by one flush per batch.
 */
export const beginLiveBatch = async (tx: CommonQueryMethods, name: string): Promise<void> => {
  await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(hashtext(${writeLockKey(name)})), ${withoutFlush}`);
};

/**
 * Shared, transaction-scoped: an append that keeps inline read models takes it for each before
 * it writes an event, so appends run side by side and a rebuild's swap or a check, which take
 * it exclusively, wait for those in flight and hold back new ones.
 */
export const takeSharedWriteLocks = async (tx: CommonQueryMethods, names: readonly string[]): Promise<void> => {
  const keys = [...names].sort().map(writeLockKey);
  await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock_shared(hashtext(key)) FROM unnest(${sql.array(keys, 'text')}) AS key`);
};

/** Session-scoped, for the rebuild and the check, which need it across several transactions. */
export const withWriteLock = async <T>(session: CommonQueryMethods, name: string, work: () => Promise<T>): Promise<T> => {
  await session.query(sql.unsafe`SELECT pg_advisory_lock(hashtext(${writeLockKey(name)}))`);
  try {
    return await work();
  } finally {
    // If this fails the session is broken, and slonik destroys it, which releases the lock.
    await session.query(sql.unsafe`SELECT pg_advisory_unlock(hashtext(${writeLockKey(name)}))`).catch(() => {});
  }
};

export const readCheckpoint = async (db: CommonQueryMethods, name: string): Promise<Position | null> => {
  const row = await db.maybeOne(sql.type(positionRow)`SELECT position FROM ${table} WHERE name = ${name}`);
  if (!row) throw new Error(`projection ${name} has no checkpoint row: run migrateProjections first`);
  return row.position;
};

/** Compare-and-set: false when another writer moved the checkpoint since `from` was read. */
export const advanceCheckpoint = async (
  tx: CommonQueryMethods,
  name: string,
  from: Position | null,
  to: Position | null,
): Promise<boolean> => {
  const result = await tx.query(sql.unsafe`
    UPDATE ${table} SET position = ${to}, updated_at = now()
    WHERE name = ${name} AND position IS NOT DISTINCT FROM ${from}`);
  return result.rowCount === 1;
};

export type MoveOutcome = 'advanced' | 'moved' | 'locked';

/**
 * Several checkpoints moved past events their projections do not handle, in one statement
 * (its own transaction): per row the compare-and-set of `advanceCheckpoint`, under the
 * projection's write lock as a live batch takes it, but only if it is free at once. So it
 * never waits, and never deadlocks with another writer: 'locked' means a rebuild or a check
 * holds it (the caller then waits for it in a batch transaction of its own), 'moved' that
 * another writer moved the checkpoint.
 */
export const advanceCheckpoints = async (
  db: CommonQueryMethods,
  moves: ReadonlyArray<{ name: string; from: Position | null; to: Position | null }>,
): Promise<Map<string, MoveOutcome>> => {
  const column = (values: Array<string | null>) => sql.array(values, 'text');
  const names = column(moves.map((move) => move.name));
  const froms = column(moves.map((move) => move.from));
  const tos = column(moves.map((move) => move.to));
  const lockKeys = column(moves.map((move) => writeLockKey(move.name)));
  const rows = await db.any(sql.type(z.object({ name: z.string(), locked: z.boolean(), advanced: z.boolean() }))`
    WITH async_commit AS MATERIALIZED (SELECT ${withoutFlush}), wanted AS MATERIALIZED (
      SELECT w.name, w.from_position, w.to_position, pg_try_advisory_xact_lock(hashtext(w.lock_key)) AS locked
      FROM unnest(${names}, ${froms}, ${tos}, ${lockKeys}) AS w(name, from_position, to_position, lock_key) CROSS JOIN async_commit
    ), advanced AS (
      UPDATE ${table} c SET position = wanted.to_position, updated_at = now()
      FROM wanted
      WHERE c.name = wanted.name AND wanted.locked AND c.position IS NOT DISTINCT FROM wanted.from_position
      RETURNING c.name
    )
    SELECT wanted.name, wanted.locked, advanced.name IS NOT NULL AS advanced
    FROM wanted LEFT JOIN advanced ON advanced.name = wanted.name`);
  return new Map(rows.map((row) => [row.name, row.advanced ? 'advanced' : row.locked ? 'moved' : 'locked']));
};

export const readCheckpoints = async (db: CommonQueryMethods, names: readonly string[]): Promise<Map<string, Position | null>> => {
  const rows = await db.any(sql.type(z.object({ name: z.string(), position: z.string().nullable() }))`
    SELECT name, position FROM ${table} WHERE name = ANY(${sql.array([...names], 'text')})`);
  return new Map(rows.map((row) => [row.name, row.position]));
};

/** `a` is at or after `b`; null is the start of the log. Positions order as plain strings. */
export const reached = (checkpoint: Position | null, position: Position | 'start'): boolean =>
  position === 'start' || (checkpoint !== null && checkpoint >= position);
