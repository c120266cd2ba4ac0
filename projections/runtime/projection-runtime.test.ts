import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPool, sql } from 'slonik';
import { isAfter, type AllSubscription, type AppendResult, type EventStore } from '../../commands/event-store/port';
import { migrateProjections } from './migrate';
import type { Projection } from './projection';
import { reached } from './checkpoints';
import { ProjectionRuntime, type ProjectionRuntimeOptions } from './projection-runtime';
import { counterProjection, openFixture, quietLogger, whileAppending, type Fixture } from './testing/runtime-fixture';

let fx: Fixture;
let runtimes: ProjectionRuntime[] = [];

/** Each test has a projection of its own (name, schema, stream prefix) on the shared database. */
const setUp = async (test: string, options: { failOn?: (data: Record<string, unknown>) => boolean } = {}) => {
  const projection = counterProjection({ name: `counts_${test}`, prefix: `${test}-`, ...options });
  await migrateProjections(fx.pool, [projection]);
  const schema = `rm_counts_${test}`;
  return {
    projection,
    stream: (id: string | number) => `${test}-${id}`,
    counts: () => fx.counts(schema),
    applied: () => fx.applied(schema),
    checkpoint: () => fx.checkpoint(projection.name),
  };
};

const runtime = (projection: Projection, options: Partial<ProjectionRuntimeOptions> = {}) => {
  const created = new ProjectionRuntime({
    pool: fx.pool,
    store: fx.store,
    projections: [projection],
    logger: quietLogger,
    lockRetryMs: 50,
    retryDelayMs: 50,
    maxRetryDelayMs: 200,
    ...options,
  });
  runtimes.push(created);
  return created;
};

/** The store, counting the reads of the log made through it (not the catch-up signal's own). */
const countingStore = (inner: EventStore) => {
  const calls = { readAll: 0, fromStart: 0 };
  const store: EventStore = {
    appendToStream: (...args) => inner.appendToStream(...args),
    readStream: (...args) => inner.readStream(...args),
    readAll: (options) => {
      calls.readAll += 1;
      if ((options?.fromPosition ?? 'start') === 'start') calls.fromStart += 1;
      return inner.readAll(options);
    },
    subscribeToAll: (options) => inner.subscribeToAll(options),
    headPosition: () => inner.headPosition(),
    close: () => inner.close(),
  };
  return { store, calls };
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  fx = await openFixture();
});

afterEach(async () => {
  await Promise.all(runtimes.map((r) => r.stop()));
  runtimes = [];
});

afterAll(async () => {
  await fx?.close();
});

describe('ProjectionRuntime', () => {
  it('projects appended events, and waitFor resolves promptly, also for events outside the filter', async () => {
    const t = await setUp('project');
    // Promptly: woken by the append's signal, since the idle poll would come only after the wait's timeout.
    const projector = runtime(t.projection, { idlePollMs: 600_000 });
    await projector.start();

    await fx.append(t.stream('a'), 2);
    const last = await fx.append(t.stream('b'), 3);
    expect(await projector.waitFor(last.position, { timeoutMs: 60_000 })).toBe(true);
    expect(await t.counts()).toEqual([
      { stream_id: t.stream('a'), events: 2 },
      { stream_id: t.stream('b'), events: 3 },
    ]);

    // Not matched by the filter: nothing to apply, but the checkpoint still moves past it.
    const unrelated = await fx.append('unrelated-1', 1);
    expect(await projector.waitFor(unrelated.position, { projections: [t.projection.name], timeoutMs: 5_000 })).toBe(true);
    expect(await t.checkpoint()).toBe(unrelated.position);

    const [status] = await projector.status();
    expect(status).toMatchObject({ name: t.projection.name, active: true, lagging: false, lastError: null });
    expect(status!.checkpoint).toBe(status!.head);
  });

  it('waitFor resolves false after its timeout when the position is not reached', async () => {
    const t = await setUp('timeout');
    const notRunning = runtime(t.projection); // never started: nothing projects
    const appended = await fx.append(t.stream(1), 1);
    const started = Date.now();
    expect(await notRunning.waitFor(appended.position, { timeoutMs: 150 })).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect(notRunning.waitFor(appended.position, { projections: ['nope'] })).rejects.toThrow(/unknown projection/);
  });

  it('waitForStored waits for an append answered while an older transaction elsewhere still runs', async () => {
    const t = await setUp('stored');
    const projector = runtime(t.projection);
    await projector.start();
    // A transaction of some other work, older than the append: the log's head stops below it.
    const other = await fx.openPool();
    await other.connect(async (connection) => {
      await connection.query(sql.unsafe`BEGIN`);
      await connection.query(sql.unsafe`SELECT pg_current_xact_id()`);
      await fx.append(t.stream(1), 2);
      let settled = false;
      const waited = projector.waitForStored({ timeoutMs: 30_000 }).finally(() => (settled = true));
      // Some time passes with the other transaction open: the wait must still be waiting.
      await pause(300);
      expect(settled).toBe(false);
      await connection.query(sql.unsafe`COMMIT`);
      expect(await waited).toBe(true);
    });
    expect(await t.counts()).toEqual([{ stream_id: t.stream(1), events: 2 }]);
  });

  it('waitFor sees checkpoints advanced by a projector in another process', async () => {
    const t = await setUp('remote');
    const projector = runtime(t.projection, { pool: await fx.openPool() });
    const apiProcess = runtime(t.projection); // like an API process: waits, never projects
    await projector.start();
    const appended = await fx.append(t.stream(1), 1);
    expect(await apiProcess.waitFor(appended.position, { timeoutMs: 5_000 })).toBe(true);
  });

  it('reads the checkpoints of projectors elsewhere once for all its waiters, not once each', async () => {
    const t = await setUp('shared_reads');
    const projector = runtime(t.projection, { pool: await fx.openPool() });
    let reads = 0;
    const counting = await createPool(fx.database.url, {
      interceptors: [
        { name: 'count', beforeQueryExecution: async (_context, query) => ((reads += query.sql.includes('projections') ? 1 : 0), null) },
      ],
    });
    try {
      const apiProcess = runtime(t.projection, { pool: counting, waitPollMs: 50 });
      await projector.start();
      const appended = await fx.append(t.stream(1), 1);
      const started = performance.now();
      const waits = await Promise.all(Array.from({ length: 50 }, () => apiProcess.waitFor(appended.position, { timeoutMs: 30_000 })));
      expect(waits.every(Boolean)).toBe(true);
      // At most one read per poll interval, however long a loaded machine takes to project; one
      // read per waiter would be fifty per interval.
      const intervals = Math.ceil((performance.now() - started) / 50);
      expect(reads).toBeLessThanOrEqual(intervals + 2);
    } finally {
      await counting.end();
    }
  });

  it('applies a batch and its checkpoint atomically, and retries a failed batch without skipping', async () => {
    let faulty = true;
    const t = await setUp('atomic', { failOn: (data) => faulty && data.poison === true });
    const projector = runtime(t.projection);
    // One append (one transaction), so all five become visible, and are read, as one batch.
    const last = await fx.store.appendToStream(
      t.stream(1),
      [{}, {}, { poison: true }, {}, {}].map((data) => ({ id: randomUUID(), type: 'Counted', data })),
    );
    await projector.start();

    expect(await projector.waitFor(last.position, { timeoutMs: 400 })).toBe(false);
    // Neither the rows of the events before the poison nor the checkpoint were committed.
    expect(await t.counts()).toEqual([]);
    expect(await t.applied()).toEqual([]);
    // The checkpoint may have moved past earlier events of other tests, never into the batch.
    const [first] = await fx.store.readStream(t.stream(1));
    const checkpoint = await t.checkpoint();
    expect(checkpoint === null || checkpoint < first!.position).toBe(true);
    expect((await projector.status())[0]!.lastError).toMatch(/injected fault/);

    faulty = false;
    expect(await projector.waitFor(last.position, { timeoutMs: 5_000 })).toBe(true);
    expect(await t.counts()).toEqual([{ stream_id: t.stream(1), events: 5 }]);
    const applied = await t.applied();
    expect(applied).toHaveLength(5);
    expect(applied.every((row) => row.times === 1)).toBe(true);
    expect((await projector.status())[0]!.lastError).toBeNull();
  });

  it('runs one active instance; a standby takes over when it stops, without gaps or duplicates', async () => {
    const t = await setUp('failover');
    const first = runtime(t.projection);
    const second = runtime(t.projection, { pool: await fx.openPool() });
    await first.start();
    await second.start();
    const active = async () => (await Promise.all([first.status(), second.status()])).map(([status]) => status!.active);
    expect(await active()).toEqual([true, false]);

    // Appends keep coming while the active instance stops and the standby takes over.
    const writer = fx.keepAppending(t.stream);
    await whileAppending(writer, 15);
    await first.stop();
    const stoppedAt = Date.now();
    while (!(await active())[1]) {
      expect(Date.now() - stoppedAt).toBeLessThan(2_000);
      await pause(10);
    }
    expect(await active()).toEqual([false, true]);
    await whileAppending(writer, 15);
    const { last, count: appended } = await writer.stop();

    expect(await second.waitFor(last.position, { timeoutMs: 5_000 })).toBe(true);
    const applied = await t.applied();
    expect(applied).toHaveLength(appended);
    expect(applied.filter((row) => row.times !== 1)).toEqual([]);
    expect((await t.counts()).reduce((sum, row) => sum + row.events, 0)).toBe(appended);
  });

  it('when the lock session of the active instance dies, one instance carries on without gaps or duplicates', async () => {
    const t = await setUp('crash');
    const logged: string[] = [];
    const first = runtime(t.projection, { logger: { ...quietLogger, error: (_data, message) => logged.push(message) } });
    const second = runtime(t.projection, { pool: await fx.openPool() });
    await first.start();
    await second.start();

    const writer = fx.keepAppending(t.stream);
    await whileAppending(writer, 15);
    // Kill the session holding the election lock, as a crashed process or a network cut would.
    const killed = await fx.pool.oneFirst(sql.unsafe`
      SELECT count(pg_terminate_backend(pid))::int FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND objid::bigint = hashtext(${`projection:${t.projection.name}`})::bigint & 4294967295
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`);
    expect(killed).toBe(1);
    // Long enough for the dead session to be noticed and a standby to be elected.
    await pause(400);
    await whileAppending(writer, 15);
    const { last, count: appended } = await writer.stop();

    expect(logged).toContain('projection lock session failed; projectors stopped');
    const statuses = await Promise.all([first.status(), second.status()]);
    expect(statuses.filter(([status]) => status!.active)).toHaveLength(1);
    const survivor = statuses[0]![0]!.active ? first : second;
    expect(await survivor.waitFor(last.position, { timeoutMs: 5_000 })).toBe(true);
    const applied = await t.applied();
    expect(applied).toHaveLength(appended);
    expect(applied.filter((row) => row.times !== 1)).toEqual([]);
  });

  it('reads the log once per batch for all its projections, each given only its events', async () => {
    // Ten projections of overlapping stream prefixes, all catching up on the same 200 events.
    const projections = Array.from({ length: 10 }, (_, i) =>
      counterProjection({ name: `counts_shared_${i}`, prefix: i % 2 === 0 ? 'shared-' : `shared-${i % 4}` }),
    );
    await migrateProjections(fx.pool, projections);
    let last!: AppendResult;
    for (let i = 0; i < 200; i += 1) last = await fx.append(`shared-${i % 4}`, 1);
    while (isAfter(last.position, await fx.store.headPosition())) await pause(10);
    const { store, calls } = countingStore(fx.store);
    const projector = runtime(projections[0]!, { projections, store, batchSize: 10, idlePollMs: 60_000 });
    await projector.start();

    // Not waitFor: its nudges would add reads to count.
    while ((await Promise.all(projections.map((p) => fx.checkpoint(p.name)))).some((c) => c === null || c < last.position)) {
      await pause(10);
    }
    for (const [i, projection] of projections.entries()) {
      const counts = await fx.counts(`rm_${projection.name}`);
      const streams = i % 2 === 0 ? [0, 1, 2, 3] : [i % 4];
      expect(counts).toEqual(streams.map((n) => ({ stream_id: `shared-${n}`, events: 50 })));
      expect((await fx.applied(`rm_${projection.name}`)).every((row) => row.times === 1)).toBe(true);
    }
    // Shared: 200 events in reads of 100 (ten projections' batches of 10) are three reads (the
    // last finds nothing more), and one more may find nothing new after a signal it had not
    // seen; a few more when a transaction elsewhere in the cluster (other tests) hides the last
    // events from the first reads. Each projection reading for itself made over a hundred.
    expect(calls.readAll).toBeLessThanOrEqual(10);
  });

  it('a runtime sharing the reads of another (the reactors beside the read models) reads nothing more', async () => {
    const readModels = [0, 1, 2].map((i) => counterProjection({ name: `counts_process_${i}`, prefix: `process-${i}` }));
    const reactors = [0, 1, 2].map((i) => counterProjection({ name: `reactor_process_${i}`, prefix: `process-${i}` }));
    await migrateProjections(fx.pool, [...readModels, ...reactors]);
    let last!: AppendResult;
    for (let i = 0; i < 60; i += 1) last = await fx.append(`process-${i % 3}`, 1);
    // Readable by catch-up readers (no older transaction in the cluster hides them) before counting.
    while (isAfter(last.position, await fx.store.headPosition())) await pause(10);
    const { store, calls } = countingStore(fx.store);
    const first = runtime(readModels[0]!, { projections: readModels, store, idlePollMs: 60_000 });
    const second = runtime(reactors[0]!, { projections: reactors, store, idlePollMs: 60_000, shareReadsWith: first });
    await second.start();
    await first.start();

    const names = [...readModels, ...reactors].map((p) => p.name);
    while ((await Promise.all(names.map((name) => fx.checkpoint(name)))).some((c) => c === null || c < last.position)) {
      await pause(10);
    }
    for (const [i, projection] of [...readModels, ...reactors].entries()) {
      expect(await fx.counts(`rm_${projection.name}`)).toEqual([{ stream_id: `process-${i % 3}`, events: 20 }]);
    }
    // One read from the start of the log passes all 60 events to all six; apart, each runtime
    // would read from the start. Later reads only find nothing new after a signal (at most one
    // per runtime, each ringing as it starts), or what a transaction elsewhere in the cluster
    // (other tests) hid from the first read.
    expect(calls.fromStart).toBe(1);
    expect(calls.readAll).toBeLessThanOrEqual(6);
  });

  it('runtimes sharing a doorbell watch the log once, for as long as any of them runs', async () => {
    const readModel = counterProjection({ name: 'counts_watch', prefix: 'watch-' });
    const reactor = counterProjection({ name: 'reactor_watch', prefix: 'watch-' });
    await migrateProjections(fx.pool, [readModel, reactor]);
    let opened = 0;
    const open = new Set<AllSubscription>();
    const store: EventStore = {
      ...countingStore(fx.store).store,
      subscribeToAll: (options) => {
        const inner = fx.store.subscribeToAll(options);
        const watched: AllSubscription = {
          [Symbol.asyncIterator]: () => inner[Symbol.asyncIterator](),
          unsubscribe: () => {
            open.delete(watched);
            return inner.unsubscribe();
          },
        };
        opened += 1;
        open.add(watched);
        return watched;
      },
    };
    // No idle poll within the test: only the watch's signal wakes a projector.
    const first = runtime(readModel, { store, idlePollMs: 600_000 });
    const second = runtime(reactor, { store, idlePollMs: 600_000, shareReadsWith: first });
    await first.start();
    await second.start();
    expect([opened, open.size]).toEqual([1, 1]);

    // The one that started the watch stops; the other still holds it, and is woken by an append.
    await first.stop();
    expect(open.size).toBe(1);
    const appended = await fx.append('watch-1', 1);
    while (!reached(await fx.checkpoint(reactor.name), appended.position)) await pause(10);
    expect(await fx.counts(`rm_${reactor.name}`)).toEqual([{ stream_id: 'watch-1', events: 1 }]);

    await second.stop();
    expect([opened, open.size]).toEqual([1, 0]);
  });

  it('a projection whose batches fail holds back none of those it shares its reads with', async () => {
    let faulty = true;
    const healthy = await setUp('healthy_sharer');
    const failing = await setUp('failing_sharer', { failOn: () => faulty });
    const projector = runtime(healthy.projection, { projections: [healthy.projection, failing.projection] });
    await projector.start();

    await fx.append(failing.stream(1), 2);
    const last = await fx.append(healthy.stream(1), 3);
    expect(await projector.waitFor(last.position, { projections: [healthy.projection.name], timeoutMs: 5_000 })).toBe(true);
    expect(await healthy.counts()).toEqual([{ stream_id: healthy.stream(1), events: 3 }]);
    expect(await projector.waitFor(last.position, { projections: [failing.projection.name], timeoutMs: 300 })).toBe(false);
    expect(await failing.counts()).toEqual([]);

    faulty = false;
    expect(await projector.waitFor(last.position, { timeoutMs: 5_000 })).toBe(true);
    expect(await failing.counts()).toEqual([{ stream_id: failing.stream(1), events: 2 }]);
  });

  it('stop finishes, then releases its advisory locks', async () => {
    const t = await setUp('release');
    const projector = runtime(t.projection);
    await projector.start();
    expect(await fx.advisoryLockHolders(`projection:${t.projection.name}`)).toBe(1);
    await projector.stop();
    expect(await fx.advisoryLockHolders()).toBe(0);
  });
});
