import { filterCovers, unionOfFilters } from '../../commands/event-store/event-filter';
import type { EventFilter, EventStore, Position } from '../../commands/event-store/port';
import { batchOf, readLog, type Batch, type LogRead } from './catch-up';
import { reached } from './checkpoints';
import type { Projection } from './projection';
import type { Doorbell } from './signals';

export interface SharedReadsOptions {
  store: EventStore;
  batchSize: number;
  /** rung when there may be new events */
  newEvents: Doorbell;
}

interface SharedRead extends LogRead {
  /** the doorbell's generation when the read began: it saw every event signalled until then */
  generation: number;
}

interface Request {
  projection: Projection;
  from: Position | null;
  /** the doorbell's generation the projector saw before asking */
  generation: number;
  resolve(batch: Batch): void;
  reject(error: unknown): void;
}

/**
 * A read fetches up to `batchSize` events per member of its queue, at most this many times
 * `batchSize`: a read through the union of 25 read models' filters gives each only its share,
 * and each should still find up to `batchSize` of its own events per transaction (a
 * transaction per read model and read, of a few events each, is what makes catching up slow).
 */
const MAX_READ_BATCHES = 10;
/**
 * The last reads are kept (newest last), each of at most `MAX_READ_BATCHES * batchSize`
 * events: projectors finish their batches at different times and move at different paces, and
 * those behind the fastest should find their next batch already read.
 */
const KEPT_READS = 4;

const lowest = (positions: ReadonlyArray<Position | null>): Position | null =>
  positions.reduce((low, position) => (low === null || position === null ? null : position < low ? position : low));

interface Served {
  batch: Batch;
  /** from a full read: the projector is more than a read behind the head */
  behind: boolean;
}

/** The last reads of the log. */
class KeptReads {
  private reads: SharedRead[] = [];

  constructor(private readonly options: SharedReadsOptions) {}

  keep(read: SharedRead): void {
    this.reads.push(read);
    if (this.reads.length > KEPT_READS) this.reads.shift();
  }

  /**
   * The projection's next batch from the kept read that takes it furthest (its events are final
   * whatever the read's age), or from one that tells it that nothing is new, which only a read
   * that began after every signal the projector had seen may (the doorbell's rule: nothing is
   * missed). Null: it needs a new read.
   */
  serve(projection: Projection, from: Position | null, generation: number): Served | null {
    let best: Served | null = null;
    for (const read of this.reads) {
      if (!reached(from, read.from ?? 'start') || !filterCovers(read.filter, projection.filter)) continue;
      const batch = batchOf(read, projection, from, { maxEvents: this.options.batchSize });
      const usable = batch.to !== from || (!read.full && read.generation >= generation);
      if (usable && (best === null || reached(batch.to, best.batch.to ?? 'start'))) best = { batch, behind: read.full };
    }
    return best;
  }
}

/**
 * One queue of projectors asking for batches the kept reads do not hold. The projectors one
 * signal wakes all ask within one turn of the event loop, so a read waits for that turn to end
 * and serves them all: a head, then one `readAll` from the lowest checkpoint asking, through
 * the union of its members' filters; each projector takes its own events, picked in memory.
 * Whoever asks during a read shares the next. A projector a read does not reach (a full read
 * stops before its checkpoint) goes round again, with the others left, from their own lowest
 * checkpoint.
 */
class ReadQueue {
  private pending: Request[] = [];
  private pumping = false;
  private readonly members = new Map<string, EventFilter>();
  /** what its reads pass: every member's events, so that any read serves any member */
  private filter: EventFilter | undefined;

  constructor(
    private readonly options: SharedReadsOptions,
    private readonly kept: KeptReads,
    /** from the kept reads, or null */
    private readonly serve: (projection: Projection, from: Position | null, generation: number) => Batch | null,
  ) {}

  join(projection: Projection): void {
    if (this.members.has(projection.name)) return;
    this.members.set(projection.name, projection.filter);
    this.filter = unionOfFilters([...this.members.values()]);
  }

  leave(name: string): void {
    if (this.members.delete(name)) this.filter = unionOfFilters([...this.members.values()]);
  }

  next(projection: Projection, from: Position | null, generation: number): Promise<Batch> {
    return new Promise((resolve, reject) => {
      this.pending.push({ projection, from, generation, resolve, reject });
      if (!this.pumping) void this.pump();
    });
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
        const maxCount = this.options.batchSize * Math.min(Math.max(this.members.size, 1), MAX_READ_BATCHES);
        try {
          this.kept.keep({ ...(await readLog(this.options.store, from, maxCount, this.filter)), generation });
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
 * The reads of the log for all the projectors of a runtime: one read per batch for all of them
 * (rather than one each), kept a while so that those finishing their transactions later find
 * their next batch already read. Reads are made in two queues: one for the projectors within a
 * read of the head, one for those further behind. A read model far behind (added since, or
 * reset) reads its own way forward, sharing reads only with others as far behind, and never
 * delays the reads of those at the head; once a read that is not full serves it, it joins them.
 */
export class SharedReads {
  private readonly kept: KeptReads;
  private readonly atHead: ReadQueue;
  private readonly behind: ReadQueue;
  /** the queue of each projector, as the read that served its last batch says */
  private readonly queueOf = new Map<string, ReadQueue>();

  constructor(options: SharedReadsOptions) {
    this.kept = new KeptReads(options);
    const serve = (projection: Projection, from: Position | null, generation: number) => this.serve(projection, from, generation);
    this.atHead = new ReadQueue(options, this.kept, serve);
    this.behind = new ReadQueue(options, this.kept, serve);
  }

  /** A projector about to ask joins those at the head; all of a runtime's join before any asks. */
  join(projection: Projection): void {
    this.place(projection, this.atHead);
  }

  /** The projection's next batch after `from`; `generation`: the doorbell's, seen before asking. */
  next(projection: Projection, from: Position | null, generation: number): Promise<Batch> {
    const batch = this.serve(projection, from, generation);
    if (batch) return Promise.resolve(batch);
    if (!this.queueOf.has(projection.name)) this.join(projection);
    return this.queueOf.get(projection.name)!.next(projection, from, generation);
  }

  /** A projector that stops: its filter no longer widens the reads. */
  leave(name: string): void {
    this.queueOf.get(name)?.leave(name);
    this.queueOf.delete(name);
  }

  /**
   * Served from a kept read, a projector moves to the queue that read says: so a queue's
   * members (whose filters its reads pass, and whose number sizes them) are those that will
   * ask it next, before they ask.
   */
  private serve(projection: Projection, from: Position | null, generation: number): Batch | null {
    const served = this.kept.serve(projection, from, generation);
    if (served) this.place(projection, served.behind ? this.behind : this.atHead);
    return served?.batch ?? null;
  }

  private place(projection: Projection, queue: ReadQueue): void {
    const current = this.queueOf.get(projection.name);
    if (current === queue) return;
    current?.leave(projection.name);
    queue.join(projection);
    this.queueOf.set(projection.name, queue);
  }
}
