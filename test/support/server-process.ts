import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
// `node --import tsx` runs the script in this one process; the tsx CLI would fork a child
// that survives a SIGKILL of its parent, which would defeat the crash tests.
const node = (script: string) => [process.execPath, ['--import', 'tsx', script]] as const;

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** Runs one of the ops scripts to completion (migrate, seed...); `cwd` names another checkout of the repository. */
export const runScript = (script: string, env: Record<string, string>, cwd = root) =>
  new Promise<string>((resolve, reject) => {
    const [command, args] = node(script);
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${script} exited ${code}: ${output}`))));
  });

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGKILL: no graceful close, as in a crash or a pulled plug. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** Spawns ops/serve.ts with this environment (from the checkout `cwd`, e.g. an older commit), keeping what it prints. */
const spawnServe = (env: Record<string, string>, cwd = root) => {
  const [command, args] = node('ops/serve.ts');
  const child = spawn(command, args, { cwd, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return { child, output: () => output, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
};

export type BackgroundProcess = ReturnType<typeof spawnServe>;

/**
 * Starts ops/serve.ts in a role without HTTP (`projector` or `worker`). Nothing to poll: the
 * caller waits for what it needs (an API process's health shows the projectors caught up; a
 * queue's worker count shows the workers).
 */
export const startBackgroundProcess = (env: Record<string, string> & { ROLE: 'projector' | 'worker' }): BackgroundProcess =>
  spawnServe(env);

/**
 * Starts ops/serve.ts as a real process and waits until it is healthy and caught up (on `port`
 * when given, e.g. a restart; from the checkout `cwd` when given, e.g. an older commit).
 */
export const startServerProcess = async (
  env: Record<string, string>,
  timeoutMs = 60_000,
  port?: number,
  cwd = root,
): Promise<ServerProcess> => {
  port ??= await freePort();
  const served = spawnServe({ ...env, PORT: String(port), HOST: '127.0.0.1' }, cwd);
  const { child } = served;
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${served.output()}`);
    try {
      // Ready means listening AND every read model caught up: a log-in right after a seed
      // must find the seeded account.
      const response = await fetch(`${url}/api/v1/health`);
      const health = (await response.json()) as { data?: { readModels?: Array<{ lagging: boolean }> } };
      if (response.ok && health.data?.readModels?.every((model) => !model.lagging)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy: ${served.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, ...served };
};
