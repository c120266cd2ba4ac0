import type { CommonQueryMethods, DatabasePool, DatabaseTransactionConnection } from 'slonik';
import { matchesFilter } from '../../commands/event-store/event-filter';
import type { EventFilter, EventStore, Position, RecordedEvent } from '../../commands/event-store/port';
import type { ApplyMode, Projection } from './projection';

export interface Batch {
  events: RecordedEvent[];
  /** Where the consumer's checkpoint may move once `events` are applied. */
  to: Position | null;
  /** Nothing more is readable after `to` right now. */
  caughtUp: boolean;
}

/** One read of the log after `from`, and how far it shows the log (through `filter`) in full. */
export interface LogRead {
  from: Position | null;
  filter: EventFilter | undefined;
  events: RecordedEvent[];
  /** Every event after `from` up to here that passes `filter` is in `events`. */
  provenTo: Position | null;
  /** It stopped at `maxCount`: more may follow `provenTo`. */
  full: boolean;
}

/**
 * Reads up to `maxCount` events after `from` through `filter`. With a filter, events it
 * leaves out never come back, yet a checkpoint must still move past them, or
 * `waitFor(position of such an event)` could never succeed. So the head is read FIRST: when
 * the read then comes back short of `maxCount`, every passing event up to that head (and up
 * to the last event read) has been delivered, and the proof reaches the later of the two. A
 * full read proves nothing beyond its last event.
 */
export const readLog = async (
  store: EventStore,
  from: Position | null,
  maxCount: number,
  filter: EventFilter | undefined,
): Promise<LogRead> => {
  const head = await store.headPosition();
  const events = await store.readAll({ fromPosition: from ?? 'start', maxCount, ...(filter ? { filter } : {}) });
  const last = events.at(-1)?.position ?? from;
  const full = events.length === maxCount;
  const provenTo = !full && head !== 'start' && (last === null || head > last) ? head : last;
  return { from, filter, events, provenTo, full };
};

/** The index of the first event after `from` in `events` (in log order). */
const firstAfter = (events: readonly RecordedEvent[], from: Position | null): number => {
  if (from === null) return 0;
  let [low, high] = [0, events.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (events[middle]!.position > from) high = middle;
    else low = middle + 1;
  }
  return low;
};

/**
 * The batch of `projection` after `from` that `read` holds: its events (an in-memory filter
 * with the store's semantics, so one read serves projections with different filters), and how
 * far its checkpoint may move. The read must start at or before `from` and its filter must
 * pass everything the projection's does. `maxEvents` caps the batch at that many events (the
 * checkpoint then moves only to the last of them); `upTo` (used by the check) caps it at a
 * position: nothing after it is returned or reached.
 */
export const batchOf = (
  read: LogRead,
  projection: Projection,
  from: Position | null,
  caps: { maxEvents?: number; upTo?: Position | null } = {},
): Batch => {
  const limit = caps.maxEvents ?? Number.POSITIVE_INFINITY;
  let events: RecordedEvent[] = [];
  // Events are in log order: skip those up to `from` by bisection, and stop one past the cap.
  for (let i = firstAfter(read.events, from); i < read.events.length && events.length <= limit; i += 1) {
    if (matchesFilter(projection.filter, read.events[i]!)) events.push(read.events[i]!);
  }
  let to = read.provenTo !== null && (from === null || read.provenTo > from) ? read.provenTo : from;
  let caughtUp = !read.full;
  if (events.length > limit) {
    events = events.slice(0, limit);
    to = events.at(-1)!.position;
    caughtUp = false;
  }
  const { upTo } = caps;
  if (upTo !== undefined && upTo !== null && to !== null && to > upTo) {
    events = events.filter((event) => event.position <= upTo);
    to = upTo;
    caughtUp = true;
  }
  return { events, to, caughtUp };
};

/** The next batch of one projection after `from`, read for it alone (rebuild, check). */
const readNextBatch = async (
  store: EventStore,
  projection: Projection,
  from: Position | null,
  maxCount: number,
  upTo?: Position | null,
): Promise<Batch> => {
  if (upTo !== undefined && (upTo === null || (from !== null && from >= upTo))) {
    return { events: [], to: from, caughtUp: true };
  }
  return batchOf(await readLog(store, from, maxCount, projection.filter), projection, from, { upTo });
};

export const applyEvents = async (
  tx: DatabaseTransactionConnection,
  projection: Projection,
  schema: string,
  events: readonly RecordedEvent[],
  mode: ApplyMode = 'projector',
): Promise<void> => {
  if (projection.handleBatch) {
    if (events.length > 0) await projection.handleBatch(tx, events, schema, mode);
    return;
  }
  for (const event of events) await projection.handle(tx, event, schema);
};

/**
 * Projects into `schema` from `from` until caught up (or `upTo`), one transaction per
 * batch. Used for copies nobody else writes to (rebuild, check), so no checkpoint row. In
 * mode 'copy' the projection may leave work for `completeCopy` (see Projection).
 */
export const catchUpInto = async (options: {
  db: DatabasePool | CommonQueryMethods;
  store: EventStore;
  projection: Projection;
  schema: string;
  from: Position | null;
  batchSize: number;
  upTo?: Position | null;
  mode?: Exclude<ApplyMode, 'inline'>;
}): Promise<Position | null> => {
  let position = options.from;
  for (;;) {
    const batch = await readNextBatch(options.store, options.projection, position, options.batchSize, options.upTo);
    if (batch.events.length > 0) {
      await options.db.transaction((tx) => applyEvents(tx, options.projection, options.schema, batch.events, options.mode));
    }
    position = batch.to;
    if (batch.caughtUp) return position;
  }
};

/** Does what a copy built in mode 'copy' left for the end (Projection.completeCopy). */
export const completeCopy = async (db: DatabasePool | CommonQueryMethods, projection: Projection, schema: string) => {
  const complete = projection.completeCopy?.bind(projection);
  if (complete) await db.transaction((tx) => complete(tx, schema));
};

/** Events a rebuild or a check applies per transaction: larger than a live batch, since nobody waits on a copy. */
export const COPY_BATCH_SIZE = 5_000;
