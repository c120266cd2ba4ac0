import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelRegistration } from '../../../commands/registrations/registration-commands';
import type { Person } from '../../../test/support/organiser-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';

let { system, fx, db, superUser, organiser } = {} as WorkspaceTestSetup;
let sgRole: string;
let pressRole: string;
let unscId: string;

const leaders = (eventId: string) => `/api/v1/event-leaders/get-leadership-roles-by-event/${eventId}`;
const committees = (eventId: string) => `/api/v1/event-committees/get-all-event-committees/${eventId}`;
const LEAVER_PHONE = '+971506507007';

beforeAll(async () => {
  ({ system, fx, db, superUser, organiser } = await startWorkspaceTest());
  const role = async (abbr: string, name: string) =>
    String(
      (await fx.call('POST', '/api/v1/leadership-roles/add-leadership-role', superUser, { abbr, leadership_role: name })).json().data.id,
    );
  sgRole = await role('SG', 'Secretary-General');
  pressRole = await role('PR', 'Head of Press');
  unscId = String(
    (
      await fx.call('POST', '/api/v1/committees/add-committee', superUser, {
        abbr: 'UNSC',
        committee: 'Security Council',
        category: 'country',
      })
    ).json().data.id,
  );
});
afterAll(() => stopWorkspaceTest(system, db));

const approvedEvent = async () => {
  const event = await fx.createEvent(organiser);
  expect((await fx.call('PATCH', `/api/v1/events/update-event-status/${event.id}`, superUser, { status: 'approved' })).statusCode).toBe(
    200,
  );
  return event.id;
};

const register = async (eventId: string, who: Person) => {
  const registered = await fx.call('POST', `/api/v1/registerations/event-registration-student/${who.userId}`, who, {
    eventId,
    mun_experience: '1',
    food_pref: 'Vegetarian',
    emergency_name: 'Alice Lee',
    emergency_phone: '050 650 5005',
  });
  expect(registered.statusCode).toBe(201);
  return registered.json().data.id as string;
};

/** A student whose phone number no other test person has, so the lists can be searched for it. */
const leaverPerson = async () => {
  const person = await fx.person('student');
  const school = await fx.firstSchool(person.headers);
  const updated = await fx.call('PATCH', `/api/v1/users/student-profile-update/${person.userId}`, person, {
    fullname: person.fullname,
    username: person.username,
    birthday: '2010-04-12',
    gender: 'female',
    school_id: school.id,
    grade: 'grade-9',
    country_code: '+971',
    phone: '50 650 7007',
  });
  expect(updated.statusCode).toBe(200);
  return person;
};

/**
 * An event where the leaver is Secretary-General and chairs UNSC; another delegate (the
 * reader) is Head of Press and its deputy chair, and keeps both.
 */
const eventWithLeader = async (leaver: Person) => {
  const eventId = await approvedEvent();
  const reader = await fx.person('student');
  const leaverRegistration = await register(eventId, leaver);
  const readerRegistration = await register(eventId, reader);
  const sg = await fx.call('POST', '/api/v1/event-leaders/save-leadership-role-by-event', organiser, {
    eventId,
    userId: leaver.userId,
    roleId: sgRole,
  });
  const press = await fx.call('POST', '/api/v1/event-leaders/save-leadership-role-by-event', organiser, {
    eventId,
    userId: reader.userId,
    roleId: pressRole,
  });
  expect([sg.statusCode, press.statusCode]).toEqual([201, 201]);
  const committee = await fx.call('POST', '/api/v1/event-committees/save-event-committees-by-event', organiser, {
    committeeId: unscId,
    eventId,
    seats: '10',
    chair_username: leaver.username,
    deputy_chair1_username: reader.username,
  });
  expect(committee.statusCode).toBe(201);
  const seat = await fx.call('POST', '/api/v1/registerations/assign-delegate', organiser, {
    delegateId: leaverRegistration,
    committeeId: committee.json().data.id,
  });
  expect(seat.statusCode).toBe(200);
  // The Support Contact tab shows the leaver's phone and email to the other delegates.
  const before = JSON.stringify((await fx.call('GET', leaders(eventId), reader)).json().data);
  expect(before).toContain(LEAVER_PHONE);
  expect(before).toContain(leaver.email);
  return {
    eventId,
    reader,
    leaverRegistration,
    readerRegistration,
    sgEntry: sg.json().data.id as string,
    pressEntry: press.json().data.id as string,
    eventCommitteeId: committee.json().data.id as string,
  };
};

type Setup = Awaited<ReturnType<typeof eventWithLeader>>;

const organiserNotifications = async (eventId: string) =>
  (
    await db.query<{ kind: string; message: string }>(
      'SELECT kind, message FROM rm_notifications.notifications WHERE user_id = $1 AND event_id = $2 ORDER BY seq',
      [organiser.userId, eventId],
    )
  ).rows.filter((row) => row.message.includes('is vacant'));

const history = async (entityType: string, entityId: string) =>
  (await fx.call('GET', `/api/v1/audit/status-changes?entityType=${entityType}&entityId=${entityId}`, superUser)).json().data
    .rows as Array<{
    from: string;
    to: string;
    actorId: string;
    detail: string;
    entityName: string | null;
  }>;

/** What every way of leaving must leave behind. */
const expectReleased = async (setup: Setup, leaver: Person, reason: { words: string; detail: string; actor: string }) => {
  const { eventId, reader } = setup;
  const shown = (await fx.call('GET', leaders(eventId), reader)).json().data as Array<{ id: string }>;
  expect(shown.map((entry) => entry.id)).toEqual([setup.pressEntry]);
  expect(JSON.stringify(shown)).not.toContain(LEAVER_PHONE);
  expect(JSON.stringify(shown)).not.toContain(leaver.email);
  const [committee] = (await fx.call('GET', committees(eventId), reader)).json().data;
  expect(committee).toMatchObject({ chair_username: null, chair_name: null, deputy_chair_1_username: reader.username });
  // The seat goes too (the Delegates tab's read model follows on its own time).
  await expect
    .poll(async () => (await fx.call('GET', committees(eventId), organiser)).json().data[0].assigned, { timeout: 20_000, interval: 200 })
    .toBe(0);

  await expect
    .poll(() => organiserNotifications(eventId), { timeout: 20_000, interval: 200 })
    .toEqual([
      { kind: 'leadership_role_removed', message: `Secretary-General at 'Gulf Youth MUN' is vacant: ${reason.words}.` },
      { kind: 'committee_updated', message: `The chair of UNSC at 'Gulf Youth MUN' is vacant: ${reason.words}.` },
    ]);

  expect(await history('leadership-role', setup.sgEntry)).toMatchObject([
    {
      from: 'held',
      to: 'released',
      actorId: reason.actor,
      detail: `holder left (${reason.detail}); event ${eventId}, role ${sgRole}, holder ${leaver.userId}`,
    },
  ]);
  expect(await history('committee-chair', setup.eventCommitteeId)).toMatchObject([
    {
      from: 'held',
      to: 'released',
      actorId: reason.actor,
      entityName: 'UNSC',
      detail: `chair: holder left (${reason.detail}); event ${eventId}`,
    },
  ]);
  expect(await history('leadership-role', setup.pressEntry)).toEqual([]);
};

describe('leaving an event leaves everything', () => {
  it('releases the roles and chairs of a delegate who cancels', async () => {
    const leaver = await leaverPerson();
    const setup = await eventWithLeader(leaver);
    const cancelled = await fx.call(
      'DELETE',
      `/api/v1/registerations/delete-registration-by-registrationId/${setup.leaverRegistration}`,
      leaver,
    );
    expect(cancelled.statusCode).toBe(200);
    await expectReleased(setup, leaver, {
      words: 'the holder cancelled their registration',
      detail: 'registration cancelled',
      actor: leaver.userId,
    });
  });

  it("releases them when the event's organiser removes the delegate, and tells the organiser all the same", async () => {
    const leaver = await leaverPerson();
    const setup = await eventWithLeader(leaver);
    expect((await fx.call('DELETE', `/api/v1/registerations/delete-delegate/${setup.leaverRegistration}`, organiser)).statusCode).toBe(200);
    await expectReleased(setup, leaver, {
      words: 'the holder was removed from the event',
      detail: 'removed from the event',
      actor: organiser.userId,
    });
  });

  it('releases them when the delegate is merged away', async () => {
    const leaver = await leaverPerson();
    const setup = await eventWithLeader(leaver);
    const merged = await fx.call('POST', '/api/v1/registerations/merge-delegates', organiser, {
      keepId: setup.readerRegistration,
      removeId: setup.leaverRegistration,
    });
    expect(merged.statusCode).toBe(200);
    await expectReleased(setup, leaver, {
      words: 'the holder was merged into another delegate',
      detail: 'merged into another delegate',
      actor: organiser.userId,
    });
  });

  it('releases them in every event when the account is deleted, chairs held without a registration too', async () => {
    const leaver = await leaverPerson();
    const setup = await eventWithLeader(leaver);
    // Chairs are named by username: a chair need not be a delegate of the event.
    const elsewhere = await approvedEvent();
    const chaired = await fx.call('POST', '/api/v1/event-committees/save-event-committees-by-event', organiser, {
      committeeId: unscId,
      eventId: elsewhere,
      deputy_chair2_username: leaver.username,
    });
    expect(chaired.json().data.deputy_chair_2_username).toBe(leaver.username);

    expect((await fx.call('DELETE', `/api/v1/users/delete-account/${leaver.userId}`, leaver)).statusCode).toBe(200);
    await expectReleased(setup, leaver, { words: "the holder's account was deleted", detail: 'account deleted', actor: leaver.userId });
    const [other] = (await fx.call('GET', committees(elsewhere), organiser)).json().data;
    expect(other).toMatchObject({ deputy_chair_2_username: null, deputy_chair_2_name: null });
    expect(await history('committee-chair', other.id)).toMatchObject([
      { from: 'held', to: 'released', detail: `deputy chair 2: holder left (account deleted); event ${elsewhere}` },
    ]);
  });

  it('releases nothing when a cancellation is run again after the person registered anew and was given a role', async () => {
    const eventId = await approvedEvent();
    const person = await fx.person('student');
    const first = await register(eventId, person);
    const commandId = randomUUID();
    const environment = () => ({ store: system.deps.store, now: new Date() });
    const input = { eventId, registrationId: first, userId: person.userId, username: person.username };
    // A worker cancels (the person holds nothing yet) and crashes before it can report.
    await cancelRegistration(environment(), input, { commandId, userId: person.userId });
    await register(eventId, person);
    const given = await fx.call('POST', '/api/v1/event-leaders/save-leadership-role-by-event', organiser, {
      eventId,
      userId: person.userId,
      roleId: sgRole,
    });
    expect(given.statusCode).toBe(201);
    // The same cancellation, run again, finds its registration ended and leaves the new role alone.
    await cancelRegistration(environment(), input, { commandId, userId: person.userId });
    expect((await fx.call('GET', leaders(eventId), organiser)).json().data.map((entry: { id: string }) => entry.id)).toEqual([
      given.json().data.id,
    ]);
    const released = await db.query("SELECT count(*)::int AS count FROM es.events WHERE stream_id = $1 AND type = 'EventLeaderRemoved'", [
      `event-leaders-${eventId}`,
    ]);
    expect(released.rows[0].count).toBe(0);
  });
});
