import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organiserMessages } from '@domain/organisers/organiser-rules';
import { organiserStreamId } from '@domain/organisers/organiser';
import { startTestSystem, type TestSystem } from '../../../test/support/test-system';
import { organiserFixtures, type Person } from '../../../test/support/organiser-fixtures';

let system: TestSystem;
let fixtures: ReturnType<typeof organiserFixtures>;
let admin: Person;
let student: Person;

beforeAll(async () => {
  system = await startTestSystem();
  await system.seedSchools();
  fixtures = organiserFixtures(system);
  [admin, student] = await Promise.all([fixtures.person('teacher', { superUser: true }), fixtures.person('student')]);
});
afterAll(async () => system?.stop());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who: Person, payload?: object) =>
  system.app.inject({ method, url, headers: who.headers, payload });
const setStatus = (id: string, status: string, extra: object = {}) =>
  call('PATCH', `/api/v1/organisers/update-organiser-status/${id}`, admin, { status, userId: admin.userId, ...extra });
let logins = 0;
/** The organiser id a fresh log-in answers (and /me with its token), as the next session would carry. */
const sessionOrganiserId = async (person: Person) => {
  logins += 1; // each log-in from its own address, below the per-address limit
  const remoteAddress = `10.201.${(logins >> 8) & 255}.${logins & 255}`;
  const login = await system.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { email: person.email, password: person.password },
    remoteAddress,
  });
  expect(login.statusCode, login.body).toBe(200);
  const me = await system.app.inject({
    method: 'GET',
    url: '/api/v1/users/me',
    headers: { authorization: `Bearer ${login.json().data.token}` },
  });
  expect(me.json().data.organiserId).toBe(login.json().data.organiserId);
  return login.json().data.organiserId as string | null;
};
const requestedBy = async (person: Person) => {
  const { documentUrl } = (await fixtures.uploadEvidence(person.headers)).json().data;
  const response = await call('POST', `/api/v1/organisers/organiser-approval-request/${person.userId}`, person, {
    role: 'MUN Director',
    evidenceDocs: [documentUrl],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; revision: number };
};
const listed = async () =>
  (await call('GET', '/api/v1/organisers/all-organisers', admin)).json().data as Array<Record<string, unknown> & { id: string }>;
const myStatus = async (person: Person) => (await call('GET', '/api/v1/organisers/my-registration-status', person)).json();

describe('the organiser status menu and the session', () => {
  it('approve gives the user an organiser id at their next log-in; flag takes it away; activate gives it back', async () => {
    const teacher = await fixtures.person('teacher');
    const { id } = await requestedBy(teacher);
    expect(await sessionOrganiserId(teacher)).toBeNull();

    const approved = await setStatus(id, 'approved');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      id,
      status: 'approved',
      actioned_by_user_id: admin.userId,
      actioned_at: expect.any(String),
    });
    expect(approved.headers.etag).toBe('"1"');
    expect(await sessionOrganiserId(teacher)).toBe(id);
    expect(await myStatus(teacher)).toMatchObject({ message: 'The status is approved', data: { status: 'approved', organiserId: id } });

    expect((await setStatus(id, 'flagged')).statusCode).toBe(200);
    expect(await sessionOrganiserId(teacher)).toBeNull();
    expect((await setStatus(id, 'approved')).statusCode).toBe(200); // Activate
    expect(await sessionOrganiserId(teacher)).toBe(id);
    expect((await setStatus(id, 'blocked')).statusCode).toBe(200);
    expect(await sessionOrganiserId(teacher)).toBeNull();
    expect((await setStatus(id, 'rejected')).statusCode).toBe(200);
    expect(await myStatus(teacher)).toMatchObject({ message: organiserMessages.cancelled, data: { status: 'cancelled' } });
  });

  it('refuses setting the status an organiser already has, and a status the menu does not offer', async () => {
    const { id } = await requestedBy(await fixtures.person('student'));
    const same = await setStatus(id, 'pending');
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(organiserMessages.status);
    await setStatus(id, 'flagged');
    const again = await setStatus(id, 'flagged');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ORGANISER_STATUS_CHANGED',
      message: "This organiser's status was changed by someone else (now flagged). Reload and try again.",
    });
    expect((await setStatus('no-such-organiser', 'approved')).statusCode).toBe(404);
  });

  it('honours If-Match: a stale revision is refused', async () => {
    const { id, revision } = await requestedBy(await fixtures.person('student'));
    await setStatus(id, 'approved');
    const stale = await system.app.inject({
      method: 'PATCH',
      url: `/api/v1/organisers/update-organiser-status/${id}`,
      headers: { ...admin.headers, 'if-match': `"${revision}"` },
      payload: { status: 'rejected' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe("This organiser's status was changed by someone else (now approved). Reload and try again.");
  });

  it('delete removes the organiser from the list and the session, keeps its history, and lets the user request again', async () => {
    const teacher = await fixtures.person('teacher');
    const { id } = await requestedBy(teacher);
    await setStatus(id, 'approved');
    const deleted = await call('DELETE', `/api/v1/organisers/delete-organiser/${id}`, admin);
    expect(deleted.json()).toMatchObject({ success: true, data: { id } });
    expect((await listed()).map((row) => row.id)).not.toContain(id);
    expect(await sessionOrganiserId(teacher)).toBeNull();
    expect(await myStatus(teacher)).toMatchObject({ data: { status: 'cancelled', organiserId: null } });

    const history = await system.deps.store.readStream(organiserStreamId(id));
    expect(history.map((event) => [event.type, event.data.from, event.data.to, event.data.by])).toEqual([
      ['OrganiserRequested', null, 'pending', teacher.userId],
      ['OrganiserStatusChanged', 'pending', 'approved', admin.userId],
      ['OrganiserDeleted', 'approved', 'deleted', admin.userId],
    ]);
    expect((await call('DELETE', `/api/v1/organisers/delete-organiser/${id}`, admin)).statusCode).toBe(409);

    const fresh = await requestedBy(teacher);
    expect(fresh.id).not.toBe(id);
  });
});

describe('account deletion', () => {
  it('deletes the person’s organiser record and evidence files with the account, recording who deleted it', async () => {
    const teacher = await fixtures.person('teacher');
    const { id } = await requestedBy(teacher);
    expect((await setStatus(id, 'approved')).statusCode).toBe(200);
    const evidenceUrl = ((await listed()).find((row) => row.id === id)!.evidence as { file_url: string }).file_url;
    expect((await system.app.inject({ method: 'GET', url: evidenceUrl, headers: admin.headers })).statusCode).toBe(200);

    const deleted = await call('DELETE', `/api/v1/users/delete-account/${teacher.userId}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const last = (await system.deps.store.readStream(organiserStreamId(id))).at(-1)!;
    expect(last).toMatchObject({ type: 'OrganiserDeleted', data: { organiserId: id, from: 'approved', to: 'deleted', by: admin.userId } });
    // Their evidence documents are gone with them.
    expect((await system.app.inject({ method: 'GET', url: evidenceUrl, headers: admin.headers })).statusCode).toBe(404);
    // Deleting again changes nothing more.
    expect((await call('DELETE', `/api/v1/users/delete-account/${teacher.userId}`, admin)).statusCode).toBe(200);
    expect((await system.deps.store.readStream(organiserStreamId(id))).filter((event) => event.type === 'OrganiserDeleted')).toHaveLength(
      1,
    );
  });
});

describe('the organisers list', () => {
  it('shows the §2.6 columns for each organiser', async () => {
    const teacher = await fixtures.person('teacher');
    const school = await fixtures.firstSchool(admin.headers);
    const { id } = await requestedBy(teacher);
    const row = (await listed()).find((entry) => entry.id === id);
    expect(row).toMatchObject({
      id,
      user: {
        id: teacher.userId,
        username: teacher.username,
        fullname: teacher.fullname,
        school_location: school.locality.name,
        grade: null,
        years_of_experience: '7',
        role: 'teacher',
      },
      school: school.name,
      role: 'MUN Director',
      evidence: { file_url: expect.stringMatching(/^\/uploads\/.+\.pdf$/) },
      created_at: expect.any(String),
      actioned_at: null,
      status: 'pending',
      actioned_by_user_id: null,
    });
  });
});

describe('adding an organiser from the add row', () => {
  it('finds users who are not organisers by username or name, for the tab role only', async () => {
    const candidate = await fixtures.person('student');
    const search = (role: string, q: string) =>
      call('GET', `/api/v1/organisers/available-users?role=${role}&q=${encodeURIComponent(q)}`, admin);
    const found = (await search('student', candidate.username!.toUpperCase())).json();
    expect(found.data).toEqual([
      expect.objectContaining({
        user_id: candidate.userId,
        username: candidate.username,
        fullname: candidate.fullname,
        role: 'student',
        grade: 'grade-9',
        school: expect.any(String),
        school_id: expect.any(String),
      }),
    ]);
    expect(
      (await search('student', candidate.fullname.slice(0, 4).toLowerCase())).json().data.map((user: { user_id: string }) => user.user_id),
    ).toContain(candidate.userId);
    const otherTab = (await search('teacher', candidate.username!)).json();
    expect(otherTab).toMatchObject({ message: organiserMessages.noAvailableUsers, data: [] });

    await requestedBy(candidate);
    expect((await search('student', candidate.username!)).json().data).toEqual([]);
  });

  it('adds a pending organiser with the spec message, once per user', async () => {
    const candidate = await fixtures.person('teacher');
    const school = await fixtures.firstSchool(admin.headers);
    const body = {
      user_id: candidate.userId,
      school_id: school.id,
      locality_id: school.locality_id,
      role: 'Head of MUN',
      evidence: 'Internal',
      status: 'pending',
      actioned_by_user_id: admin.userId,
    };
    const added = await call('POST', '/api/v1/organisers/add-organiser-by-super-user', admin, body);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      message: 'New organiser added successfully!',
      data: { user_id: candidate.userId, status: 'pending', evidence: 'Internal', actioned_by_user_id: admin.userId },
    });
    expect(await sessionOrganiserId(candidate)).toBeNull();

    const twice = await call('POST', '/api/v1/organisers/add-organiser-by-super-user', admin, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This user already has an organiser record (pending)');
  });

  it('needs the username (user), name and school', async () => {
    for (const payload of [{}, { user_id: student.userId }, { school_id: '1' }]) {
      const response = await call('POST', '/api/v1/organisers/add-organiser-by-super-user', admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please fill in all required fields (Username, Name, School)');
    }
  });
});

describe("the users list's Assign Organiser and Remove Organiser", () => {
  it('assigns an approved organiser at the profile school with Internal evidence, then removes it', async () => {
    const teacher = await fixtures.person('teacher');
    const assigned = await call('POST', '/api/v1/organisers/assign-organiser-to-school', admin, { userId: teacher.userId });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const { id } = assigned.json().data;
    expect(assigned.json().data).toMatchObject({ status: 'approved', evidence: 'Internal', actioned_by_user_id: admin.userId });
    expect(await sessionOrganiserId(teacher)).toBe(id);

    const again = await call('POST', '/api/v1/organisers/assign-organiser-to-school', admin, { userId: teacher.userId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This user is already an organiser');

    const removed = await call('DELETE', `/api/v1/organisers/remove-organiser-from-school/${teacher.userId}`, admin);
    expect(removed.json()).toMatchObject({ success: true, data: { id, userId: teacher.userId } });
    expect(await sessionOrganiserId(teacher)).toBeNull();
    expect((await call('DELETE', `/api/v1/organisers/remove-organiser-from-school/${id}`, admin)).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('gives a student 403 on every super-user route and changes nothing', async () => {
    const { id } = await requestedBy(await fixtures.person('teacher'));
    const routes: Array<[Method, string, object | undefined]> = [
      ['GET', '/api/v1/organisers/all-organisers', undefined],
      ['GET', '/api/v1/organisers/available-users?role=student&q=a', undefined],
      ['PATCH', `/api/v1/organisers/update-organiser-status/${id}`, { status: 'approved', userId: student.userId }],
      ['DELETE', `/api/v1/organisers/delete-organiser/${id}`, undefined],
      ['POST', '/api/v1/organisers/add-organiser-by-super-user', { user_id: student.userId, school_id: '1', role: 'x', status: 'pending' }],
      ['POST', '/api/v1/organisers/assign-organiser-to-school', { userId: student.userId }],
      ['DELETE', `/api/v1/organisers/remove-organiser-from-school/${id}`, undefined],
      ['DELETE', `/api/v1/organiser/remove-organiser-from-school/${id}`, undefined],
    ];
    const before = (await system.deps.store.readStream(organiserStreamId(id))).length;
    for (const [method, url, payload] of routes) {
      const response = await call(method, url, student, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'SUPERUSER_REQUIRED' });
      expect((await system.app.inject({ method, url, payload })).statusCode, `${method} ${url} without a token`).toBe(401);
    }
    expect((await system.deps.store.readStream(organiserStreamId(id))).length).toBe(before);
    expect(await myStatus(student)).toMatchObject({ data: { status: null } });
  });
});
