import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface StallingWorker {
  /** Resolves when the worker has stopped dead in the middle of a job. */
  stalled: Promise<void>;
  /** SIGKILL: no graceful close, as in a crash. */
  kill(): void;
}

/** Starts test/support/stalling-worker.ts for one queue and waits until it takes jobs. */
export const startStallingWorker = (queue: 'global-allocation' | 'delegate-import' | 'certificates', env: Record<string, string>) =>
  new Promise<StallingWorker>((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'test/support/stalling-worker.ts'], {
      cwd: root,
      env: { ...process.env, ...env, QUEUE: queue },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let markStalled: () => void = () => undefined;
    const stalled = new Promise<void>((done) => (markStalled = done));
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('STALLED')) markStalled();
      if (output.includes('WORKER_READY')) resolve({ stalled, kill: () => child.kill('SIGKILL') });
    });
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.once('exit', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`stalling worker exited ${code}: ${output}`));
    });
  });
