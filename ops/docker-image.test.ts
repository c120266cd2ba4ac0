import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { assembleImageFiles, linkInstalledPackages, parseDockerfile, type Dockerfile } from '../test/support/docker-build-context';
import { createFreshDatabase, type FreshDatabase } from '../test/support/fresh-database';
import { freePort } from '../test/support/server-process';

/**
 * The deployment image without Docker: exactly the files ops/Dockerfile copies (after
 * .dockerignore), the installed packages in place of its `npm ci`, its build step, then the
 * compose file's migrate job and the image's CMD, all run from that directory alone.
 */
const repository = fileURLToPath(new URL('..', import.meta.url));

let dockerfile: Dockerfile;
let app: string;
let copied: string[];
let database: FreshDatabase | undefined;
let server: ChildProcess | undefined;

const run = (command: string, args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${[command, ...args].join(' ')} exited ${code}:\n${output}`)),
    );
  });

/** The container's environment: only the image's ENV and what the compose file sets, on this Node.js. */
const containerEnv = (overrides: Record<string, string>): NodeJS.ProcessEnv => ({
  PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
  HOME: process.env.HOME ?? tmpdir(),
  ...dockerfile.env,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  JWT_SECRET: 'image-test-secret-image-test-secret-0123456789',
  LOG_LEVEL: 'warn',
  ...overrides,
});

/** The compose file's one-shot migrate job (`command: ["sh", "-c", "..."]` of the migrate service). */
const migrateCommand = async (): Promise<string[]> => {
  const compose = await readFile(join(repository, 'ops/docker-compose.yml'), 'utf8');
  const service = /\n {2}migrate:\n((?: {4}.*\n|\s*\n)+)/.exec(compose)?.[1] ?? '';
  const command = /^ {4}command: (\[.*\])$/m.exec(service)?.[1];
  if (!command) throw new Error('ops/docker-compose.yml: no command in the migrate service');
  return JSON.parse(command) as string[];
};

beforeAll(async () => {
  dockerfile = parseDockerfile(await readFile(join(repository, 'ops/Dockerfile'), 'utf8'));
  app = await mkdtemp(join(tmpdir(), 'mun-image-'));
  copied = await assembleImageFiles(repository, dockerfile, app);
  await linkInstalledPackages(join(repository, 'node_modules'), app);
  // The image's own build steps; its other RUN lines install npm and the packages linked above.
  const env = containerEnv({});
  for (const step of dockerfile.runs.filter((line) => /^npm run [\w:-]+$/.test(line))) await run('sh', ['-c', step], env);
}, 180_000);

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await database?.drop();
  if (app) await rm(app, { recursive: true, force: true });
});

it('takes the server folders from the working copy, but no installed packages, local state, tests or build output', () => {
  expect(copied).toEqual(expect.arrayContaining(['package-lock.json', 'ops/serve.ts', 'workers/runtime.ts', 'web/index.html']));
  const unwanted = copied.filter((file) => /(^|\/)(node_modules|\.local|testing)\/|^web\/dist\/|\.test\.tsx?$/.test(file));
  expect(unwanted).toEqual([]);
});

it('migrates, seeds and serves the API and the SPA from the image files alone', async () => {
  database = await createFreshDatabase('image');
  const port = await freePort();
  const env = containerEnv({ DATABASE_URL: database.url, REDIS_PREFIX: `test:${database.name}:`, SEED_DEMO_SUPERUSER: 'false' });
  const [command, ...args] = await migrateCommand();
  const migrated = await run(command!, args, env);
  expect(migrated).toContain('Migrations applied.');
  expect(migrated).toContain('Catalogues seeded');

  const [executable, ...cmdArgs] = dockerfile.cmd;
  const child = spawn(executable!, cmdArgs, {
    cwd: app,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  let health: { success?: boolean; data?: { readModels?: Array<{ lagging: boolean }> } } = {};
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    const response = await fetch(`${url}/api/v1/health`).catch(() => null);
    if (response?.ok) {
      health = (await response.json()) as typeof health;
      if (health.data?.readModels?.every((model) => !model.lagging)) break;
    }
    if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(health.success).toBe(true);
  expect(health.data?.readModels?.length).toBeGreaterThan(0);

  const page = await fetch(`${url}/`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  const html = await page.text();
  expect(html).toContain('<div id="root">');
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const asset = await fetch(`${url}${script}`);
  expect(asset.status).toBe(200);
  expect((await asset.text()).length).toBeGreaterThan(1000);
}, 180_000);
