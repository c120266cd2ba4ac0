import type { EventStore } from '../event-store/port';

/** Per store (one process's view of the events), the last task queued on each stream. */
const tails = new WeakMap<EventStore, Map<string, Promise<void>>>();

/**
 * Runs `task` once every task queued before it on the same stream of the same store has
 * settled. Commands on one stream then never race each other inside a process, so optimistic
 * concurrency only has to arbitrate between processes. Idle streams leave nothing behind.
 */
export const inStreamOrder = <T>(store: EventStore, streamId: string, task: () => Promise<T>): Promise<T> => {
  const streams = tails.get(store) ?? new Map<string, Promise<void>>();
  tails.set(store, streams);
  const result = (streams.get(streamId) ?? Promise.resolve()).then(task);
  // The next task waits for this one to settle, whether it succeeded or not.
  const tail = result.then(
    () => undefined,
    () => undefined,
  );
  streams.set(streamId, tail);
  void tail.then(() => {
    if (streams.get(streamId) === tail) streams.delete(streamId);
  });
  return result;
};
