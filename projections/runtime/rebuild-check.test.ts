import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import { applyEvents } from './catch-up';
import { checkProjection } from './check';
import { migrateProjections } from './migrate';
import { ProjectionRuntime } from './projection-runtime';
import type { Projection } from './projection';
import { rebuildProjection } from './rebuild';
import { counterProjection, openFixture, quietLogger, whileAppending, type Fixture } from './testing/runtime-fixture';

let fx: Fixture;
let runtimes: ProjectionRuntime[] = [];

const setUp = async (test: string) => {
  const projection = counterProjection({ name: `counts_${test}`, prefix: `${test}-` });
  await migrateProjections(fx.pool, [projection]);
  const schema = `rm_counts_${test}`;
  const projector = new ProjectionRuntime({ pool: fx.pool, store: fx.store, projections: [projection], logger: quietLogger });
  runtimes.push(projector);
  await projector.start();
  return {
    projection,
    projector,
    schema,
    stream: (id: string | number) => `${test}-${id}`,
    counts: () => fx.counts(schema),
    applied: () => fx.applied(schema),
    checkpoint: () => fx.checkpoint(projection.name),
    schemaOid: () =>
      fx.pool.maybeOneFirst(sql.type(z.object({ oid: z.number() }))`
        SELECT oid::int AS oid FROM pg_namespace WHERE nspname = ${schema}`),
  };
};

const leftoverSchemas = () =>
  fx.pool.anyFirst(sql.type(z.object({ nspname: z.string() }))`
    SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rm\\_%\\_\\_%' ORDER BY nspname`);

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

describe('rebuildProjection', () => {
  it('builds the same rows into a new schema and swaps it in; the live projector carries on', async () => {
    const t = await setUp('rebuild');
    await fx.append(t.stream(1), 3);
    const appended = await fx.append(t.stream(2), 2);
    expect(await t.projector.waitFor(appended.position)).toBe(true);
    const [counts, applied, oldOid] = [await t.counts(), await t.applied(), await t.schemaOid()];
    // A copy left over by an interrupted rebuild is dropped first.
    await fx.pool.query(sql.unsafe`CREATE SCHEMA rm_counts_rebuild__next`);
    await fx.pool.query(sql.unsafe`CREATE TABLE rm_counts_rebuild__next.junk (id int)`);

    const result = await rebuildProjection({ pool: fx.pool, store: fx.store, projection: t.projection });

    expect(result.name).toBe(t.projection.name);
    expect(await t.checkpoint()).toBe(result.position);
    expect(result.position! >= appended.position).toBe(true);
    expect(await t.schemaOid()).not.toBe(oldOid);
    expect(await t.counts()).toEqual(counts);
    expect(await t.applied()).toEqual(applied);
    expect(await leftoverSchemas()).toEqual([]);

    const later = await fx.append(t.stream(1), 1);
    expect(await t.projector.waitFor(later.position, { timeoutMs: 5_000 })).toBe(true);
    expect(await t.counts()).toEqual([
      { stream_id: t.stream(1), events: 4 },
      { stream_id: t.stream(2), events: 2 },
    ]);
  });

  it('builds the copy in mode copy, completes it once, then swaps it in; a check builds its copy the same way', async () => {
    const t = await setUp('complete');
    const appended = await fx.append(t.stream(1), 5);
    expect(await t.projector.waitFor(appended.position)).toBe(true);
    const calls: string[] = [];
    // The counter, recording how each batch is applied and when the copy is completed.
    const recording: Projection = {
      ...t.projection,
      handleBatch: async (tx, events, schema, mode) => {
        calls.push(`${events.length} in ${mode}`);
        await applyEvents(tx, t.projection, schema, events);
      },
      completeCopy: async (_tx, schema) => {
        calls.push(`completed ${schema}`);
      },
    };

    await rebuildProjection({ pool: fx.pool, store: fx.store, projection: recording, batchSize: 2 });
    expect(calls).toEqual(['2 in copy', '2 in copy', '1 in copy', 'completed rm_counts_complete__next']);
    expect(await t.counts()).toEqual([{ stream_id: t.stream(1), events: 5 }]);

    calls.length = 0;
    expect((await checkProjection({ pool: fx.pool, store: fx.store, projection: recording, batchSize: 5 })).equal).toBe(true);
    expect(calls).toEqual(['5 in copy', expect.stringMatching(/^completed rm_counts_complete__check_/)]);
  });

  it('swaps without losing or repeating events appended during the rebuild', async () => {
    const t = await setUp('busy');
    const writer = fx.keepAppending(t.stream);
    await whileAppending(writer, 20);
    await Promise.all([
      rebuildProjection({ pool: fx.pool, store: fx.store, projection: t.projection, batchSize: 7 }),
      whileAppending(writer, 10),
    ]);
    await whileAppending(writer, 10);
    const { last, count } = await writer.stop();

    expect(await t.projector.waitFor(last.position, { timeoutMs: 5_000 })).toBe(true);
    const applied = await t.applied();
    expect(applied).toHaveLength(count);
    expect(applied.filter((row) => row.times !== 1)).toEqual([]);
  });
});

describe('checkProjection', () => {
  it('reports a healthy model equal, even while events keep being projected', async () => {
    const t = await setUp('healthy');
    const writer = fx.keepAppending(t.stream);
    await whileAppending(writer, 20);
    const result = await checkProjection({ pool: fx.pool, store: fx.store, projection: t.projection, batchSize: 7 });
    await writer.stop();

    expect(result).toMatchObject({ name: t.projection.name, equal: true, differences: [] });
    expect(result.position).not.toBeNull();
    expect(await leftoverSchemas()).toEqual([]);
  });

  it('reports the rows that differ after the live model was tampered with', async () => {
    const t = await setUp('tampered');
    await fx.append(t.stream(1), 3);
    const appended = await fx.append(t.stream(2), 2);
    expect(await t.projector.waitFor(appended.position)).toBe(true);
    await fx.pool.query(sql.unsafe`UPDATE rm_counts_tampered.counts SET events = 999 WHERE stream_id = ${t.stream(1)}`);

    const result = await checkProjection({ pool: fx.pool, store: fx.store, projection: t.projection });

    expect(result.equal).toBe(false);
    expect(result.position).toBe(await t.checkpoint());
    expect(result.differences).toEqual([
      {
        table: 'counts',
        onlyInLive: [{ stream_id: t.stream(1), events: 999, last_revision: 2 }],
        onlyInRebuilt: [{ stream_id: t.stream(1), events: 3, last_revision: 2 }],
        onlyInLiveCount: 1,
        onlyInRebuiltCount: 1,
      },
    ]);
    expect(await leftoverSchemas()).toEqual([]);
  });
});
