import pg from 'pg';
import {
  START,
  WrongExpectedVersionError,
  type AllSubscription,
  type AppendResult,
  type EventData,
  type EventFilter,
  type EventStore,
  type ExpectedRevision,
  type JsonObject,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeToAllOptions,
} from '../port';
import { CatchUpSubscription } from './catch-up-subscription';
import { CommitNotifier } from './commit-notifier';
import { decodePosition, encodePosition } from './position';
import { migrate } from './schema';

/**
 * An event id already in the stream, reused other than by an exact retry of its batch. Ids are
 * unique within a stream, as on EventStoreDB; another stream may hold the same id.
 */
export class DuplicateEventIdError extends Error {
  readonly code = 'DUPLICATE_EVENT_ID';
  constructor(readonly streamId: string) {
    super(`Stream ${streamId}: an event id is already stored, and not as this exact batch`);
    this.name = 'DuplicateEventIdError';
  }
}

/** A connection to run the store's statements on: the store's pool, or a caller's transaction. */
export type Queryable = Pick<pg.ClientBase, 'query'>;

/** es.try_append's result: `revision` is the new last one, or the actual one on a wrong expected version. */
type AppendRow =
  | { outcome: 'appended'; revision: string; last_transaction_id: string; last_global_position: string }
  | { outcome: 'wrong_expected_version'; revision: string }
  | { outcome: 'duplicate_event_id' }
  | { outcome: 'raced' };

/** As `pg` gives it; counters and times may come as numbers through another client (`queryableOf`). */
interface EventRow {
  global_position: string | number;
  transaction_id: string;
  event_id: string;
  stream_id: string;
  stream_revision: string | number;
  type: string;
  data: JsonObject;
  metadata: JsonObject;
  created_at: Date | string | number;
}

const COLUMNS = 'global_position, transaction_id, event_id, stream_id, stream_revision, type, data, metadata, created_at';
/** Rows of transactions that may still commit are invisible to catch-up readers (see ARCHITECTURE.md). */
const VISIBLE_TO_CATCH_UP = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';
const MAX_REVISION = '9223372036854775807';

/** es.try_append's encoding of the expected revision (NULL = any). */
const expectedRevisionParam = (expected: ExpectedRevision): string | null => {
  switch (expected) {
    case 'any':
      return null;
    case 'no_stream':
      return '-1';
    case 'stream_exists':
      return '-2';
    default:
      return expected.toString();
  }
};

/**
 * The append on a given connection, without waking subscribers (their polling still finds the
 * events): the store uses it on its pool; tests use it inside explicit transactions to
 * reproduce commit-order races. A refused append is a result row, not a failed query, so the
 * pool keeps the connection; it becomes the port's error here.
 */
export const appendWithin = async (
  db: Queryable,
  streamId: string,
  events: readonly EventData[],
  expectedRevision: ExpectedRevision = 'any',
): Promise<AppendResult> => {
  if (events.length === 0) throw new RangeError('appendToStream needs at least one event');
  const payload = JSON.stringify(events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata: metadata ?? {} })));
  const call = async () =>
    (
      await db.query<AppendRow>(
        'SELECT outcome, revision::text AS revision, last_transaction_id::text AS last_transaction_id, ' +
          'last_global_position::text AS last_global_position FROM es.try_append($1, $2, $3)',
        [streamId, expectedRevisionParam(expectedRevision), payload],
      )
    ).rows[0]!;
  // 'raced' (no exact expected revision, and another append won the next revision at the very
  // moment this one wrote) asks for a new transaction, which the next call on a pool is. Each
  // one means another append was stored; within a caller's transaction it cannot recur.
  let row = await call();
  while (row.outcome === 'raced') row = await call();
  switch (row.outcome) {
    case 'appended':
      return {
        nextExpectedRevision: BigInt(row.revision),
        position: encodePosition(row.last_transaction_id, row.last_global_position),
      };
    case 'wrong_expected_version': {
      const actual = BigInt(row.revision);
      throw new WrongExpectedVersionError(streamId, expectedRevision, actual < 0n ? 'no_stream' : actual);
    }
    case 'duplicate_event_id':
      throw new DuplicateEventIdError(streamId);
  }
};

const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  type: row.type,
  streamId: row.stream_id,
  revision: BigInt(row.stream_revision),
  position: encodePosition(String(row.transaction_id), String(row.global_position)),
  data: row.data,
  metadata: row.metadata,
  createdAt: new Date(row.created_at),
});

/**
 * The events of a batch just appended on this connection (or found already stored, on an exact
 * retry), as a reader will get them: what read models kept in the append's transaction apply.
 */
export const readAppended = async (db: Queryable, streamId: string, events: readonly EventData[]): Promise<RecordedEvent[]> => {
  const { rows } = await db.query<EventRow>(
    `SELECT ${COLUMNS} FROM es.events WHERE stream_id = $1 AND event_id = ANY($2::uuid[]) ORDER BY stream_revision`,
    [streamId, events.map((event) => event.id)],
  );
  return rows.map(toRecordedEvent);
};

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Appends the filter's parameter to `params` and returns the SQL condition that uses it. */
const filterCondition = (filter: EventFilter, params: unknown[]): string => {
  if ('eventTypes' in filter) {
    params.push(filter.eventTypes);
    return `type = ANY($${params.length}::text[])`;
  }
  params.push(filter.streamPrefixes.map((prefix) => `${escapeLike(prefix)}%`));
  return `stream_id LIKE ANY($${params.length}::text[])`;
};

export class PostgresEventStore implements EventStore {
  private readonly pool: pg.Pool;
  private readonly ownsPool: boolean;
  private readonly subscriptions = new Set<CatchUpSubscription>();
  private readonly notifier: CommitNotifier;

  /** Given a pool, the caller keeps owning it; given a connection string, `close` ends the pool (of `poolSize` connections at most). */
  constructor(connection: pg.Pool | string, options: { poolSize?: number | undefined } = {}) {
    this.ownsPool = typeof connection === 'string';
    this.pool = typeof connection === 'string' ? new pg.Pool({ connectionString: connection, max: options.poolSize ?? 10 }) : connection;
    // An idle pooled connection that drops emits 'error'; without a listener the process exits.
    // The next query on that pool reports the problem to its caller instead.
    if (this.ownsPool) this.pool.on('error', () => undefined);
    this.notifier = new CommitNotifier(this.pool);
  }

  migrate(): Promise<void> {
    return migrate(this.pool);
  }

  async appendToStream(
    streamId: string,
    events: readonly EventData[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    const result = await appendWithin(this.pool, streamId, events, options.expectedRevision);
    this.notifier.committed();
    return result;
  }

  /** Wakes subscribers after an append committed on another connection (see `appendWithin`). */
  announceCommit(): void {
    this.notifier.committed();
  }

  async readStream(streamId: string, { direction = 'forwards', fromRevision, maxCount }: ReadStreamOptions = {}) {
    const forwards = direction === 'forwards';
    const from =
      fromRevision === undefined
        ? forwards
          ? '0'
          : MAX_REVISION
        : fromRevision === 'start'
          ? '0'
          : fromRevision === 'end'
            ? MAX_REVISION
            : fromRevision.toString();
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM es.events
        WHERE stream_id = $1 AND stream_revision ${forwards ? '>=' : '<='} $2
        ORDER BY stream_revision ${forwards ? 'ASC' : 'DESC'} LIMIT $3`,
      [streamId, from, maxCount ?? null],
    );
    return rows.map(toRecordedEvent);
  }

  async readAll({ fromPosition = START, maxCount, filter }: ReadAllOptions = {}) {
    const params: unknown[] = [];
    const conditions = [VISIBLE_TO_CATCH_UP];
    if (fromPosition !== START) {
      const { transactionId, globalPosition } = decodePosition(fromPosition);
      params.push(transactionId, globalPosition);
      conditions.push('(transaction_id, global_position) > ($1::xid8, $2::bigint)');
    }
    if (filter) conditions.push(filterCondition(filter, params));
    params.push(maxCount ?? null);
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM es.events WHERE ${conditions.join(' AND ')}
        ORDER BY transaction_id, global_position LIMIT $${params.length}`,
      params,
    );
    return rows.map(toRecordedEvent);
  }

  subscribeToAll({ fromPosition = START, filter }: SubscribeToAllOptions = {}): AllSubscription {
    const subscription = new CatchUpSubscription(
      {
        readAfter: (from, maxCount) => this.readAll({ fromPosition: from, maxCount, filter }),
        connection: this.pool.options,
      },
      fromPosition,
      (ended) => this.subscriptions.delete(ended),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<Position | 'start'> {
    const { rows } = await this.pool.query<Pick<EventRow, 'transaction_id' | 'global_position'>>(
      `SELECT transaction_id, global_position FROM es.events WHERE ${VISIBLE_TO_CATCH_UP}
        ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    const head = rows[0];
    return head ? encodePosition(head.transaction_id, String(head.global_position)) : START;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.unsubscribe()));
    await this.notifier.drain();
    if (this.ownsPool) await this.pool.end();
  }
}
