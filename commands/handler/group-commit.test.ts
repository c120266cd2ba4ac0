import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Decider } from '@domain/shared/decider';
import { DomainError } from '@domain/shared/errors';
import { counterDecider, parseCounterEvent } from '../../test/support/counter-decider';
import { createFreshDatabase, type FreshDatabase } from '../../test/support/fresh-database';
import type { EventStore, RecordedEvent } from '../event-store/port';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { checkCommand, executeCommand, foldStream } from './command-handler';
import { eventIdFor } from './event-ids';

let database: FreshDatabase;
/** Two stores on their own pools: two processes, as far as the handler can tell. */
let processes: [PostgresEventStore, PostgresEventStore];

beforeAll(async () => {
  database = await createFreshDatabase('group_commit');
  processes = [new PostgresEventStore(database.url, { poolSize: 3 }), new PostgresEventStore(database.url, { poolSize: 3 })];
  await processes[0].migrate();
});
afterAll(async () => {
  await Promise.all(processes?.map((store) => store.close()) ?? []);
  await database?.drop();
});

/** The store, counting the appends that stored something and the ones refused by a conflict. */
const counted = (store: EventStore) => {
  const appends = { stored: 0, refused: 0 };
  const wrapped: EventStore = {
    appendToStream: async (streamId, events, options) => {
      try {
        const result = await store.appendToStream(streamId, events, options);
        appends.stored += 1;
        return result;
      } catch (error) {
        appends.refused += 1;
        throw error;
      }
    },
    readStream: (streamId, options) => store.readStream(streamId, options),
    readAll: (options) => store.readAll(options),
    subscribeToAll: (options) => store.subscribeToAll(options),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
  return { store: wrapped, appends };
};

/** A list of unique names: a rule that depends on what the commands before decided. */
type NamesCommand = { type: 'Add'; name: string; ifAbsent?: boolean };
type NamesEvent = { type: 'NameAdded'; data: { name: string } };
const namesDecider: Decider<ReadonlySet<string>, NamesCommand, NamesEvent> = {
  initialState: new Set(),
  evolve: (names, event) => new Set([...names, event.data.name]),
  decide: (command, names) => {
    if (!names.has(command.name)) return [{ type: 'NameAdded', data: { name: command.name } }];
    if (command.ifAbsent) return [];
    throw new DomainError('conflict', 'NAME_TAKEN', `${command.name} is taken`);
  },
};
const parseNamesEvent = (event: RecordedEvent): NamesEvent | null =>
  event.type === 'NameAdded' ? { type: 'NameAdded', data: { name: String(event.data.name) } } : null;

const add = (store: EventStore, streamId: string, command: Omit<NamesCommand, 'type'>, commandId: string = randomUUID()) =>
  executeCommand(
    store,
    { streamId, decider: namesDecider, parse: parseNamesEvent, command: { type: 'Add', ...command } },
    { commandId, userId: null },
  );

const count = (store: EventStore, streamId: string, decider: ReturnType<typeof counterDecider>) =>
  executeCommand(
    store,
    { streamId, decider, parse: parseCounterEvent, command: { type: 'Count' } },
    { commandId: randomUUID(), userId: null },
  );

const stored = async (streamId: string) => processes[0].readStream(streamId);

describe('group commit on a hot stream', () => {
  it('given 20 commands waiting on one stream, when they run, then one append stores them all and each caller gets its own events', async () => {
    const streamId = `names-${randomUUID()}`;
    const { store, appends } = counted(processes[0]);
    const commandIds = Array.from({ length: 20 }, (_, n) => `group-${n}-${randomUUID()}`);

    const results = await Promise.all(commandIds.map((commandId, n) => add(store, streamId, { name: `name-${n}` }, commandId)));

    expect(appends).toEqual({ stored: 1, refused: 0 });
    expect(results.map((result) => result.events)).toEqual(commandIds.map((_, n) => [{ type: 'NameAdded', data: { name: `name-${n}` } }]));
    const events = await stored(streamId);
    expect(events.map((event) => [event.data.name, event.metadata.commandId, event.id])).toEqual(
      commandIds.map((commandId, n) => [`name-${n}`, commandId, eventIdFor(commandId, streamId, 0)]),
    );
    // One commit: every answer's position covers the whole group, safe to wait for.
    expect(results.every((result) => result.position === events.at(-1)!.position && !result.replayed)).toBe(true);
    expect(results[0]!.basedOn).toBeNull();
  });

  it('given a group with a refused command in the middle, then the others are stored and the refused one stores nothing', async () => {
    const streamId = `names-${randomUUID()}`;
    const { store, appends } = counted(processes[0]);
    const refusedId = `refused-${randomUUID()}`;

    const outcomes = await Promise.allSettled([
      add(store, streamId, { name: 'ada' }),
      add(store, streamId, { name: 'grace' }),
      // Taken by the first command of the group, not yet stored when this one is decided.
      add(store, streamId, { name: 'ada' }, refusedId),
      add(store, streamId, { name: 'ada', ifAbsent: true }),
      add(store, streamId, { name: 'edsger' }),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(outcomes[2]).toMatchObject({ reason: { code: 'NAME_TAKEN' } });
    expect(appends).toEqual({ stored: 1, refused: 0 });
    const events = await stored(streamId);
    expect(events.map((event) => event.data.name)).toEqual(['ada', 'grace', 'edsger']);
    expect(events.some((event) => event.metadata.commandId === refusedId)).toBe(false);
    // The command that changed nothing found ada added by its group: it answers once that is read.
    expect(outcomes[3]).toMatchObject({ value: { events: [], position: null, basedOn: events.at(-1)!.position } });
    // Each answers with the state its own decision left, which a write's answer shows without a read.
    const names = (index: number) => [...(outcomes[index] as PromiseFulfilledResult<{ state: ReadonlySet<string> }>).value.state];
    expect([names(0), names(1), names(3), names(4)]).toEqual([['ada'], ['ada', 'grace'], ['ada', 'grace'], ['ada', 'grace', 'edsger']]);
  });

  it('given the same command id twice in one group, then it is stored once and the second is answered as its replay', async () => {
    const streamId = `names-${randomUUID()}`;
    const { store, appends } = counted(processes[0]);
    const commandId = `twice-${randomUUID()}`;

    const [first, other, again] = await Promise.all([
      add(store, streamId, { name: 'ada' }, commandId),
      add(store, streamId, { name: 'grace' }),
      add(store, streamId, { name: 'ada' }, commandId),
    ]);

    expect(appends).toEqual({ stored: 1, refused: 0 });
    expect((await stored(streamId)).map((event) => event.data.name)).toEqual(['ada', 'grace']);
    expect(first).toMatchObject({ replayed: false, events: [{ type: 'NameAdded', data: { name: 'ada' } }] });
    expect(other!.events).toEqual([{ type: 'NameAdded', data: { name: 'grace' } }]);
    expect(again).toEqual({ ...first, basedOn: expect.anything(), replayed: true });
  });

  it('given another process appends before the group does, then the whole group is decided again and the capacity holds', async () => {
    const streamId = `counter-${randomUUID()}`;
    const decider = counterDecider(4);
    await count(processes[0], streamId, decider);
    const { store, appends } = counted(processes[0]);
    const append = store.appendToStream;
    store.appendToStream = async (...args) => {
      store.appendToStream = append;
      await count(processes[1], streamId, decider);
      return append(...args);
    };

    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => count(store, streamId, decider)));

    // Decided first on count 1 (three fit), then again on count 2 once the other process's append is read: two fit.
    expect(appends).toEqual({ stored: 1, refused: 1 });
    const accepted = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.events] : []));
    expect(accepted).toEqual([[{ type: 'Counted', data: { count: 3 } }], [{ type: 'Counted', data: { count: 4 } }]]);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual(
      Array(3).fill(expect.objectContaining({ reason: expect.objectContaining({ code: 'COUNTER_FULL' }) })),
    );
    expect((await stored(streamId)).map((event) => event.data.count)).toEqual([1, 2, 3, 4]);
  });

  it('given another process stores one command of the group first (a retried request), then the others go one by one and it replays', async () => {
    const streamId = `names-${randomUUID()}`;
    const retriedId = `retried-${randomUUID()}`;
    const { store, appends } = counted(processes[0]);
    const append = store.appendToStream;
    let elsewhere: Awaited<ReturnType<typeof add>> | undefined;
    store.appendToStream = async (...args) => {
      store.appendToStream = append;
      elsewhere = await add(processes[1], streamId, { name: 'grace' }, retriedId);
      return append(...args);
    };

    const [ada, grace, edsger] = await Promise.all([
      add(store, streamId, { name: 'ada' }),
      add(store, streamId, { name: 'grace' }, retriedId),
      add(store, streamId, { name: 'edsger' }),
    ]);

    // The group's append meets an event id stored by the other process: each command alone.
    expect(appends).toEqual({ stored: 2, refused: 1 });
    expect((await stored(streamId)).map((event) => event.data.name)).toEqual(['grace', 'ada', 'edsger']);
    // A replay answers with the stream as stored when it was recognised (the others' names too).
    expect(grace).toEqual({ ...elsewhere, basedOn: expect.anything(), replayed: true, state: expect.anything() });
    expect([...grace!.state].sort()).toEqual(['ada', 'grace']);
    expect([ada!.events, edsger!.events]).toEqual([
      [{ type: 'NameAdded', data: { name: 'ada' } }],
      [{ type: 'NameAdded', data: { name: 'edsger' } }],
    ]);
  });

  it('given two processes with many commands each on a stream with a capacity, then never more accepted than the capacity, in few commits', async () => {
    const streamId = `counter-${randomUUID()}`;
    const CAPACITY = 100;
    const decider = counterDecider(CAPACITY);
    const [first, second] = [counted(processes[0]), counted(processes[1])];

    const outcomes = await Promise.allSettled(
      Array.from({ length: 300 }, (_, n) => count(n % 2 === 0 ? first.store : second.store, streamId, decider)),
    );

    const accepted = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(accepted).toHaveLength(CAPACITY);
    expect(new Set(outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason.code] : [])))).toEqual(
      new Set(['COUNTER_FULL']),
    );
    const events = await stored(streamId);
    expect(events.map((event) => event.data.count)).toEqual(Array.from({ length: CAPACITY }, (_, n) => n + 1));
    expect(first.appends.stored + second.appends.stored).toBeLessThan(CAPACITY);
  });

  it('given a check and a fold queued between commands of a stream, then they see the commands queued before them', async () => {
    const streamId = `counter-${randomUUID()}`;
    const decider = counterDecider(10);
    const { store, appends } = counted(processes[0]);
    const stream = { streamId, decider, parse: parseCounterEvent };
    const context = { commandId: randomUUID(), userId: null };
    const atMostOne = (state: number) => {
      if (state > 1) throw new DomainError('conflict', 'TOO_MANY', 'More than one counted');
    };

    const [, , check, fold, last] = await Promise.allSettled([
      count(store, streamId, decider),
      count(store, streamId, decider),
      checkCommand(store, stream, context, atMostOne),
      foldStream(store, streamId, decider, parseCounterEvent),
      count(store, streamId, decider),
    ]);

    expect(check).toMatchObject({ status: 'rejected', reason: { code: 'TOO_MANY' } });
    expect(fold).toMatchObject({ status: 'fulfilled', value: { state: 2, revision: 1n } });
    expect(last).toMatchObject({ status: 'fulfilled', value: { events: [{ type: 'Counted', data: { count: 3 } }] } });
    // The two commands before the check went in one commit, the one after it in another.
    expect(appends).toEqual({ stored: 2, refused: 0 });
  });

  it('given 50 folds of one stream asked together, then they share one read, and a fold asked after an append sees it', async () => {
    const streamId = `counter-${randomUUID()}`;
    const decider = counterDecider(10);
    let reads = 0;
    const { store } = counted(processes[0]);
    const reading: EventStore = {
      ...store,
      readStream: (id, options) => {
        if (id === streamId) reads += 1;
        return store.readStream(id, options);
      },
    };
    await count(reading, streamId, decider);
    reads = 0;

    const folds = await Promise.all(Array.from({ length: 50 }, () => foldStream(reading, streamId, decider, parseCounterEvent)));
    expect(folds.map((fold) => fold.state)).toEqual(Array.from({ length: 50 }, () => 1));
    expect(reads).toBe(1);

    // Another process appends; a fold asked afterwards, even beside others, reads it.
    await count(processes[1], streamId, decider);
    const after = await Promise.all([
      foldStream(reading, streamId, decider, parseCounterEvent),
      foldStream(reading, streamId, decider, parseCounterEvent),
    ]);
    expect(after.map((fold) => fold.state)).toEqual([2, 2]);
    expect(reads).toBe(2);
  });
});
