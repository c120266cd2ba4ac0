import { createHmac, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { Redis } from 'ioredis';
import { createFreshDatabase } from '../support/fresh-database';
import { runScript } from '../support/server-process';

/** The servers' JWT secret in every benchmark, so that the benchmark can issue their tokens. */
export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

/** An access token as the server issues them (HS256), so that a thousand people need no log-ins. */
export const tokenFor = (secret: string, userId: string, globalRole: 'user' | 'superuser' = 'user') => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: userId, jti: randomUUID(), role: 'student', globalRole, gen: 0, iat: now, exp: now + 3600 })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};

export const inBatches = async <Item, Result>(
  items: readonly Item[],
  size: number,
  work: (item: Item, index: number) => Promise<Result>,
): Promise<Result[]> => {
  const results: Result[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map((item, offset) => work(item, start + offset)))));
  }
  return results;
};

/** The value below which a share `p` of the sorted values lie (NaN when there are none). */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/** The machine's 1, 5 and 15 minute load averages, as `uptime` prints them. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * Starts `send(0)` … `send(total - 1)` at `rate` a second from now, without waiting for the
 * answers (an open loop: a slow server gets more requests in flight, not fewer); resolves once
 * every one has settled, with how long the sending and the answers took.
 */
export const atFixedRate = async (rate: number, total: number, send: (index: number) => Promise<void>) => {
  const inFlight: Array<Promise<void>> = [];
  const started = Date.now();
  for (let index = 0; index < total;) {
    const due = Math.min(total, Math.floor(((Date.now() - started) * rate) / 1000) + 1);
    while (index < due) inFlight.push(send(index++));
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const sentIn = Date.now() - started;
  await Promise.all(inFlight);
  return { sentIn, answeredIn: Date.now() - started };
};

/**
 * A fresh database migrated and seeded by the ops scripts (those of the checkout `cwd` when
 * given), with the environment its servers and scripts run with; `dispose` drops it and clears
 * its Redis keys.
 */
export const seededDatabase = async (extraEnv: Record<string, string> = {}, cwd?: string) => {
  const database = await createFreshDatabase('bench');
  const prefix = `bench:${database.name}:`;
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    JWT_SECRET: BENCH_SECRET,
    REDIS_PREFIX: prefix,
    SEED_DEMO_SUPERUSER: 'false',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  await runScript('ops/migrate.ts', env, cwd);
  await runScript('ops/seed.ts', env, cwd);
  const dispose = async () => {
    await database.drop();
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const keys = await redis.keys(`${prefix}*`);
    for (let start = 0; start < keys.length; start += 500) await redis.del(...keys.slice(start, start + 500));
    redis.disconnect();
  };
  return { url: database.url, env, dispose };
};
