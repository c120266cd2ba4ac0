import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocationFixtures, type AllocationEvent, type Countries } from '../../../test/support/allocation-fixtures';
import { finishedRun } from '../../../test/support/allocation-runs';
import type { Person } from '../../../test/support/organiser-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';

let setup: WorkspaceTestSetup;
let fixtures: ReturnType<typeof allocationFixtures>;
let countries: Countries;
let schools: Array<{ id: string; name: string }>;

beforeAll(async () => {
  setup = await startWorkspaceTest();
  fixtures = allocationFixtures(setup);
  countries = await fixtures.seed(['UNSC', 'DISEC', 'SPECPOL']);
  schools = (await setup.fx.call('GET', '/api/v1/schools/all-schools', setup.superUser)).json().data;
});
afterAll(() => stopWorkspaceTest(setup?.system, setup?.db));

const storedCount = async () => Number((await setup.db.query<{ count: string }>('SELECT count(*) FROM es.events')).rows[0]!.count);

/** A person at the first seeded school (A) or moved to the second (B). */
const person = async (role: 'student' | 'teacher', school: 'A' | 'B') => {
  const someone = await setup.fx.person(role);
  if (school === 'B') {
    const moved = await setup.fx.call('PATCH', `/api/v1/users/${role}-profile-update/${someone.userId}`, someone, {
      fullname: someone.fullname,
      username: someone.username,
      birthday: '1990-04-12',
      gender: 'female',
      school_id: schools[1]!.id,
      ...(role === 'student' ? { grade: 'grade-9' } : { yearsOfExperience: '7' }),
      country_code: '+971',
      phone: '50 650 5005',
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return someone;
};

const register = async (student: Person, event: AllocationEvent, prefs: Array<string | undefined>) => {
  const registered = await setup.fx.call('POST', `/api/v1/registerations/event-registration-student/${student.userId}`, student, {
    eventId: event.eventId,
    mun_experience: 1,
    pref_committee_1_id: prefs[0] ? event.catalogue[prefs[0]] : null,
    pref_committee_2_id: prefs[1] ? event.catalogue[prefs[1]] : null,
    pref_committee_3_id: prefs[2] ? event.catalogue[prefs[2]] : null,
  });
  expect(registered.statusCode, registered.body).toBe(201);
  return registered.json().data as { id: string };
};

const wishesUrl = (event: AllocationEvent) => `/api/v1/delegations/${event.eventId}/country-wishes`;
const countryId = (name: string) => countries.get(name)!.id;

describe("a delegation's country wishes and delegation mode", () => {
  it('lets the advisor wish for countries, and an allocation in delegation mode seats each school on one country, its wish first', async () => {
    const event = await fixtures.event({ UNSC: 4, DISEC: 4, SPECPOL: 4 });
    const order = ['UNSC', 'DISEC', 'SPECPOL'];
    const studentsA = await Promise.all([0, 1, 2].map(() => person('student', 'A')));
    const studentsB = await Promise.all([0, 1, 2].map(() => person('student', 'B')));
    const teacherA = await person('teacher', 'A');
    const teacherB = await person('teacher', 'B');
    for (const [index, student] of [...studentsA, ...studentsB].entries())
      await register(student, event, [order[index % 3]!, order[(index + 1) % 3]!, order[(index + 2) % 3]!]);
    await fixtures.caughtUp();

    // Tier B countries: any delegate may hold them, whatever their experience.
    const [wishA, secondA, wishB] = [...countries].filter(([, country]) => country.tier === 'B').map(([name]) => name);
    const before = await storedCount();
    const set = await setup.fx.call('PATCH', wishesUrl(event), teacherA, { countryIds: [countryId(wishA!), countryId(secondA!)] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      message: 'Country wishes saved',
      data: { school: schools[0]!.name, countries: [{ name: wishA }, { name: secondA }], max: 5 },
    });
    expect(await storedCount()).toBe(before + 1);
    const again = await setup.fx.call('PATCH', wishesUrl(event), teacherA, { countryIds: [countryId(wishA!), countryId(secondA!)] });
    expect(again.json().message).toBe('Country wishes unchanged');
    expect(await storedCount()).toBe(before + 1);
    expect((await setup.fx.call('PATCH', wishesUrl(event), teacherB, { countryIds: [countryId(wishB!)] })).statusCode).toBe(200);
    expect((await setup.fx.call('GET', wishesUrl(event), teacherB)).json().data.countries).toEqual([
      { id: countryId(wishB!), name: wishB },
    ]);

    expect(
      (await setup.fx.call('PATCH', `/api/v1/allocation/${event.eventId}/delegation-mode`, setup.organiser, { enabled: true })).statusCode,
    ).toBe(200);
    await fixtures.unlockAll(event);
    const dry = await finishedRun(setup, event.eventId, { strategy: 'optimal', dryRun: true });
    expect(dry.state).toBe('completed');
    const report = (dry.result as unknown as { report: { delegations: Record<string, unknown>; choices: Record<string, number> } }).report;
    expect(report.delegations).toMatchObject({ count: 2, keptWhole: 2, split: 0, exact: true });
    expect(report.delegations.list).toEqual([
      { school: schools[0]!.name, delegates: 3, placed: 3, countries: [wishA], wishes: [wishA, secondA] },
      { school: schools[1]!.name, delegates: 3, placed: 3, countries: [wishB], wishes: [wishB] },
    ]);
    expect(report.choices.first).toBe(6);

    const applied = await setup.fx.call('POST', `/api/v1/allocation/${event.eventId}/runs/${dry.runId}/apply`, setup.organiser, {});
    expect(applied.statusCode, applied.body).toBe(200);
    const stored = await setup.db.query<{ data: { delegationMode?: boolean; placements: unknown[] } }>(
      `SELECT data FROM es.events WHERE type = 'AllocationApplied' AND stream_id = $1`,
      [`event-committees-${event.eventId}`],
    );
    expect(stored.rows.map((row) => [row.data.delegationMode, row.data.placements.length])).toEqual([[true, 6]]);

    await fixtures.caughtUp();
    const history = await setup.fx.call(
      'GET',
      `/api/v1/audit/status-changes?entityType=allocation&entityId=${event.eventId}`,
      setup.superUser,
    );
    const details = (history.json().data.rows as Array<{ from: string; to: string; detail: string }>).map(({ from, to, detail }) => ({
      from,
      to,
      detail,
    }));
    expect(details).toEqual(
      expect.arrayContaining([
        { from: 'none', to: `${wishA}, ${secondA}`, detail: `countries wished for by ${schools[0]!.name}` },
        { from: 'none', to: wishB, detail: `countries wished for by ${schools[1]!.name}` },
      ]),
    );
  });

  it('is for a teacher of a school with delegates at the event; bad lists are refused and store nothing', async () => {
    const event = await fixtures.event({ UNSC: 4 });
    const student = await person('student', 'A');
    await register(student, event, ['UNSC']);
    const teacherA = await person('teacher', 'A');
    const teacherB = await person('teacher', 'B');
    await fixtures.caughtUp();
    const before = await storedCount();
    expect((await setup.fx.call('GET', wishesUrl(event), undefined)).statusCode).toBe(401);
    expect((await setup.fx.call('GET', wishesUrl(event), student)).statusCode).toBe(403);
    expect((await setup.fx.call('PATCH', wishesUrl(event), student, { countryIds: [] })).statusCode).toBe(403);
    const elsewhere = await setup.fx.call('PATCH', wishesUrl(event), teacherB, { countryIds: [countryId('France')] });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('Your school has no delegates at this event');
    const six = [...countries.values()].slice(0, 6).map((country) => country.id);
    expect((await setup.fx.call('PATCH', wishesUrl(event), teacherA, { countryIds: six })).statusCode).toBe(400);
    expect((await setup.fx.call('PATCH', wishesUrl(event), teacherA, { countryIds: ['no-such-country'] })).statusCode).toBe(400);
    expect(
      (await setup.fx.call('PATCH', wishesUrl(event), teacherA, { countryIds: [countryId('France'), countryId('France')] })).statusCode,
    ).toBe(400);
    expect((await setup.fx.call('PATCH', wishesUrl(event), teacherA, { countryIds: 'France' })).statusCode).toBe(400);
    expect(await storedCount()).toBe(before);
    expect((await setup.fx.call('GET', wishesUrl(event), teacherA)).json().data).toMatchObject({ countries: [], max: 5 });
  });
});
