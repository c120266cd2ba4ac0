import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocationFixtures, type AllocationEvent, type Countries } from '../../../test/support/allocation-fixtures';
import type { Person } from '../../../test/support/organiser-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';

let setup: WorkspaceTestSetup;
let fixtures: ReturnType<typeof allocationFixtures>;
let countries: Countries;
let tierB: string[];
let event: AllocationEvent;
let otherEvent: AllocationEvent;
let chairA: Person;
let chairB: Person;
let teacher: Person;
let outsider: Person;
const delegates: Array<{ person: Person; registrationId: string }> = [];

beforeAll(async () => {
  setup = await startWorkspaceTest();
  fixtures = allocationFixtures(setup);
  countries = await fixtures.seed(['UNSC', 'DISEC']);
  event = await fixtures.event({ UNSC: 5, DISEC: 5 });
  otherEvent = await fixtures.event({ UNSC: 5 });
  [chairA, chairB, teacher, outsider] = await Promise.all([
    setup.fx.person('student'),
    setup.fx.person('student'),
    setup.fx.person('teacher'),
    setup.fx.person('student'),
  ]);
  const name = async (target: AllocationEvent, abbr: 'UNSC' | 'DISEC', chair: Person) => {
    const saved = await setup.fx.call(
      'PATCH',
      `/api/v1/event-committees/update-event-committees-by-event/${target.committees[abbr]}`,
      setup.organiser,
      {
        committeeId: target.catalogue[abbr],
        eventId: target.eventId,
        category: 'country',
        seats: '5',
        chair_username: chair.username,
        chair_fullname: chair.fullname,
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
  };
  await name(event, 'UNSC', chairA);
  await name(event, 'DISEC', chairB);
  await name(otherEvent, 'UNSC', chairB);
  // Three students of the teacher's school: two seated in UNSC, one in DISEC.
  // Tier B countries: any delegate may hold them, whatever their experience.
  tierB = [...countries]
    .filter(([, country]) => country.tier === 'B')
    .map(([name]) => name)
    .sort();
  const seats: Array<['UNSC' | 'DISEC', string]> = [
    ['UNSC', tierB[0]!],
    ['UNSC', tierB[1]!],
    ['DISEC', tierB[2]!],
  ];
  for (const [abbr, country] of seats) {
    const person = await setup.fx.person('student');
    const registered = await setup.fx.call('POST', `/api/v1/registerations/event-registration-student/${person.userId}`, person, {
      eventId: event.eventId,
      mun_experience: 1,
      pref_committee_1_id: event.catalogue[abbr],
      pref_committee_2_id: null,
      pref_committee_3_id: null,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const registrationId = registered.json().data.id as string;
    const assigned = await fixtures.assign(registrationId, event.committees[abbr]!, countries.get(country)!.id);
    expect(assigned.statusCode, assigned.body).toBe(200);
    delegates.push({ person, registrationId });
  }
  await fixtures.caughtUp();
}, 120_000);
afterAll(() => stopWorkspaceTest(setup?.system, setup?.db));

const storedCount = async () => Number((await setup.db.query<{ count: string }>('SELECT count(*) FROM es.events')).rows[0]!.count);
const base = (target = event) => `/api/v1/awards/${target.eventId}`;
const committeeUrl = (abbr: 'UNSC' | 'DISEC', target = event) => `${base(target)}/committees/${target.committees[abbr]}`;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Person | undefined, body?: unknown) =>
  setup.fx.call(method, url, who, body);

/** Nothing personal beyond a name and a school: no email, phone, birthday or emergency contact in any answer. */
const expectNothingPersonal = (body: string) => {
  for (const { person } of delegates) expect(body).not.toContain(person.email);
  expect(body).not.toMatch(/phone|birthday|email|emergency|allerg/i);
};

describe('awards', () => {
  it("lets a committee's chair nominate its delegates only, once, and refuses everything else storing nothing", async () => {
    const [first, , inDisec] = delegates;
    const room = await call('GET', committeeUrl('UNSC'), chairA);
    expect(room.statusCode, room.body).toBe(200);
    expect(room.json().data).toMatchObject({
      committee: { abbr: 'UNSC' },
      kinds: [{ name: 'Best Delegate' }, { name: 'Outstanding Delegate' }, { name: 'Honourable Mention' }, { name: 'Best Position Paper' }],
      nominations: [],
    });
    expect(room.json().data.delegates.map((delegate: { country: string }) => delegate.country)).toEqual([tierB[0], tierB[1]]);
    expectNothingPersonal(room.body);

    const before = await storedCount();
    const nominated = await call('POST', `${committeeUrl('UNSC')}/nominations`, chairA, {
      delegateId: first!.registrationId,
      kindId: 'best-delegate',
    });
    expect(nominated.statusCode, nominated.body).toBe(200);
    expect(nominated.json()).toMatchObject({
      message: 'Nomination made',
      data: { nominations: [{ delegateId: first!.registrationId, kind: 'Best Delegate', country: tierB[0], status: 'nominated' }] },
    });
    expectNothingPersonal(nominated.body);
    expect(await storedCount()).toBe(before + 1);
    const again = await call('POST', `${committeeUrl('UNSC')}/nominations`, chairA, {
      delegateId: first!.registrationId,
      kindId: 'best-delegate',
    });
    expect(again.json().message).toBe('Already nominated');
    expect(await storedCount()).toBe(before + 1);

    const notSeated = await call('POST', `${committeeUrl('UNSC')}/nominations`, chairA, {
      delegateId: inDisec!.registrationId,
      kindId: 'best-delegate',
    });
    expect(notSeated.statusCode).toBe(400);
    expect(notSeated.json().message).toBe('This delegate does not sit in this committee');
    const unknownKind = await call('POST', `${committeeUrl('UNSC')}/nominations`, chairA, {
      delegateId: first!.registrationId,
      kindId: 'nobel',
    });
    expect(unknownKind.statusCode).toBe(404);
    // The chair of UNSC is neither DISEC's nor the other event's; a delegate chairs nothing.
    expect((await call('GET', committeeUrl('DISEC'), chairA)).statusCode).toBe(403);
    expect(
      (await call('POST', `${committeeUrl('DISEC')}/nominations`, chairA, { delegateId: inDisec!.registrationId, kindId: 'best-delegate' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', committeeUrl('UNSC', otherEvent), chairA)).statusCode).toBe(403);
    expect((await call('GET', `${base(otherEvent)}/kinds`, chairA)).statusCode).toBe(403);
    expect((await call('GET', committeeUrl('UNSC'), first!.person)).statusCode).toBe(403);
    expect((await call('GET', committeeUrl('UNSC'), undefined)).statusCode).toBe(401);
    expect(await storedCount()).toBe(before + 1);

    // The chair of DISEC nominates there.
    const disec = await call('POST', `${committeeUrl('DISEC')}/nominations`, chairB, {
      delegateId: inDisec!.registrationId,
      kindId: 'honourable-mention',
    });
    expect(disec.statusCode, disec.body).toBe(200);
  });

  it('lets the organiser edit the kinds, and the chairs read them', async () => {
    expect((await call('GET', `${base()}/kinds`, chairA)).statusCode).toBe(200);
    expect((await call('GET', `${base()}/kinds`, delegates[0]!.person)).statusCode).toBe(403);
    expect((await call('PATCH', `${base()}/kinds`, chairA, { kinds: [] })).statusCode).toBe(403);
    const kinds = (await call('GET', `${base()}/kinds`, setup.organiser)).json().data.kinds as Array<{ id: string; name: string }>;
    const before = await storedCount();
    const removeUsed = await call('PATCH', `${base()}/kinds`, setup.organiser, { kinds: kinds.slice(1) });
    expect(removeUsed.statusCode).toBe(409);
    expect(removeUsed.json().message).toBe('Best Delegate has nominations: withdraw or reject them before removing it');
    expect(await storedCount()).toBe(before);
    const saved = await call('PATCH', `${base()}/kinds`, setup.organiser, {
      kinds: [...kinds.slice(0, 3), { name: 'Best Speaker', limit: 1 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.kinds.map((kind: { name: string }) => kind.name)).toEqual([
      'Best Delegate',
      'Outstanding Delegate',
      'Honourable Mention',
      'Best Speaker',
    ]);
    expect(await storedCount()).toBe(before + 2);
    const same = await call('PATCH', `${base()}/kinds`, setup.organiser, { kinds: saved.json().data.kinds });
    expect(same.json().message).toBe('Awards unchanged');
    expect(await storedCount()).toBe(before + 2);
  });

  it('has the organiser confirm; results show confirmed awards only; the delegate and their school see theirs', async () => {
    const [first, second] = delegates;
    await call('POST', `${committeeUrl('UNSC')}/nominations`, chairA, {
      delegateId: second!.registrationId,
      kindId: 'outstanding-delegate',
    });
    const list = await call('GET', `${base()}/nominations`, setup.organiser);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.nominations).toHaveLength(3);
    expect(list.json().data.nominations[0]).toMatchObject({ delegate: first!.person.fullname, committee: 'UNSC', status: 'nominated' });
    expectNothingPersonal(list.body);
    expect((await call('GET', `${base()}/nominations`, chairA)).statusCode).toBe(403);

    const confirmUrl = `${base()}/nominations/${first!.registrationId}/best-delegate/confirm`;
    expect((await call('POST', confirmUrl, chairA, {})).statusCode).toBe(403);
    const before = await storedCount();
    const confirmed = await call('POST', confirmUrl, setup.organiser, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: 'Award confirmed', data: { status: 'confirmed', kind: 'Best Delegate' } });
    const twice = await call('POST', confirmUrl, setup.organiser, {});
    expect(twice.json().message).toBe('Award already confirmed');
    expect(await storedCount()).toBe(before + 1);
    // A confirmed award cannot be withdrawn by the chair.
    const withdraw = await call('DELETE', `${committeeUrl('UNSC')}/nominations/${first!.registrationId}/best-delegate`, chairA);
    expect(withdraw.statusCode).toBe(409);
    expect(await storedCount()).toBe(before + 1);

    const results = await call('GET', `${base()}/results`, second!.person);
    expect(results.statusCode, results.body).toBe(200);
    expect(results.json().data.awards).toEqual([
      { kind: 'Best Delegate', committee: 'UNSC', country: tierB[0], delegate: first!.person.fullname, school: expect.any(String) },
    ]);
    expectNothingPersonal(results.body);
    expect((await call('GET', `${base()}/results`, chairB)).statusCode).toBe(200);
    expect((await call('GET', `${base()}/results`, outsider)).statusCode).toBe(403);

    const mine = await call('GET', `${base()}/mine`, first!.person);
    expect(mine.json().data).toEqual([{ kind: 'Best Delegate', committee: 'UNSC', country: tierB[0] }]);
    expect((await call('GET', `${base()}/mine`, second!.person)).json().data).toEqual([]);

    const delegation = await call('GET', '/api/v1/awards/delegation', teacher);
    expect(delegation.statusCode, delegation.body).toBe(200);
    expect(delegation.json().data).toEqual([{ eventId: event.eventId, delegateId: first!.registrationId, kind: 'Best Delegate' }]);
    expect((await call('GET', '/api/v1/awards/delegation', first!.person)).statusCode).toBe(403);

    // The chair withdraws an open nomination; the organiser rejects none that is gone.
    const withdrawn = await call('DELETE', `${committeeUrl('UNSC')}/nominations/${second!.registrationId}/outstanding-delegate`, chairA);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data.nominations.map((each: { kindId: string }) => each.kindId)).toEqual(['best-delegate']);
    const rejectGone = await call(
      'POST',
      `${base()}/nominations/${second!.registrationId}/outstanding-delegate/reject`,
      setup.organiser,
      {},
    );
    expect(rejectGone.statusCode).toBe(409);
  });

  it('revokes a confirmed award, which then leaves the results and the delegate page; History shows who and when', async () => {
    const [first] = delegates;
    const revoked = await call('POST', `${base()}/nominations/${first!.registrationId}/best-delegate/revoke`, setup.organiser, {});
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.status).toBe('revoked');
    expect((await call('GET', `${base()}/results`, first!.person)).json().data.awards).toEqual([]);
    expect((await call('GET', `${base()}/mine`, first!.person)).json().data).toEqual([]);
    const list = (await call('GET', `${base()}/nominations`, setup.organiser)).json().data.nominations as Array<{ status: string }>;
    expect(list.map((each) => each.status)).toContain('revoked');

    await fixtures.caughtUp();
    const history = await call('GET', `/api/v1/audit/status-changes?entityType=awards&entityId=${event.eventId}`, setup.superUser);
    const rows = history.json().data.rows as Array<{ from: string | null; to: string; actorId: string; detail: string }>;
    const about = rows.filter((row) => row.detail.includes(first!.registrationId)).map(({ from, to, actorId }) => ({ from, to, actorId }));
    expect(about).toEqual(
      expect.arrayContaining([
        { from: 'none', to: 'nominated', actorId: chairA.userId },
        { from: 'nominated', to: 'confirmed', actorId: setup.organiser.userId },
        { from: 'confirmed', to: 'revoked', actorId: setup.organiser.userId },
      ]),
    );
    expect(rows.some((row) => row.to === 'Best Speaker' && row.detail === 'award added (at most 1 per committee)')).toBe(true);
  });
});
