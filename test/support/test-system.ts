import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../api/config';
import { registerUser } from '../../commands/users/register-user';
import type { UserRole, GlobalRole } from '../../domain/users/user';
import { startSystem, type System } from '../../ops/system';
import { createFreshDatabase, type FreshDatabase } from './fresh-database';

export interface TestSystem extends System {
  database: FreshDatabase;
  /** Registers an account through the real command and waits for its read model. */
  createUser(input: { email?: string; password?: string; role?: UserRole; globalRole?: GlobalRole }): Promise<{ userId: string; email: string; password: string }>;
  /** Logs in through the API and returns the bearer header. */
  login(email: string, password: string): Promise<{ authorization: string; token: string }>;
  stop(): Promise<void>;
}

/** The whole back end on a throwaway database and the real local Redis. */
export const startTestSystem = async (env: Record<string, string> = {}): Promise<TestSystem> => {
  const database = await createFreshDatabase('api');
  const config = loadConfig({
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    REDIS_PREFIX: `test:${database.name}:`,
    // Other test files share the Postgres cluster; a long transaction there delays catch-up.
    PROJECTION_WAIT_MS: '20000',
    ...env,
  });
  const system = await startSystem(config, { logger: false });
  await system.app.ready();

  const createUser: TestSystem['createUser'] = async (input) => {
    const email = input.email ?? `user-${randomUUID().slice(0, 8)}@gmail.com`;
    const password = input.password ?? 'secret-password';
    const { userId, position } = await registerUser(
      system.deps.store,
      { email, password, role: input.role ?? 'student', globalRole: input.globalRole ?? 'user' },
      { commandId: randomUUID(), userId: null },
      new Date(),
    );
    if (position) await system.runtime.waitFor(position, { timeoutMs: 10_000 });
    return { userId, email, password };
  };

  const login: TestSystem['login'] = async (email, password) => {
    const response = await system.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    const token = response.json().data.token as string;
    return { token, authorization: `Bearer ${token}` };
  };

  return {
    ...system,
    database,
    createUser,
    login,
    stop: async () => {
      await system.close();
      await database.drop();
    },
  };
};
