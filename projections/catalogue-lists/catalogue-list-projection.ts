import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { catalogueEventTypes } from '@domain/catalogue/catalogue-list';
import type { RecordedEvent } from '../../commands/event-store/port';
import { readModelSchema, type Projection } from '../runtime/projection';

/**
 * One read model per catalogue list: a table `entries` keyed by the catalogue id, with one
 * text column per entry field, named as the API exposes it (leadership_role, committee...).
 */
export const createCatalogueListReadModel = <Field extends string>(config: {
  name: string;
  eventPrefix: string;
  /** entry field in the event → column in the read model and field in the API */
  columns: Record<Field, string>;
  /** The table's name ('entries'): a read model that keeps copies of two catalogues names them apart. */
  tableName?: string;
}) => {
  const [added, updated, removed] = catalogueEventTypes(config.eventPrefix);
  const fields = Object.keys(config.columns) as Field[];
  const columnNames = fields.map((field) => config.columns[field]);
  const tableName = config.tableName ?? 'entries';
  const table = (schema: string) => sql.identifier([schema, tableName]);

  const upsert = async (tx: CommonQueryMethods, schema: string, id: number, entry: Record<string, unknown>, at: string) => {
    const values = fields.map((field) => String(entry[field] ?? ''));
    await tx.query(sql.unsafe`
      INSERT INTO ${table(schema)} (id, ${sql.join(
        columnNames.map((c) => sql.identifier([c])),
        sql.fragment`, `,
      )}, updated_at)
      VALUES (${id}, ${sql.join(values, sql.fragment`, `)}, ${at})
      ON CONFLICT (id) DO UPDATE SET
        ${sql.join(
          columnNames.map((c) => sql.fragment`${sql.identifier([c])} = EXCLUDED.${sql.identifier([c])}`),
          sql.fragment`, `,
        )},
        updated_at = EXCLUDED.updated_at`);
  };

  const names = sql.join(
    ['id', ...columnNames, 'updated_at'].map((c) => sql.identifier([c])),
    sql.fragment`, `,
  );
  const typed = sql.join(
    [sql.fragment`id integer`, ...columnNames.map((c) => sql.fragment`${sql.identifier([c])} text`), sql.fragment`updated_at timestamptz`],
    sql.fragment`, `,
  );

  /**
   * A batch in two statements. Every event leaves its entry either a whole row (the upsert
   * writes every column) or none, so an entry ends the batch as its last event leaves it.
   */
  const applyBatch = async (tx: CommonQueryMethods, schema: string, events: readonly RecordedEvent[]) => {
    const last = new Map<number, Record<string, unknown> | null>();
    for (const event of events) {
      const data = event.data as { id: number; entry?: Record<string, unknown>; to?: Record<string, unknown>; at: string };
      const entry = event.type === added ? data.entry : event.type === updated ? data.to : undefined;
      if (entry) last.set(data.id, { ...rowOf(data.id, entry), updated_at: data.at });
      else if (event.type === removed) last.set(data.id, null);
    }
    const gone = [...last].flatMap(([id, row]) => (row === null ? [id] : []));
    const rows = [...last.values()].filter((row) => row !== null);
    if (gone.length > 0) await tx.query(sql.unsafe`DELETE FROM ${table(schema)} WHERE id = ANY(${sql.array(gone, 'int4')})`);
    if (rows.length === 0) return;
    await tx.query(sql.unsafe`
      INSERT INTO ${table(schema)} (${names})
      SELECT ${names} FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${typed})
      ON CONFLICT (id) DO UPDATE SET
        ${sql.join(
          [...columnNames, 'updated_at'].map((c) => sql.fragment`${sql.identifier([c])} = EXCLUDED.${sql.identifier([c])}`),
          sql.fragment`, `,
        )}`);
  };

  const projection: Projection = {
    name: config.name,
    filter: { eventTypes: [added, updated, removed] },
    tables: [tableName],
    migrate: async (tx, schema) => {
      await tx.query(sql.unsafe`
        CREATE TABLE IF NOT EXISTS ${table(schema)} (
          id integer PRIMARY KEY,
          ${sql.join(
            columnNames.map((c) => sql.fragment`${sql.identifier([c])} text NOT NULL`),
            sql.fragment`, `,
          )},
          updated_at timestamptz NOT NULL
        )`);
    },
    handle: async (tx, event: RecordedEvent, schema) => {
      const data = event.data as { id: number; entry?: Record<string, unknown>; to?: Record<string, unknown>; at: string };
      if (event.type === added && data.entry) await upsert(tx, schema, data.id, data.entry, data.at);
      else if (event.type === updated && data.to) await upsert(tx, schema, data.id, data.to, data.at);
      else if (event.type === removed) await tx.query(sql.unsafe`DELETE FROM ${table(schema)} WHERE id = ${data.id}`);
    },
    handleBatch: (tx, events, schema) => applyBatch(tx, schema, events),
  };

  const row = z.object({
    id: z.number(),
    ...Object.fromEntries(columnNames.map((c) => [c, z.string()])),
  }) as unknown as z.ZodType<{ id: number } & Record<string, string>>;

  const listAll = async (db: CommonQueryMethods) =>
    db.any(sql.type(row)`
      SELECT id, ${sql.join(
        columnNames.map((c) => sql.identifier([c])),
        sql.fragment`, `,
      )}
      FROM ${table(readModelSchema(config.name))}
      ORDER BY id`);

  /** The row the list would show for an entry, for answering a write without a re-read. */
  const rowOf = (id: number, entry: Record<string, unknown>) =>
    ({ id, ...Object.fromEntries(fields.map((field) => [config.columns[field], String(entry[field] ?? '')])) }) as { id: number } & Record<
      string,
      string
    >;

  return { projection, listAll, rowOf };
};
