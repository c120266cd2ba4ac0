import type { Decider } from '@domain/shared/decider';
import type { EventStore, Position, RecordedEvent } from '../event-store/port';
import { WeightedLru } from './weighted-lru';

/** A stream as one decider folds it, up to `revision`. */
export interface FoldedStream<State> {
  state: State;
  /** Revision of the last event folded; -1n before the first. */
  revision: bigint;
  /** Global position of the last event folded; null before the first. */
  position: Position | null;
  /**
   * The revisions of the first and last event of every command id on the stream: enough to
   * recognise a retried command and read its events again, without keeping any event.
   */
  commands: Map<string, { first: bigint; last: bigint }>;
}

// A few thousand streams, and at most this many command ids across them (some 200 bytes each,
// so tens of megabytes at worst). A stream with more commands than that is not kept: each
// command on it reads it whole again, as before there was a cache.
const MAX_STREAMS = 5_000;
const MAX_COMMANDS = 200_000;

/** Per store: a store is one process's view of the events, and tests open several. */
const caches = new WeakMap<EventStore, WeightedLru<FoldedStream<unknown>>>();
const deciderKeys = new WeakMap<object, number>();
let deciders = 0;

const cacheOf = (store: EventStore) => {
  const cache = caches.get(store) ?? new WeightedLru<FoldedStream<unknown>>(MAX_STREAMS, MAX_COMMANDS);
  caches.set(store, cache);
  return cache;
};

/** Each decider folds a stream into its own state (callers pair each decider with one parse). */
const keyOf = (decider: object, streamId: string) => {
  const deciderKey = deciderKeys.get(decider) ?? (deciders += 1);
  deciderKeys.set(decider, deciderKey);
  return `${deciderKey}\u0000${streamId}`;
};

/**
 * The stream as `decider` folds it now: the cached fold, brought up to date by reading only
 * the events after its revision (all of them the first time). Reading on every command keeps
 * decisions on the stream as stored, whatever other processes appended meanwhile. Callers run
 * one task or group of commands per stream at a time (stream-queue), so the cached fold is
 * updated in place; a group decides on copies of its state and leaves the fold to what is stored.
 */
export const catchUp = async <State, Command, Event>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  parse: (event: RecordedEvent) => Event | null,
): Promise<FoldedStream<State>> => {
  const cache = cacheOf(store);
  const key = keyOf(decider, streamId);
  const known = (cache.get(key) as FoldedStream<State> | undefined) ?? {
    state: decider.initialState,
    revision: -1n,
    position: null,
    commands: new Map(),
  };
  const recorded = await store.readStream(streamId, { fromRevision: known.revision + 1n });
  if (recorded.length === 0) return known;

  // Fold first: a parse that throws leaves the cached fold as it was.
  let state = known.state;
  for (const event of recorded) {
    const parsed = parse(event);
    if (parsed) state = decider.evolve(state, parsed);
  }
  for (const event of recorded) {
    const commandId = event.metadata.commandId;
    if (typeof commandId !== 'string') continue;
    const range = known.commands.get(commandId);
    if (range) range.last = event.revision;
    else known.commands.set(commandId, { first: event.revision, last: event.revision });
  }
  known.state = state;
  known.revision = recorded[recorded.length - 1]!.revision;
  known.position = recorded[recorded.length - 1]!.position;
  cache.set(key, known, 1 + known.commands.size);
  return known;
};

/** Drops the cached fold, so that the next catch-up reads the stream whole. */
export const forget = (store: EventStore, streamId: string, decider: object): void => {
  cacheOf(store).delete(keyOf(decider, streamId));
};

/** The events a command recorded on the stream, read again from their revisions. */
export const eventsOfCommand = async (
  store: EventStore,
  streamId: string,
  commandId: string,
  { first, last }: { first: bigint; last: bigint },
): Promise<RecordedEvent[]> => {
  const range = await store.readStream(streamId, { fromRevision: first, maxCount: Number(last - first) + 1 });
  return range.filter((event) => event.metadata.commandId === commandId);
};
