import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Server URL without a database; tests create their own databases on it. */
export const postgresServerUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

export interface FreshDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * Creates an empty database with a random name so that test files can run in parallel
 * against the one real Postgres server without seeing each other's data.
 */
export const createFreshDatabase = async (prefix = 'test'): Promise<FreshDatabase> => {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${postgresServerUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: `${postgresServerUrl}/${name}`,
    drop: async () => {
      const client = new pg.Client({ connectionString: `${postgresServerUrl}/postgres` });
      await client.connect();
      try {
        // A pool closed a moment ago may still be saying goodbye: let its connections end on their
        // own before forcing the rest, which would reach a client still listening as an error.
        for (let tries = 0; tries < 50; tries += 1) {
          const { rows } = await client.query<{ open: number }>(
            'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
            [name],
          );
          if (rows[0]!.open === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
};
