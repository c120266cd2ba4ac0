import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import { WrongExpectedVersionError } from '../../commands/event-store/port';
import { checkProjection } from './check';
import { InlineProjectingStore } from './inline-store';
import { catchUpInline, keepInlineCheckpoints } from './inline-upkeep';
import { migrateProjections } from './migrate';
import type { Projection } from './projection';
import { ProjectionRuntime } from './projection-runtime';
import { rebuildProjection } from './rebuild';
import { RowBuffer, type Row } from './row-buffer';
import { openFixture, quietLogger, type Fixture } from './testing/runtime-fixture';

/**
 * An inline read model whose rows every stream shares: per event type, the ids of the events
 * seen. A union is what a replay in any order gives, so the rows equal a rebuild's exactly when
 * no append lost another's ids, which side-by-side appends would without the row locks.
 */
const seenProjection = (name: string, prefix: string): Projection => {
  const table = (schema: string) => sql.identifier([schema, 'seen']);
  const apply = async (
    tx: Parameters<Projection['handle']>[0],
    events: Parameters<NonNullable<Projection['handleBatch']>>[1],
    schema: string,
    forUpdate: boolean,
  ) => {
    const rows = new RowBuffer({ table: table(schema), key: 'type', columns: ['type', 'ids'] });
    await rows.load(tx, sql.fragment`t.type = ANY(${sql.array([...new Set(events.map((event) => event.type))], 'text')})`, { forUpdate });
    for (const event of events) {
      const union = (row: Row) => ({ ids: [...new Set([...((row.ids as string[] | null) ?? []), event.id])].sort() });
      rows.upsert({ type: event.type, ids: [event.id] }, union);
    }
    await rows.flush(tx);
  };
  return {
    name,
    filter: { streamPrefixes: [prefix] },
    tables: ['seen'],
    inline: true,
    migrate: async (tx, schema) => {
      await tx.query(sql.unsafe`CREATE TABLE IF NOT EXISTS ${table(schema)} (type text PRIMARY KEY, ids jsonb NOT NULL)`);
    },
    handle: (tx, event, schema) => apply(tx, [event], schema, false),
    handleBatch: (tx, events, schema, mode) => apply(tx, events, schema, mode === 'inline'),
  };
};

let fx: Fixture;

beforeAll(async () => {
  fx = await openFixture();
});

afterAll(async () => {
  await fx?.close();
});

const setUp = async (test: string) => {
  const projection = seenProjection(`seen_${test}`, `${test}-`);
  await migrateProjections(fx.pool, [projection]);
  const store = new InlineProjectingStore(fx.store, fx.pool, [projection]);
  const seen = async (type = 'Tick') =>
    (await fx.pool.maybeOneFirst(
      sql.type(z.object({ ids: z.array(z.string()) }))`SELECT ids FROM ${sql.identifier([`rm_seen_${test}`, 'seen'])} WHERE type = ${type}`,
    )) ?? [];
  const tick = (stream: string, count = 1) =>
    store.appendToStream(
      `${test}-${stream}`,
      Array.from({ length: count }, () => ({ id: randomUUID(), type: 'Tick', data: {} })),
    );
  return { projection, store, seen, tick };
};

/** `writers` appenders, each `appends` single events to streams of its own, all at once. */
const appendSideBySide = async (tick: (stream: string) => Promise<unknown>, writers: number, appends: number) => {
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let n = 0; n < appends; n += 1) await tick(`${writer}-${n % 3}`);
    }),
  );
};

describe('inline read models', () => {
  it('show an append when it returns, with no projector running; a refused append shows nothing and stores nothing', async () => {
    const t = await setUp('shown');
    const stored = await t.tick('a', 2);
    expect(await t.seen()).toHaveLength(2);
    await expect(
      t.store.appendToStream('shown-a', [{ id: randomUUID(), type: 'Tick', data: {} }], { expectedRevision: 0n }),
    ).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(await t.seen()).toHaveLength(2);
    expect(await fx.store.readStream('shown-a')).toHaveLength(2);
    // An exact retry stores nothing again and leaves the rows as they were.
    expect(stored.nextExpectedRevision).toBe(1n);
    expect(await fx.store.readStream('shown-b')).toHaveLength(0);
  });

  it('lose nothing when 16 writers append side by side to rows they share, and equal a rebuild', async () => {
    const t = await setUp('shared');
    // Rows are made by one append (see Projection.inline); the row locks guard the changes after.
    await t.tick('first');
    await appendSideBySide((stream) => t.tick(stream), 16, 15);
    expect(await t.seen()).toHaveLength(1 + 16 * 15);
    const check = await checkProjection({ pool: fx.pool, store: fx.store, projection: t.projection, inline: true });
    expect(check.differences).toEqual([]);
    expect(check.equal).toBe(true);
  });

  it('keep every append made while a rebuild swaps the read model in', async () => {
    const t = await setUp('swap');
    await appendSideBySide((stream) => t.tick(stream), 4, 10);
    const appending = appendSideBySide((stream) => t.tick(stream), 4, 30);
    await rebuildProjection({ pool: fx.pool, store: fx.store, projection: t.projection, inline: true });
    await appending;
    expect(await t.seen()).toHaveLength(4 * 10 + 4 * 30);
    expect((await checkProjection({ pool: fx.pool, store: fx.store, projection: t.projection, inline: true })).equal).toBe(true);
  });

  it('catch up at start-up on what was stored without them, and keep their checkpoint at the head afterwards', async () => {
    const t = await setUp('gap');
    await t.tick('a', 3);
    // Stored by a process that does not keep the read model inline (an earlier version).
    await fx.store.appendToStream('gap-b', [{ id: randomUUID(), type: 'Tick', data: {} }]);
    expect(await t.seen()).toHaveLength(3);
    await catchUpInline(fx.pool, fx.store, t.projection);
    expect(await t.seen()).toHaveLength(4);
    expect(await fx.checkpoint(t.projection.name)).toBe(await fx.store.headPosition());

    const last = await t.tick('c');
    expect(await fx.checkpoint(t.projection.name)).not.toBe(last.position);
    // The head a catch-up reader sees stops below any transaction running in the cluster (other
    // tests' too), so the checkpoint reaches the last append once those have ended.
    await expect
      .poll(
        async () => {
          await keepInlineCheckpoints(fx.pool, fx.store, [t.projection.name]);
          return (await fx.checkpoint(t.projection.name)) === last.position;
        },
        { timeout: 60_000, interval: 50 },
      )
      .toBe(true);
    expect((await checkProjection({ pool: fx.pool, store: fx.store, projection: t.projection, inline: true })).equal).toBe(true);
  });

  it('are never waited for: the runtime answers at once and reports them current', async () => {
    const t = await setUp('wait');
    const runtime = new ProjectionRuntime({ pool: fx.pool, store: t.store, projections: [], inline: [t.projection], logger: quietLogger });
    const appended = await t.tick('a');
    const started = Date.now();
    expect(await runtime.waitFor(appended.position, { projections: [t.projection.name], timeoutMs: 10_000 })).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await runtime.status()).find((status) => status.name === t.projection.name)?.lagging).toBe(false);
  });
});
