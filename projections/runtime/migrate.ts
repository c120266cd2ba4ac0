import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { ensureCheckpointRow, ensureCheckpointsTable } from './checkpoints';
import { readModelSchema, type Projection } from './projection';

/**
 * Projection names become schema names, with suffixes for rebuild (`__next`) and check
 * (`__check_xxxxxxxx`). Postgres silently truncates identifiers past 63 bytes and a `__`
 * inside a name could collide with those suffixes, so both are refused up front.
 */
export const assertProjectionNames = (projections: readonly Projection[]): void => {
  const seen = new Set<string>();
  for (const { name } of projections) {
    if (!/^[a-z][a-z0-9_]{0,39}$/.test(name) || name.includes('__') || name.endsWith('_')) {
      throw new Error(`invalid projection name '${name}': lowercase letters, digits and single underscores, at most 40`);
    }
    if (seen.has(name)) throw new Error(`projection '${name}' is listed twice`);
    seen.add(name);
  }
};

/** The check compares rows by value, which only means something for tables with a key. */
export const assertPrimaryKeys = async (tx: CommonQueryMethods, projection: Projection, schema: string) => {
  for (const table of projection.tables) {
    const hasKey = await tx.oneFirst(sql.type(z.object({ has_key: z.boolean() }))`
      SELECT EXISTS (
        SELECT 1 FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE c.contype = 'p' AND n.nspname = ${schema} AND t.relname = ${table}
      ) AS has_key`);
    if (!hasKey) throw new Error(`projection ${projection.name}: table ${schema}.${table} is missing or has no primary key`);
  }
};

/** Creates the checkpoints table, then each projection's schema, tables and checkpoint row. */
export const migrateProjections = async (pool: DatabasePool, projections: readonly Projection[]): Promise<void> => {
  assertProjectionNames(projections);
  await pool.transaction(async (tx) => {
    // Two processes starting together would race on CREATE SCHEMA IF NOT EXISTS.
    await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(hashtext('projections:migrate'))`);
    await ensureCheckpointsTable(tx);
    for (const projection of projections) {
      const schema = readModelSchema(projection.name);
      await tx.query(sql.unsafe`CREATE SCHEMA IF NOT EXISTS ${sql.identifier([schema])}`);
      await projection.migrate(tx, schema);
      await assertPrimaryKeys(tx, projection, schema);
      await ensureCheckpointRow(tx, projection.name);
    }
  });
};
