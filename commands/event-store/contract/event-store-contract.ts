import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  START,
  WrongExpectedVersionError,
  isAfter,
  type AllSubscription,
  type EventData,
  type EventStore,
  type ExpectedRevision,
  type Position,
  type RecordedEvent,
} from '../port';

export interface ContractTarget {
  store: EventStore;
  /** A store on its own connections, for real parallel writers; the suite closes what it gets. */
  newStore?: () => Promise<EventStore>;
  teardown(): Promise<void>;
}

/** Generous: starting an EventStoreDB container may pull its image first. */
const SETUP_TIMEOUT_MS = 180_000;
const DELIVERY_TIMEOUT_MS = 10_000;

const unique = (label: string) => `${label}_${randomUUID().replaceAll('-', '')}`;

const anEvent = (type = 'ContractEventRecorded', data: Record<string, unknown> = {}): EventData => ({
  id: randomUUID(),
  type,
  data,
  metadata: { source: 'contract' },
});

const ids = (events: readonly { id: string }[]) => events.map((event) => event.id);

/** Iterates until `count` events arrived or the timeout unsubscribed; returns what arrived. */
const take = async (subscription: AllSubscription, count: number): Promise<RecordedEvent[]> => {
  const events: RecordedEvent[] = [];
  const timer = setTimeout(() => void subscription.unsubscribe(), DELIVERY_TIMEOUT_MS);
  try {
    for await (const event of subscription) {
      events.push(event);
      if (events.length >= count) break;
    }
  } finally {
    clearTimeout(timer);
    await subscription.unsubscribe();
  }
  return events;
};

const waitUntil = async (condition: () => boolean | Promise<boolean>, timeoutMs = DELIVERY_TIMEOUT_MS) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition()) && Date.now() < deadline) await sleep(20);
};

/**
 * The behaviour every EventStore adapter must show. Streams and types are unique per test, so
 * the suite can share one store (and one server) with other tests.
 */
export const describeEventStoreContract = (name: string, setup: () => Promise<ContractTarget>) =>
  describe(`${name} event store contract`, () => {
    let target: ContractTarget;
    const store = () => target.store;

    beforeAll(async () => {
      target = await setup();
    }, SETUP_TIMEOUT_MS);
    afterAll(async () => {
      await target?.teardown();
    });

    /** `count` stores on separate connections (or the shared one when the target has no newStore). */
    const withStores = async <T>(count: number, use: (stores: EventStore[]) => Promise<T>): Promise<T> => {
      const { newStore } = target;
      const stores = newStore ? await Promise.all(Array.from({ length: count }, () => newStore())) : Array(count).fill(store());
      try {
        return await use(stores);
      } finally {
        if (newStore) await Promise.all(stores.map((each) => each.close()));
      }
    };

    /**
     * readAll returns what a catch-up reader may deliver now. On Postgres any transaction still
     * open on the server (another test's, say) holds that back for a moment after an append.
     */
    const readable = (position: Position) =>
      waitUntil(async () => {
        const head = await store().headPosition();
        return head !== START && !isAfter(position, head);
      });

    const expectWrongVersion = async (
      promise: Promise<unknown>,
      streamId: string,
      expected: ExpectedRevision,
      actual: bigint | 'no_stream',
    ) => {
      const error = await promise.then(
        () => null,
        (rejection: unknown) => rejection,
      );
      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      expect(error).toMatchObject({ code: 'WRONG_EXPECTED_VERSION', streamId, expected, actual });
    };

    describe('appendToStream', () => {
      it('creates a stream with no_stream and stores the event as written', async () => {
        const streamId = unique('created');
        const event = anEvent('ThingCreated', { name: 'Dubai', nested: { seats: 3 } });
        const result = await store().appendToStream(streamId, [event], { expectedRevision: 'no_stream' });
        expect(result.nextExpectedRevision).toBe(0n);

        const [stored, ...rest] = await store().readStream(streamId);
        expect(rest).toEqual([]);
        expect(stored).toMatchObject({ id: event.id, type: 'ThingCreated', streamId, revision: 0n, position: result.position });
        expect(stored!.data).toEqual(event.data);
        expect(stored!.metadata).toEqual(event.metadata);
        expect(stored!.createdAt).toBeInstanceOf(Date);
      });

      it('rejects a second no_stream append, reporting the actual revision, and writes nothing', async () => {
        const streamId = unique('twice');
        await store().appendToStream(streamId, [anEvent(), anEvent()], { expectedRevision: 'no_stream' });
        await expectWrongVersion(
          store().appendToStream(streamId, [anEvent()], { expectedRevision: 'no_stream' }),
          streamId,
          'no_stream',
          1n,
        );
        expect(await store().readStream(streamId)).toHaveLength(2);
      });

      it('appends at the exact expected revision and rejects a stale one', async () => {
        const streamId = unique('exact');
        const first = anEvent();
        const second = anEvent();
        await store().appendToStream(streamId, [first], { expectedRevision: 'no_stream' });
        expect((await store().appendToStream(streamId, [second], { expectedRevision: 0n })).nextExpectedRevision).toBe(1n);
        await expectWrongVersion(store().appendToStream(streamId, [anEvent()], { expectedRevision: 0n }), streamId, 0n, 1n);
        expect(ids(await store().readStream(streamId))).toEqual([first.id, second.id]);
      });

      it('stream_exists fails on a missing stream and succeeds on an existing one', async () => {
        const streamId = unique('exists');
        await expectWrongVersion(
          store().appendToStream(streamId, [anEvent()], { expectedRevision: 'stream_exists' }),
          streamId,
          'stream_exists',
          'no_stream',
        );
        expect(await store().readStream(streamId)).toEqual([]);
        await store().appendToStream(streamId, [anEvent()], { expectedRevision: 'no_stream' });
        expect((await store().appendToStream(streamId, [anEvent()], { expectedRevision: 'stream_exists' })).nextExpectedRevision).toBe(1n);
      });

      it('any appends to a new or an existing stream', async () => {
        const streamId = unique('any');
        expect((await store().appendToStream(streamId, [anEvent()], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0n);
        expect((await store().appendToStream(streamId, [anEvent(), anEvent()])).nextExpectedRevision).toBe(2n);
      });

      it('rejects an empty batch', async () => {
        await expect(store().appendToStream(unique('empty'), [])).rejects.toBeInstanceOf(RangeError);
      });
    });

    describe('readStream', () => {
      const streamId = unique('read');
      const written = Array.from({ length: 5 }, (_, n) => anEvent('Counted', { n }));
      const revisions = (events: RecordedEvent[]) => events.map((event) => Number(event.revision));
      beforeAll(async () => {
        await store().appendToStream(streamId, written, { expectedRevision: 'no_stream' });
      });

      it('reads forwards from the first event', async () => {
        const events = await store().readStream(streamId);
        expect(revisions(events)).toEqual([0, 1, 2, 3, 4]);
        expect(events.map((event) => event.data.n)).toEqual([0, 1, 2, 3, 4]);
        expect(ids(events)).toEqual(ids(written));
      });

      it('reads backwards from the last event', async () => {
        expect(revisions(await store().readStream(streamId, { direction: 'backwards' }))).toEqual([4, 3, 2, 1, 0]);
        expect(revisions(await store().readStream(streamId, { direction: 'backwards', fromRevision: 'end', maxCount: 1 }))).toEqual([4]);
      });

      it('starts at fromRevision (inclusive) and stops at maxCount', async () => {
        expect(revisions(await store().readStream(streamId, { fromRevision: 2n, maxCount: 2 }))).toEqual([2, 3]);
        expect(revisions(await store().readStream(streamId, { direction: 'backwards', fromRevision: 2n }))).toEqual([2, 1, 0]);
        expect(revisions(await store().readStream(streamId, { fromRevision: 'start', maxCount: 1 }))).toEqual([0]);
      });

      it('returns [] for a stream that does not exist', async () => {
        expect(await store().readStream(unique('missing'))).toEqual([]);
        expect(await store().readStream(unique('missing'), { direction: 'backwards' })).toEqual([]);
      });
    });

    describe('idempotent appends by event id', () => {
      it('re-appending the same event is a no-op with the same result', async () => {
        const streamId = unique('retry');
        const event = anEvent();
        const first = await store().appendToStream(streamId, [event], { expectedRevision: 'no_stream' });
        const again = await store().appendToStream(streamId, [event], { expectedRevision: 'no_stream' });
        expect(again).toEqual(first);
        expect(ids(await store().readStream(streamId))).toEqual([event.id]);
      });

      it('retrying a batch with its original expected revision after the stream moved on writes nothing', async () => {
        const streamId = unique('batch');
        const before = anEvent();
        const batch = [anEvent(), anEvent(), anEvent()];
        const after = anEvent();
        await store().appendToStream(streamId, [before], { expectedRevision: 'no_stream' });
        const first = await store().appendToStream(streamId, batch, { expectedRevision: 0n });
        await store().appendToStream(streamId, [after], { expectedRevision: 3n });

        const last = await store().appendToStream(streamId, [after], { expectedRevision: 3n });
        const retried = await store().appendToStream(streamId, batch, { expectedRevision: 0n });
        expect(retried).toEqual(first);
        expect(first.nextExpectedRevision).toBe(3n);
        expect(ids(await store().readStream(streamId))).toEqual(ids([before, ...batch, after]));
        await readable(last.position);
        const inAll = await store().readAll({ filter: { streamPrefixes: [streamId] } });
        expect(ids(inAll)).toEqual(ids([before, ...batch, after]));
      });

      it('an id is unique within its stream only: another stream stores the same id as its own event', async () => {
        const event = anEvent();
        const [first, second] = [unique('same_id'), unique('same_id')];
        await store().appendToStream(first, [event], { expectedRevision: 'no_stream' });
        expect((await store().appendToStream(second, [event], { expectedRevision: 'no_stream' })).nextExpectedRevision).toBe(0n);
        expect(ids(await store().readStream(first))).toEqual([event.id]);
        expect(ids(await store().readStream(second))).toEqual([event.id]);
      });

      it('retrying a batch appended with any writes nothing', async () => {
        const streamId = unique('retry_any');
        const batch = [anEvent(), anEvent()];
        const first = await store().appendToStream(streamId, batch);
        expect(await store().appendToStream(streamId, batch)).toEqual(first);
        expect(ids(await store().readStream(streamId))).toEqual(ids(batch));
      });
    });

    describe('readAll and headPosition', () => {
      it('reads in append order across streams, strictly after fromPosition, up to maxCount', async () => {
        const prefix = unique('all');
        const [a, b, c] = [anEvent(), anEvent(), anEvent()];
        const appended = [
          await store().appendToStream(`${prefix}-1`, [a]),
          await store().appendToStream(`${prefix}-2`, [b]),
          await store().appendToStream(`${prefix}-1`, [c]),
        ];
        const filter = { streamPrefixes: [prefix] };
        await readable(appended[2]!.position);

        const all = await store().readAll({ filter });
        expect(ids(all)).toEqual(ids([a, b, c]));
        expect(all.map((event) => event.position)).toEqual(appended.map((result) => result.position));
        expect(all[0]!.position < all[1]!.position && all[1]!.position < all[2]!.position).toBe(true);
        expect(ids(await store().readAll({ filter, fromPosition: all[0]!.position }))).toEqual(ids([b, c]));
        expect(await store().readAll({ filter, fromPosition: all[2]!.position })).toEqual([]);
        expect(ids(await store().readAll({ filter, maxCount: 2 }))).toEqual(ids([a, b]));
      });

      it('filters by event type', async () => {
        const head = await store().headPosition();
        const [typeA, typeB] = [unique('TypeA'), unique('TypeB')];
        const [a1, b1, a2] = [anEvent(typeA), anEvent(typeB), anEvent(typeA)];
        await store().appendToStream(unique('typed'), [a1, b1]);
        await readable((await store().appendToStream(unique('typed'), [a2])).position);
        expect(ids(await store().readAll({ fromPosition: head, filter: { eventTypes: [typeA] } }))).toEqual(ids([a1, a2]));
        expect(ids(await store().readAll({ fromPosition: head, filter: { eventTypes: [typeA, typeB] } }))).toEqual(ids([a1, b1, a2]));
      });

      it('filters by stream prefix, taking the prefix literally', async () => {
        const prefix = unique('literal');
        const [wanted, lookalike] = [anEvent(), anEvent()];
        await store().appendToStream(`${prefix}a_b%-1`, [wanted]);
        await readable((await store().appendToStream(`${prefix}aXbY-1`, [lookalike])).position);
        expect(ids(await store().readAll({ filter: { streamPrefixes: [`${prefix}a_b%`] } }))).toEqual([wanted.id]);
        expect(ids(await store().readAll({ filter: { streamPrefixes: [`${prefix}a_b%`, `${prefix}aX`] } }))).toEqual(
          ids([wanted, lookalike]),
        );
      });

      it('headPosition is the position of the last appended event', async () => {
        const before = await store().headPosition();
        const result = await store().appendToStream(unique('head'), [anEvent()]);
        await readable(result.position);
        const head = await store().headPosition();
        expect(head).toBe(result.position);
        expect(before === START || isAfter(head, before)).toBe(true);
      });
    });

    describe('subscribeToAll', () => {
      it('from the start delivers stored events, then live ones, in order', async () => {
        const prefix = unique('sub_start');
        const stored = [anEvent(), anEvent()];
        const live = [anEvent(), anEvent()];
        await store().appendToStream(`${prefix}-1`, stored);
        const received = take(store().subscribeToAll({ fromPosition: START, filter: { streamPrefixes: [prefix] } }), 4);
        await sleep(100);
        await store().appendToStream(`${prefix}-1`, [live[0]!]);
        await store().appendToStream(`${prefix}-2`, [live[1]!]);
        expect(ids(await received)).toEqual(ids([...stored, ...live]));
      });

      it('from a checkpoint delivers only the events after it', async () => {
        const prefix = unique('sub_checkpoint');
        const [a, b, c] = [anEvent(), anEvent(), anEvent()];
        const checkpoint = (await store().appendToStream(`${prefix}-1`, [a])).position;
        await store().appendToStream(`${prefix}-1`, [b]);
        const received = take(store().subscribeToAll({ fromPosition: checkpoint, filter: { streamPrefixes: [prefix] } }), 2);
        await store().appendToStream(`${prefix}-2`, [c]);
        const events = await received;
        expect(ids(events)).toEqual(ids([b, c]));
        expect(events.every((event) => isAfter(event.position, checkpoint))).toBe(true);
      });

      it('with an event-type filter delivers only matching events', async () => {
        const [wanted, other] = [unique('Wanted'), unique('Other')];
        const [w1, o1, w2] = [anEvent(wanted), anEvent(other), anEvent(wanted)];
        const received = take(store().subscribeToAll({ fromPosition: await store().headPosition(), filter: { eventTypes: [wanted] } }), 2);
        await store().appendToStream(unique('sub_type'), [w1, o1]);
        await store().appendToStream(unique('sub_type'), [w2]);
        expect(ids(await received)).toEqual(ids([w1, w2]));
      });

      it('unsubscribe ends the iteration', async () => {
        const prefix = unique('sub_stop');
        const subscription = store().subscribeToAll({ fromPosition: await store().headPosition(), filter: { streamPrefixes: [prefix] } });
        const delivered: RecordedEvent[] = [];
        const iteration = (async () => {
          for await (const event of subscription) delivered.push(event);
        })();
        const event = anEvent();
        await store().appendToStream(`${prefix}-1`, [event]);
        await waitUntil(() => delivered.length > 0);
        await subscription.unsubscribe();
        const ended = await Promise.race([iteration.then(() => 'ended'), sleep(3_000, 'still running')]);
        expect(ended).toBe('ended');
        expect(ids(delivered)).toEqual([event.id]);
      });
    });

    describe('concurrency on separate connections', () => {
      it('20 writers with the same expected revision: exactly one wins', async () => {
        const streamId = unique('contended');
        await store().appendToStream(streamId, [anEvent()], { expectedRevision: 'no_stream' });
        await withStores(20, async (stores) => {
          // Open every connection first so that the appends really start together.
          await Promise.all(stores.map((each) => each.readStream(streamId)));
          const attempts = stores.map(() => anEvent());
          const outcomes = await Promise.allSettled(
            stores.map((each, index) => each.appendToStream(streamId, [attempts[index]!], { expectedRevision: 0n })),
          );
          const winners = outcomes.flatMap((outcome, index) => (outcome.status === 'fulfilled' ? [attempts[index]!] : []));
          const losers = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
          expect(winners).toHaveLength(1);
          expect(losers).toHaveLength(19);
          for (const error of losers) expect(error).toMatchObject({ code: 'WRONG_EXPECTED_VERSION', actual: 1n });
          expect(ids(await store().readStream(streamId, { fromRevision: 1n }))).toEqual([winners[0]!.id]);
        });
      });

      const writeConcurrently = (streamFor: (writer: number) => string) =>
        withStores(16, async (stores) => {
          await Promise.all(stores.map((each) => each.headPosition()));
          const written = stores.map(() => Array.from({ length: 50 }, () => anEvent()));
          const positions: Position[] = [];
          await Promise.all(
            stores.map(async (each, writer) => {
              for (const event of written[writer]!) {
                positions.push((await each.appendToStream(streamFor(writer), [event], { expectedRevision: 'any' })).position);
              }
            }),
          );
          await readable(positions.reduce((latest, position) => (position > latest ? position : latest)));
          return written;
        });

      it('16 writers × 50 appends with any to one stream lose nothing', async () => {
        const streamId = unique('shared');
        const written = await writeConcurrently(() => streamId);
        const stored = await store().readStream(streamId);
        expect(stored.map((event) => Number(event.revision))).toEqual(Array.from({ length: 800 }, (_, n) => n));
        expect(new Set(ids(stored))).toEqual(new Set(ids(written.flat())));
        // Each writer's own events keep their order within the stream.
        for (const events of written) {
          const mine = new Set(ids(events));
          expect(ids(stored).filter((id) => mine.has(id))).toEqual(ids(events));
        }
      });

      it('16 writers × 50 appends with any to distinct streams lose nothing', async () => {
        const prefix = unique('distinct');
        const written = await writeConcurrently((writer) => `${prefix}-${writer}`);
        for (const [writer, events] of written.entries()) {
          const stored = await store().readStream(`${prefix}-${writer}`);
          expect(ids(stored)).toEqual(ids(events));
          expect(stored.map((event) => Number(event.revision))).toEqual(Array.from({ length: 50 }, (_, n) => n));
        }
        const all = await store().readAll({ filter: { streamPrefixes: [prefix] } });
        expect(new Set(ids(all))).toEqual(new Set(ids(written.flat())));
        expect(all.every((event, index) => index === 0 || event.position > all[index - 1]!.position)).toBe(true);
      });
    });
  });
