import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterDecider, parseCounterEvent } from '../../test/support/counter-decider';
import { createFreshDatabase, type FreshDatabase } from '../../test/support/fresh-database';
import type { EventStore, RecordedEvent } from '../event-store/port';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { executeCommand } from './command-handler';

let database: FreshDatabase;
/** Two stores on their own pools: two processes, as far as the handler can tell. */
let processes: [PostgresEventStore, PostgresEventStore];

beforeAll(async () => {
  database = await createFreshDatabase('hot_stream');
  processes = [new PostgresEventStore(database.url), new PostgresEventStore(database.url)];
  await processes[0].migrate();
});
afterAll(async () => {
  await Promise.all(processes?.map((store) => store.close()) ?? []);
  await database?.drop();
});

const LIMIT = 150;
const decider = counterDecider(LIMIT);
const count = (store: EventStore, streamId: string, commandId: string = randomUUID()) =>
  executeCommand(store, { streamId, decider, parse: parseCounterEvent, command: { type: 'Count' } }, { commandId, userId: null });

/** Runs the commands at once and sorts the outcomes: accepted results and refusal codes. */
const settle = async (commands: Array<Promise<Awaited<ReturnType<typeof count>>>>) => {
  const outcomes = await Promise.allSettled(commands);
  return {
    accepted: outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : [])),
    refused: outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [(outcome.reason as { code?: string }).code] : [])),
  };
};

const expectCountedOnce = async (streamId: string) => {
  const stored = await processes[0].readStream(streamId);
  expect(stored.map((event) => event.data.count)).toEqual(Array.from({ length: LIMIT }, (_, n) => n + 1));
  expect(stored.map((event) => Number(event.revision))).toEqual(Array.from({ length: LIMIT }, (_, n) => n));
  return stored;
};

/**
 * Every accepted command answers with the position of a stored event at or after its own (the
 * commands of a group commit together and answer with the group's last position), and no two
 * accepted commands counted the same.
 */
const expectEachAnswerCoversItsEvent = (accepted: Array<Awaited<ReturnType<typeof count>>>, stored: RecordedEvent[]) => {
  const positions = new Set(stored.map((event) => event.position));
  for (const result of accepted) {
    const own = stored[result.events[0]!.data.count - 1]!;
    expect(positions.has(result.position!) && result.position! >= own.position).toBe(true);
  }
  expect(new Set(accepted.map((result) => result.events[0]!.data.count)).size).toBe(accepted.length);
};

/** The store, counting the events the handler reads, its appends and the conflicts they meet. */
const observed = (store: EventStore) => {
  const seen = { eventsRead: 0, appends: 0, conflicts: 0 };
  const wrapped: EventStore = {
    appendToStream: (streamId, events, options) => {
      seen.appends += 1;
      return store.appendToStream(streamId, events, options).catch((error: unknown) => {
        seen.conflicts += 1;
        throw error;
      });
    },
    readStream: async (streamId, options) => {
      const events = await store.readStream(streamId, options);
      seen.eventsRead += events.length;
      return events;
    },
    readAll: (options) => store.readAll(options),
    subscribeToAll: (options) => store.subscribeToAll(options),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
  return { store: wrapped, seen };
};

describe('executeCommand on a hot stream', () => {
  it('200 concurrent commands in one process: exactly the limit accepted, in order, none lost', async () => {
    const streamId = `counter-${randomUUID()}`;
    const { store, seen } = observed(processes[0]);
    const { accepted, refused } = await settle(Array.from({ length: 200 }, () => count(store, streamId)));

    expect(accepted).toHaveLength(LIMIT);
    expect(refused).toEqual(Array(200 - LIMIT).fill('COUNTER_FULL'));
    const stored = await expectCountedOnce(streamId);
    expectEachAnswerCoversItsEvent(accepted, stored);
    // Waiting together, they are decided in order and committed at once.
    expect(seen).toEqual({ eventsRead: 0, appends: 1, conflicts: 0 });
  });

  it('16 writers in one process, each sending commands one after another until refused: the waiting ones commit together', async () => {
    const streamId = `counter-${randomUUID()}`;
    const { store, seen } = observed(processes[0]);
    const accepted: Array<Awaited<ReturnType<typeof count>>> = [];
    const refused: unknown[] = [];
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (;;) {
          try {
            accepted.push(await count(store, streamId));
          } catch (error) {
            refused.push((error as { code?: string }).code);
            return;
          }
        }
      }),
    );

    expect(accepted).toHaveLength(LIMIT);
    expect(refused).toEqual(Array(16).fill('COUNTER_FULL'));
    expectEachAnswerCoversItsEvent(accepted, await expectCountedOnce(streamId));
    // Queued behind each other, the commands never conflict; the commands that waited while a
    // group was committed make the next group, which reads only the events of the one before.
    expect(seen.conflicts).toBe(0);
    expect(seen.appends).toBeLessThan(LIMIT / 4);
    expect(seen.eventsRead).toBe(LIMIT);
  });

  it('200 concurrent commands split over two processes keep the limit and lose nothing', async () => {
    const streamId = `counter-${randomUUID()}`;
    const { accepted, refused } = await settle(Array.from({ length: 200 }, (_, n) => count(processes[n % 2]!, streamId)));

    expect(accepted).toHaveLength(LIMIT);
    expect(refused).toEqual(Array(200 - LIMIT).fill('COUNTER_FULL'));
    const stored = await expectCountedOnce(streamId);
    expectEachAnswerCoversItsEvent(accepted, stored);
  });

  it('decides again on the stream as stored when another process appends between its read and its append', async () => {
    const streamId = `counter-${randomUUID()}`;
    await count(processes[0], streamId);
    const { store, seen } = observed(processes[0]);
    const append = store.appendToStream;
    store.appendToStream = async (...args) => {
      store.appendToStream = append;
      await count(processes[1], streamId);
      return append(...args);
    };

    const result = await count(store, streamId);
    expect(seen.conflicts).toBe(1);
    expect(result.events).toEqual([{ type: 'Counted', data: { count: 3 } }]);
    expect((await processes[0].readStream(streamId)).map((event) => event.data.count)).toEqual([1, 2, 3]);
  });

  it('recognises a command id again, also one another process recorded, after its fold moved on', async () => {
    const streamId = `counter-${randomUUID()}`;
    const first = await count(processes[0], streamId, 'command-first');
    await count(processes[0], streamId);
    const elsewhere = await count(processes[1], streamId, 'command-elsewhere');
    await count(processes[1], streamId);

    expect(await count(processes[0], streamId, 'command-first')).toEqual({
      ...first,
      basedOn: expect.anything(),
      replayed: true,
      state: expect.anything(),
    });
    expect(await count(processes[0], streamId, 'command-elsewhere')).toEqual({
      ...elsewhere,
      basedOn: expect.anything(),
      replayed: true,
      state: expect.anything(),
    });
    expect(await processes[0].readStream(streamId)).toHaveLength(4);
  });
});
