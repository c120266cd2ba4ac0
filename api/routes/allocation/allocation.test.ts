import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';
import { allocationFixtures, type Countries } from '../../../test/support/allocation-fixtures';
import { finishedRun } from '../../../test/support/allocation-runs';

let setup: WorkspaceTestSetup;
let fixtures: ReturnType<typeof allocationFixtures>;
let countries: Countries;

beforeAll(async () => {
  setup = await startWorkspaceTest();
  fixtures = allocationFixtures(setup);
  countries = await fixtures.seed(['UNSC', 'DISEC', 'WHO']);
});
afterAll(() => stopWorkspaceTest(setup?.system, setup?.db));

const storedCount = async () => Number((await setup.db.query<{ count: string }>('SELECT count(*) FROM es.events')).rows[0]!.count);
const countryOfTier = (tier: 'S' | 'A' | 'B', skip = 0) => [...countries.values()].filter((country) => country.tier === tier)[skip]!.id;

describe('assigning delegates', () => {
  it('assigns with a country, moves, unassigns, and shows it in Key Info and on the committee buttons', async () => {
    const event = await fixtures.event({ UNSC: 5, DISEC: 5 });
    const [delegate] = await fixtures.delegates(event, [{ munExperience: 3 }]);
    const assigned = await fixtures.assign(delegate!, event.committees.UNSC!, countryOfTier('S'));
    expect(assigned.json()).toMatchObject({ success: true, message: 'Delegate assigned successfully' });
    expect((await fixtures.registrations(event))[0]).toMatchObject({
      assigned_committees: event.committees.UNSC,
      assigned_country: countryOfTier('S'),
      locked: true,
    });

    expect((await fixtures.assign(delegate!, event.committees.DISEC!, countryOfTier('S'))).statusCode).toBe(200);
    const committees = (
      await setup.fx.call('GET', `/api/v1/event-committees/get-all-event-committees/${event.eventId}`, setup.organiser)
    ).json().data;
    expect(Object.fromEntries(committees.map((row: { abbr: string; assigned: number }) => [row.abbr, row.assigned]))).toEqual({
      UNSC: 0,
      DISEC: 1,
    });

    const before = await storedCount();
    expect((await fixtures.assign(delegate!, event.committees.DISEC!, countryOfTier('S'))).statusCode).toBe(200);
    expect(await storedCount()).toBe(before);

    const unassigned = await setup.fx.call('POST', '/api/v1/registerations/unassign-delegate', setup.organiser, { delegateId: delegate });
    expect(unassigned.json()).toMatchObject({ message: 'Delegate unassigned successfully' });
    expect((await fixtures.registrations(event))[0]).toMatchObject({ assigned_committees: null, assigned_country: null });
  });

  it('takes back a country id exactly as the countries list hands it out (a number)', async () => {
    const event = await fixtures.event({ UNSC: 5 });
    const [delegate] = await fixtures.delegates(event, [{ munExperience: 3 }]);
    const listed = (await setup.fx.call('GET', '/api/v1/countries/all-countries', setup.organiser)).json().data as Array<{
      id: unknown;
      tier: string;
    }>;
    const country = listed.find((row) => row.tier === 'S')!;
    expect(typeof country.id).toBe('number');
    const assigned = await setup.fx.call('POST', '/api/v1/registerations/assign-delegate', setup.organiser, {
      delegateId: delegate,
      committeeId: event.committees.UNSC,
      countryId: country.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await fixtures.registrations(event))[0]).toMatchObject({
      assigned_committees: event.committees.UNSC,
      assigned_country: String(country.id),
    });
    const refused = await setup.fx.call('POST', '/api/v1/registerations/assign-delegate', setup.organiser, {
      delegateId: delegate,
      committeeId: event.committees.UNSC,
      countryId: true,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('lets exactly the free seats through when 50 organiser requests race for 10 seats', async () => {
    const event = await fixtures.event({ UNSC: 10 }, 60);
    const ids = await fixtures.delegates(
      event,
      Array.from({ length: 50 }, () => ({ munExperience: 1 })),
    );
    const answers = await Promise.all(ids.map((id) => fixtures.assign(id, event.committees.UNSC!)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(40);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe('UNSC is full: all 10 seats are taken');
    expect((await fixtures.registrations(event)).filter((row) => row.assigned_committees !== null)).toHaveLength(10);
  });

  it('gives a country once per committee, and only of a tier the delegate’s experience allows', async () => {
    const event = await fixtures.event({ UNSC: 5, DISEC: 5 });
    const [senior, novice, junior] = await fixtures.delegates(event, [{ munExperience: 4 }, { munExperience: 0 }, { munExperience: 2 }]);
    const b = countryOfTier('B');
    expect((await fixtures.assign(senior!, event.committees.UNSC!, b)).statusCode).toBe(200);
    const before = await storedCount();
    const taken = await fixtures.assign(novice!, event.committees.UNSC!, b);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/is already assigned to another delegate in UNSC$/);
    for (const tier of ['S', 'A'] as const) {
      const refused = await fixtures.assign(novice!, event.committees.DISEC!, countryOfTier(tier));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        `A delegate with 0 years of MUN experience can only represent a tier B country, not tier ${tier}`,
      );
    }
    expect((await fixtures.assign(junior!, event.committees.DISEC!, countryOfTier('S'))).statusCode).toBe(400);
    expect(await storedCount()).toBe(before);
    expect((await fixtures.assign(novice!, event.committees.DISEC!, b)).statusCode).toBe(200);
  });

  it('keeps locked delegates out of dropdown assignment, flags, merges and frees the seat of a removed delegate', async () => {
    const event = await fixtures.event({ UNSC: 2 });
    const [first, second] = await fixtures.delegates(event, [{ munExperience: 1 }, { munExperience: 2 }]);
    const locked = await setup.fx.call('POST', '/api/v1/registerations/assign-delegate', setup.organiser, {
      delegateId: first,
      committeeId: event.committees.UNSC,
      countryId: '',
      respectLock: true,
    });
    expect([locked.statusCode, locked.json().message]).toEqual([409, 'This delegate is locked and cannot be assigned']);
    const unlocked = await setup.fx.call('POST', '/api/v1/registerations/lock-delegates', setup.organiser, {
      eventId: event.eventId,
      locked: false,
      delegateIds: [first],
    });
    expect(unlocked.json().message).toBe('Delegate unlocked');
    expect(
      (
        await setup.fx.call('POST', '/api/v1/registerations/assign-delegate', setup.organiser, {
          delegateId: first,
          committeeId: event.committees.UNSC,
          respectLock: true,
        })
      ).statusCode,
    ).toBe(200);

    const flagged = await setup.fx.call('POST', '/api/v1/registerations/toggle-delegate-flag', setup.organiser, {
      delegateId: second,
      flag: true,
    });
    expect(flagged.json().message).toBe('Delegate flagged');
    expect((await fixtures.registrations(event)).find((row) => row.id === second)).toMatchObject({ flag: true, locked: true });

    expect((await fixtures.assign(second!, event.committees.UNSC!)).statusCode).toBe(200);
    const merged = await setup.fx.call('POST', '/api/v1/registerations/merge-delegates', setup.organiser, {
      keepId: first,
      removeId: second,
    });
    expect(merged.json().message).toBe('Delegates merged successfully');
    expect((await fixtures.registrations(event)).map((row) => row.id)).toEqual([first]);
    const [committee] = (
      await setup.fx.call('GET', `/api/v1/event-committees/get-all-event-committees/${event.eventId}`, setup.organiser)
    ).json().data;
    expect(committee.assigned).toBe(1);
  });
});

describe('global allocation', () => {
  const people = [
    { munExperience: 5, prefs: ['UNSC', 'DISEC'] },
    { munExperience: 0, prefs: ['UNSC', 'WHO'] },
    { munExperience: 0, prefs: ['UNSC'] },
    { munExperience: 2, prefs: ['WHO', 'UNSC'] },
    { munExperience: 1, prefs: ['DISEC'] },
    { munExperience: 0, prefs: [] },
  ];

  for (const strategy of ['spec', 'optimal'] as const) {
    it(`places unlocked delegates by the ${strategy} strategy in one append, never a 0-year delegate in an S or A country, and leaves locked ones`, async () => {
      const event = await fixtures.event({ UNSC: 2, DISEC: 2, WHO: 2 });
      const ids = await fixtures.delegates(event, people);
      await fixtures.unlockAll(event);
      await setup.fx.call('POST', '/api/v1/registerations/lock-delegates', setup.organiser, {
        eventId: event.eventId,
        locked: true,
        delegateIds: [ids[5]],
      });
      const before = await storedCount();
      const run = await finishedRun(setup, event.eventId, { strategy, dryRun: false });
      expect(run).toMatchObject({ state: 'completed', progress: 100, result: { considered: 5, allocated: 5, failed: 0, applied: true } });
      expect(await storedCount()).toBe(before + 1);
      const rows = await fixtures.registrations(event);
      expect(rows.find((row) => row.id === ids[5])?.assigned_committees).toBeNull();
      for (const row of rows.filter((row) => row.mun_experience === 0 && row.country)) expect(row.country!.tier).toBe('B');
      expect(rows.filter((row) => row.assigned_committees !== null)).toHaveLength(5);
      const again = await finishedRun(setup, event.eventId, { strategy, dryRun: false });
      expect(again.result).toMatchObject({ considered: 0, allocated: 0 });
      expect(await storedCount()).toBe(before + 1);
    });
  }

  for (const strategy of ['spec', 'optimal'] as const) {
    it(`gives a country to a delegate who has a committee and none, keeping the committee, by the ${strategy} strategy; a locked one stays as they are`, async () => {
      const event = await fixtures.event({ UNSC: 1, WHO: 2 });
      const [seated, locked, newcomer] = await fixtures.delegates(event, [
        { munExperience: 0, prefs: ['WHO'] },
        { munExperience: 3, prefs: ['UNSC'] },
        { munExperience: 4, prefs: ['UNSC'] },
      ]);
      // A committee chosen alone in the Allocation dropdown: UNSC's only seat, no country.
      expect((await fixtures.assign(seated!, event.committees.UNSC!)).statusCode).toBe(200);
      expect((await fixtures.assign(locked!, event.committees.WHO!)).statusCode).toBe(200);
      await fixtures.unlockAll(event);
      await setup.fx.call('POST', '/api/v1/registerations/lock-delegates', setup.organiser, {
        eventId: event.eventId,
        locked: true,
        delegateIds: [locked],
      });

      const run = await finishedRun(setup, event.eventId, { strategy, dryRun: false });
      expect(run).toMatchObject({ state: 'completed', result: { considered: 2, allocated: 2, failed: 0, applied: true } });
      const rows = new Map((await fixtures.registrations(event)).map((row) => [row.id, row]));
      expect(rows.get(seated!)).toMatchObject({ assigned_committees: event.committees.UNSC, country: { tier: 'B' } });
      expect(rows.get(locked!)).toMatchObject({ assigned_committees: event.committees.WHO, assigned_country: null });
      expect(rows.get(newcomer!)).toMatchObject({ assigned_committees: event.committees.WHO });
      expect(rows.get(newcomer!)!.assigned_country).not.toBeNull();
      const committees = (
        await setup.fx.call('GET', `/api/v1/event-committees/get-all-event-committees/${event.eventId}`, setup.organiser)
      ).json().data;
      expect(Object.fromEntries(committees.map((row: { abbr: string; assigned: number }) => [row.abbr, row.assigned]))).toEqual({
        UNSC: 1,
        WHO: 2,
      });
      const dashboard = (await setup.fx.call('GET', `/api/v1/events/event-dashboard/${event.eventId}`, setup.organiser)).json().data;
      expect(dashboard.summary[0]).toMatchObject({ row: 'Total', allocated: 3 });
    });
  }

  it('shows a dry run’s fairness report without storing anything, then applies it once; a stale dry run is refused', async () => {
    const event = await fixtures.event({ UNSC: 2, DISEC: 2, WHO: 2 });
    const ids = await fixtures.delegates(event, people);
    await fixtures.unlockAll(event);
    const before = await storedCount();
    const dry = await finishedRun(setup, event.eventId, { strategy: 'optimal', dryRun: true });
    expect(await storedCount()).toBe(before);
    expect(dry.result).toMatchObject({
      considered: 6,
      allocated: 6,
      applied: false,
      stale: false,
      report: { choices: { first: expect.any(Number) }, tiers: { S: expect.any(Number) } },
    });
    const stale = await finishedRun(setup, event.eventId, { strategy: 'spec', dryRun: true });
    const apply = (runId: string) => setup.fx.call('POST', `/api/v1/allocation/${event.eventId}/runs/${runId}/apply`, setup.organiser, {});
    const applied = await apply(dry.runId);
    expect(applied.json()).toMatchObject({ message: 'Successfully allocated 6 delegates', data: { allocated: 6 } });
    expect(await storedCount()).toBe(before + 1);
    expect((await apply(dry.runId)).statusCode).toBe(200);
    expect(await storedCount()).toBe(before + 1);
    const runOf = async (runId: string) =>
      (await setup.fx.call('GET', `/api/v1/allocation/${event.eventId}/runs/${runId}`, setup.organiser)).json().data.result;
    expect(await runOf(dry.runId)).toMatchObject({ applied: true, stale: false });
    expect(await runOf(stale.runId)).toMatchObject({ applied: false, stale: true });
    const refused = await apply(stale.runId);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'The delegates or committees changed since this dry run. Run it again.',
    ]);
    expect((await fixtures.registrations(event)).filter((row) => ids.includes(row.id) && row.assigned_committees)).toHaveLength(6);
  });
});

describe('the organiser’s rules for a run', () => {
  it('records the objective and a drawn lottery seed, shows the other objective beside an optimal dry run, and stores the rules on apply', async () => {
    const event = await fixtures.event({ UNSC: 1, DISEC: 1, WHO: 1 });
    await fixtures.delegates(event, [
      { munExperience: 1, prefs: ['UNSC', 'DISEC'] },
      { munExperience: 1, prefs: ['WHO', 'UNSC'] },
      { munExperience: 1, prefs: ['UNSC'] },
      { munExperience: 1, prefs: ['UNSC', 'WHO'] },
    ]);
    await fixtures.unlockAll(event);
    const view = async (runId: string) =>
      (await setup.fx.call('GET', `/api/v1/allocation/${event.eventId}/runs/${runId}`, setup.organiser)).json().data;

    const spec = await finishedRun(setup, event.eventId, { strategy: 'spec', dryRun: true });
    expect(await view(spec.runId)).toMatchObject({
      objective: 'coverage',
      tieRule: 'first_come',
      seed: null,
      result: { otherObjective: null },
    });

    const lottery = await finishedRun(setup, event.eventId, { strategy: 'optimal', dryRun: true, tieRule: 'lottery' });
    const drawn = await view(lottery.runId);
    expect(drawn).toMatchObject({ objective: 'coverage', tieRule: 'lottery', seed: expect.any(Number) });
    expect(drawn.result.otherObjective).toMatchObject({ objective: 'rank_maximal', allocated: 3 });
    expect(drawn.result.report).toMatchObject({ seniorityInversions: 0, withoutAnyChoice: expect.any(Number) });
    expect(drawn.result.report.byRegistration).toHaveLength(10);
    expect(drawn.result.report.byExperience.map((group: { group: string }) => group.group)).toEqual(['0', '1', '2', '3', '4', '5+']);

    // The same seed replays the same draw.
    const replay = await finishedRun(setup, event.eventId, { strategy: 'optimal', dryRun: true, tieRule: 'lottery', seed: drawn.seed });
    const sorted = (placements: Array<{ delegateId: string }>) => [...placements].sort((a, b) => a.delegateId.localeCompare(b.delegateId));
    expect(sorted(replay.result!.placements)).toEqual(sorted(lottery.result!.placements));

    expect(
      (await setup.fx.call('POST', `/api/v1/allocation/${event.eventId}/runs/${lottery.runId}/apply`, setup.organiser, {})).statusCode,
    ).toBe(200);
    const stored = await setup.db.query<{ data: Record<string, unknown> }>(
      "SELECT data FROM es.events WHERE type = 'AllocationApplied' AND data->>'runId' = $1",
      [lottery.runId],
    );
    expect(stored.rows[0]!.data).toMatchObject({ strategy: 'optimal', objective: 'coverage', tieRule: 'lottery', seed: drawn.seed });
  });

  it('refuses a seed that is not a whole number from 0 to 2147483647, and an unknown objective', async () => {
    const event = await fixtures.event({ UNSC: 1 });
    const start = (body: Record<string, unknown>) =>
      setup.fx.call('POST', `/api/v1/allocation/${event.eventId}/runs`, setup.organiser, { strategy: 'optimal', dryRun: true, ...body });
    for (const seed of [-1, 1.5, 2_147_483_648, '7'])
      expect((await start({ tieRule: 'lottery', seed })).statusCode, String(seed)).toBe(400);
    expect((await start({ objective: 'fairest' })).statusCode).toBe(400);
  });
});

describe('permissions on every allocation route', () => {
  it('refuses anonymous callers, students and another organiser, and stores nothing', async () => {
    const event = await fixtures.event({ UNSC: 3 });
    const [delegate] = await fixtures.delegates(event, [{ munExperience: 1 }]);
    const dry = await finishedRun(setup, event.eventId, { strategy: 'spec', dryRun: true });
    const student = await setup.fx.person('student');
    const another = await setup.fx.organiser('teacher');
    const spec = setup.system.app.swagger() as unknown as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes('allocation'))
        .map(([method]) => ({ method: method.toUpperCase() as 'GET' | 'POST', path })),
    );
    expect(operations.length).toBe(13);
    const body = {
      delegateId: delegate,
      committeeId: event.committees.UNSC,
      countryId: '',
      flag: true,
      eventId: event.eventId,
      locked: false,
      keepId: delegate,
      removeId: delegate,
      mode: 'at_once',
      enabled: true,
    };
    const before = await storedCount();
    const wrong: string[] = [];
    for (const { method, path } of operations) {
      const url = path.replace('{eventId}', event.eventId).replace('{runId}', dry.runId);
      for (const [who, person, expected] of [
        ['anonymous', undefined, 401],
        ['student', student, 403],
        ['another organiser', another, 403],
      ] as const) {
        const response = await setup.fx.call(method, url, person, method === 'GET' ? undefined : body);
        if (response.statusCode !== expected) wrong.push(`${method} ${path} as ${who} → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await storedCount()).toBe(before);
  });
});
