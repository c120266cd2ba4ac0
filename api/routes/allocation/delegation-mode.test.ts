import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocationFixtures, type AllocationEvent } from '../../../test/support/allocation-fixtures';
import { finishedRun } from '../../../test/support/allocation-runs';
import type { Person } from '../../../test/support/organiser-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';

let setup: WorkspaceTestSetup;
let fixtures: ReturnType<typeof allocationFixtures>;

beforeAll(async () => {
  setup = await startWorkspaceTest();
  fixtures = allocationFixtures(setup);
  await fixtures.seed(['UNSC', 'DISEC']);
});
afterAll(async () => {
  await stopWorkspaceTest(setup?.system, setup?.db);
});

const storedCount = async () => Number((await setup.db.query<{ count: string }>('SELECT count(*) FROM es.events')).rows[0]!.count);
const url = (event: AllocationEvent) => `/api/v1/allocation/${event.eventId}/delegation-mode`;
const setMode = (event: AllocationEvent, enabled: unknown, who: Person = setup.organiser) =>
  setup.fx.call('PATCH', url(event), who, { enabled });
const modeOf = async (event: AllocationEvent) => {
  const answer = await setup.fx.call('GET', url(event), setup.organiser);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};

describe('delegation mode', () => {
  it('is off until the organiser turns it on; each change is one event with who and when, and the same again stores nothing', async () => {
    const event = await fixtures.event({ UNSC: 3 });
    expect(await modeOf(event)).toEqual({ enabled: false });

    const before = await storedCount();
    const on = await setMode(event, true);
    expect(on.json()).toMatchObject({ success: true, message: 'Delegation mode turned on', data: { enabled: true } });
    expect(await storedCount()).toBe(before + 1);
    const stored = await setup.db.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM es.events WHERE type = 'DelegationModeChanged' AND stream_id = $1`,
      [`event-committees-${event.eventId}`],
    );
    expect(stored.rows.map((row) => row.data)).toEqual([
      { eventId: event.eventId, enabled: true, by: setup.organiser.userId, at: expect.any(String) },
    ]);
    expect(await modeOf(event)).toEqual({ enabled: true });

    const again = await setMode(event, true);
    expect(again.json()).toMatchObject({ success: true, message: 'Delegation mode is already on', data: { enabled: true } });
    expect(await storedCount()).toBe(before + 1);

    expect((await setMode(event, false)).json()).toMatchObject({ message: 'Delegation mode turned off', data: { enabled: false } });
    expect(await storedCount()).toBe(before + 2);
    expect(await modeOf(event)).toEqual({ enabled: false });
    expect((await setMode(event, false)).json().data).toEqual({ enabled: false });
    expect(await storedCount()).toBe(before + 2);
  });

  it('shows in History: who turned it on or off, and when', async () => {
    const event = await fixtures.event({ UNSC: 3 });
    await setMode(event, true);
    await setMode(event, false);
    await setup.system.runtime.waitForStored({ timeoutMs: 60_000 });
    const history = await setup.fx.call(
      'GET',
      `/api/v1/audit/status-changes?entityType=allocation&entityId=${event.eventId}`,
      setup.superUser,
    );
    expect(history.statusCode, history.body).toBe(200);
    const rows = history.json().data.rows as Array<Record<string, unknown>>;
    expect(rows.map(({ from, to, detail, actorId }) => ({ from, to, detail, actorId }))).toEqual([
      { from: 'on', to: 'off', detail: 'Delegation mode turned off', actorId: setup.organiser.userId },
      { from: 'off', to: 'on', detail: 'Delegation mode turned on', actorId: setup.organiser.userId },
    ]);
  });

  it('makes a dry run computed before the change stale: Apply is refused and nothing is placed', async () => {
    const event = await fixtures.event({ UNSC: 2, DISEC: 2 });
    await fixtures.delegates(event, [{ munExperience: 2 }, { munExperience: 1 }]);
    await fixtures.unlockAll(event);
    const dry = await finishedRun(setup, event.eventId, { strategy: 'spec', dryRun: true });
    expect(dry.result).toMatchObject({ allocated: 2, applied: false });
    expect((await setMode(event, true)).statusCode).toBe(200);

    const view = await setup.fx.call('GET', `/api/v1/allocation/${event.eventId}/runs/${dry.runId}`, setup.organiser);
    expect(view.json().data.result).toMatchObject({ applied: false, stale: true });
    const before = await storedCount();
    const refused = await setup.fx.call('POST', `/api/v1/allocation/${event.eventId}/runs/${dry.runId}/apply`, setup.organiser, {});
    expect(refused.statusCode).toBe(409);
    expect(await storedCount()).toBe(before);
    expect((await fixtures.registrations(event)).filter((row) => row.assigned_committees)).toHaveLength(0);
  });

  it('is read and changed by the event’s organiser only; refused calls and a wrong body store nothing', async () => {
    const event = await fixtures.event({ UNSC: 3 });
    const [delegate] = await fixtures.delegates(event, [{ munExperience: 1 }]);
    expect(delegate).toBeDefined();
    const student = await setup.fx.person('student');
    const another = await setup.fx.organiser('teacher');
    const before = await storedCount();
    for (const [who, person, expected] of [
      ['anonymous', undefined, 401],
      ['student', student, 403],
      ['another organiser', another, 403],
    ] as const) {
      expect((await setup.fx.call('GET', url(event), person)).statusCode, `GET as ${who}`).toBe(expected);
      expect((await setup.fx.call('PATCH', url(event), person, { enabled: true })).statusCode, `PATCH as ${who}`).toBe(expected);
    }
    for (const body of [{}, { enabled: 'yes' }, { enabled: 1 }]) expect((await setMode(event, body.enabled)).statusCode).toBe(400);
    expect(await storedCount()).toBe(before);
    expect(await modeOf(event)).toEqual({ enabled: false });
    // The super user may, as on every allocation route.
    expect((await setMode(event, true, setup.superUser)).json().data).toEqual({ enabled: true });
  });
});
