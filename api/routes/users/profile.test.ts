import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileMessages } from '@domain/users/profile-rules';
import { startTestSystem, type TestSystem } from '../../../test/support/test-system';
import { PNG_1X1 } from '../../../test/support/sample-files';

let system: TestSystem;
let school: { id: string; name: string; locality_id: string };

beforeAll(async () => {
  system = await startTestSystem();
  await system.seedSchools();
  const student = await signedIn('student');
  const schools = await system.app.inject({ method: 'GET', url: '/api/v1/schools/all-schools', headers: student.headers });
  school = schools.json().data[0];
});
afterAll(async () => system?.stop());

const signedIn = async (role: 'student' | 'teacher', globalRole: 'user' | 'superuser' = 'user') => {
  const user = await system.createUser({ role, globalRole });
  const { authorization } = await system.login(user.email, user.password);
  return { ...user, headers: { authorization } };
};

const patch = (url: string, headers: Record<string, string>, payload: object) =>
  system.app.inject({ method: 'PATCH', url, headers, payload });

const studentBody = (overrides: Record<string, unknown> = {}) => ({
  fullname: 'Layla Haddad',
  username: 'layl4821',
  birthday: '2010-04-12',
  gender: 'female',
  school_id: school.id,
  grade: 'grade-9',
  country_code: '+971',
  phone: '50 650 5005',
  ...overrides,
});

describe('completing a profile', () => {
  it('stores the student profile and reads it back with the school, phone in E.164 and the session flag', async () => {
    const student = await signedIn('student');
    const body = studentBody({ username: `layl${1000 + Math.floor(Math.random() * 8999)}` });
    const created = await patch(`/api/v1/users/student-profile/${student.userId}`, student.headers, body);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe('Profile created successfully');

    const read = await system.app.inject({ method: 'GET', url: `/api/v1/users/user-profile/${student.userId}`, headers: student.headers });
    expect(read.json().data).toMatchObject({
      id: student.userId,
      email: student.email,
      hasProfile: true,
      fullname: 'Layla Haddad',
      username: body.username,
      birthday: '2010-04-12',
      gender: 'female',
      phone_e164: '+971506505005',
      phone_number: '50 650 5005',
      country_code: '+971',
      grade: 'grade-9',
      school_id: school.id,
      school: { id: school.id, name: school.name, locality_id: school.locality_id },
    });
    const again = await patch(`/api/v1/users/student-profile/${student.userId}`, student.headers, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PROFILE_EXISTS');
  });

  it('answers every broken rule with the spec message and stores nothing', async () => {
    const student = await signedIn('student');
    const url = `/api/v1/users/student-profile/${student.userId}`;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ fullname: '' }, profileMessages.personal, 'fullname'],
      [{ gender: undefined }, profileMessages.personal, 'gender'],
      [{ grade: '' }, profileMessages.school, 'grade'],
      [{ school_id: '' }, profileMessages.school, 'school_id'],
      [{ school_id: 'no-such-school' }, profileMessages.school, 'school_id'],
      [{ phone: '' }, profileMessages.contact, 'phone'],
      [{ phone: '+971-50' }, profileMessages.phoneCharacters, 'phone'],
      [{ birthday: '2099-01-01' }, profileMessages.birthday, 'birthday'],
      [{ username: 'omar1234' }, profileMessages.username, 'username'],
    ];
    for (const [override, message, field] of cases) {
      const response = await patch(url, student.headers, studentBody(override));
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().data.fieldErrors[field]).toBe(message);
    }
    const custom = await patch(`/api/v1/users/student-profile-and-custom-locality/${student.userId}`, student.headers, {
      ...studentBody(),
      school_id: undefined,
      custom_school_name: 'Hatta Learning Centre',
    });
    expect(custom.json().message).toBe(profileMessages.customLocality);
    const unlisted = await patch(`/api/v1/users/student-profile-custom-school-name/${student.userId}`, student.headers, {
      ...studentBody(),
      school_id: undefined,
      locality: school.locality_id,
    });
    expect(unlisted.json().message).toBe(profileMessages.customSchool);

    const read = await system.app.inject({ method: 'GET', url: `/api/v1/users/user-profile/${student.userId}`, headers: student.headers });
    expect(read.json().data).toMatchObject({ hasProfile: false, fullname: null });
  });

  it('gives a username to one person only', async () => {
    const first = await signedIn('student');
    const second = await signedIn('student');
    const body = studentBody({ username: 'layl7777' });
    expect((await patch(`/api/v1/users/student-profile/${first.userId}`, first.headers, body)).statusCode).toBe(200);
    const taken = await patch(`/api/v1/users/student-profile/${second.userId}`, second.headers, body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      data: { fieldErrors: { username: 'This username is already taken. Please generate a new one.' } },
    });
  });

  it('makes an Unlisted school in a new locality for a teacher who chose Other', async () => {
    const teacher = await signedIn('teacher');
    const response = await patch(`/api/v1/users/teacher-profile-and-custom-locality/${teacher.userId}`, teacher.headers, {
      fullname: 'Omar Saeed',
      username: 'omar5150',
      birthday: '1985-09-30',
      gender: 'male',
      custom_locality_name: 'Hatta',
      custom_school_name: 'Hatta Community School',
      yearsOfExperience: '12',
      teacher_role: 'Head of Department',
      country_code: '+44',
      phone: '7911 123456',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      custom_locality_name: 'Hatta',
      custom_school_name: 'Hatta Community School',
      years_of_experience: '12',
      year_of_work_experience: '12',
      teacher_role: 'Head of Department',
      phone_e164: '+447911123456',
      school: { name: 'Hatta Community School', status: 'Unlisted', locality: { name: 'Hatta' } },
    });
    const localities = await system.app.inject({ method: 'GET', url: '/api/v1/localities/all-localities', headers: teacher.headers });
    expect(localities.json().data.map((locality: { name: string }) => locality.name)).toContain('Hatta');
    const asStudent = await patch(
      `/api/v1/users/student-profile/${teacher.userId}`,
      teacher.headers,
      studentBody({ username: 'layl1111' }),
    );
    expect(asStudent.statusCode).toBe(403);
  });

  it('stores nothing for a refused request that names a new locality or school: a completed profile, a taken username, the wrong role', async () => {
    const events = new pg.Pool({ connectionString: system.database.url, max: 1 });
    const storedCount = async () => Number((await events.query<{ count: string }>('SELECT count(*) FROM es.events')).rows[0]!.count);
    try {
      const student = await signedIn('student');
      const username = `layl${1000 + Math.floor(Math.random() * 8999)}`;
      expect((await patch(`/api/v1/users/student-profile/${student.userId}`, student.headers, studentBody({ username }))).statusCode).toBe(
        200,
      );
      const [other, teacher] = [await signedIn('student'), await signedIn('teacher')];
      const newPlace = (n: number) => ({
        ...studentBody({ username }),
        school_id: undefined,
        custom_locality_name: `Junk Locality ${n}`,
        custom_school_name: `Junk School ${n}`,
      });
      const before = await storedCount();

      for (let n = 0; n < 10; n += 1) {
        const again = await patch(`/api/v1/users/student-profile-and-custom-locality/${student.userId}`, student.headers, newPlace(n));
        expect(again.statusCode).toBe(409);
        expect(again.json().code).toBe('PROFILE_EXISTS');
      }
      const taken = await patch(`/api/v1/users/student-profile-and-custom-locality/${other.userId}`, other.headers, newPlace(10));
      expect(taken.json().code).toBe('USERNAME_TAKEN');
      const wrongRole = await patch(`/api/v1/users/student-profile-custom-school-name/${teacher.userId}`, teacher.headers, {
        ...studentBody({ username: `layl${1000 + Math.floor(Math.random() * 8999)}` }),
        school_id: undefined,
        locality: school.locality_id,
        custom_school_name: 'Junk School 11',
      });
      expect(wrongRole.statusCode, wrongRole.body).toBe(403);

      expect(await storedCount()).toBe(before);
      const localities = await system.app.inject({ method: 'GET', url: '/api/v1/localities/all-localities', headers: student.headers });
      expect(JSON.stringify(localities.json().data)).not.toContain('Junk');
      const schools = await system.app.inject({ method: 'GET', url: '/api/v1/schools/all-schools', headers: student.headers });
      expect(JSON.stringify(schools.json().data)).not.toContain('Junk');
    } finally {
      await events.end();
    }
  });
});

describe('editing and reading profiles', () => {
  it('changes one field at a time and keeps the username', async () => {
    const student = await signedIn('student');
    const body = studentBody({ username: 'layl2468' });
    await patch(`/api/v1/users/student-profile/${student.userId}`, student.headers, body);
    const updated = await patch(`/api/v1/users/student-profile-update/${student.userId}`, student.headers, {
      ...body,
      grade: 'MYP-4',
      email: student.email,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ grade: 'MYP-4', username: 'layl2468', fullname: 'Layla Haddad' });
    const renamed = await patch(`/api/v1/users/student-profile-update/${student.userId}`, student.headers, {
      ...body,
      username: 'layl9999',
    });
    expect(renamed.statusCode).toBe(400);
    const noProfile = await signedIn('student');
    const early = await patch(
      `/api/v1/users/student-profile-update/${noProfile.userId}`,
      noProfile.headers,
      studentBody({ username: 'layl1357' }),
    );
    expect(early.statusCode).toBe(412);
  });

  it('lets users read and change only their own profile, and super users read all', async () => {
    const owner = await signedIn('student');
    const other = await signedIn('student');
    const admin = await signedIn('teacher', 'superuser');
    const url = `/api/v1/users/user-profile/${owner.userId}`;
    expect((await system.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(403);
    expect((await system.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(200);
    expect((await system.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const foreign = await patch(`/api/v1/users/student-profile/${owner.userId}`, other.headers, studentBody({ username: 'layl3579' }));
    expect(foreign.statusCode).toBe(403);
    const foreignDelete = await system.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/delete-account/${owner.userId}`,
      headers: other.headers,
    });
    expect(foreignDelete.statusCode).toBe(403);
  });
});

describe('password and avatar', () => {
  const png = PNG_1X1;
  const multipart = (filename: string, bytes: Buffer) => {
    const boundary = 'test-boundary-4821';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };

  it('changes the password only with the right current one, with a matching confirmation of at least 6 characters', async () => {
    const user = await signedIn('teacher');
    const url = '/api/v1/users/change-password';
    const current = user.password;
    const mismatch = await patch(url, user.headers, { currentPassword: current, newPassword: 'new-secret', confirmPassword: 'other' });
    expect(mismatch.json().message).toBe('Passwords do not match');
    const short = await patch(url, user.headers, { currentPassword: current, newPassword: '123', confirmPassword: '123' });
    expect(short.json().message).toBe('Password must be at least 6 characters');
    const missing = await patch(url, user.headers, { newPassword: 'new-secret', confirmPassword: 'new-secret' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fieldErrors).toMatchObject({ currentPassword: 'Please enter your current password' });

    // Without the right current password nothing changes: no event, the old password still works.
    const before = (await system.deps.store.readStream(`user-${user.userId}`)).length;
    const wrong = await patch(url, user.headers, {
      currentPassword: 'not-my-password',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
      data: { fieldErrors: { currentPassword: 'Current password is incorrect' } },
    });
    expect((await system.deps.store.readStream(`user-${user.userId}`)).length).toBe(before);
    await system.login(user.email, current);

    const changed = await patch(url, user.headers, { currentPassword: current, newPassword: 'new-secret', confirmPassword: 'new-secret' });
    expect(changed.json().message).toBe('Password updated successfully!');
    const old = await system.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email: user.email, password: current } });
    expect(old.statusCode).toBe(401);
    await system.login(user.email, 'new-secret');
  });

  it('ends every other session when the password changes, while this one carries on with new tokens', async () => {
    const user = await signedIn('student');
    const otherDevice = await system.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.9.9.9',
    });
    const other = otherDevice.json().data as { token: string; refreshToken: string };
    const me = (authorization: string) => system.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization } });
    expect((await me(`Bearer ${other.token}`)).statusCode).toBe(200);

    const changed = await patch('/api/v1/users/change-password', user.headers, {
      currentPassword: user.password,
      newPassword: 'fresh-secret',
      confirmPassword: 'fresh-secret',
    });
    expect(changed.statusCode).toBe(200);
    const mine = changed.json().data as { token: string; refreshToken: string };

    const stale = await me(`Bearer ${other.token}`);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('TOKEN_REVOKED');
    const refreshed = await system.app.inject({
      method: 'POST',
      url: '/api/v1/users/refresh-token',
      payload: { refreshToken: other.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);

    expect((await me(`Bearer ${mine.token}`)).statusCode).toBe(200);
    const renewed = await system.app.inject({
      method: 'POST',
      url: '/api/v1/users/refresh-token',
      payload: { refreshToken: mine.refreshToken },
    });
    expect(renewed.statusCode).toBe(200);
    expect((await me(`Bearer ${renewed.json().data.token}`)).statusCode).toBe(200);
  });

  it('stores an avatar checked by its content and serves it', async () => {
    const user = await signedIn('student');
    const upload = multipart('me.png', png);
    const response = await system.app.inject({
      method: 'POST',
      url: `/api/v1/users/upload-avatar/${user.userId}`,
      headers: { ...user.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { avatarUrl } = response.json().data;
    expect(avatarUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await system.app.inject({ method: 'GET', url: avatarUrl, headers: user.headers });
    expect(served.headers['content-type']).toBe('image/png');
    const me = await system.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.headers });
    expect(me.json().data.avatar).toBe(avatarUrl);

    const fake = multipart('me.png', Buffer.from('not really a picture'));
    const refused = await system.app.inject({
      method: 'POST',
      url: `/api/v1/users/upload-avatar/${user.userId}`,
      headers: { ...user.headers, ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This file type is not allowed');
  });
});
