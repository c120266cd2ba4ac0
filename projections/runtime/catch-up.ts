import type { CommonQueryMethods, DatabasePool, DatabaseTransactionConnection } from 'slonik';
import type { EventStore, Position, RecordedEvent } from '../../commands/event-store/port';
import type { Projection } from './projection';

export interface Batch {
  events: RecordedEvent[];
  /** Where the consumer's checkpoint may move once `events` are applied. */
  to: Position | null;
  /** Nothing more is readable after `to` right now. */
  caughtUp: boolean;
}

/**
 * Reads the next batch of a projection's events after `from`, and how far the checkpoint
 * may advance. With a server-side filter, events the projection does not handle never reach
 * it, yet its checkpoint must still move past them, or `waitFor(position of such an event)`
 * could never succeed. So the head is read FIRST; when the filtered read then comes back
 * short of `maxCount`, every matching event up to that head (and up to the last event read)
 * has been delivered, and the checkpoint may jump to the later of the two. A full batch
 * proves nothing beyond its last event, so it advances only that far.
 *
 * `upTo` (used by the check) caps the result: nothing after it is returned or reached.
 */
export const readNextBatch = async (
  store: EventStore,
  projection: Projection,
  from: Position | null,
  maxCount: number,
  upTo?: Position | null,
): Promise<Batch> => {
  if (upTo !== undefined && (upTo === null || (from !== null && from >= upTo))) {
    return { events: [], to: from, caughtUp: true };
  }
  const head = await store.headPosition();
  const read = await store.readAll({ fromPosition: from ?? 'start', maxCount, filter: projection.filter });
  const events = upTo === undefined ? read : read.filter((event) => event.position <= upTo);
  const last = events.at(-1)?.position ?? from;
  if (events.length < read.length) return { events, to: upTo ?? last, caughtUp: true };
  if (read.length === maxCount) return { events, to: last, caughtUp: false };
  let to = head !== 'start' && (last === null || head > last) ? head : last;
  if (upTo !== undefined && to !== null && to > upTo) to = upTo;
  return { events, to, caughtUp: true };
};

export const applyEvents = async (
  tx: DatabaseTransactionConnection,
  projection: Projection,
  schema: string,
  events: readonly RecordedEvent[],
): Promise<void> => {
  if (projection.handleBatch) {
    if (events.length > 0) await projection.handleBatch(tx, events, schema);
    return;
  }
  for (const event of events) await projection.handle(tx, event, schema);
};

/**
 * Projects into `schema` from `from` until caught up (or `upTo`), one transaction per
 * batch. Used for copies nobody else writes to (rebuild, check), so no checkpoint row.
 */
export const catchUpInto = async (options: {
  db: DatabasePool | CommonQueryMethods;
  store: EventStore;
  projection: Projection;
  schema: string;
  from: Position | null;
  batchSize: number;
  upTo?: Position | null;
}): Promise<Position | null> => {
  let position = options.from;
  for (;;) {
    const batch = await readNextBatch(options.store, options.projection, position, options.batchSize, options.upTo);
    if (batch.events.length > 0) {
      await options.db.transaction((tx) => applyEvents(tx, options.projection, options.schema, batch.events));
    }
    position = batch.to;
    if (batch.caughtUp) return position;
  }
};
