import { createFreshDatabase, type FreshDatabase } from '../../support/fresh-database';
import { runScript, startServerProcess, type ServerProcess } from '../../support/server-process';

export const superUserLogin = { email: 'e2e-admin@gmail.com', password: 'e2e-admin-password' };

export interface SeededServer {
  server: ServerProcess;
  database: FreshDatabase;
  stop(): Promise<void>;
}

/**
 * The product as a newcomer gets it: a fresh database, migrated and seeded by the ops
 * scripts, and ops/serve.ts serving the built SPA and the API on one port.
 */
export const startSeededServer = async (): Promise<SeededServer> => {
  const database = await createFreshDatabase('e2e');
  const env = {
    DATABASE_URL: database.url,
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    REDIS_PREFIX: `test:${database.name}:`,
    DEMO_SUPERUSER_EMAIL: superUserLogin.email,
    DEMO_SUPERUSER_PASSWORD: superUserLogin.password,
  };
  await runScript('ops/migrate.ts', env);
  await runScript('ops/seed.ts', env);
  const server = await startServerProcess(env);
  return {
    server,
    database,
    stop: async () => {
      await server.stop();
      await database.drop();
    },
  };
};
