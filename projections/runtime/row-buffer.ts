import { isDeepStrictEqual } from 'node:util';
import { sql, type CommonQueryMethods, type FragmentSqlToken, type IdentifierSqlToken } from 'slonik';
import { z } from 'zod';

/**
 * Applies a batch as runs folded in memory, split at the events `apart` picks (rare ones whose
 * statement reaches rows no event names, such as a merge), each applied on its own in its place.
 */
export const inRuns = async <Event>(
  events: readonly Event[],
  apart: (event: Event) => boolean,
  applyApart: (event: Event) => Promise<void>,
  applyRun: (run: Event[]) => Promise<void>,
): Promise<void> => {
  let run: Event[] = [];
  for (const event of events) {
    if (!apart(event)) {
      run.push(event);
      continue;
    }
    if (run.length > 0) await applyRun(run);
    run = [];
    await applyApart(event);
  }
  if (run.length > 0) await applyRun(run);
};

/** A row as JSON: column name → value (timestamps as ISO text, numbers, booleans, text, JSON). */
export type Row = Record<string, unknown>;

export interface RowBufferOptions {
  table: IdentifierSqlToken;
  /** The primary key column (text). */
  key: string;
  /** The columns this read model writes, the key among them; other columns (added by another read model) are left alone. */
  columns: readonly string[];
  /** The table's column defaults: what a row inserted without them holds. */
  defaults?: Row;
  /** Nullable columns under a unique index (besides the key): freed before they are taken again, see `flush`. */
  unique?: readonly string[];
  /**
   * NOT NULL jsonb columns: a row read holding JSON null there (another read model may store
   * 'null'::jsonb) holds null in memory, which is written back as JSON null, not as no value.
   */
  jsonNotNull?: readonly string[];
}

const loadedRow = z.object({ row: z.record(z.string(), z.unknown()) });

/**
 * A table's rows as one batch changes them, so that a read model applies a batch in a few
 * statements instead of a few per event: the rows the batch names are read once, each event
 * changes them in memory exactly as its own statement would change the table, in the events'
 * order, and `flush` writes back what changed in one delete and one multi-row upsert.
 *
 * What a statement would do to a row that is not there (an UPDATE's WHERE matching nothing, an
 * INSERT ... ON CONFLICT DO NOTHING finding one) is what `update` and `insert` do, so the
 * batch gives the rows event-by-event application gives, provided every row an event could
 * touch was loaded first.
 */
export class RowBuffer {
  private readonly rows = new Map<string, Row>();
  private readonly stored = new Map<string, Row>();

  constructor(private readonly options: RowBufferOptions) {}

  /**
   * Reads the rows `where` names (the table is aliased `t`); rows already read are kept as they
   * are now. `forUpdate` locks them till the transaction ends, for writers that run side by side
   * (inline read models): the second waits and then reads what the first wrote.
   */
  async load(tx: CommonQueryMethods, where: FragmentSqlToken, options: { forUpdate?: boolean } = {}): Promise<void> {
    const lock = options.forUpdate ? sql.fragment`FOR UPDATE OF t` : sql.fragment``;
    const found = await tx.any(sql.type(loadedRow)`SELECT to_jsonb(t) AS row FROM ${this.options.table} t WHERE ${where} ${lock}`);
    for (const { row } of found) {
      const key = String(row[this.options.key]);
      if (this.stored.has(key)) continue;
      const own = Object.fromEntries(this.options.columns.map((column) => [column, row[column] ?? null]));
      this.stored.set(key, own);
      this.rows.set(key, { ...own });
    }
  }

  /** Reads the rows with these keys. */
  async loadKeys(tx: CommonQueryMethods, keys: Iterable<string>): Promise<void> {
    const wanted = [...new Set(keys)].filter((key) => !this.stored.has(key));
    if (wanted.length === 0) return;
    await this.load(tx, sql.fragment`t.${sql.identifier([this.options.key])} = ANY(${sql.array(wanted, 'text')})`);
  }

  /** The rows now in the table (as far as loaded) that match. */
  filter(matches: (row: Row) => boolean): Row[] {
    return [...this.rows.values()].filter(matches);
  }

  /** INSERT ... ON CONFLICT DO NOTHING: the row, unless one with its key is there. */
  insert(row: Row): void {
    const key = String(row[this.options.key]);
    if (this.rows.has(key)) return;
    const full = { ...this.options.defaults, ...row };
    this.rows.set(key, Object.fromEntries(this.options.columns.map((column) => [column, full[column] ?? null])));
  }

  /** UPDATE ... WHERE key = ...: changes the row if it is there (`changes` may read it). */
  update(key: string, changes: Row | ((row: Row) => Row)): void {
    const row = this.rows.get(key);
    if (row) Object.assign(row, typeof changes === 'function' ? changes(row) : changes);
  }

  /** UPDATE ... WHERE <not the key>: changes every row that matches, so every row it could match must have been loaded. */
  updateWhere(matches: (row: Row) => boolean, changes: Row): void {
    for (const row of this.rows.values()) if (matches(row)) Object.assign(row, changes);
  }

  /** INSERT ... ON CONFLICT DO UPDATE: the row, or the changes to the row already there. */
  upsert(row: Row, changes: (existing: Row) => Row): void {
    const key = String(row[this.options.key]);
    if (this.rows.has(key)) this.update(key, changes);
    else this.insert(row);
  }

  delete(key: string): void {
    this.rows.delete(key);
  }

  /**
   * Writes back what changed: rows gone are deleted, rows new or changed upserted in one
   * statement. A unique index is checked row by row as the upsert goes, so where a batch moved
   * a unique value from one row to another (an email given up by a deleted account, then
   * taken by a new one), the rows that give one up are cleared of theirs first.
   */
  async flush(tx: CommonQueryMethods): Promise<void> {
    const { table, key, columns } = this.options;
    const keyColumn = sql.identifier([key]);
    const gone = [...this.stored.keys()].filter((each) => !this.rows.has(each));
    if (gone.length > 0) await tx.query(sql.unsafe`DELETE FROM ${table} WHERE ${keyColumn} = ANY(${sql.array(gone, 'text')})`);
    for (const each of gone) this.stored.delete(each);
    const changed = [...this.rows.entries()].filter(([each, row]) => !isDeepStrictEqual(this.stored.get(each), row));
    if (changed.length === 0) return;
    const unique = this.options.unique ?? [];
    const giving = changed.filter(([each, row]) => {
      const before = this.stored.get(each);
      return before !== undefined && unique.some((column) => before[column] !== null && before[column] !== row[column]);
    });
    if (giving.length > 0) {
      const cleared = sql.join(
        unique.map((column) => sql.fragment`${sql.identifier([column])} = NULL`),
        sql.fragment`, `,
      );
      await tx.query(sql.unsafe`
        UPDATE ${table} SET ${cleared} WHERE ${keyColumn} = ANY(${sql.array(
          giving.map(([each]) => each),
          'text',
        )})`);
    }
    const names = sql.join(
      columns.map((column) => sql.identifier([column])),
      sql.fragment`, `,
    );
    const set = sql.join(
      columns
        .filter((column) => column !== key)
        .map((column) => sql.fragment`${sql.identifier([column])} = excluded.${sql.identifier([column])}`),
      sql.fragment`, `,
    );
    const jsonNotNull = new Set(this.options.jsonNotNull);
    const values = sql.join(
      columns.map((column) =>
        jsonNotNull.has(column)
          ? sql.fragment`coalesce(${sql.identifier([column])}, 'null'::jsonb)`
          : sql.fragment`${sql.identifier([column])}`,
      ),
      sql.fragment`, `,
    );
    const rows = JSON.stringify(changed.map(([, row]) => row));
    await tx.query(sql.unsafe`
      INSERT INTO ${table} (${names})
      SELECT ${values} FROM jsonb_populate_recordset(NULL::${table}, ${rows}::jsonb)
      ON CONFLICT (${keyColumn}) DO UPDATE SET ${set}`);
    for (const [each, row] of changed) this.stored.set(each, { ...row });
  }
}
