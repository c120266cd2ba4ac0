import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { organiserFixtures, type Person } from '../../test/support/organiser-fixtures';
import { startTestSystem, type TestSystem } from '../../test/support/test-system';
import { checkProjection } from '../runtime/check';
import { readModelSchema } from '../runtime/projection';
import { adminUserRow, listUsersForAdmin, usersAdminListProjection } from './users-admin-list';

/** The rows the Users list computed before this read model, by joining accounts, profiles and schools on each call. */
const joinedRows = async (db: CommonQueryMethods, globalRole?: 'superuser' | 'user') => {
  const accounts = sql.identifier([readModelSchema('user_accounts'), 'accounts']);
  const profiles = sql.identifier([readModelSchema('user_profiles'), 'profiles']);
  const schools = sql.identifier([readModelSchema('schools_list'), 'schools']);
  const byRole = globalRole ? sql.fragment`AND a.global_role = ${globalRole}` : sql.fragment``;
  return [
    ...(await db.any(sql.type(adminUserRow)`
      SELECT a.id, a.email, a.role, a.global_role, a.status, a.email_verified, a.organiser_id AS "organiserId", a.fullname, a.username,
             a.has_profile AS "hasProfile", coalesce(s.name, p.custom_school_name) AS school, p.grade, p.years_of_experience, a.created_at
      FROM ${accounts} a LEFT JOIN ${profiles} p ON p.id = a.id LEFT JOIN ${schools} s ON s.id = p.school_id
      WHERE a.status <> 'deleted' ${byRole}
      ORDER BY a.created_at DESC, a.id`)),
  ];
};

let system: TestSystem;
let fixtures: ReturnType<typeof organiserFixtures>;
let admin: Person;
beforeAll(async () => {
  system = await startTestSystem();
  await system.seedSchools();
  fixtures = organiserFixtures(system);
  admin = await fixtures.person('teacher', { superUser: true });
});
afterAll(async () => system?.stop());

const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Person, payload?: object) => {
  const response = await system.app.inject({ method, url, headers: who.headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};

it('lists the users as the three read models joined did, after a status change, a school merge and rename, a profile change and a deletion; a rebuild gives the same rows', async () => {
  const [student, flagged, leaver] = await Promise.all([
    fixtures.person('student'),
    fixtures.person('student'),
    fixtures.person('teacher'),
  ]);
  await call('PATCH', `/api/v1/users/update-user-status/${flagged.userId}`, admin, { status: 'flagged' });
  const schools = (await call('GET', '/api/v1/schools/all-schools', admin)).json().data as Array<{
    id: string;
    locality_id: string;
    area: { id: string } | null;
  }>;
  const profile = (await call('GET', `/api/v1/users/user-profile/${student.userId}`, student)).json().data as { school_id: string };
  const primary = schools.find((school) => school.id !== profile.school_id && school.area)!;
  await call('POST', '/api/v1/schools/merge-schools', admin, { primarySchoolId: primary.id, secondarySchoolId: profile.school_id });
  await call('PATCH', `/api/v1/schools/update-school/${primary.id}`, admin, {
    name: 'Renamed Academy',
    locality_id: primary.locality_id,
    area_id: primary.area!.id,
  });
  await call('PATCH', `/api/v1/users/student-profile-update/${student.userId}`, student, {
    fullname: student.fullname,
    username: student.username,
    birthday: '1990-04-12',
    gender: 'female',
    school_id: primary.id,
    grade: 'grade-10',
    country_code: '+971',
    phone: '50 650 5006',
  });
  await call('DELETE', `/api/v1/users/delete-account/${leaver.userId}`, admin);

  expect(await system.runtime.waitForStored({ timeoutMs: 30_000 })).toBe(true);
  const db = system.deps.db;
  const listed = await listUsersForAdmin(db);
  expect(listed).toEqual(await joinedRows(db));
  expect(await listUsersForAdmin(db, { globalRole: 'superuser' })).toEqual(await joinedRows(db, 'superuser'));
  expect(listed.find((user) => user.id === student.userId)).toMatchObject({ school: 'Renamed Academy', grade: 'grade-10' });
  expect(listed.find((user) => user.id === flagged.userId)).toMatchObject({ status: 'flagged' });
  expect(listed.some((user) => user.id === leaver.userId)).toBe(false);

  // Its copy of the accounts holds no password hash: no list shows one.
  const hashes = await db.oneFirst(
    sql.type(
      z.object({ count: z.number() }),
    )`SELECT count(*)::int AS count FROM ${sql.identifier([readModelSchema(usersAdminListProjection.name), 'accounts'])} WHERE password_hash IS NOT NULL`,
  );
  expect(hashes).toBe(0);

  const check = await checkProjection({ pool: db, store: system.deps.store, projection: usersAdminListProjection });
  expect(check.differences).toEqual([]);
  expect(check.equal).toBe(true);
}, 120_000);
