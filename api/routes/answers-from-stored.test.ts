import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerificationToken } from '../../commands/users/verification-token';
import { userStreamId } from '@domain/users/user';
import type { Person } from '../../test/support/organiser-fixtures';
import { minimalPdf } from '../../test/support/sample-files';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../test/support/workspace-test-setup';

/**
 * Every write answers from what it stored. With the projectors stopped (no read model moves,
 * as when they fall far behind under load) each write still answers its success with the data
 * it stored, a retry with the same Idempotency-Key answers the same record and stores nothing
 * more, and once the read models catch up the read routes show exactly what the writes answered.
 */
let { system, fx, db, superUser, organiser } = {} as WorkspaceTestSetup;
const people: Record<'delegate' | 'holder' | 'applicant' | 'assignee' | 'addee' | 'target' | 'chair', Person> = {} as never;
let newcomer: { userId: string; email: string; password: string };
let eventId: string;
/** One seat, taken: its waiting list is written with the read models stopped. */
let fullEventId: string;
let waiters: [Person, Person];
let catalogueCommitteeId: string;
let otherCatalogueCommitteeId: string;
let roleId: string;
let committeeId: string;
let entryId: string;
let documentUrl: string;
let school: { id: string; name: string; locality_id: string; area_id: string | null };

type Response = Awaited<ReturnType<WorkspaceTestSetup['fx']['call']>>;
type Who = { headers: Record<string, string> };
const withKey = (who: Who, key: string): Who => ({ headers: { ...who.headers, 'idempotency-key': key } });
const call = (method: 'POST' | 'PATCH' | 'GET', url: string, who: Who, payload?: unknown) => fx.call(method, url, who as Person, payload);

const uploadDocument = async (forEvent: string) => {
  const boundary = `----vitest${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="eventId"\r\n\r\n${forEvent}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rules.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    minimalPdf(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const uploaded = await system.app.inject({
    method: 'POST',
    url: '/api/v1/general-documents/upload-general-document',
    payload,
    headers: { ...organiser.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return uploaded.json().documentUrl as string;
};

const expectStatus = (response: Response, status: number) => expect(response.statusCode, response.body).toBe(status);

beforeAll(async () => {
  ({ system, fx, db, superUser, organiser } = await startWorkspaceTest());
  for (const name of Object.keys({ delegate: 0, holder: 0, applicant: 0, assignee: 0, addee: 0, target: 0, chair: 0 }) as Array<
    keyof typeof people
  >)
    people[name] = await fx.person(name === 'assignee' || name === 'addee' ? 'teacher' : 'student');
  newcomer = await system.createUser({ role: 'student', emailVerified: false });
  school = (await call('GET', '/api/v1/schools/all-schools', superUser)).json().data[0];

  const committee = await call('POST', '/api/v1/committees/add-committee', superUser, {
    abbr: 'UNSC',
    committee: 'Security Council',
    category: 'country',
  });
  catalogueCommitteeId = String(committee.json().data.id);
  const other = await call('POST', '/api/v1/committees/add-committee', superUser, {
    abbr: 'DISEC',
    committee: 'Disarmament',
    category: 'country',
  });
  otherCatalogueCommitteeId = String(other.json().data.id);
  const role = await call('POST', '/api/v1/leadership-roles/add-leadership-role', superUser, {
    abbr: 'SG',
    leadership_role: 'Secretary-General',
  });
  roleId = String(role.json().data.id);

  eventId = (await fx.createEvent(organiser, { name: 'Gulf Youth MUN' })).id;
  expectStatus(await call('PATCH', `/api/v1/events/update-event-status/${eventId}`, superUser, { status: 'approved' }), 200);
  const registration = {
    eventId,
    mun_experience: '3',
    pref_committee_1_id: catalogueCommitteeId,
    pref_committee_2_id: '',
    pref_committee_3_id: null,
    food_pref: 'Vegetarian',
    food_allergies: 'Peanut',
    emergency_name: 'Alice Lee',
    emergency_phone: '+971 50 650 5005',
  };
  expectStatus(
    await call('POST', `/api/v1/registerations/event-registration-student/${people.holder.userId}`, people.holder, registration),
    201,
  );
  const saved = await call('POST', '/api/v1/event-committees/save-event-committees-by-event', organiser, {
    committeeId: catalogueCommitteeId,
    eventId,
    category: 'country',
    abbr: 'UNSC',
    seats: '40',
  });
  expectStatus(saved, 201);
  committeeId = saved.json().data.id;
  const held = await call('POST', '/api/v1/event-leaders/save-leadership-role-by-event', organiser, {
    eventId,
    userId: people.holder.userId,
    roleId,
  });
  expectStatus(held, 201);
  entryId = held.json().data.id;
  documentUrl = await uploadDocument(eventId);

  fullEventId = (await fx.createEvent(organiser, { name: 'Full House MUN', number_of_seats: 1 })).id;
  expectStatus(await call('PATCH', `/api/v1/events/update-event-status/${fullEventId}`, superUser, { status: 'approved' }), 200);
  const seated = await fx.person('student', { profile: false });
  expectStatus(
    await call('POST', `/api/v1/registerations/event-registration-student/${seated.userId}`, seated, { eventId: fullEventId }),
    201,
  );
  waiters = [await fx.person('student'), await fx.person('student')];

  // From here on no read model moves: every wait of a write times out at once.
  await system.runtime.stop();
  system.deps.config.PROJECTION_WAIT_MS = 50;
}, 240_000);
afterAll(() => stopWorkspaceTest(system, db));

const count = async (where: string) =>
  Number((await db.query<{ count: string }>(`SELECT count(*) FROM es.events WHERE ${where}`)).rows[0]!.count);

/** What each write answered while the read models stood still, and the read that must show the same once they catch up. */
const answered: Array<{ what: string; data: unknown; read: () => Promise<unknown> }> = [];
const rowOf = (url: string, who: Who, id: string) => async () =>
  ((await call('GET', url, who)).json().data as Array<{ id: string }>).find((row) => row.id === id);

describe('with the read models stopped, a write answers what it stored', () => {
  it('create-event answers 201 with the event; a retry with the same key answers the same event and stores no second one', async () => {
    const body = await fx.eventBody(organiser, { name: 'Lagging MUN' });
    const key = randomUUID();
    const before = await count("type = 'EventCreated'");
    const created = await call('POST', `/api/v1/events/create-event/${organiser.organiserId}`, withKey(organiser, key), body);
    expectStatus(created, 201);
    expect(created.json()).toMatchObject({
      message: 'Event created successfully',
      data: {
        name: 'Lagging MUN',
        status: 'pending',
        number_of_seats: 120,
        seats_left: 120,
        organiser_id: organiser.organiserId,
        revision: 0,
      },
    });
    const retried = await call('POST', `/api/v1/events/create-event/${organiser.organiserId}`, withKey(organiser, key), body);
    expectStatus(retried, 201);
    expect(retried.json().data).toEqual(created.json().data);
    expect(await count("type = 'EventCreated'")).toBe(before + 1);

    const id = created.json().data.id as string;
    const updated = await call('PATCH', `/api/v1/events/update-event/${id}`, organiser, { name: 'Lagging MUN 2026' });
    expectStatus(updated, 200);
    expect(updated.json().data).toMatchObject({ id, name: 'Lagging MUN 2026', revision: 1 });
    const flagged = await call('PATCH', `/api/v1/events/update-event-status/${id}`, superUser, { status: 'flagged' });
    expectStatus(flagged, 200);
    expect(flagged.json()).toMatchObject({
      message: 'Event status updated to flagged',
      data: { id, name: 'Lagging MUN 2026', status: 'flagged' },
    });
    expect(flagged.headers.etag).toBe('"2"');
    answered.push({
      what: 'update-event-status',
      data: flagged.json().data,
      read: async () => (await call('GET', `/api/v1/events/get-event-by-id/${id}`, superUser)).json().data[0],
    });
  });

  it('a registration answers 201 with the registration; a retry with the same key answers the same one', async () => {
    const url = `/api/v1/registerations/event-registration-student/${people.delegate.userId}`;
    const body = {
      eventId,
      mun_experience: '2',
      pref_committee_1_id: catalogueCommitteeId,
      pref_committee_2_id: '',
      pref_committee_3_id: null,
      food_pref: 'Vegetarian',
      food_allergies: '',
      emergency_name: 'Bo Lee',
      emergency_phone: '+971 50 650 5006',
    };
    const key = randomUUID();
    const registered = await call('POST', url, withKey(people.delegate, key), body);
    expectStatus(registered, 201);
    expect(registered.json().data).toMatchObject({
      registration_no: 'GYM-0002',
      status: 'registered',
      pref_committee_1: { id: catalogueCommitteeId, abbr: 'UNSC', committee: 'Security Council' },
      user: { id: people.delegate.userId, fullname: people.delegate.fullname, username: people.delegate.username },
    });
    const retried = await call('POST', url, withKey(people.delegate, key), body);
    expectStatus(retried, 201);
    expect(retried.json().data).toEqual(registered.json().data);
    answered.push({
      what: 'registration',
      data: registered.json().data,
      read: async () =>
        (
          await call(
            'GET',
            `/api/v1/registerations/get-registration-info-by-eventId-and-userId/${eventId}/${people.delegate.userId}`,
            people.delegate,
          )
        ).json().data,
    });
  });

  it('each other write answers its success with what it stored', async () => {
    const organisers = '/api/v1/organisers/all-organisers';
    // Each case may use what the ones before it answered (by `what`).
    const previous: Record<string, { id: string; token: string }> = {};
    const cases: Array<{
      what: string;
      send: () => Promise<Response>;
      status: number;
      data: Record<string, unknown> | unknown[];
      read?: (answer: { id?: string }) => () => Promise<unknown>;
    }> = [
      {
        what: 'organiser approval request',
        send: async () => {
          const evidence = (await fx.uploadEvidence(people.applicant.headers)).json().data.documentUrl as string;
          return call('POST', `/api/v1/organisers/organiser-approval-request/${people.applicant.userId}`, people.applicant, {
            role: 'MUN director',
            evidenceDocs: [evidence],
          });
        },
        status: 201,
        data: { user_id: people.applicant.userId, status: 'pending', revision: 0, user: { fullname: people.applicant.fullname } },
      },
      {
        what: 'organiser status change',
        send: () =>
          call('PATCH', `/api/v1/organisers/update-organiser-status/${previous['organiser approval request']!.id}`, superUser, {
            status: 'approved',
          }),
        status: 200,
        data: { user_id: people.applicant.userId, status: 'approved', revision: 1, actioned_by_user_id: superUser.userId },
        read: (answer) => rowOf(organisers, superUser, answer.id!),
      },
      {
        what: 'organiser assigned to a school',
        send: () => call('POST', '/api/v1/organisers/assign-organiser-to-school', superUser, { userId: people.assignee.userId }),
        status: 201,
        data: { user_id: people.assignee.userId, status: 'approved', evidence: 'Internal', school: school.name },
        read: (answer) => rowOf(organisers, superUser, answer.id!),
      },
      {
        what: 'organiser added by a super user',
        send: () =>
          call('POST', '/api/v1/organisers/add-organiser-by-super-user', superUser, {
            user_id: people.addee.userId,
            school_id: school.id,
            locality_id: school.locality_id,
            role: 'Head of MUN',
            evidence: 'Internal',
          }),
        status: 201,
        data: { user_id: people.addee.userId, status: 'pending', role: 'Head of MUN', actioned_by_user_id: superUser.userId },
        read: (answer) => rowOf(organisers, superUser, answer.id!),
      },
      {
        what: 'event committee added',
        send: () =>
          call('POST', '/api/v1/event-committees/save-event-committees-by-event', organiser, {
            committeeId: otherCatalogueCommitteeId,
            eventId,
            category: 'country',
            abbr: 'DISEC',
            seats: '30',
            chair_username: people.chair.username,
            deputy_chair1_username: null,
            deputy_chair2_username: null,
          }),
        status: 201,
        data: { seats: 30, assigned: 0, abbr: 'DISEC', chair_username: people.chair.username, chair_name: people.chair.fullname },
        read: (answer) => rowOf(`/api/v1/event-committees/get-all-event-committees/${eventId}`, organiser, answer.id!),
      },
      {
        what: 'event committee updated',
        send: () =>
          call('PATCH', `/api/v1/event-committees/update-event-committees-by-event/${committeeId}`, organiser, {
            committeeId: catalogueCommitteeId,
            seats: '45',
            chair_username: people.chair.username,
            deputy_chair1_username: null,
            deputy_chair2_username: null,
          }),
        status: 200,
        data: { id: committeeId, seats: 45, committee: { abbr: 'UNSC', committee: 'Security Council' }, chair_name: people.chair.fullname },
        read: (answer) => rowOf(`/api/v1/event-committees/get-all-event-committees/${eventId}`, organiser, answer.id!),
      },
      {
        what: 'leadership role given',
        send: () =>
          call('POST', '/api/v1/event-leaders/save-leadership-role-by-event', organiser, {
            eventId,
            userId: people.delegate.userId,
            roleId,
          }),
        status: 201,
        data: { ranking: 2, leadership_roles: { abbr: 'SG' }, users: { id: people.delegate.userId, fullname: people.delegate.fullname } },
      },
      {
        what: 'leadership role moved',
        send: () => call('PATCH', `/api/v1/event-leaders/update-leadership-role-ranking-by-event/${entryId}`, organiser, { direction: 1 }),
        status: 200,
        data: [
          { userId: people.delegate.userId, ranking: 1 },
          { id: entryId, userId: people.holder.userId, ranking: 2 },
        ],
        read: () => async () =>
          (await call('GET', `/api/v1/event-leaders/get-leadership-roles-by-event/${eventId}`, organiser)).json().data,
      },
      {
        what: 'general document saved',
        send: () =>
          call('POST', '/api/v1/general-documents/save-general-document', organiser, {
            eventId,
            doc_type: 'general',
            title: 'Rules of procedure',
            file_url: documentUrl,
          }),
        status: 201,
        data: { eventId, committeeId: null, doc_type: 'general', title: 'Rules of procedure', file_url: documentUrl },
        read: (answer) => rowOf(`/api/v1/general-documents/get-general-documents-by-event/${eventId}`, organiser, answer.id!),
      },
      {
        what: 'user status change',
        send: () => call('PATCH', `/api/v1/users/update-user-status/${people.target.userId}`, superUser, { status: 'flagged' }),
        status: 200,
        data: { id: people.target.userId, status: 'flagged', global_role: 'user', fullname: people.target.fullname },
        read: (answer) => rowOf('/api/v1/users/all-users', superUser, answer.id!),
      },
      {
        what: 'super user appointed',
        send: () => call('PATCH', '/api/v1/users/send-superuser-invite', superUser, { userId: people.chair.userId }),
        status: 200,
        data: { id: people.chair.userId, global_role: 'superuser', fullname: people.chair.fullname },
        read: (answer) => rowOf('/api/v1/users/superusers', superUser, answer.id!),
      },
      {
        what: 'email verified',
        send: async () => {
          const request = (await system.deps.store.readStream(userStreamId(newcomer.userId))).find(
            (event) => event.type === 'EmailVerificationRequested',
          )!;
          const token = createVerificationToken(system.deps.config.JWT_SECRET, {
            userId: newcomer.userId,
            requestId: String(request.data.requestId),
          });
          return call('POST', '/api/v1/users/verify-email', { headers: {} }, { token });
        },
        status: 200,
        data: { userId: newcomer.userId, hasProfile: false },
      },
      {
        what: 'profile completed',
        // Signed in by the verification's own session: a log-in would read the account's verification from its read model.
        send: () =>
          call(
            'PATCH',
            `/api/v1/users/student-profile/${newcomer.userId}`,
            { headers: { authorization: `Bearer ${previous['email verified']!.token}` } },
            {
              fullname: 'Nadia Newcomer',
              username: `nadi${1000 + Math.floor(Math.random() * 9000)}`,
              birthday: '2009-04-12',
              gender: 'female',
              school_id: school.id,
              grade: 'grade-9',
              country_code: '+971',
              phone: '50 650 5007',
            },
          ),
        status: 200,
        data: { id: newcomer.userId, hasProfile: true, fullname: 'Nadia Newcomer', school_id: school.id, school: { id: school.id } },
        read: () => async () => (await call('GET', `/api/v1/users/user-profile/${newcomer.userId}`, superUser)).json().data,
      },
      {
        what: 'school created',
        send: () =>
          call('POST', '/api/v1/schools/create-school', superUser, {
            name: 'Lagging Academy',
            locality_id: school.locality_id,
            area_id: school.area_id,
          }),
        status: 201,
        data: { name: 'Lagging Academy', locality_id: school.locality_id, status: 'Active' },
        read: (answer) => rowOf('/api/v1/schools/all-schools', superUser, answer.id!),
      },
      {
        what: 'waiting list joined',
        send: () => call('POST', `/api/v1/registerations/waiting-list/${fullEventId}/join`, waiters[0], { food_pref: 'Vegetarian' }),
        status: 201,
        data: { event_id: fullEventId, status: 'waiting', place: 1, waiting: 1, open: true },
      },
      {
        what: 'waiting list joined second',
        send: () => call('POST', `/api/v1/registerations/waiting-list/${fullEventId}/join`, waiters[1], {}),
        status: 201,
        data: { status: 'waiting', place: 2, waiting: 2 },
      },
      {
        what: 'waiting list moved up',
        send: () =>
          call(
            'POST',
            `/api/v1/registerations/waiting-list/${fullEventId}/entries/${previous['waiting list joined second']!.id}/move-up`,
            organiser,
            {},
          ),
        status: 200,
        data: {
          open: true,
          entries: [
            { place: 1, user_id: waiters[1].userId, fullname: waiters[1].fullname },
            { place: 2, user_id: waiters[0].userId, fullname: waiters[0].fullname },
          ],
        },
      },
      {
        what: 'waiting list closed',
        send: () => call('PATCH', `/api/v1/registerations/waiting-list/${fullEventId}`, organiser, { open: false }),
        status: 200,
        data: { open: false, entries: [{ user_id: waiters[1].userId }, { user_id: waiters[0].userId }] },
      },
      {
        what: 'waiting list removal',
        send: async () =>
          system.app.inject({
            method: 'DELETE',
            url: `/api/v1/registerations/waiting-list/${fullEventId}/entries/${previous['waiting list joined second']!.id}`,
            headers: organiser.headers,
          }),
        status: 200,
        data: { open: false, entries: [{ place: 1, user_id: waiters[0].userId }] },
      },
      {
        what: 'waiting list left',
        send: async () =>
          system.app.inject({
            method: 'DELETE',
            url: `/api/v1/registerations/waiting-list/${fullEventId}/my-place`,
            headers: waiters[0].headers,
          }),
        status: 200,
        data: { status: 'left', place: null, waiting: 0, joined_at: null, open: false, id: expect.any(String) },
        read: () => async () => (await call('GET', `/api/v1/registerations/waiting-list/${fullEventId}/my-place`, waiters[0])).json().data,
      },
      {
        what: 'publication setting',
        send: () => call('PATCH', `/api/v1/allocation/${eventId}/publication-mode`, organiser, { mode: 'at_once' }),
        status: 200,
        data: { mode: 'at_once', published_at: null, pending: 0 },
        read: () => async () => (await call('GET', `/api/v1/allocation/${eventId}/publication`, organiser)).json().data,
      },
      {
        what: 'delegation mode',
        send: () => call('PATCH', `/api/v1/allocation/${eventId}/delegation-mode`, organiser, { enabled: true }),
        status: 200,
        data: { enabled: true },
        read: () => async () => (await call('GET', `/api/v1/allocation/${eventId}/delegation-mode`, organiser)).json().data,
      },
    ];
    for (const { what, send, status, data, read } of cases) {
      const response = await send();
      expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
      expect(response.json().data, what).toMatchObject(data);
      previous[what] = response.json().data;
      if (read) answered.push({ what, data: response.json().data, read: read(response.json().data) });
    }
  });
});

describe('once the read models catch up', () => {
  it('the read routes show exactly what each write answered', async () => {
    system.deps.config.PROJECTION_WAIT_MS = 20_000;
    await system.runtime.start();
    expect(await system.runtime.waitForStored({ timeoutMs: 120_000 })).toBe(true);
    for (const { what, data, read } of answered) expect(await read(), what).toEqual(data);
  }, 180_000);
});
