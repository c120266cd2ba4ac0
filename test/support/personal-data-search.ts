import pg from 'pg';

/**
 * Looks for values (an email, a name, a phone number, a birthday) anywhere a person's data
 * could be kept: every event (type, data, metadata, stream id), every read-model table, the
 * email outbox and the vault. Answers where each value was found; empty means erased.
 */
export const findPersonalData = async (databaseUrl: string, needles: readonly string[]): Promise<string[]> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found: string[] = [];
    const { rows: tables } = await client.query<{ schema: string; name: string }>(`
      SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND (table_schema IN ('es', 'vault', 'mail_outbox') OR table_schema LIKE 'rm\\_%')`);
    for (const { schema, name } of tables) {
      for (const needle of needles) {
        const { rows } = await client.query<{ hits: string }>(
          `SELECT count(*) AS hits FROM "${schema}"."${name}" t WHERE t::text ILIKE '%' || $1 || '%'`,
          [needle],
        );
        if (Number(rows[0]?.hits) > 0) found.push(`${schema}.${name}: ${needle}`);
      }
    }
    return found;
  } finally {
    await client.end();
  }
};
