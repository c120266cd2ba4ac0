import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignDelegate } from '../../../commands/allocation/allocation-commands';
import { runEventCommand } from '../../../commands/events/event-commands';
import { cancelRegistration } from '../../../commands/registrations/registration-commands';
import type { Person } from '../../../test/support/organiser-fixtures';
import { dayFromToday } from '../../../test/support/event-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';

let { system, fx, db, superUser, organiser } = {} as WorkspaceTestSetup;
let committeeId: string;

beforeAll(async () => {
  ({ system, fx, db, superUser, organiser } = await startWorkspaceTest());
  const added = await fx.call('POST', '/api/v1/committees/add-committee', superUser, {
    abbr: 'UNSC',
    committee: 'Security Council',
    category: 'country',
  });
  committeeId = String(added.json().data.id);
});
afterAll(() => stopWorkspaceTest(system, db));

const storedCount = async (type: string) =>
  Number((await db.query<{ count: string }>('SELECT count(*) FROM es.events WHERE type = $1', [type])).rows[0]!.count);

const approvedEvent = async (overrides: Record<string, unknown> = {}) => {
  const event = await fx.createEvent(organiser, overrides);
  const approved = await fx.call('PATCH', `/api/v1/events/update-event-status/${event.id}`, superUser, { status: 'approved' });
  expect(approved.statusCode).toBe(200);
  return event;
};

const studentBody = (eventId: string, overrides: Record<string, unknown> = {}) => ({
  eventId,
  mun_experience: '3',
  pref_committee_1_id: committeeId,
  pref_committee_2_id: '',
  pref_committee_3_id: null,
  food_pref: 'Vegetarian',
  food_allergies: 'Peanut',
  emergency_name: 'Alice Lee',
  emergency_phone: '+971 50 650 5005',
  ...overrides,
});
const registerStudent = (who: Person, eventId: string, overrides: Record<string, unknown> = {}) =>
  fx.call('POST', `/api/v1/registerations/event-registration-student/${who.userId}`, who, studentBody(eventId, overrides));

describe('registering', () => {
  it('registers a student with a readable number; the student, the organiser and super users read it, nobody else', async () => {
    const event = await approvedEvent({ name: 'Gulf Youth MUN' });
    const student = await fx.person('student');
    const registered = await registerStudent(student, event.id);
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({
      message: 'Registration completed successfully!',
      data: {
        registration_no: 'GYM-0001',
        status: 'registered',
        mun_experience: 3,
        pref_committee_1: { id: committeeId, abbr: 'UNSC', committee: 'Security Council' },
        pref_committee_2: null,
        food_pref: 'Vegetarian',
        food_allergies: 'Peanut',
        emergency_name: 'Alice Lee',
        emergency_phone: '+971 50 650 5005',
        user: { id: student.userId, fullname: student.fullname, role: 'student' },
      },
    });
    const info = `/api/v1/registerations/get-registration-info-by-eventId-and-userId/${event.id}/${student.userId}`;
    expect((await fx.call('GET', info, student)).json().data.registration_no).toBe('GYM-0001');
    expect((await fx.call('GET', info, organiser)).statusCode).toBe(200);
    expect((await fx.call('GET', info, superUser)).statusCode).toBe(200);
    const other = await fx.person('student');
    const anotherOrganiser = await fx.organiser();
    for (const who of [other, anotherOrganiser]) {
      expect((await fx.call('GET', info, who)).statusCode).toBe(403);
      expect((await fx.call('GET', `/api/v1/registerations/get-registrations/${event.id}`, who)).statusCode).toBe(403);
    }
    const list = await fx.call('GET', `/api/v1/registerations/get-registrations/${event.id}`, organiser);
    expect(list.json().data.map((row: { user_id: string }) => row.user_id)).toEqual([student.userId]);
    expect((await fx.call('GET', '/api/v1/registerations/my-registrations', student)).json().data).toEqual([event.id]);
  });

  it('registers a teacher through the teacher route', async () => {
    const event = await approvedEvent();
    const teacher = await fx.person('teacher');
    const registered = await fx.call('POST', `/api/v1/registerations/event-registration-teacher/${teacher.userId}`, teacher, {
      eventId: event.id,
      foodPreference: 'Non-Vegetarian',
      foodAllergies: '',
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().data).toMatchObject({ food_pref: 'Non-Vegetarian', user: { role: 'teacher' } });
  });

  it('refuses the wrong route, another person’s id and bad fields, storing nothing', async () => {
    const event = await approvedEvent();
    const student = await fx.person('student');
    const teacher = await fx.person('teacher');
    const before = await storedCount('DelegateRegistered');
    const refusals = [
      [await fx.call('POST', `/api/v1/registerations/event-registration-teacher/${student.userId}`, student, { eventId: event.id }), 403],
      [await fx.call('POST', `/api/v1/registerations/event-registration-student/${teacher.userId}`, teacher, studentBody(event.id)), 403],
      [await fx.call('POST', `/api/v1/registerations/event-registration-student/${teacher.userId}`, student, studentBody(event.id)), 403],
      [await registerStudent(student, event.id, { emergency_phone: '050-650' }), 400],
      [await registerStudent(student, event.id, { pref_committee_2_id: 'no-such-committee' }), 400],
      [await registerStudent(student, event.id, { pref_committee_2_id: committeeId }), 400],
      [await registerStudent(student, event.id, { food_pref: 'Vegan' }), 400],
      [await registerStudent(student, event.id, { mun_experience: 'lots' }), 400],
    ] as const;
    expect(refusals.map(([response]) => response.statusCode)).toEqual(refusals.map(([, status]) => status));
    expect(refusals[3]![0].json().message).toBe('Only numbers and spaces are allowed in phone number');
    expect(await storedCount('DelegateRegistered')).toBe(before);
  });

  it('refuses pending, blocked and finished events', async () => {
    const student = await fx.person('student');
    const pending = await fx.createEvent(organiser);
    const blocked = await approvedEvent();
    await fx.call('PATCH', `/api/v1/events/update-event-status/${blocked.id}`, superUser, { status: 'blocked' });
    // An event that ended yesterday (the creation route refuses past dates, so it is made directly).
    const finishedId = randomUUID();
    const context = { commandId: randomUUID(), userId: organiser.userId };
    const details = {
      name: 'Past MUN',
      description: 'Done',
      startDate: dayFromToday(-3),
      endDate: dayFromToday(-1),
      numberOfSeats: 10,
      feesPerDelegate: 10,
      website: 'https://p.example.org',
      instagram: '@p',
    };
    await runEventCommand(
      system.deps.store,
      finishedId,
      {
        type: 'CreateEvent',
        eventId: finishedId,
        organiserId: organiser.organiserId,
        details,
        images: { coverImage: '/uploads/x.png', logoImage: '/uploads/y.png' },
        place: { schoolId: pending.school_id, localityId: null },
        by: organiser.userId,
        at: new Date().toISOString(),
      },
      context,
    );
    await runEventCommand(
      system.deps.store,
      finishedId,
      { type: 'ChangeEventStatus', to: 'approved', by: superUser.userId, at: new Date().toISOString() },
      { ...context, commandId: randomUUID() },
    );

    const answers = await Promise.all([pending.id, blocked.id, finishedId].map((id) => registerStudent(student, id)));
    expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [409, 'This event is not open for registration'],
      [409, 'This event is not open for registration'],
      [409, 'This event has ended'],
    ]);
  });
});

describe('under a rush', () => {
  it('gives one registration to the same person pressing Register five times at once', async () => {
    const event = await approvedEvent();
    const student = await fx.person('student');
    const answers = await Promise.all(Array.from({ length: 5 }, () => registerStudent(student, event.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const stored = await db.query(`SELECT 1 FROM es.events WHERE type = 'DelegateRegistered' AND stream_id = $1`, [`event-${event.id}`]);
    expect(stored.rowCount).toBe(1);
  });

  it('takes exactly as many as there are seats when more people register at once', async () => {
    const event = await approvedEvent({ number_of_seats: '3' });
    const students = await Promise.all(Array.from({ length: 8 }, () => fx.person('student')));
    const answers = await Promise.all(students.map((student) => registerStudent(student, event.id)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().message)).toEqual(
      Array(5).fill('This event is full: all seats are taken'),
    );
    const list = await fx.call('GET', `/api/v1/registerations/get-registrations/${event.id}`, organiser);
    expect(list.json().data).toHaveLength(3);
    expect(
      list
        .json()
        .data.map((row: { registration_no: string }) => row.registration_no)
        .sort(),
    ).toEqual(['GYM-0001', 'GYM-0002', 'GYM-0003']);
    // The organiser cannot take seats below the delegates already registered.
    const fewer = await fx.call('PATCH', `/api/v1/events/update-event/${event.id}`, organiser, { number_of_seats: 2 });
    expect(fewer.json().message).toBe('Seats cannot be fewer than the 3 delegates already registered');
  });
});

describe('ending a registration', () => {
  it('lets the delegate cancel, freeing the seat, and audits it', async () => {
    const event = await approvedEvent({ number_of_seats: '1' });
    const [first, second] = [await fx.person('student'), await fx.person('student')];
    const registered = (await registerStudent(first, event.id)).json().data;
    expect((await registerStudent(second, event.id)).statusCode).toBe(409);
    const stranger = await fx.person('student');
    expect(
      (await fx.call('DELETE', `/api/v1/registerations/delete-registration-by-registrationId/${registered.id}`, stranger)).statusCode,
    ).toBe(403);
    const cancelled = await fx.call('DELETE', `/api/v1/registerations/delete-registration-by-registrationId/${registered.id}`, first);
    expect(cancelled.json()).toMatchObject({ message: 'Registration cancelled successfully' });
    expect((await registerStudent(second, event.id)).statusCode).toBe(201);
    const history = await fx.call('GET', `/api/v1/audit/status-changes?entityType=registration&entityId=${registered.id}`, superUser);
    expect(history.json().data.rows.map((row: { from: string | null; to: string }) => `${row.from}->${row.to}`)).toEqual([
      'registered->cancelled',
      'null->registered',
    ]);
  });

  it("lets the event's organiser remove a delegate, and nobody else", async () => {
    const event = await approvedEvent();
    const student = await fx.person('student');
    const registered = (await registerStudent(student, event.id)).json().data;
    const another = await fx.organiser();
    expect((await fx.call('DELETE', `/api/v1/registerations/delete-delegate/${registered.id}`, another)).statusCode).toBe(403);
    expect((await fx.call('DELETE', `/api/v1/registerations/delete-delegate/${registered.id}`, student)).statusCode).toBe(403);
    const removed = await fx.call('DELETE', `/api/v1/registerations/delete-delegate/${registered.id}`, organiser);
    expect(removed.json().message).toBe('Delegate removed successfully');
    expect((await fx.call('GET', `/api/v1/registerations/get-registrations/${event.id}`, organiser)).json().data).toEqual([]);
  });

  it('gives the seat back when a delegate deletes their account, and keeps none of their details', async () => {
    const event = await approvedEvent({ number_of_seats: '1' });
    const [leaving, waiting] = [await fx.person('student'), await fx.person('student')];
    const registered = (await registerStudent(leaving, event.id)).json().data;
    expect((await fx.call('DELETE', `/api/v1/users/delete-account/${leaving.userId}`, leaving)).statusCode).toBe(200);
    expect((await registerStudent(waiting, event.id)).statusCode).toBe(201);
    const row = await db.query(
      'SELECT status, food_allergies, emergency_name, emergency_phone FROM rm_registrations_list.registrations WHERE id = $1',
      [registered.id],
    );
    expect(row.rows[0]).toEqual({ status: 'cancelled', food_allergies: null, emergency_name: null, emergency_phone: null });
  });

  it('keeps the committee seat of a delegate whose leaving is refused', async () => {
    const event = await approvedEvent();
    const [student, stranger] = [await fx.person('student'), await fx.person('student')];
    const registered = (await registerStudent(student, event.id)).json().data;
    const committee = await fx.call('POST', '/api/v1/event-committees/save-event-committees-by-event', organiser, {
      committeeId,
      eventId: event.id,
      category: 'country',
      abbr: 'UNSC',
      seats: '10',
    });
    const env = { store: system.deps.store, now: new Date() };
    const context = () => ({ commandId: randomUUID(), userId: organiser.userId });
    await assignDelegate(
      env,
      {
        eventId: event.id,
        registrationId: registered.id,
        eventCommitteeId: committee.json().data.id,
        countryId: null,
        respectLock: false,
        by: organiser.userId,
      },
      context(),
    );
    const before = await storedCount('DelegateUnassigned');

    // The registration is not the stranger's: the event refuses, so the seat must stay taken.
    const leaving = cancelRegistration(
      env,
      { eventId: event.id, registrationId: registered.id, userId: stranger.userId, username: null },
      context(),
    );

    await expect(leaving).rejects.toMatchObject({ code: 'REGISTRATION_NOT_FOUND' });
    expect(await storedCount('DelegateUnassigned')).toBe(before);
  });
});
