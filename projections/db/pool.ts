import { createPool, SchemaValidationError, type DatabasePool, type Interceptor, type QueryResultRow } from 'slonik';

/**
 * Without an interceptor, slonik's `sql.type(schema)` only types rows; this one parses every
 * row with the query's schema so a read model that drifts from its row schema fails loudly.
 */
const rowSchemaInterceptor: Interceptor = {
  name: 'row-schema',
  transformRowAsync: async (context, query, row) => {
    const parser = context.resultParser;
    if (!parser) return row;
    const result = await parser['~standard'].validate(row);
    if (result.issues) throw new SchemaValidationError(query, row, result.issues);
    return result.value as QueryResultRow;
  },
};

export const createDatabasePool = (
  connectionString: string,
  /** `interceptors` run after the row-schema one (tests use them to inject faults) */
  options: { maximumPoolSize?: number; interceptors?: readonly Interceptor[] } = {},
): Promise<DatabasePool> =>
  createPool(connectionString, {
    interceptors: [rowSchemaInterceptor, ...(options.interceptors ?? [])],
    maximumPoolSize: options.maximumPoolSize ?? 10,
    // slonik's default sends DISCARD ALL on every release: one more round trip per query or
    // transaction (15 per registration). Nothing here leaves session state behind: transactions
    // end, session advisory locks are unlocked before release (a handler that throws has its
    // connection destroyed), and no query SETs anything outside a transaction.
    resetConnection: async () => {},
  });

export type { DatabasePool };
