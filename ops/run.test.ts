import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../test/support/fresh-database';
import { runScript } from '../test/support/server-process';

/**
 * The README's npm commands from a shell whose `node` is older than the project's: npm runs
 * its scripts with that node, and ops/run.sh must move them onto Node.js 24 (.local/node).
 * Runs where such a shell can be made without downloading anything: an older node on PATH
 * and a Node.js 24 already in .local/node, as ops/ensure-node.sh leaves on such a machine.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

const majorOf = (node: string) => {
  try {
    return Number(execFileSync(node, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }).trim());
  } catch {
    return 0;
  }
};
/** This PATH without the folders that hold a Node.js 24 (the one running this test among them). */
const olderPath = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((entry) => entry && !(existsSync(join(entry, 'node')) && majorOf(join(entry, 'node')) >= 24));
const olderNode = olderPath.map((entry) => join(entry, 'node')).find((node) => existsSync(node) && majorOf(node) > 0);
const localNode24 =
  existsSync(join(root, '.local/node/node_modules/.bin/node')) && majorOf(join(root, '.local/node/node_modules/.bin/node')) >= 24;
const olderShell = olderNode !== undefined && localNode24;

const npmRun = (args: string[], env: Record<string, string>) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn('npm', ['run', ...args], {
      cwd: root,
      env: { ...process.env, ...env, PATH: olderPath.join(delimiter), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run ${args.join(' ')} exited ${code}:\n${output}`))));
  });

let database: FreshDatabase | undefined;
let env: Record<string, string>;
beforeAll(async () => {
  if (!olderShell) return;
  database = await createFreshDatabase('npmrun');
  env = { DATABASE_URL: database.url, REDIS_PREFIX: `test:${database.name}:`, UPLOAD_DIR: `.local/test-uploads/${database.name}` };
  await runScript('ops/migrate.ts', env);
  await runScript('ops/seed.ts', env);
}, 120_000);
afterAll(async () => {
  await database?.drop();
  if (env) await rm(join(root, env.UPLOAD_DIR!), { recursive: true, force: true });
});

it.skipIf(!olderShell)(
  `npm run seed-demo and npm run outbox work where \`node\` is ${olderNode ? `Node ${majorOf(olderNode)}` : 'older'}`,
  async () => {
    expect(await npmRun(['seed-demo'], env)).toContain('Demo organiser: demo.organiser@gmail.com');
    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    try {
      const events = await client.query<{ name: string }>('SELECT name FROM rm_events_list.events ORDER BY name');
      expect(events.rows.map((row) => row.name)).toEqual(['Abu Dhabi Schools MUN', 'Dubai Youth MUN', 'Sharjah Junior MUN']);
    } finally {
      await client.end();
    }
    expect(await npmRun(['outbox', '--', '--to', 'nobody@gmail.com'], env)).toContain('No messages to nobody@gmail.com in the outbox.');
  },
  180_000,
);
