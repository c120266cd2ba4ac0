/**
 * The event-store port. It mirrors EventStoreDB's semantics so that the Postgres adapter
 * (the default) and the EventStoreDB adapter are interchangeable behind one contract suite.
 */

/** Expected revision of a stream before an append. Revisions count from 0n. */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

/**
 * An opaque global position. Adapters encode it so that plain string comparison orders
 * positions in the order a catch-up reader delivers them (fixed-width, zero-padded parts).
 * That lets checkpoints be compared in SQL and in code without knowing the adapter.
 */
export type Position = string;

export const START: 'start' = 'start';

export type JsonObject = { [key: string]: unknown };

export interface EventData {
  /**
   * UUID, unique within its stream: appending again a batch already in the stream is a no-op
   * (idempotent). As on EventStoreDB, another stream may hold the same id; writers that need
   * ids unique everywhere make them so (the command handler hashes the stream id in).
   */
  id: string;
  type: string;
  data: JsonObject;
  metadata?: JsonObject;
}

export interface RecordedEvent {
  id: string;
  type: string;
  streamId: string;
  revision: bigint;
  position: Position;
  data: JsonObject;
  metadata: JsonObject;
  createdAt: Date;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextExpectedRevision: bigint;
  /** Position of the last appended event (or of the already stored one on an idempotent re-append). */
  position: Position;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive. Defaults to the first event (forwards) or the last (backwards). */
  fromRevision?: bigint | 'start' | 'end';
  maxCount?: number;
}

/** Either filter by event type or by stream-id prefix, as EventStoreDB's server-side filters do. */
export type EventFilter = { eventTypes: readonly string[] } | { streamPrefixes: readonly string[] };

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. 'start' reads from the beginning. */
  fromPosition?: Position | 'start';
  maxCount?: number;
  filter?: EventFilter;
}

export interface SubscribeToAllOptions {
  /** Exclusive checkpoint: delivery starts with the first event after it. */
  fromPosition?: Position | 'start';
  filter?: EventFilter;
}

/** A catch-up subscription: iterate it; `unsubscribe` ends the iteration. */
export interface AllSubscription extends AsyncIterable<RecordedEvent> {
  unsubscribe(): Promise<void>;
}

export interface EventStore {
  appendToStream(streamId: string, events: readonly EventData[], options?: { expectedRevision?: ExpectedRevision }): Promise<AppendResult>;
  /** Returns [] when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeToAll(options?: SubscribeToAllOptions): AllSubscription;
  /** The position of the last event a catch-up reader may deliver now ('start' when empty). */
  headPosition(): Promise<Position | 'start'>;
  close(): Promise<void>;
}

export class WrongExpectedVersionError extends Error {
  readonly code = 'WRONG_EXPECTED_VERSION';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedVersionError';
  }
}

export const isAfter = (position: Position, checkpoint: Position | 'start'): boolean => checkpoint === 'start' || position > checkpoint;
