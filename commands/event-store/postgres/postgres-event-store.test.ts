import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../../../test/support/fresh-database';
import { describeEventStoreContract } from '../contract/event-store-contract';
import { createEventStore } from '../create-event-store';
import { WrongExpectedVersionError, isAfter, type EventData, type RecordedEvent } from '../port';
import { decodePosition } from './position';
import { DuplicateEventIdError, PostgresEventStore, appendWithin } from './postgres-event-store';
import { DUPLICATE_EVENT_ID_SQLSTATE, WRONG_EXPECTED_VERSION_SQLSTATE } from './schema';
import { previousReleaseSchemaSql } from './testing/previous-release-schema';

describeEventStoreContract('Postgres', async () => {
  const database = await createFreshDatabase('es_contract');
  const store = await createEventStore({ databaseUrl: database.url });
  return {
    store,
    newStore: async () => new PostgresEventStore(database.url),
    teardown: async () => {
      await store.close();
      await database.drop();
    },
  };
});

const anEvent = (): EventData => ({ id: randomUUID(), type: 'RaceEventRecorded', data: {} });
const unique = (label: string) => `${label}_${randomUUID().replaceAll('-', '')}`;

describe('Postgres event store', () => {
  let database: FreshDatabase;
  let store: PostgresEventStore;
  let pool: pg.Pool;
  const clients: pg.Client[] = [];

  const connect = async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    clients.push(client);
    return client;
  };

  /** `count` connections of their own, closed afterwards (the server's connections are shared). */
  const withClients = async <T>(count: number, use: (connected: pg.Client[]) => Promise<T>): Promise<T> => {
    const connected = await Promise.all(
      Array.from({ length: count }, async () => {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        return client;
      }),
    );
    try {
      return await use(connected);
    } finally {
      await Promise.all(connected.map((client) => client.end()));
    }
  };

  /** Collects what a subscription delivers, in the background. */
  const collect = (prefix: string, fromPosition: string) => {
    const subscription = store.subscribeToAll({ fromPosition, filter: { streamPrefixes: [prefix] } });
    const delivered: RecordedEvent[] = [];
    const iteration = (async () => {
      for await (const event of subscription) delivered.push(event);
    })();
    return {
      delivered,
      stop: async () => {
        await subscription.unsubscribe();
        await iteration;
      },
    };
  };

  const waitUntil = async (condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition()) && Date.now() < deadline) await sleep(20);
  };

  beforeAll(async () => {
    database = await createFreshDatabase('es_postgres');
    pool = new pg.Pool({ connectionString: database.url });
    // pool.end() resolves before its sockets close; the forced DROP DATABASE may then kill them.
    pool.on('error', () => undefined);
    store = new PostgresEventStore(pool);
    await store.migrate();
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end()));
    await store?.close();
    await pool?.end();
    await database?.drop();
  });

  /** The es schema's tables and indexes, with the key's columns. */
  const shapeOf = async (db: pg.Pool) => {
    const { rows } = await db.query<{ name: string }>(
      `SELECT tablename::text AS name FROM pg_tables WHERE schemaname = 'es'
       UNION ALL SELECT indexname || ' ' || substring(indexdef FROM '\\(.*\\)') FROM pg_indexes WHERE schemaname = 'es' ORDER BY 1`,
    );
    return rows.map((row) => row.name);
  };
  const leanSchema = [
    'events',
    'events_stream_event_id (stream_id, event_id)',
    'events_stream_id_stream_revision_key (stream_id, stream_revision)',
    'events_transaction_position (transaction_id, global_position)',
    'events_type_transaction_position (type, transaction_id, global_position)',
  ];

  it('migrates idempotently, also when several processes migrate at once', async () => {
    await Promise.all([store.migrate(), store.migrate(), store.migrate()]);
    expect(await shapeOf(pool)).toEqual(leanSchema);
  });

  it("migrates a previous release's database: its streams go on at their revisions, and its batches still retry as no-ops", async () => {
    const previous = await createFreshDatabase('es_previous');
    const oldPool = new pg.Pool({ connectionString: previous.url, max: 2 });
    oldPool.on('error', () => undefined);
    const upgraded = new PostgresEventStore(oldPool);
    try {
      await oldPool.query(previousReleaseSchemaSql);
      const streamId = unique('before');
      const batch = [anEvent(), anEvent()];
      const stored = await appendWithin(oldPool, streamId, batch, 'no_stream');

      await Promise.all([upgraded.migrate(), upgraded.migrate()]);
      expect(await shapeOf(oldPool)).toEqual(leanSchema);

      expect(await upgraded.appendToStream(streamId, batch, { expectedRevision: 'no_stream' })).toEqual(stored);
      await expect(upgraded.appendToStream(streamId, [anEvent()], { expectedRevision: 'no_stream' })).rejects.toMatchObject({ actual: 1n });
      expect(await upgraded.appendToStream(streamId, [anEvent()], { expectedRevision: 1n })).toMatchObject({ nextExpectedRevision: 2n });
      expect(await upgraded.appendToStream(unique('other'), [batch[0]!])).toMatchObject({ nextExpectedRevision: 0n });
    } finally {
      await upgraded.close();
      await oldPool.end();
      await previous.drop();
    }
  });

  it('treats a retried batch as a no-op whatever its expected revision', async () => {
    const streamId = unique('retry');
    const batch = [anEvent(), anEvent()];
    const first = await store.appendToStream(streamId, batch, { expectedRevision: 'no_stream' });
    await store.appendToStream(streamId, [anEvent()]);
    expect(await store.appendToStream(streamId, batch, { expectedRevision: 'any' })).toEqual(first);
    expect(await store.appendToStream(streamId, batch, { expectedRevision: 7n })).toEqual(first);
    expect(await store.readStream(streamId)).toHaveLength(3);
  });

  it('rejects an event id already in the stream, or twice in the batch, unless the batch is an exact retry', async () => {
    const [a, b, c] = [anEvent(), anEvent(), anEvent()];
    const streamId = unique('owner');
    await store.appendToStream(streamId, [a, b]);
    await expect(store.appendToStream(streamId, [a, c])).rejects.toBeInstanceOf(DuplicateEventIdError);
    await expect(store.appendToStream(streamId, [c, b])).rejects.toBeInstanceOf(DuplicateEventIdError);
    await expect(store.appendToStream(streamId, [b, a])).rejects.toBeInstanceOf(DuplicateEventIdError);
    await expect(store.appendToStream(streamId, [c, c])).rejects.toBeInstanceOf(DuplicateEventIdError);
    expect((await store.readStream(streamId)).map((event) => event.id)).toEqual([a.id, b.id]);
    expect(await store.readStream(streamId, { fromRevision: 2n })).toEqual([]);
  });

  it('stores a batch appended twice at once a single time, and answers both with its result', async () => {
    const streamId = unique('twice_at_once');
    await store.appendToStream(streamId, [anEvent()]);
    const batch = [anEvent(), anEvent(), anEvent()];
    await withClients(2, async ([writerA, writerB]) => {
      for (const expectedRevision of [0n, 'any'] as const) {
        const attempt = expectedRevision === 0n ? batch : [anEvent(), anEvent()];
        const results = await Promise.all([
          appendWithin(writerA!, streamId, attempt, expectedRevision),
          appendWithin(writerB!, streamId, attempt, expectedRevision),
        ]);
        expect(results[1]).toEqual(results[0]);
      }
    });
    expect((await store.readStream(streamId)).map((event) => Number(event.revision))).toEqual([0, 1, 2, 3, 4, 5]);
  });

  describe('between connections, the (stream, revision) index decides', () => {
    const revisionsOf = async (streamId: string) => (await store.readStream(streamId)).map((event) => Number(event.revision));
    const pidOf = async (client: pg.Client) => (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const waitingForALock = async (pid: number) =>
      (await pool.query('SELECT 1 FROM pg_locks WHERE pid = $1 AND NOT granted', [pid])).rows.length > 0;

    it('8 connections appending batches at the same expected revision: one is stored, the others refused', async () => {
      const streamId = unique('same_revision');
      await store.appendToStream(streamId, [anEvent()], { expectedRevision: 'no_stream' });
      const batches = Array.from({ length: 8 }, () => [anEvent(), anEvent(), anEvent()]);
      const outcomes = await withClients(batches.length, (writers) =>
        Promise.allSettled(writers.map((writer, index) => appendWithin(writer, streamId, batches[index]!, 0n))),
      );

      const won = outcomes.flatMap((outcome, index) => (outcome.status === 'fulfilled' ? [batches[index]!] : []));
      expect(won).toHaveLength(1);
      for (const outcome of outcomes.filter((each) => each.status === 'rejected')) {
        expect(outcome.reason).toMatchObject({ code: 'WRONG_EXPECTED_VERSION', actual: 3n });
      }
      expect(await revisionsOf(streamId)).toEqual([0, 1, 2, 3]);
      expect((await store.readStream(streamId, { fromRevision: 1n })).map((event) => event.id)).toEqual(won[0]!.map((event) => event.id));
    });

    it('8 connections appending batches to one stream, half with any and half at the revision they read: every batch stored whole, reaching catch-up readers in stream order', async () => {
      const streamId = unique('mixed_batches');
      const batches = Array.from({ length: 8 }, () => Array.from({ length: 15 }, () => [anEvent(), anEvent(), anEvent()]));
      /** As the command handler appends: at the revision last read, reading again after a conflict. */
      const appendAtRevision = async (writer: pg.Client, batch: EventData[]): Promise<string> => {
        for (;;) {
          const [last] = await store.readStream(streamId, { direction: 'backwards', maxCount: 1 });
          const appended = await appendWithin(writer, streamId, batch, last ? last.revision : 'no_stream').catch((error: unknown) => {
            if (error instanceof WrongExpectedVersionError) return null;
            throw error;
          });
          if (appended) return appended.position;
        }
      };
      const results = await withClients(batches.length, (writers) =>
        Promise.all(
          writers.map(async (writer, index) => {
            const positions: string[] = [];
            for (const batch of batches[index]!) {
              positions.push(
                index % 2 === 0 ? (await appendWithin(writer, streamId, batch)).position : await appendAtRevision(writer, batch),
              );
            }
            return positions;
          }),
        ),
      );

      const stored = await store.readStream(streamId);
      expect(stored.map((event) => Number(event.revision))).toEqual(Array.from({ length: 360 }, (_, n) => n));
      const revisionOf = new Map(stored.map((event) => [event.id, Number(event.revision)]));
      for (const batch of batches.flat()) {
        const [first, ...rest] = batch.map((event) => revisionOf.get(event.id));
        expect(rest).toEqual([first! + 1, first! + 2]);
      }
      const last = results.flat().reduce((latest, position) => (position > latest ? position : latest));
      await waitUntil(async () => !isAfter(last, await store.headPosition()));
      const delivered = await store.readAll({ filter: { streamPrefixes: [streamId] } });
      expect(delivered.map((event) => Number(event.revision))).toEqual(Array.from({ length: 360 }, (_, n) => n));
    });

    it('refuses a stale expected revision at once, while another transaction holds the next revision uncommitted', async () => {
      const streamId = unique('held_open');
      await store.appendToStream(streamId, [anEvent()], { expectedRevision: 'no_stream' });
      await withClients(1, async ([holder]) => {
        await holder!.query('BEGIN');
        await appendWithin(holder!, streamId, [anEvent()], 0n);
        for (const stale of ['no_stream', 5n] as const) {
          await expect(store.appendToStream(streamId, [anEvent()], { expectedRevision: stale })).rejects.toMatchObject({
            code: 'WRONG_EXPECTED_VERSION',
            actual: 0n,
          });
        }
        await holder!.query('COMMIT');
      });
      expect(await revisionsOf(streamId)).toEqual([0, 1]);
    });

    it('an append racing for the revision an open transaction took waits for it: refused if it commits, stored if it rolls back', async () => {
      for (const ending of ['COMMIT', 'ROLLBACK'] as const) {
        const streamId = unique('racing');
        await store.appendToStream(streamId, [anEvent()], { expectedRevision: 'no_stream' });
        await withClients(2, async ([holder, racer]) => {
          await holder!.query('BEGIN');
          await appendWithin(holder!, streamId, [anEvent()], 0n);

          const racerPid = await pidOf(racer!);
          const raced = appendWithin(racer!, streamId, [anEvent()], 0n).then(
            (result) => result.nextExpectedRevision,
            (error: unknown) => error,
          );
          await waitUntil(() => waitingForALock(racerPid));
          expect(await waitingForALock(racerPid)).toBe(true);
          await holder!.query(ending);
          if (ending === 'COMMIT') expect(await raced).toMatchObject({ code: 'WRONG_EXPECTED_VERSION', actual: 1n });
          else expect(await raced).toBe(1n);
        });
        expect(await revisionsOf(streamId)).toEqual([0, 1]);
      }
    });
  });

  it('reports a conflict or a duplicate id on the connection it used, which the pool keeps', async () => {
    const single = new pg.Pool({ connectionString: database.url, max: 1 });
    single.on('error', () => undefined);
    let connections = 0;
    single.on('connect', () => (connections += 1));
    const own = new PostgresEventStore(single);
    const backend = async () => (await single.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    try {
      const streamId = unique('kept');
      const event = anEvent();
      await own.appendToStream(streamId, [event], { expectedRevision: 'no_stream' });
      const before = await backend();
      await expect(own.appendToStream(streamId, [anEvent()], { expectedRevision: 'no_stream' })).rejects.toMatchObject({
        code: 'WRONG_EXPECTED_VERSION',
        actual: 0n,
      });
      await expect(own.appendToStream(streamId, [anEvent(), event])).rejects.toBeInstanceOf(DuplicateEventIdError);
      await expect(own.appendToStream(unique('missing'), [anEvent()], { expectedRevision: 'stream_exists' })).rejects.toMatchObject({
        actual: 'no_stream',
      });
      expect(await backend()).toBe(before);
      expect(connections).toBe(1);
    } finally {
      await own.close();
      await single.end();
    }
  });

  it('leaves nothing behind when it refuses an append to a stream it would have created', async () => {
    const refused = [unique('gone'), unique('gone')];
    const repeated = anEvent();
    await expect(store.appendToStream(refused[0]!, [anEvent()], { expectedRevision: 0n })).rejects.toMatchObject({
      code: 'WRONG_EXPECTED_VERSION',
    });
    await expect(store.appendToStream(refused[1]!, [anEvent(), repeated, repeated])).rejects.toBeInstanceOf(DuplicateEventIdError);
    for (const streamId of refused) {
      expect(await store.readStream(streamId)).toEqual([]);
      expect(await store.appendToStream(streamId, [anEvent()], { expectedRevision: 'no_stream' })).toMatchObject({
        nextExpectedRevision: 0n,
      });
    }
  });

  it("still raises the previous release's errors from es.append, for its processes running during an upgrade", async () => {
    const streamId = unique('legacy');
    const call = (expected: string | null, event = anEvent()) =>
      pool.query('SELECT * FROM es.append($1, $2, $3)', [streamId, expected, JSON.stringify([{ ...event, metadata: {} }])]);
    const first = anEvent();
    expect((await call('-1', first)).rows[0]).toMatchObject({ next_expected_revision: '0' });
    await expect(call('-1')).rejects.toMatchObject({ code: WRONG_EXPECTED_VERSION_SQLSTATE, detail: '0' });
    await expect(pool.query('SELECT * FROM es.append($1, NULL, $2)', [streamId, JSON.stringify([anEvent(), first])])).rejects.toMatchObject(
      {
        code: DUPLICATE_EVENT_ID_SQLSTATE,
      },
    );
    expect(await store.readStream(streamId)).toHaveLength(1);
  });

  it('a catch-up subscriber never skips an event whose transaction commits after a later one', async () => {
    const prefix = unique('race');
    const subscriber = collect(prefix, await store.headPosition());
    const [writerA, writerB] = [await connect(), await connect()];
    const [eventA, eventB] = [anEvent(), anEvent()];

    // A appends first (lower global position) but stays open; B appends and commits.
    await writerA.query('BEGIN');
    const appendedA = await appendWithin(writerA, `${prefix}-a`, [eventA]);
    const appendedB = await appendWithin(writerB, `${prefix}-b`, [eventB]);
    const globalA = BigInt(decodePosition(appendedA.position).globalPosition);
    const globalB = BigInt(decodePosition(appendedB.position).globalPosition);
    expect(globalA < globalB).toBe(true);

    // The race is real: a reader ordering by global_position alone sees only B now and moves
    // its checkpoint past A's global position...
    const naive = `SELECT event_id, global_position FROM es.events WHERE stream_id LIKE $1 AND global_position > $2 ORDER BY global_position`;
    const naiveNow = await pool.query(naive, [`${prefix}%`, 0]);
    expect(naiveNow.rows.map((row) => row.event_id)).toEqual([eventB.id]);
    const naiveCheckpoint = naiveNow.rows[0].global_position as string;

    // ...whereas the catch-up reader holds B back while A may still commit.
    await sleep(700);
    expect(subscriber.delivered).toEqual([]);
    expect(isAfter(appendedB.position, await store.headPosition())).toBe(true);

    await writerA.query('COMMIT');
    const naiveAfterCommit = await pool.query(naive, [`${prefix}%`, naiveCheckpoint]);
    expect(naiveAfterCommit.rows).toEqual([]); // the naive reader has lost A for good

    await waitUntil(() => subscriber.delivered.length >= 2);
    await subscriber.stop();
    expect(subscriber.delivered.map((event) => event.id)).toEqual([eventA.id, eventB.id]);
    expect(subscriber.delivered.map((event) => event.position)).toEqual([appendedA.position, appendedB.position]);
    expect(isAfter(appendedB.position, appendedA.position)).toBe(true);
  });

  it('delivers an event held back by an older, unrelated transaction once that ends, without a new NOTIFY', async () => {
    const prefix = unique('held');
    const subscriber = collect(prefix, await store.headPosition());
    const blocker = await connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT pg_current_xact_id()'); // takes a transaction id: the snapshot xmin stays at it

    const event = anEvent();
    await store.appendToStream(`${prefix}-1`, [event]); // commits and notifies while still invisible
    await sleep(700);
    expect(subscriber.delivered).toEqual([]);

    await blocker.query('COMMIT'); // nothing notifies: only the subscriber's polling can see this
    await waitUntil(() => subscriber.delivered.length >= 1, 5_000);
    await subscriber.stop();
    expect(subscriber.delivered.map((delivered) => delivered.id)).toEqual([event.id]);
  });

  it('announces appends on the es_events channel after they commit', async () => {
    const listener = await connect();
    await listener.query('LISTEN es_events');
    const notified = new Promise<string>((resolve) => listener.once('notification', (message) => resolve(message.channel)));
    await store.appendToStream(unique('announced'), [anEvent()]);
    expect(await Promise.race([notified, sleep(3_000, 'no notification')])).toBe('es_events');
  });

  it('unsubscribe releases the listening connection', async () => {
    const listeners = async () => {
      const { rows } = await pool.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
      );
      return rows[0].n as number;
    };
    const before = await listeners();
    const subscriber = collect(unique('listen'), await store.headPosition());
    await waitUntil(async () => (await listeners()) === before + 1, 3_000);
    expect(await listeners()).toBe(before + 1);
    await subscriber.stop();
    // The backend leaves pg_stat_activity shortly after the client disconnects.
    await waitUntil(async () => (await listeners()) === before, 3_000);
    expect(await listeners()).toBe(before);
  });
});
