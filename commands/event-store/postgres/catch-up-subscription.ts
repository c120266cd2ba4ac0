import pg from 'pg';
import type { AllSubscription, Position, RecordedEvent } from '../port';
import { EVENTS_CHANNEL } from './schema';

const BATCH_SIZE = 500;
/**
 * A NOTIFY can arrive before the snapshot xmin has moved past its writer (an older
 * transaction, maybe not even an append, is still running), nothing notifies when that older
 * transaction ends, and an append made outside a store (appendWithin) or by a process that
 * crashed after its commit notifies nobody: so an idle subscriber also re-reads on this interval.
 */
const POLL_INTERVAL_MS = 250;

export interface CatchUpSource {
  /** Events a catch-up reader may deliver, strictly after `from`, in delivery order. */
  readAfter(from: Position | 'start', maxCount: number): Promise<RecordedEvent[]>;
  connection: pg.ClientConfig;
}

/**
 * Reads batches after its checkpoint until it has caught up, then waits for a NOTIFY or the
 * poll interval. The checkpoint only advances over delivered events, so a restart from the
 * last delivered position neither skips nor repeats.
 */
export class CatchUpSubscription implements AllSubscription {
  private stopped = false;
  /** Set by a notification (or stop) that arrived since the current read started. */
  private signalled = false;
  private wake: (() => void) | null = null;
  private listener: Promise<pg.Client> | null = null;

  constructor(
    private readonly source: CatchUpSource,
    private readonly from: Position | 'start',
    private readonly onEnd: (subscription: CatchUpSubscription) => void,
  ) {}

  async *[Symbol.asyncIterator](): AsyncGenerator<RecordedEvent> {
    if (this.stopped) return;
    let checkpoint = this.from;
    try {
      // Listen before the first read so that no notification falls between a read and a wait.
      this.listener = this.listen();
      await this.listener;
      while (!this.stopped) {
        this.signalled = false;
        const batch = await this.source.readAfter(checkpoint, BATCH_SIZE);
        for (const event of batch) {
          if (this.stopped) return;
          yield event;
          checkpoint = event.position;
        }
        if (batch.length < BATCH_SIZE) await this.idle();
      }
    } finally {
      await this.releaseListener();
      this.onEnd(this);
    }
  }

  async unsubscribe(): Promise<void> {
    this.stopped = true;
    this.signal();
    await this.releaseListener();
    this.onEnd(this);
  }

  private async listen(): Promise<pg.Client> {
    const client = new pg.Client(this.source.connection);
    // A broken listening connection must not crash the process; polling keeps delivering.
    client.on('error', () => this.signal());
    client.on('notification', () => this.signal());
    await client.connect();
    await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    return client;
  }

  private async releaseListener(): Promise<void> {
    const pending = this.listener;
    this.listener = null;
    const client = await pending?.catch(() => null);
    await client?.end().catch(() => undefined);
  }

  private signal(): void {
    this.signalled = true;
    this.wake?.();
  }

  private idle(): Promise<void> {
    if (this.signalled || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, POLL_INTERVAL_MS);
      this.wake = done;
    });
  }
}
