import type { EventStore } from '../event-store/port';

/** How a queued task ended: its own value or its own error. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface Entry {
  /** Entries with the same key queued one after another run as one group; null runs alone. */
  key: object | null;
  item: unknown;
  /** Runs the group this entry heads, answering each of its items in order. */
  run: (items: unknown[]) => Promise<Array<Settled<unknown>>>;
  settle: (outcome: Settled<unknown>) => void;
}

// A bound on one group, so that a flood of commands makes several commits of bounded size
// rather than one that grows without limit while the previous commit is in flight.
const MAX_GROUP = 500;

/** Per store (one process's view of the events), the tasks waiting on each stream. */
const queues = new WeakMap<EventStore, Map<string, Entry[]>>();

/** The entry at the head, with the entries of its key queued right behind it. */
const takeGroup = (waiting: Entry[]): Entry[] => {
  const key = waiting[0]!.key;
  let size = 1;
  while (key !== null && size < waiting.length && size < MAX_GROUP && waiting[size]!.key === key) size += 1;
  return waiting.splice(0, size);
};

const drain = async (streams: Map<string, Entry[]>, streamId: string, waiting: Entry[]) => {
  while (waiting.length > 0) {
    const group = takeGroup(waiting);
    let outcomes: Array<Settled<unknown>>;
    try {
      outcomes = await group[0]!.run(group.map((entry) => entry.item));
    } catch (error) {
      outcomes = group.map(() => ({ ok: false, error }));
    }
    group.forEach((entry, index) => entry.settle(outcomes[index] ?? { ok: false, error: new Error('No outcome for a queued task') }));
  }
  // Idle streams leave nothing behind.
  streams.delete(streamId);
};

const enqueue = <T>(store: EventStore, streamId: string, entry: Omit<Entry, 'settle'>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const settle = (outcome: Settled<unknown>) => (outcome.ok ? resolve(outcome.value as T) : reject(outcome.error));
    const streams = queues.get(store) ?? new Map<string, Entry[]>();
    queues.set(store, streams);
    const waiting = streams.get(streamId);
    if (waiting) {
      waiting.push({ ...entry, settle });
      return;
    }
    const fresh = [{ ...entry, settle }];
    streams.set(streamId, fresh);
    // Started after the current synchronous code: tasks queued together (a Promise.all) are
    // all waiting when the first group is taken.
    queueMicrotask(() => void drain(streams, streamId, fresh));
  });

/**
 * Runs `task` once every task queued before it on the same stream of the same store has
 * settled. Tasks on one stream then never race each other inside a process, so optimistic
 * concurrency only has to arbitrate between processes.
 */
export const inStreamOrder = <T>(store: EventStore, streamId: string, task: () => Promise<T>): Promise<T> =>
  enqueue<T>(store, streamId, {
    key: null,
    item: null,
    run: async () => {
      try {
        return [{ ok: true, value: await task() }];
      } catch (error) {
        return [{ ok: false, error }];
      }
    },
  });

/**
 * Queues `item` on the stream like inStreamOrder, but runs it together with the items of the
 * same `key` queued right behind it (up to a bound): `runGroup` gets them in queue order and
 * answers each. The items waiting while one group runs make the next group, so a busy stream
 * gets fewer, larger steps and an idle one runs each item at once. Tasks of another key (or
 * inStreamOrder's) end a group: they run after it, and the next group after them.
 */
export const inStreamGroup = <Item, Result>(
  store: EventStore,
  streamId: string,
  key: object,
  item: Item,
  runGroup: (items: Item[]) => Promise<Array<Settled<Result>>>,
): Promise<Result> =>
  enqueue<Result>(store, streamId, { key, item, run: runGroup as (items: unknown[]) => Promise<Array<Settled<unknown>>> });
