import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAllocationWorker } from '../../workers/allocation/allocation-worker';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../support/workspace-test-setup';
import { allocationFixtures, type AllocationEvent } from '../support/allocation-fixtures';
import { followRun, startRun } from '../support/allocation-runs';
import { startStallingWorker, type StallingWorker } from '../support/stalling-worker-process';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

let setup: WorkspaceTestSetup;
let fixtures: ReturnType<typeof allocationFixtures>;
let child: StallingWorker | undefined;
let worker: { close(): Promise<void> } | undefined;

// Projectors only: no worker in the test's own process until the test starts one.
beforeAll(async () => {
  setup = await startWorkspaceTest({ ROLE: 'projector' });
  fixtures = allocationFixtures(setup);
  await fixtures.seed(['UNSC', 'DISEC', 'WHO', 'HRC']);
});
afterAll(async () => {
  child?.kill();
  await worker?.close();
  await stopWorkspaceTest(setup?.system, setup?.db);
});

const appliedCount = async (eventId: string) =>
  Number(
    (
      await setup.db.query<{ count: string }>(`SELECT count(*) FROM es.events WHERE type = 'AllocationApplied' AND data->>'eventId' = $1`, [
        eventId,
      ])
    ).rows[0]!.count,
  );

/** 40 delegates of every experience, wanting overlapping committees, unlocked. */
const twin = async () => {
  const event = await fixtures.event({ UNSC: 8, DISEC: 10, WHO: 9, HRC: 10 });
  const abbrs = ['UNSC', 'DISEC', 'WHO', 'HRC'];
  const ids = await fixtures.delegates(
    event,
    Array.from({ length: 40 }, (_, index) => ({
      munExperience: index % 5,
      prefs: [abbrs[index % 4]!, abbrs[(index + 1) % 4]!, abbrs[(index * 3) % 4]!],
    })),
  );
  await fixtures.unlockAll(event);
  return { event, ids };
};

/** The placements by delegate position and committee abbreviation, comparable across twin events. */
const seating = async ({ event, ids }: { event: AllocationEvent; ids: string[] }) => {
  const abbrOf = new Map(Object.entries(event.committees).map(([abbr, id]) => [id, abbr]));
  const rows = await fixtures.registrations(event);
  return ids.map((id) => {
    const row = rows.find((candidate) => candidate.id === id)!;
    return [abbrOf.get(row.assigned_committees ?? '') ?? null, row.assigned_country];
  });
};

describe('a global allocation run killed half-way', () => {
  it('has appended nothing, and once retried ends exactly as a run that was never interrupted', { timeout: 90_000 }, async () => {
    const interrupted = await twin();
    const uninterrupted = await twin();

    const { config } = setup.system.deps;
    child = await startStallingWorker('global-allocation', {
      DATABASE_URL: config.DATABASE_URL,
      REDIS_URL: config.REDIS_URL,
      REDIS_PREFIX: config.REDIS_PREFIX,
    });
    const runId = await startRun(setup, interrupted.event.eventId, { strategy: 'optimal', dryRun: false });
    await child.stalled;
    child.kill();
    expect(await appliedCount(interrupted.event.eventId)).toBe(0);
    expect((await fixtures.registrations(interrupted.event)).filter((row) => row.assigned_committees)).toEqual([]);

    // A healthy worker finds the run stalled once the dead one's lock lapses, and runs it again.
    const { db, redis, store } = setup.system.deps;
    worker = await startAllocationWorker({ config, db, redis, store, logger: silent, stalledInterval: 500 });
    const retried = await followRun(setup, interrupted.event.eventId, runId);
    expect(retried).toMatchObject({ state: 'completed', result: { considered: 40, applied: true } });
    expect(await appliedCount(interrupted.event.eventId)).toBe(1);

    const clean = await followRun(
      setup,
      uninterrupted.event.eventId,
      await startRun(setup, uninterrupted.event.eventId, { strategy: 'optimal', dryRun: false }),
    );
    expect(clean.result?.allocated).toBe(retried.result?.allocated);
    expect(await seating(interrupted)).toEqual(await seating(uninterrupted));
    expect((await seating(interrupted)).filter(([abbr]) => abbr !== null).length).toBeGreaterThan(30);
  });
});
