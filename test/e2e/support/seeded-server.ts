import { createFreshDatabase, type FreshDatabase } from '../../support/fresh-database';
import { runScript, startServerProcess, type ServerProcess } from '../../support/server-process';

export const superUserLogin = { email: 'e2e-admin@gmail.com', password: 'e2e-admin-password' };

export interface SeededServer {
  /** The running server (a new process after `restart`). */
  server: ServerProcess;
  database: FreshDatabase;
  /** Stops the server gracefully, runs `whileDown`, and starts it again at the same address. */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The product as a newcomer gets it: a fresh database, migrated and seeded by the ops
 * scripts, and ops/serve.ts serving the built SPA and the API on one port.
 */
export const startSeededServer = async (settings: Record<string, string> = {}): Promise<SeededServer> => {
  const database = await createFreshDatabase('e2e');
  const env = {
    DATABASE_URL: database.url,
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    REDIS_PREFIX: `test:${database.name}:`,
    DEMO_SUPERUSER_EMAIL: superUserLogin.email,
    DEMO_SUPERUSER_PASSWORD: superUserLogin.password,
    ...settings,
  };
  await runScript('ops/migrate.ts', env);
  await runScript('ops/seed.ts', env);
  const seeded: SeededServer = {
    server: await startServerProcess(env),
    database,
    restart: async (whileDown) => {
      await seeded.server.stop();
      await whileDown?.();
      seeded.server = await startServerProcess(env, 60_000, Number(new URL(seeded.server.url).port));
    },
    stop: async () => {
      await seeded.server.stop();
      await database.drop();
    },
  };
  return seeded;
};
