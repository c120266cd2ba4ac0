import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Evidence } from '@domain/organisers/organiser';
import { organiserFixtures, type Person } from '../../../test/support/organiser-fixtures';
import { startTestSystem, type TestSystem } from '../../../test/support/test-system';
import { checkProjection } from '../../runtime/check';
import { readModelSchema } from '../../runtime/projection';
import { listSchools } from '../../schools/schools-list';
import { findAccountById } from '../../users/accounts-projection';
import { findProfile } from '../../users/profiles-projection';
import { findOrganiserOfUser, listOrganisers, type OrganiserRow } from '../organisers-list';
import { findOrganiserAnswer, listOrganiserAnswers, organiserViewsProjection } from './organiser-views';

/**
 * The answer the Organisers list computed before this read model, by joining four read models
 * on each call (records, every school, an account and a profile per row): the read model must
 * give the same answer, field for field.
 */
const joinedAnswers = async (db: CommonQueryMethods, rows: readonly OrganiserRow[]) => {
  const schools = new Map((await listSchools(db)).map((school) => [school.id, school]));
  const evidenceView = (evidence: Evidence) =>
    evidence.kind === 'text' ? evidence.text : { file_url: evidence.fileUrls[0]!, file_urls: evidence.fileUrls };
  const views = await Promise.all(
    rows.map(async (row) => {
      const [account, profile] = await Promise.all([findAccountById(db, row.user_id), findProfile(db, row.user_id)]);
      if (!account || account.status === 'deleted') return [];
      const school = schools.get(row.school_id);
      return [
        {
          id: row.id,
          user_id: row.user_id,
          user: {
            id: row.user_id,
            username: profile?.username ?? account.username,
            fullname: profile?.fullname ?? account.fullname,
            school_location: school?.locality.name || profile?.custom_locality_name || null,
            grade: profile?.grade ?? null,
            years_of_experience: profile?.years_of_experience ?? null,
            role: account.role,
          },
          school: school?.name ?? null,
          school_id: row.school_id,
          locality_id: row.locality_id,
          role: row.role,
          evidence: evidenceView(row.evidence),
          status: row.status,
          created_at: row.created_at.toISOString(),
          actioned_at: row.actioned_at?.toISOString() ?? null,
          actioned_by_user_id: row.actioned_by_user_id,
          revision: row.revision,
        },
      ];
    }),
  );
  return views.flat();
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

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = async (method: Method, url: string, who: Person, payload?: object) => {
  const response = await system.app.inject({ method, url, headers: who.headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};
const requestedBy = async (person: Person) => {
  const { documentUrl } = (await fixtures.uploadEvidence(person.headers)).json().data;
  const response = await call('POST', `/api/v1/organisers/organiser-approval-request/${person.userId}`, person, {
    role: 'MUN Director',
    evidenceDocs: [documentUrl],
  });
  return response.json().data as { id: string };
};

it('answers as the four read models joined did, after approvals, a school merge and rename, a profile change and an account deletion; a rebuild gives the same rows', async () => {
  const [teacher, student, leaver] = await Promise.all([
    fixtures.person('teacher'),
    fixtures.person('student'),
    fixtures.person('student'),
  ]);
  const requested = await requestedBy(teacher);
  await requestedBy(leaver);
  await call('PATCH', `/api/v1/organisers/update-organiser-status/${requested.id}`, admin, { status: 'approved', userId: admin.userId });
  const schools = (await call('GET', '/api/v1/schools/all-schools', admin)).json().data as Array<{
    id: string;
    locality_id: string;
    area: { id: string } | null;
  }>;
  const profile = (await call('GET', `/api/v1/users/user-profile/${student.userId}`, student)).json().data as { school_id: string };
  const other = schools.find((school) => school.id !== profile.school_id)!;
  await call('POST', '/api/v1/organisers/add-organiser-by-super-user', admin, {
    user_id: student.userId,
    school_id: other.id,
    role: 'Head Delegate',
  });

  // The record's school (everyone's) is merged into another, which is then renamed; the student changes their grade.
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
  const left = (await findOrganiserOfUser(system.deps.db, leaver.userId))!;
  await call('DELETE', `/api/v1/users/delete-account/${leaver.userId}`, admin);

  expect(await system.runtime.waitForStored({ timeoutMs: 30_000 })).toBe(true);
  const db = system.deps.db;
  const answered = await listOrganiserAnswers(db);
  expect(answered).toEqual(await joinedAnswers(db, await listOrganisers(db)));
  expect(answered.find((view) => view.id === requested.id)).toMatchObject({ status: 'approved', school: 'Renamed Academy' });
  expect(answered.find((view) => view.user_id === student.userId)).toMatchObject({
    role: 'Head Delegate',
    user: { fullname: student.fullname, grade: 'grade-10' },
  });
  expect(answered.some((view) => view.user_id === leaver.userId)).toBe(false);
  expect(await findOrganiserAnswer(db, left.id)).toBeNull();
  const [first] = await joinedAnswers(db, [(await findOrganiserOfUser(db, teacher.userId))!]);
  expect(await findOrganiserAnswer(db, requested.id)).toEqual(first);

  // Its copies hold nothing the list does not show: no password hash, email or phone.
  const schema = readModelSchema(organiserViewsProjection.name);
  const kept = await db.oneFirst(
    sql.type(z.object({ count: z.number() }))`
      SELECT ((SELECT count(*) FROM ${sql.identifier([schema, 'accounts'])} WHERE password_hash IS NOT NULL OR email IS NOT NULL)
            + (SELECT count(*) FROM ${sql.identifier([schema, 'profiles'])} WHERE phone IS NOT NULL OR birthday IS NOT NULL))::int AS count`,
  );
  expect(kept).toBe(0);

  const check = await checkProjection({ pool: db, store: system.deps.store, projection: organiserViewsProjection });
  expect(check.differences).toEqual([]);
  expect(check.equal).toBe(true);
}, 120_000);
