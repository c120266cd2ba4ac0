import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseSchoolCode } from '@domain/schools/school-code';
import { findProfile } from '../../../projections/users/profiles-projection';
import { startDirectorySystem, type DirectorySystem } from '../../../test/support/directory-fixture';

let t: DirectorySystem;
let barsha: string;
let mirdif: string;
const FILL = 'Please fill in all required fields';
const MERGE = 'Please select exactly two schools and ensure primary is set.';
const schoolStream = () => t.stream('school-directory');

const createSchool = async (name: string, areaId = barsha) => {
  const created = await t.call('POST', '/api/v1/schools/create-school', { code: 'IGNORED', name, locality_id: '1', area_id: areaId });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as { id: string; code: string; name: string; status: string; area_id: string };
};
const allSchools = async () => (await t.call('GET', '/api/v1/schools/all-schools')).body.data as Array<{ id: string; status: string }>;

beforeAll(async () => {
  t = await startDirectorySystem();
  const dubai = (await t.call('GET', '/api/v1/localities/all-localities')).body.data[0] as { areas: Array<{ id: string; name: string }> };
  barsha = dubai.areas.find((area) => area.name === 'Al Barsha')!.id;
  mirdif = dubai.areas.find((area) => area.name === 'Mirdif')!.id;
});
afterAll(async () => t?.system.stop());

describe('who may write', () => {
  it('lets only super users change schools (403), and nobody signed out (401)', async () => {
    const writes: Array<['POST' | 'PATCH' | 'DELETE', string, object?]> = [
      ['POST', '/api/v1/schools/create-school', { name: 'X', locality_id: '1', area_id: barsha }],
      ['PATCH', '/api/v1/schools/update-school/1', { name: 'X', locality_id: '1', area_id: barsha }],
      ['PATCH', '/api/v1/schools/update-school-status/1', { status: 'Flagged' }],
      ['DELETE', '/api/v1/schools/delete-school/1'],
      ['POST', '/api/v1/schools/merge-schools', { primarySchoolId: '1', secondarySchoolId: '2' }],
    ];
    const before = (await schoolStream()).length;
    for (const [method, url, payload] of writes) {
      const denied = await t.call(method, url, payload, t.student.headers);
      expect(denied.status, url).toBe(403);
      expect(denied.body).toMatchObject({ success: false, code: 'SUPERUSER_REQUIRED' });
      expect((await t.call(method, url, payload, {})).status, url).toBe(401);
    }
    expect((await schoolStream()).length).toBe(before);
    expect((await t.call('GET', '/api/v1/schools/all-schools', undefined, t.student.headers)).status).toBe(200);
  });
});

describe('adding and editing a school', () => {
  it('asks for name, locality and area with the spec message', async () => {
    for (const payload of [
      {},
      { name: 'X', locality_id: '1' },
      { name: '  ', locality_id: '1', area_id: barsha },
      { name: 'X', locality_id: '', area_id: barsha },
    ]) {
      const refused = await t.call('POST', '/api/v1/schools/create-school', payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body.message).toBe(FILL);
    }
    const noArea = await t.call('POST', '/api/v1/schools/create-school', { name: 'X', locality_id: '1' });
    expect(noArea.body.data.fieldErrors).toEqual({ area_id: FILL });
    const elsewhere = await t.call('POST', '/api/v1/schools/create-school', { name: 'X', locality_id: '2', area_id: barsha });
    expect(elsewhere).toMatchObject({ status: 404, body: { code: 'AREA_NOT_FOUND' } });
  });

  it('generates the code on the server (the client code is ignored), unique with _001', async () => {
    const base = baseSchoolCode({ name: 'Quest Leadership Academy', localityCode: 'DU', areaCode: 'BAR' });
    const first = await t.call('POST', '/api/v1/schools/create-school', {
      code: 'MINE',
      name: 'Quest Leadership Academy',
      locality_id: 1,
      area_id: Number(barsha),
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      success: true,
      message: 'New school added successfully',
      data: {
        code: base,
        name: 'Quest Leadership Academy',
        locality: { id: '1', name: 'Dubai' },
        area: { id: barsha, name: 'Al Barsha' },
        status: 'Active',
      },
    });
    expect((await createSchool('Quest Leadership School')).code).toBe(`${base}_001`);
    expect(await allSchools()).toContainEqual(expect.objectContaining({ id: first.body.data.id, code: base }));
  });

  it('updates name, locality and area, regenerating the code only when its parts change', async () => {
    const school = await createSchool('Harbour View School');
    const renamed = await t.call('PATCH', `/api/v1/schools/update-school/${school.id}`, {
      name: 'Harbour View College',
      locality_id: '1',
      area_id: barsha,
    });
    expect(renamed.body).toMatchObject({
      message: 'School updated successfully',
      data: { name: 'Harbour View College', code: school.code },
    });
    const moved = await t.call('PATCH', `/api/v1/schools/update-school/${school.id}`, {
      code: school.code,
      name: 'Harbour View College',
      locality_id: '1',
      area_id: mirdif,
    });
    expect(moved.body.data).toMatchObject({
      code: baseSchoolCode({ name: 'Harbour View College', localityCode: 'DU', areaCode: 'MIR' }),
      area: { id: mirdif },
    });
    expect((await t.call('PATCH', '/api/v1/schools/update-school/99999', { name: 'X', locality_id: '1', area_id: barsha })).body.code).toBe(
      'SCHOOL_NOT_FOUND',
    );
    expect(
      (await t.call('PATCH', `/api/v1/schools/update-school/${school.id}`, { name: '', locality_id: '1', area_id: barsha })).body.message,
    ).toBe(FILL);
  });
});

describe('status and deletion', () => {
  it('sets any of the four statuses, recording from, to, who and when; the same status records nothing', async () => {
    const school = await createSchool('Status Test School');
    const flagged = await t.call('PATCH', `/api/v1/schools/update-school-status/${school.id}`, { status: 'flagged' });
    expect(flagged).toMatchObject({
      status: 200,
      body: { message: 'School status updated successfully', data: { id: school.id, status: 'Flagged' } },
    });
    const last = (await schoolStream()).at(-1)!;
    expect(last).toMatchObject({
      type: 'SchoolStatusChanged',
      data: { schoolId: school.id, from: 'Active', to: 'Flagged', by: t.admin.userId },
    });
    expect(Date.parse(last.data.at as string)).not.toBeNaN();

    const before = (await schoolStream()).length;
    expect((await t.call('PATCH', `/api/v1/schools/update-school-status/${school.id}`, { status: 'Flagged' })).status).toBe(200);
    expect((await schoolStream()).length).toBe(before);
    const wrong = await t.call('PATCH', `/api/v1/schools/update-school-status/${school.id}`, { status: 'Closed' });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Status must be one of Active, Flagged, Blocked, Unlisted' } });
    for (const status of ['Blocked', 'Unlisted', 'Active']) {
      expect((await t.call('PATCH', `/api/v1/schools/update-school-status/${school.id}`, { status })).body.data.status).toBe(status);
    }
  });

  it('lets the first of two super users acting on the same status win; the second gets 409 and changes nothing', async () => {
    const school = await createSchool('Contested School');
    const url = `/api/v1/schools/update-school-status/${school.id}`;
    const [first, second] = await Promise.all([
      t.call('PATCH', url, { status: 'Flagged', expectedStatus: 'Active' }),
      t.call('PATCH', url, { status: 'Blocked', expectedStatus: 'Active' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body).toMatchObject({ code: 'SCHOOL_STATUS_CHANGED', message: expect.stringContaining('changed by someone else') });
    expect(
      (await schoolStream()).filter((event) => event.type === 'SchoolStatusChanged' && event.data.schoolId === school.id),
    ).toHaveLength(1);
  });

  it('deletes a school from the list and keeps its history', async () => {
    const school = await createSchool('Short Lived School');
    const deleted = await t.call('DELETE', `/api/v1/schools/delete-school/${school.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'School deleted successfully', data: { id: school.id } } });
    expect((await allSchools()).map((s) => s.id)).not.toContain(school.id);
    const history = (await schoolStream())
      .filter((event) => event.data.schoolId === school.id)
      .map((event) => [event.type, event.data.to ?? null]);
    expect(history).toEqual([
      ['SchoolAdded', null],
      ['SchoolDeleted', 'deleted'],
    ]);
    expect((await t.call('DELETE', `/api/v1/schools/delete-school/${school.id}`)).status).toBe(200);
    expect((await schoolStream()).filter((event) => event.data.schoolId === school.id)).toHaveLength(2);
    expect((await t.call('PATCH', `/api/v1/schools/update-school-status/${school.id}`, { status: 'Active' })).body.code).toBe(
      'SCHOOL_NOT_FOUND',
    );
  });
});

describe('merging schools', () => {
  it('refuses anything but two different schools in the list, with the spec message', async () => {
    const a = await createSchool('Merge Check One');
    const b = await createSchool('Merge Check Two');
    await t.call('DELETE', `/api/v1/schools/delete-school/${b.id}`);
    for (const payload of [
      {},
      { primarySchoolId: a.id },
      { primarySchoolId: a.id, secondarySchoolId: a.id },
      { primarySchoolId: a.id, secondarySchoolId: '99999' },
      { primarySchoolId: a.id, secondarySchoolId: b.id },
    ]) {
      const refused = await t.call('POST', '/api/v1/schools/merge-schools', payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body.message).toBe(MERGE);
    }
  });

  it('is one event; the users of the secondary show the primary, which can no longer be chosen; history stays', async () => {
    const primary = await createSchool('Merged Primary School', mirdif);
    const secondary = await createSchool('Merged Secondary School');
    const pupil = await t.studentAt(secondary.id);
    // The pupil also organises at the secondary school: their organiser record follows too.
    const assigned = await t.call('POST', '/api/v1/organisers/assign-organiser-to-school', { userId: pupil.userId });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
    const before = await schoolStream();

    const merged = await t.call('POST', '/api/v1/schools/merge-schools', { primarySchoolId: primary.id, secondarySchoolId: secondary.id });
    expect(merged).toMatchObject({
      status: 200,
      body: {
        message: 'Schools merged successfully',
        data: { primarySchoolId: primary.id, secondarySchoolId: secondary.id, school: { id: primary.id } },
      },
    });
    const added = (await schoolStream()).slice(before.length);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      type: 'SchoolsMerged',
      data: {
        secondarySchoolId: secondary.id,
        primarySchoolId: primary.id,
        primaryLocalityId: '1',
        from: 'Active',
        to: 'merged',
        by: t.admin.userId,
      },
    });
    expect((await schoolStream()).filter((event) => event.data.schoolId === secondary.id)).toHaveLength(1);

    const profile = (await pupil.profile()).body.data;
    expect(profile).toMatchObject({ school_id: primary.id, school: { id: primary.id, name: 'Merged Primary School', area_id: mirdif } });
    expect(await findProfile(t.system.deps.db, pupil.userId)).toMatchObject({ school_id: primary.id, locality_id: '1' });
    expect((await allSchools()).map((s) => s.id)).not.toContain(secondary.id);
    const organisers = (await t.call('GET', '/api/v1/organisers/all-organisers')).body.data as Array<{
      user_id: string;
      school_id: string;
      school: string;
    }>;
    expect(organisers.find((row) => row.user_id === pupil.userId)).toMatchObject({
      school_id: primary.id,
      school: 'Merged Primary School',
    });

    const again = await t.call(
      'PATCH',
      `/api/v1/users/student-profile-update/${pupil.userId}`,
      pupil.profileBody({ username: profile.username, school_id: secondary.id }),
      pupil.headers,
    );
    expect(again).toMatchObject({
      status: 400,
      body: {
        message: 'This school is no longer in the list. Please choose another school.',
        data: { fieldErrors: { school_id: expect.any(String) } },
      },
    });
    const rows = (await t.call('GET', '/api/v1/localities/locality-rows')).body.data as Array<{
      id: string;
      linkedSchoolsCount: number;
      linkedStudentsCount: number;
    }>;
    expect(rows.find((row) => row.id === `1:${mirdif}`)?.linkedStudentsCount).toBeGreaterThanOrEqual(1);
  });
});
