import { sql } from 'slonik';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { advanceCheckpoints, ensureCheckpointRow, ensureCheckpointsTable, readCheckpoint, withWriteLock } from './checkpoints';
import { openFixture, type Fixture } from './testing/runtime-fixture';

let fx: Fixture;

beforeAll(async () => {
  fx = await openFixture();
  await ensureCheckpointsTable(fx.pool);
});

afterAll(async () => {
  await fx?.close();
});

it('moves several checkpoints in one statement, each by compare-and-set, skipping one whose write lock is taken', async () => {
  for (const name of ['moves_free', 'moves_moved', 'moves_locked']) await ensureCheckpointRow(fx.pool, name);
  const moved = await fx.append('moves-1', 1);
  await fx.pool.query(sql.unsafe`UPDATE projections.checkpoints SET position = ${moved.position} WHERE name = 'moves_moved'`);
  const to = (await fx.append('moves-1', 1)).position;

  // A rebuild's swap or a check holds the write lock of one of them, on another session.
  const outcomes = await fx.pool.connect((session) =>
    withWriteLock(session, 'moves_locked', () =>
      advanceCheckpoints(fx.pool, [
        { name: 'moves_free', from: null, to },
        { name: 'moves_moved', from: null, to },
        { name: 'moves_locked', from: null, to },
      ]),
    ),
  );

  expect(Object.fromEntries(outcomes)).toEqual({ moves_free: 'advanced', moves_moved: 'moved', moves_locked: 'locked' });
  expect(await readCheckpoint(fx.pool, 'moves_free')).toBe(to);
  expect(await readCheckpoint(fx.pool, 'moves_moved')).toBe(moved.position);
  expect(await readCheckpoint(fx.pool, 'moves_locked')).toBeNull();
  // Not waiting: the statement took none of the locks it could not have at once, and kept none.
  expect(await fx.advisoryLockHolders()).toBe(0);
});
