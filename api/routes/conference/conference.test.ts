import { randomUUID } from 'node:crypto';
import { read, utils } from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocationFixtures, type AllocationEvent } from '../../../test/support/allocation-fixtures';
import type { Person } from '../../../test/support/organiser-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';

let setup: WorkspaceTestSetup;
let fixtures: ReturnType<typeof allocationFixtures>;
let event: AllocationEvent;
let other: AllocationEvent;
let chairA: Person;
let chairB: Person;
/** 20 delegates seated in UNSC (chaired by A), 3 in DISEC (chaired by B). */
let unsc: string[];
let disec: string[];
let session: string;

const base = (target: AllocationEvent) => `/api/v1/conference/${target.eventId}`;
const rollCallUrl = (target: AllocationEvent, abbr: string, sessionId: string) =>
  `${base(target)}/${target.committees[abbr]}/roll-call/${sessionId}`;
const tap = (who: Person, delegateId: string, mark: string, tapId: string = randomUUID(), late?: boolean, target = event, abbr = 'UNSC') =>
  setup.fx.call('POST', `${rollCallUrl(target, abbr, session)}/marks`, who, {
    delegateId,
    mark,
    tapId,
    ...(late === undefined ? {} : { late }),
  });
const storedMarks = async (committeeId: string) =>
  (
    await setup.db.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM es.events WHERE stream_id = $1 AND type = 'AttendanceMarked' ORDER BY stream_revision`,
      [`roll-call-${committeeId}`],
    )
  ).rows.map((row) => row.data);
const storedCount = async () => Number((await setup.db.query<{ count: string }>('SELECT count(*) FROM es.events')).rows[0]!.count);

const addSession = async (target: AllocationEvent, body: Record<string, unknown>, who: Person = setup.organiser) =>
  setup.fx.call('POST', `${base(target)}/sessions`, who, body);

beforeAll(async () => {
  setup = await startWorkspaceTest();
  fixtures = allocationFixtures(setup);
  await fixtures.seed(['UNSC', 'DISEC']);
  event = await fixtures.event({ UNSC: 25, DISEC: 5 });
  other = await fixtures.event({ UNSC: 5 });
  chairA = await setup.fx.person('student');
  chairB = await setup.fx.person('student');
  await fixtures.nameChairs(event, 'UNSC', { chair: chairA }, 25);
  await fixtures.nameChairs(event, 'DISEC', { chair: chairB }, 5);
  await fixtures.nameChairs(other, 'UNSC', { chair: chairB }, 5);
  const people = await fixtures.delegates(
    event,
    Array.from({ length: 24 }, () => ({ munExperience: 1 })),
  );
  unsc = people.slice(0, 20);
  disec = people.slice(20, 23);
  for (const id of unsc) expect((await fixtures.assign(id, event.committees.UNSC!)).statusCode).toBe(200);
  for (const id of disec) expect((await fixtures.assign(id, event.committees.DISEC!)).statusCode).toBe(200);
  await fixtures.publish(event);
  const added = await addSession(event, { name: 'Session 1', day: '2026-12-10', start: '09:00' });
  expect(added.statusCode, added.body).toBe(201);
  session = added.json().data.id;
}, 120_000);
afterAll(async () => {
  await stopWorkspaceTest(setup?.system, setup?.db);
});

describe('sessions', () => {
  it('are set by the organiser only: added, changed, listed in the order of the programme and removed', async () => {
    const target = await fixtures.event({ UNSC: 3 });
    const later = await addSession(target, { name: 'Afternoon', day: '2026-12-10', start: '14:00' });
    expect(later.json()).toMatchObject({
      message: 'Session added successfully',
      data: { name: 'Afternoon', day: '2026-12-10', start: '14:00' },
    });
    const morning = (await addSession(target, { name: 'Morning', day: '2026-12-10', start: '09:00' })).json().data.id as string;
    expect((await addSession(target, { name: 'morning', day: '2026-12-10', start: '10:00' })).statusCode).toBe(409);
    expect((await addSession(target, { name: '', day: '10/12/2026', start: '9' })).statusCode).toBe(400);

    const changed = await setup.fx.call('PATCH', `${base(target)}/sessions/${morning}`, setup.organiser, { start: '08:30' });
    expect(changed.json()).toMatchObject({
      message: 'Session updated successfully',
      data: { id: morning, name: 'Morning', start: '08:30' },
    });
    const list = await setup.fx.call('GET', `${base(target)}/sessions`, setup.organiser);
    expect(list.json().data.map((each: { name: string; start: string }) => `${each.name} ${each.start}`)).toEqual([
      'Morning 08:30',
      'Afternoon 14:00',
    ]);

    const outsider = await setup.fx.organiser('teacher');
    const before = await storedCount();
    for (const who of [chairA, outsider]) {
      expect((await setup.fx.call('GET', `${base(target)}/sessions`, who)).statusCode).toBe(403);
      expect((await addSession(target, { name: 'X', day: '2026-12-10', start: '09:00' }, who)).statusCode).toBe(403);
      expect((await setup.fx.call('PATCH', `${base(target)}/sessions/${morning}`, who, { name: 'Y' })).statusCode).toBe(403);
      expect((await setup.fx.call('DELETE', `${base(target)}/sessions/${morning}`, who)).statusCode).toBe(403);
    }
    expect(await storedCount()).toBe(before);

    expect((await setup.fx.call('DELETE', `${base(target)}/sessions/${morning}`, setup.superUser)).statusCode).toBe(200);
    expect(
      (await setup.fx.call('GET', `${base(target)}/sessions`, setup.organiser)).json().data.map((each: { name: string }) => each.name),
    ).toEqual(['Afternoon']);
    expect((await setup.fx.call('DELETE', `${base(target)}/sessions/${morning}`, setup.organiser)).statusCode).toBe(404);
  });
});

describe('who may take roll', () => {
  it('answers 403 to a chair of committee A on everything of committee B and of other events, and stores nothing', async () => {
    const otherSession = (await addSession(other, { name: 'Session 1', day: '2026-12-10', start: '09:00' })).json().data.id as string;
    const before = await storedCount();
    const refused = [
      await setup.fx.call('GET', rollCallUrl(event, 'DISEC', session), chairA),
      await tap(chairA, disec[0]!, 'present', randomUUID(), undefined, event, 'DISEC'),
      await setup.fx.call('GET', `${base(event)}/${event.committees.DISEC}/attendance`, chairA),
      await setup.fx.call('GET', rollCallUrl(other, 'UNSC', otherSession), chairA),
      await setup.fx.call('POST', `${rollCallUrl(other, 'UNSC', otherSession)}/marks`, chairA, {
        delegateId: unsc[0],
        mark: 'present',
        tapId: randomUUID(),
      }),
      await setup.fx.call('GET', `${base(other)}/${other.committees.UNSC}/attendance`, chairA),
      await setup.fx.call('GET', `${base(event)}/attendance`, chairA),
      await setup.fx.call('GET', `${base(event)}/attendance.csv`, chairA),
      await setup.fx.call('GET', `${base(event)}/attendance.xlsx`, chairA),
      await setup.fx.call('GET', `${base(other)}/attendance`, chairA),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual(refused.map(() => 403));
    // A delegate seated elsewhere is not theirs to mark either.
    expect((await tap(chairA, disec[0]!, 'present')).statusCode).toBe(400);
    expect(await storedCount()).toBe(before);
    expect((await setup.fx.call('GET', rollCallUrl(event, 'UNSC', session), chairA)).statusCode).toBe(200);
    expect((await setup.fx.call('GET', rollCallUrl(event, 'DISEC', session), setup.organiser)).statusCode).toBe(200);
  });
});

describe('roll call', () => {
  it('stores one mark for a tap replayed five times, one after another or at once', async () => {
    const tapId = randomUUID();
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await tap(chairA, unsc[19]!, 'present_and_voting', tapId));
    answers.push(...(await Promise.all(Array.from({ length: 5 }, () => tap(chairA, unsc[19]!, 'present_and_voting', tapId)))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(answers[0]!.json()).toMatchObject({ message: 'Attendance marked', data: { mark: 'present_and_voting', stored: true } });
    expect(answers.slice(1).every((answer) => answer.json().data.stored === false)).toBe(true);
    const stored = (await storedMarks(event.committees.UNSC!)).filter((data) => data.registrationId === unsc[19]);
    expect(stored).toEqual([
      expect.objectContaining({ tapId, mark: 'present_and_voting', previous: null, late: false, by: chairA.userId, sessionId: session }),
    ]);
  });

  it('stores 20 marks for 20 taps at once on 20 delegates, and the roll call shows them', async () => {
    const target = await fixtures.event({ UNSC: 25 });
    await fixtures.nameChairs(target, 'UNSC', { chair: chairA }, 25);
    const delegates = await fixtures.delegates(
      target,
      Array.from({ length: 20 }, () => ({ munExperience: 1 })),
    );
    for (const id of delegates) await fixtures.assign(id, target.committees.UNSC!);
    await fixtures.publish(target);
    const sessionId = (await addSession(target, { name: 'Session 1', day: '2026-12-10', start: '09:00' })).json().data.id as string;
    const answers = await Promise.all(
      delegates.map((id, index) =>
        setup.fx.call('POST', `${rollCallUrl(target, 'UNSC', sessionId)}/marks`, chairA, {
          delegateId: id,
          mark: index % 3 === 0 ? 'absent' : 'present',
          tapId: randomUUID(),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(await storedMarks(target.committees.UNSC!)).toHaveLength(20);
    const rollCall = (await setup.fx.call('GET', rollCallUrl(target, 'UNSC', sessionId), chairA)).json().data;
    expect(rollCall.delegates).toHaveLength(20);
    const markOf = new Map(rollCall.delegates.map((row: { delegateId: string; mark: string }) => [row.delegateId, row.mark]));
    expect(delegates.map((id) => markOf.get(id))).toEqual(delegates.map((_, index) => (index % 3 === 0 ? 'absent' : 'present')));
  });

  it('loses no update when ten taps for one delegate arrive at once: each mark names the one before, the last is current', async () => {
    const delegate = unsc[0]!;
    const marks = ['present', 'absent', 'present_and_voting'] as const;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => tap(chairA, delegate, marks[index % 3]!)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const stored = (await storedMarks(event.committees.UNSC!)).filter(
      (data) => data.registrationId === delegate && data.sessionId === session,
    );
    expect(stored.length).toBeGreaterThanOrEqual(3);
    let current: unknown = null;
    for (const data of stored) {
      expect(data.previous).toBe(current);
      expect(data.mark).not.toBe(current);
      current = data.mark;
    }
    const rollCall = (await setup.fx.call('GET', rollCallUrl(event, 'UNSC', session), chairA)).json().data;
    expect(rollCall.delegates.find((row: { delegateId: string }) => row.delegateId === delegate).mark).toBe(current);
  });

  it('marks late only with a present mark; corrections and the flag are new events; unknown sessions are refused', async () => {
    const delegate = unsc[1]!;
    expect((await tap(chairA, delegate, 'absent', randomUUID(), true)).json()).toMatchObject({
      message: 'An absent delegate cannot be late',
    });
    expect((await tap(chairA, delegate, 'absent')).json().data).toMatchObject({ mark: 'absent', late: false, stored: true });
    expect((await tap(chairA, delegate, 'present', randomUUID(), true)).json().data).toMatchObject({
      mark: 'present',
      late: true,
      stored: true,
    });
    expect((await tap(chairA, delegate, 'present', randomUUID(), true)).json()).toMatchObject({ message: 'Attendance already marked' });
    const stored = (await storedMarks(event.committees.UNSC!)).filter((data) => data.registrationId === delegate);
    expect(stored.map((data) => [data.previous, data.mark, data.late])).toEqual([
      [null, 'absent', false],
      ['absent', 'present', true],
    ]);
    const unknown = await setup.fx.call('POST', `${rollCallUrl(event, 'UNSC', 'no-such-session')}/marks`, chairA, {
      delegateId: delegate,
      mark: 'present',
      tapId: randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
    expect((await tap(chairA, delegate, 'maybe')).statusCode).toBe(400);
  });

  it("shows the chair their committee's attendance and the organiser every committee's, with an export of one row per delegate", async () => {
    for (const id of disec) expect((await tap(chairB, id, 'present', randomUUID(), undefined, event, 'DISEC')).statusCode).toBe(200);
    const mine = (await setup.fx.call('GET', `${base(event)}/${event.committees.UNSC}/attendance`, chairA)).json().data;
    expect(mine.committee.abbr).toBe('UNSC');
    expect(mine.sessions.map((each: { id: string }) => each.id)).toEqual([session]);
    expect(mine.delegates).toHaveLength(20);
    expect(mine.delegates.find((row: { delegateId: string }) => row.delegateId === unsc[1]).marks[session]).toEqual({
      mark: 'present',
      late: true,
    });

    const all = (await setup.fx.call('GET', `${base(event)}/attendance`, setup.organiser)).json().data;
    const disecCounts = all.committees.find((row: { abbr: string }) => row.abbr === 'DISEC');
    expect(disecCounts).toMatchObject({
      seated: 3,
      sessions: [{ sessionId: session, present: 3, presentAndVoting: 0, absent: 0, unmarked: 0 }],
    });
    const unscCounts = all.committees.find((row: { abbr: string }) => row.abbr === 'UNSC').sessions[0];
    expect(unscCounts.present + unscCounts.presentAndVoting + unscCounts.absent + unscCounts.unmarked).toBe(20);
    expect(unscCounts.late).toBeGreaterThanOrEqual(1);

    const csv = await setup.fx.call('GET', `${base(event)}/attendance.csv`, setup.organiser);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Committee,Delegate,School,Country,Session 1 (2026-12-10 09:00)');
    expect(lines).toHaveLength(1 + 23);
    expect(lines.filter((line) => line.startsWith('DISEC,')).every((line) => line.endsWith(',Present'))).toBe(true);

    const xlsx = await setup.fx.call('GET', `${base(event)}/attendance.xlsx`, setup.superUser);
    expect(xlsx.statusCode).toBe(200);
    const book = read(xlsx.rawPayload, { type: 'buffer' });
    const rows = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(['Committee', 'Delegate', 'School', 'Country', 'Session 1 (2026-12-10 09:00)']);
    expect(rows).toHaveLength(1 + 23);
  });

  it('shows every mark in History: who marked whom, when, and from what', async () => {
    await setup.system.runtime.waitForStored({ timeoutMs: 60_000 });
    const history = await setup.fx.call(
      'GET',
      `/api/v1/audit/status-changes?entityType=roll-call&entityId=${event.eventId}&pageSize=200`,
      setup.superUser,
    );
    expect(history.statusCode, history.body).toBe(200);
    const rows = history.json().data.rows as Array<Record<string, unknown>>;
    expect(rows).toContainEqual(
      expect.objectContaining({
        from: 'absent',
        to: 'present (late)',
        actorId: chairA.userId,
        detail: expect.stringContaining(`delegate ${unsc[1]}`),
      }),
    );
    const sessions = await setup.fx.call(
      'GET',
      `/api/v1/audit/status-changes?entityType=session&entityId=${event.eventId}`,
      setup.superUser,
    );
    expect(sessions.json().data.rows).toEqual([
      expect.objectContaining({ from: null, to: 'Session 1, 2026-12-10 09:00', actorId: setup.organiser.userId }),
    ]);
  });
});
