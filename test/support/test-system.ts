import { randomUUID } from 'node:crypto';
import type { BuildAppOptions } from '../../api/app';
import { loadConfig } from '../../api/config';
import { unboundedHasherOf } from '../../commands/users/password';
import { registerUser } from '../../commands/users/register-user';
import type { UserRole, GlobalRole } from '@domain/users/user';
import { seedSchools } from '../../ops/seed-schools';
import { startSystem, type System } from '../../ops/system';
import { createFreshDatabase, type FreshDatabase } from './fresh-database';

export interface TestSystem extends System {
  database: FreshDatabase;
  /** Registers an account through the real command and waits for its read model. */
  createUser(input: {
    email?: string;
    password?: string;
    role?: UserRole;
    globalRole?: GlobalRole;
    emailVerified?: boolean;
  }): Promise<{ userId: string; email: string; password: string }>;
  /** Logs in through the API and returns the bearer header. */
  login(email: string, password: string): Promise<{ authorization: string; token: string }>;
  /** Seeds the starter localities, areas and schools and waits for their read models. */
  seedSchools(): Promise<void>;
  stop(): Promise<void>;
}

/** The whole back end on a throwaway database and the real local Redis. */
export const startTestSystem = async (
  env: Record<string, string> = {},
  appOptions: Pick<BuildAppOptions, 'onRoute'> = {},
): Promise<TestSystem> => {
  const database = await createFreshDatabase('api');
  const config = loadConfig({
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    REDIS_PREFIX: `test:${database.name}:`,
    // Other test files share the Postgres cluster (a long transaction there delays catch-up) and
    // the machine may be busy with other work: a test that reads a list right after a write
    // relies on the write's wait. Writes answer from what they stored, so a long wait only waits.
    PROJECTION_WAIT_MS: '60000',
    // Hundreds of accounts a run on two cores: argon2id at the light cost (production refuses it).
    PASSWORD_HASH_COST: 'light',
    // Several suites may share one Postgres (100 connections): DATABASE_POOL_SIZE keeps each small.
    ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
    ...env,
  });
  const system = await startSystem(config, { logger: false, ...appOptions });
  await system.app.ready();

  const createUser: TestSystem['createUser'] = async (input) => {
    const email = input.email ?? `user-${randomUUID().slice(0, 8)}@gmail.com`;
    const password = input.password ?? 'secret-password';
    const { userId, position } = await registerUser(
      { store: system.deps.store, vault: system.deps.vault, now: new Date(), passwords: unboundedHasherOf(config.PASSWORD_HASH_COST) },
      {
        email,
        password,
        role: input.role ?? 'student',
        globalRole: input.globalRole ?? 'user',
        emailVerified: input.emailVerified ?? true,
      },
      { commandId: randomUUID(), userId: null },
    );
    // The log-in that usually follows reads the accounts read model: wait for it as a write route would.
    if (position && !(await system.runtime.waitFor(position, { timeoutMs: Number(config.PROJECTION_WAIT_MS) }))) {
      throw new Error(`the read models did not show user ${email} within ${config.PROJECTION_WAIT_MS} ms`);
    }
    return { userId, email, password };
  };

  let loginCount = 0;
  const login: TestSystem['login'] = async (email, password) => {
    // Each log-in from its own address: tests log in more often than the per-address limit allows.
    loginCount += 1;
    const remoteAddress = `10.${(loginCount >> 8) & 255}.${loginCount & 255}.${Math.floor(Math.random() * 250) + 1}`;
    const response = await system.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password }, remoteAddress });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    const token = response.json().data.token as string;
    return { token, authorization: `Bearer ${token}` };
  };

  return {
    ...system,
    database,
    createUser,
    login,
    seedSchools: async () => {
      const { position } = await seedSchools(system.deps.store, new Date());
      if (position) await system.runtime.waitFor(position, { timeoutMs: 20_000 });
    },
    stop: async () => {
      await system.close();
      await database.drop();
    },
  };
};
