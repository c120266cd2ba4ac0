import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocationFixtures, type AllocationEvent, type Countries } from '../../../test/support/allocation-fixtures';
import type { Person } from '../../../test/support/organiser-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';

let setup: WorkspaceTestSetup;
let fixtures: ReturnType<typeof allocationFixtures>;
let countries: Countries;
let schools: Array<{ id: string; name: string }>;

beforeAll(async () => {
  setup = await startWorkspaceTest();
  fixtures = allocationFixtures(setup);
  countries = await fixtures.seed(['DISEC']);
  schools = (await setup.fx.call('GET', '/api/v1/schools/all-schools', setup.superUser)).json().data;
});
afterAll(() => stopWorkspaceTest(setup?.system, setup?.db));

/** A person at the first seeded school (school A) or, moved there, at school B. */
const person = async (role: 'student' | 'teacher', school: 'A' | 'B' = 'A') => {
  const someone = await setup.fx.person(role);
  if (school === 'B') await moveTo(someone, role, schools[1]!.id);
  return someone;
};

/** The person's profile saved again, naming another school. */
const moveTo = async (who: Person, role: 'student' | 'teacher', schoolId: string) => {
  const moved = await setup.fx.call('PATCH', `/api/v1/users/${role}-profile-update/${who.userId}`, who, {
    fullname: who.fullname,
    username: who.username,
    birthday: '1990-04-12',
    gender: 'female',
    school_id: schoolId,
    ...(role === 'student' ? { grade: 'grade-9' } : { yearsOfExperience: '7' }),
    country_code: '+971',
    phone: '50 650 5005',
  });
  expect(moved.statusCode, moved.body).toBe(200);
};

const delegation = async (teacher: Person) => {
  const answer = await setup.fx.call('GET', '/api/v1/delegations', teacher);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Array<{
    id: string;
    name: string;
    delegates: Array<{ id: string; fullname: string; grade: string; status: string; committee: unknown; country: unknown }>;
  }>;
};
const delegatesOf = async (teacher: Person, event: AllocationEvent) =>
  (await delegation(teacher)).find((entry) => entry.id === event.eventId)?.delegates ?? [];

const notificationsOf = async (who: Person, kind: string) =>
  (
    await setup.db.query<{ message: string }>(
      'SELECT message FROM rm_notifications.notifications WHERE user_id = $1 AND kind = $2 ORDER BY seq',
      [who.userId, kind],
    )
  ).rows.map((row) => row.message);

describe("a teacher's school delegation", () => {
  it("shows school A's teacher A's delegates, their seats only once published, and tells the teacher once", async () => {
    const event = await fixtures.event({ DISEC: 5 });
    const teacherA = await person('teacher');
    const teacherB = await person('teacher', 'B');
    const studentA = await person('student');
    const studentB = await person('student', 'B');
    const seatA = await fixtures.registerStudent(studentA, event);
    const seatB = await fixtures.registerStudent(studentB, event);
    await fixtures.caughtUp();

    const seen = await delegatesOf(teacherA, event);
    expect(seen).toEqual([
      expect.objectContaining({
        id: seatA.id,
        registration_no: seatA.registration_no,
        fullname: studentA.fullname,
        grade: 'grade-9',
        status: 'registered',
        committee: null,
        country: null,
      }),
    ]);
    expect((await delegatesOf(teacherB, event)).map((delegate) => delegate.id)).toEqual([seatB.id]);
    expect(await notificationsOf(teacherA, 'delegation_registered')).toEqual([
      `Delegate ${seatA.registration_no} of your delegation is registered for '${(await delegation(teacherA))[0]!.name}'.`,
    ]);

    // A draft seat is the organiser's: the advisor sees and hears nothing of it.
    expect((await fixtures.assign(seatA.id, event.committees.DISEC!, countries.get('France')!.id)).statusCode).toBe(200);
    await fixtures.caughtUp();
    expect((await delegatesOf(teacherA, event))[0]).toMatchObject({ committee: null, country: null });
    expect(await notificationsOf(teacherA, 'delegation_seated')).toEqual([]);

    const published = await setup.fx.call('POST', `/api/v1/allocation/${event.eventId}/publish`, setup.organiser, {});
    expect(published.statusCode, published.body).toBe(200);
    await fixtures.caughtUp();
    expect((await delegatesOf(teacherA, event))[0]).toMatchObject({
      committee: { id: event.committees.DISEC, abbr: 'DISEC' },
      country: { id: countries.get('France')!.id, name: 'France' },
    });
    const told = await notificationsOf(teacherA, 'delegation_seated');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(new RegExp(`^Delegate ${seatA.registration_no} of your delegation is seated in DISEC as France at '.+'\\.$`));
    // Nobody of school B hears of it; the student hears of their own seat as before.
    expect(await notificationsOf(teacherB, 'delegation_seated')).toEqual([]);
    expect(await notificationsOf(studentA, 'delegate_assigned')).toHaveLength(1);
    // Published again with nothing new: nobody is told twice.
    await setup.fx.call('POST', `/api/v1/allocation/${event.eventId}/publish`, setup.organiser, {});
    await fixtures.caughtUp();
    expect(await notificationsOf(teacherA, 'delegation_seated')).toHaveLength(1);
  });

  it("gives the students' names and grades, never their email, phone or birthday", async () => {
    const event = await fixtures.event({ DISEC: 5 });
    const teacher = await person('teacher');
    const student = await person('student');
    await fixtures.registerStudent(student, event);
    await fixtures.caughtUp();
    const answer = await setup.fx.call('GET', '/api/v1/delegations', teacher);
    const body = answer.body;
    expect(body).toContain(student.fullname);
    expect(body).not.toContain(student.email);
    expect(body).not.toMatch(/email|phone|birthday|1990-04-12|650 5005/i);
  });

  it('refuses a student, and shows a teacher who changes school the new school at once, not the old one', async () => {
    const student = await person('student');
    const refused = await setup.fx.call('GET', '/api/v1/delegations', student);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only teachers see their school’s delegation');

    const event = await fixtures.event({ DISEC: 5 });
    const teacher = await person('teacher');
    const atA = await fixtures.registerStudent(await person('student'), event);
    const atB = await fixtures.registerStudent(await person('student', 'B'), event);
    await fixtures.caughtUp();
    expect((await delegatesOf(teacher, event)).map((delegate) => delegate.id)).toContain(atA.id);

    // No waiting for the read models: the next call already names school B.
    await moveTo(teacher, 'teacher', schools[1]!.id);
    const ids = (await delegatesOf(teacher, event)).map((delegate) => delegate.id);
    expect(ids).toContain(atB.id);
    expect(ids).not.toContain(atA.id);
  });

  it('moves a delegate who changes school to the new delegation, and keeps a teacher without a school empty', async () => {
    const event = await fixtures.event({ DISEC: 5 });
    const teacherA = await person('teacher');
    const teacherB = await person('teacher', 'B');
    const student = await person('student');
    const seat = await fixtures.registerStudent(student, event);
    await fixtures.caughtUp();
    expect((await delegatesOf(teacherA, event)).map((delegate) => delegate.id)).toEqual([seat.id]);
    await moveTo(student, 'student', schools[1]!.id);
    expect(await delegatesOf(teacherA, event)).toEqual([]);
    expect((await delegatesOf(teacherB, event)).map((delegate) => delegate.id)).toContain(seat.id);

    const newcomer = await setup.fx.person('teacher', { profile: false });
    expect(await delegation(newcomer)).toEqual([]);
  });
});
