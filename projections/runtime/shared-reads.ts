import { filterCovers, unionOfFilters } from '../../commands/event-store/event-filter';
import type { EventFilter, EventStore, Position } from '../../commands/event-store/port';
import { batchOf, readLog, type Batch, type LogRead } from './catch-up';
import { reached } from './checkpoints';
import type { Projection } from './projection';
import type { Doorbell } from './signals';

interface Request {
  projection: Projection;
  from: Position | null;
  /** the doorbell's generation the projector saw before asking */
  generation: number;
  resolve(batch: Batch): void;
  reject(error: unknown): void;
}

interface SharedRead extends LogRead {
  /** the doorbell's generation when the read began: it saw every event signalled until then */
  generation: number;
}

export interface SharedReadsOptions {
  store: EventStore;
  batchSize: number;
  /** rung when there may be new events */
  newEvents: Doorbell;
}

/**
 * A read fetches up to `batchSize` events per member of its queue, at most this many times
 * `batchSize`: a read through the union of 25 read models' filters gives each only its share,
 * and each read model should still find up to `batchSize` of its own events per transaction
 * (a transaction per read model and read, of a few events each, is what made catching up slow).
 */
const MAX_READ_BATCHES = 10;
/**
 * Reads are kept, newest last, while they hold at most this many largest reads' worth of
 * events: projectors finish their batches at different times and move at different paces, and
 * those behind the fastest should find their next batch already read.
 */
const KEPT_READS = 4;

const lowest = (positions: ReadonlyArray<Position | null>): Position | null =>
  positions.reduce((low, position) => (low === null || position === null ? null : position < low ? position : low));

/**
 * One queue of projectors asking for their next batch, served by shared reads of the log:
 * each read (a head, then one `readAll` from the lowest checkpoint asking, through the union
 * of its members' filters) gives every projector its own events, picked in memory.
 *
 * The projectors one signal wakes all ask within one turn of the event loop, so a read waits
 * for that turn to end and serves them all. The last reads are kept: a projector that
 * finishes its transaction later takes its next batch from one that moves it on (its events
 * are final whatever its age), or, to learn that nothing is new, from one that began after
 * every signal the projector had seen (the same rule as the doorbell's: nothing is missed).
 * Otherwise it waits for the next read, which everyone then asking shares. A projector the
 * read does not reach (a full read stops before its checkpoint) goes round again, with the
 * others left, from their own lowest checkpoint.
 */
class ReadQueue {
  /** the last reads, oldest first */
  private recent: SharedRead[] = [];
  private pending: Request[] = [];
  private pumping = false;
  private readonly members = new Map<string, EventFilter>();
  /** what the reads pass: every member's events, so any read serves any member */
  private filter: EventFilter | undefined;

  constructor(private readonly options: SharedReadsOptions) {}

  join(projection: Projection): void {
    if (this.members.has(projection.name)) return;
    this.members.set(projection.name, projection.filter);
    this.filter = unionOfFilters([...this.members.values()]);
  }

  leave(name: string): void {
    if (this.members.delete(name)) this.filter = unionOfFilters([...this.members.values()]);
  }

  next(projection: Projection, from: Position | null, generation: number): Promise<Batch> {
    const served = this.serve(projection, from, generation);
    if (served) return Promise.resolve(served);
    return new Promise((resolve, reject) => {
      this.pending.push({ projection, from, generation, resolve, reject });
      if (!this.pumping) void this.pump();
    });
  }

  /** From the kept read taking the projection furthest, or one telling it that nothing is new. */
  private serve(projection: Projection, from: Position | null, generation: number): Batch | null {
    let best: Batch | null = null;
    for (const read of this.recent) {
      if (!reached(from, read.from ?? 'start') || !filterCovers(read.filter, projection.filter)) continue;
      const batch = batchOf(read, projection, from, { maxEvents: this.options.batchSize });
      const fresh = batch.to !== from || (!read.full && read.generation >= generation);
      if (fresh && (best === null || reached(batch.to, best.to ?? 'start'))) best = batch;
    }
    return best;
  }

  private keep(read: SharedRead): void {
    this.recent.push(read);
    let kept = this.recent.reduce((sum, { events }) => sum + events.length, 0);
    while (this.recent.length > 1 && kept > KEPT_READS * MAX_READ_BATCHES * this.options.batchSize) {
      kept -= this.recent.shift()!.events.length;
    }
  }

  private async pump(): Promise<void> {
    this.pumping = true;
    try {
      while (this.pending.length > 0) {
        await new Promise((resolve) => setImmediate(resolve));
        const unserved = this.pending.splice(0).filter((request) => {
          const batch = this.serve(request.projection, request.from, request.generation);
          if (batch) request.resolve(batch);
          return !batch;
        });
        if (unserved.length === 0) continue;
        const generation = this.options.newEvents.current;
        const from = lowest(unserved.map((request) => request.from));
        const filter = this.filter;
        try {
          const { batchSize } = this.options;
          const maxCount = batchSize * Math.min(Math.max(this.members.size, 1), MAX_READ_BATCHES);
          this.keep({ ...(await readLog(this.options.store, from, maxCount, filter)), generation });
        } catch (error) {
          for (const request of unserved) request.reject(error);
          continue;
        }
        // Served on the next turn, with whoever asked during the read.
        this.pending.unshift(...unserved);
      }
    } finally {
      this.pumping = false;
    }
  }
}

/**
 * The reads of the log for all the projectors of a runtime, in two queues: one for those at
 * the head (their last batch was caught up), one for those catching up. A read model far
 * behind (added since, or reset) reads its own way forward, sharing reads only with others as
 * far behind, and never delays the reads of those at the head; its first caught-up batch moves
 * it to their queue.
 */
export class SharedReads {
  private readonly atHead: ReadQueue;
  private readonly behind: ReadQueue;

  constructor(options: SharedReadsOptions) {
    this.atHead = new ReadQueue(options);
    this.behind = new ReadQueue(options);
  }

  next(projection: Projection, from: Position | null, generation: number, caughtUp: boolean): Promise<Batch> {
    const [queue, other] = caughtUp ? [this.atHead, this.behind] : [this.behind, this.atHead];
    other.leave(projection.name);
    queue.join(projection);
    return queue.next(projection, from, generation);
  }

  /** A projector that stops: its filter no longer widens the reads. */
  leave(name: string): void {
    this.atHead.leave(name);
    this.behind.leave(name);
  }
}
