/** Resolves after `ms`, or as soon as `signal` aborts; never rejects. */
export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

/**
 * A wake-up call with a generation counter: a waiter passes the generation it saw before
 * doing its work, so a ring that happened in between is not lost (no sleeping through it).
 */
export class Doorbell {
  private generation = 0;
  private readonly waiters = new Set<() => void>();

  get current(): number {
    return this.generation;
  }

  ring(): void {
    this.generation += 1;
    for (const wake of this.waiters) wake();
    this.waiters.clear();
  }

  wait(since: number, ms: number, signal?: AbortSignal): Promise<void> {
    if (since !== this.generation || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }
}

/** Caps how many batches hold a pool connection at once, so projectors never starve queries. */
export class Semaphore {
  private available: number;
  private readonly queue: Array<() => void> = [];

  constructor(permits: number) {
    this.available = permits;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.available > 0) this.available -= 1;
    else await new Promise<void>((resolve) => this.queue.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.available += 1;
    }
  }
}

/** Exponential backoff: 1st failure waits `initial`, doubling up to `max`. */
export const backoff = (failures: number, initial: number, max: number): number =>
  Math.min(max, initial * 2 ** Math.max(0, Math.min(failures - 1, 20)));

export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Work a process runs once however many need it (the watch of the log that rings a doorbell
 * runtimes share): the first to hold it starts it, the last to let go stops it.
 */
export class SharedTask {
  private holders = 0;
  private controller: AbortController | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly task: (stop: AbortSignal) => Promise<void>) {}

  /** Holds the task, starting it if nobody did; the function returned lets go, once. */
  hold(): () => Promise<void> {
    this.holders += 1;
    if (this.holders === 1) {
      this.controller = new AbortController();
      this.running = this.task(this.controller.signal);
    }
    let held = true;
    return async () => {
      if (!held) return;
      held = false;
      this.holders -= 1;
      if (this.holders > 0) return;
      this.controller?.abort();
      await this.running;
    };
  }
}
