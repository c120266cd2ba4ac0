import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProfile } from '../../../projections/users/profiles-projection';
import { startDirectorySystem, type DirectorySystem } from '../../../test/support/directory-fixture';

let t: DirectorySystem;
const FILL = 'Please fill in all required fields';
const MERGE = 'Please select exactly two schools and ensure primary is set.';

interface Row {
  id: string;
  locality_id: string;
  locality_code: string;
  locality_name: string;
  area_id: string | null;
  area_code: string | null;
  area_name: string | null;
  status: string;
  linkedSchoolsCount: number;
  linkedStudentsCount: number;
}
const rows = async () => (await t.call('GET', '/api/v1/localities/locality-rows')).body.data as Row[];
const row = async (id: string) => (await rows()).find((candidate) => candidate.id === id);
const directoryStream = () => t.stream('locality-directory');

const addRow = async (locality_name: string, area_name: string, status?: string) => {
  const created = await t.call('POST', '/api/v1/localities/create-locality', { locality_name, area_name, ...(status ? { status } : {}) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as Row;
};
const addSchool = async (name: string, at: Row) => {
  const created = await t.call('POST', '/api/v1/schools/create-school', { name, locality_id: at.locality_id, area_id: at.area_id });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as { id: string };
};

beforeAll(async () => {
  t = await startDirectorySystem();
});
afterAll(async () => t?.system.stop());

describe('who may see and change the Localities list', () => {
  it('is for super users only (403), and nobody signed out (401)', async () => {
    const calls: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?]> = [
      ['GET', '/api/v1/localities/locality-rows'],
      ['POST', '/api/v1/localities/create-locality', { locality_name: 'X', area_name: 'Y' }],
      ['POST', '/api/v1/localities/merge-localities', { primaryLocalityId: '1:1', secondaryLocalityId: '1:2' }],
      ['DELETE', '/api/v1/localities/delete-locality/1:2'],
      ['PATCH', '/api/v1/areas/update-area/1', { name: 'X' }],
      ['PATCH', '/api/v1/areas/update-area-status/1', { status: 'Blocked' }],
      ['DELETE', '/api/v1/areas/delete-area/1'],
    ];
    const before = (await directoryStream()).length;
    for (const [method, url, payload] of calls) {
      const denied = await t.call(method, url, payload, t.student.headers);
      expect(denied.status, url).toBe(403);
      expect(denied.body).toMatchObject({ success: false, code: 'SUPERUSER_REQUIRED' });
      expect((await t.call(method, url, payload, {})).status, url).toBe(401);
    }
    expect((await directoryStream()).length).toBe(before);
  });
});

describe('the rows', () => {
  it('pairs each locality with each area and counts their schools', async () => {
    const seeded = JSON.parse(await readFile(new URL('../../../ops/seed-data/schools.json', import.meta.url), 'utf8')) as Array<{
      locality: string;
      area: string;
    }>;
    const listed = await t.call('GET', '/api/v1/localities/locality-rows');
    expect(listed.body).toMatchObject({ success: true, message: 'Localities fetched successfully' });
    expect(listed.body.data[0]).toEqual({
      id: '1:1',
      locality_id: '1',
      locality_code: 'DU',
      locality_name: 'Dubai',
      area_id: '1',
      area_code: 'BAR',
      area_name: 'Al Barsha',
      status: 'Active',
      linkedSchoolsCount: seeded.filter((school) => school.locality === 'Dubai' && school.area === 'Al Barsha').length,
      linkedStudentsCount: 0,
    });
    const total = (listed.body.data as Row[]).reduce((sum, r) => sum + r.linkedSchoolsCount, 0);
    expect(total).toBe(seeded.length);
  });
});

describe('adding a locality and area', () => {
  it('adds both with the default codes and the chosen status, reusing a locality of that name', async () => {
    const created = await t.call('POST', '/api/v1/localities/create-locality', {
      locality_name: 'Khor Fakkan',
      area_name: 'Corniche',
      status: 'Inactive',
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        message: 'New locality added successfully',
        data: {
          locality_code: 'KH',
          locality_name: 'Khor Fakkan',
          area_code: 'COR',
          area_name: 'Corniche',
          status: 'Inactive',
          linkedSchoolsCount: 0,
        },
      },
    });
    const inDubai = await addRow(' dubai ', 'Test Gardens');
    expect(inDubai).toMatchObject({ locality_id: '1', locality_name: 'Dubai', area_name: 'Test Gardens', status: 'Active' });
    const localities = (await t.call('GET', '/api/v1/localities/all-localities', undefined, t.student.headers)).body.data as Array<{
      name: string;
      areas: Array<{ name: string }>;
    }>;
    expect(localities.find((l) => l.name === 'Khor Fakkan')?.areas.map((a) => a.name)).toEqual(['Corniche']);
    expect((await t.call('GET', '/api/v1/areas/all-areas', undefined, t.student.headers)).body.data).toContainEqual(
      expect.objectContaining({ name: 'Test Gardens', locality_id: '1' }),
    );
  });

  it('needs both names (spec message) and refuses an area the locality has', async () => {
    for (const payload of [{}, { locality_name: 'Hatta' }, { locality_name: ' ', area_name: 'Dam' }]) {
      const refused = await t.call('POST', '/api/v1/localities/create-locality', payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body.message).toBe(FILL);
    }
    expect((await t.call('POST', '/api/v1/localities/create-locality', { locality_name: 'Dubai', area_name: 'AL BARSHA' })).body.code).toBe(
      'AREA_DUPLICATE',
    );
    expect(
      (await t.call('POST', '/api/v1/localities/create-locality', { locality_name: 'X', area_name: 'Y', status: 'Blocked' })).body.message,
    ).toBe('Status must be one of Active, Inactive');
  });
});

describe('editing areas', () => {
  it('renames an area (its code stays) and sets its status, recording from, to, who and when', async () => {
    const added = await addRow('Dubai', 'Old Town');
    const renamed = await t.call('PATCH', `/api/v1/areas/update-area/${added.area_id}`, { name: 'Old Town Island' });
    expect(renamed.body).toMatchObject({
      message: 'Area updated successfully',
      data: { id: added.area_id, name: 'Old Town Island', code: 'OLD' },
    });
    expect((await t.call('PATCH', `/api/v1/areas/update-area/${added.area_id}`, { name: ' ' })).body.message).toBe(FILL);
    expect((await t.call('PATCH', '/api/v1/areas/update-area/99999', { name: 'X' })).body.code).toBe('AREA_NOT_FOUND');

    const blocked = await t.call('PATCH', `/api/v1/areas/update-area-status/${added.area_id}`, { status: 'blocked' });
    expect(blocked.body).toMatchObject({ message: 'Area status updated successfully', data: { status: 'Blocked' } });
    expect((await directoryStream()).at(-1)).toMatchObject({
      type: 'AreaStatusChanged',
      data: { areaId: added.area_id, from: 'Active', to: 'Blocked', by: t.admin.userId },
    });
    expect((await row(added.id))?.status).toBe('Blocked');
    const before = (await directoryStream()).length;
    expect((await t.call('PATCH', `/api/v1/areas/update-area-status/${added.area_id}`, { status: 'Blocked' })).status).toBe(200);
    expect((await directoryStream()).length).toBe(before);
    expect((await t.call('PATCH', `/api/v1/areas/update-area-status/${added.area_id}`, { status: 'Inactive' })).body.message).toBe(
      'Status must be one of Active, Blocked, Flagged',
    );
  });
});

describe('deleting', () => {
  it('refuses a row that still has schools, deletes an empty one, then its emptied locality', async () => {
    expect((await t.call('DELETE', '/api/v1/areas/delete-area/1')).body.code).toBe('AREA_HAS_SCHOOLS');
    expect((await t.call('DELETE', '/api/v1/localities/delete-locality/1:1')).body.code).toBe('AREA_HAS_SCHOOLS');

    const hatta = await addRow('Hatta', 'Hatta Dam');
    expect((await t.call('DELETE', `/api/v1/localities/delete-locality/${hatta.locality_id}`)).body.code).toBe('LOCALITY_HAS_AREAS');
    const deleted = await t.call('DELETE', `/api/v1/localities/delete-locality/${hatta.id}`);
    expect(deleted.body).toMatchObject({ message: 'Locality deleted successfully', data: { id: hatta.id } });
    expect((await t.call('GET', '/api/v1/areas/all-areas')).body.data.map((a: { id: string }) => a.id)).not.toContain(hatta.area_id);
    // With no area left, the locality keeps a row of its own, which can then be deleted.
    expect(await row(hatta.locality_id)).toMatchObject({ area_id: null, linkedSchoolsCount: 0 });
    expect((await t.call('DELETE', `/api/v1/localities/delete-locality/${hatta.locality_id}`)).status).toBe(200);
    expect(await row(hatta.locality_id)).toBeUndefined();
    expect((await t.call('GET', '/api/v1/localities/all-localities')).body.data.map((l: { name: string }) => l.name)).not.toContain(
      'Hatta',
    );

    const spare = await addRow('Dubai', 'Spare Area');
    expect((await t.call('DELETE', `/api/v1/areas/delete-area/${spare.area_id}`)).body).toMatchObject({
      message: 'Area deleted successfully',
      data: { id: spare.area_id },
    });
    const history = (await directoryStream()).filter((event) => event.data.areaId === spare.area_id).map((event) => event.type);
    expect(history).toEqual(['AreaAdded', 'AreaDeleted']);
  });
});

describe('merging rows', () => {
  it('moves every school of the secondary row in one event; counts, schools and profiles follow', async () => {
    const primary = await addRow('Merge Town', 'North');
    const secondary = await addRow('Merge Town', 'South');
    const school = await addSchool('South Merge School', secondary);
    await addSchool('South Merge College', secondary);
    const pupil = await t.studentAt(school.id);
    expect(await row(secondary.id)).toMatchObject({ linkedSchoolsCount: 2, linkedStudentsCount: 1 });
    const before = (await directoryStream()).length;

    const merged = await t.call('POST', '/api/v1/localities/merge-localities', {
      primaryLocalityId: primary.id,
      secondaryLocalityId: secondary.id,
    });
    expect(merged.body).toMatchObject({
      message: 'Localities merged successfully',
      data: {
        primaryLocalityId: primary.id,
        secondaryLocalityId: secondary.id,
        schoolsMoved: 2,
        row: { id: primary.id, linkedSchoolsCount: 2, linkedStudentsCount: 1 },
      },
    });
    const added = (await directoryStream()).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      type: 'LocalitiesMerged',
      data: { primaryAreaId: primary.area_id, secondaryAreaId: secondary.area_id, from: 'Active', to: 'merged', by: t.admin.userId },
    });
    expect(await row(secondary.id)).toBeUndefined();
    expect((await pupil.profile()).body.data.school).toMatchObject({ id: school.id, area_id: primary.area_id });
    expect(
      (await t.call('POST', '/api/v1/localities/merge-localities', { primaryLocalityId: primary.id, secondaryLocalityId: secondary.id }))
        .body.message,
    ).toBe(MERGE);
  });

  it('merges the row of schools typed under Other into a listed row, retiring that locality, and the users follow', async () => {
    const target = await addRow('Sharjah', 'Muwaileh Commercial');
    const pupil = await t.studentOfCustomSchool('Kalba Town', 'Kalba Model School');
    const custom = pupil.school.locality_id;
    expect(await row(custom)).toMatchObject({ locality_name: 'Kalba Town', area_id: null, linkedSchoolsCount: 1, linkedStudentsCount: 1 });

    const merged = await t.call('POST', '/api/v1/localities/merge-localities', {
      primaryLocalityId: target.id,
      secondaryLocalityId: Number(custom),
    });
    expect(merged.body).toMatchObject({ success: true, data: { schoolsMoved: 1, row: { linkedSchoolsCount: 1, linkedStudentsCount: 1 } } });
    expect((await t.call('GET', '/api/v1/localities/all-localities')).body.data.map((l: { name: string }) => l.name)).not.toContain(
      'Kalba Town',
    );
    const profile = (await pupil.profile()).body.data;
    expect(profile.school).toMatchObject({ id: pupil.school.id, locality_id: target.locality_id, area_id: target.area_id });
    expect(await findProfile(t.system.deps.db, pupil.userId)).toMatchObject({
      school_id: pupil.school.id,
      locality_id: target.locality_id,
    });

    // The next student typing the same names under 'Other' gets that school, not a new duplicate.
    const next = await t.studentOfCustomSchool('kalba town', 'Kalba Model School');
    expect(next.school).toMatchObject({ id: pupil.school.id, locality_id: target.locality_id });
    // The profile answer waits for the profile read models only; the counts catch up just after.
    await expect.poll(async () => (await row(target.id))?.linkedStudentsCount, { timeout: 10_000 }).toBe(2);
    expect(await row(target.id)).toMatchObject({ linkedSchoolsCount: 1 });
  });

  it('refuses anything but two different rows in the list, with the spec message', async () => {
    for (const payload of [
      {},
      { primaryLocalityId: '1:1' },
      { primaryLocalityId: '1:1', secondaryLocalityId: '1:1' },
      { primaryLocalityId: '1:1', secondaryLocalityId: '999:1' },
      { primaryLocalityId: '1:1', secondaryLocalityId: 'x:y:z' },
    ]) {
      const refused = await t.call('POST', '/api/v1/localities/merge-localities', payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body.message).toBe(MERGE);
    }
  });
});

it('documents every route of the directory in the OpenAPI document, tagged', async () => {
  const response = await t.system.app.inject({ method: 'GET', url: '/docs/json' });
  const paths = response.json().paths as Record<string, Record<string, { tags?: string[] }>>;
  const expected: Array<[string, string, string]> = [
    ['/api/v1/schools/create-school', 'post', 'schools'],
    ['/api/v1/schools/update-school/{id}', 'patch', 'schools'],
    ['/api/v1/schools/update-school-status/{id}', 'patch', 'schools'],
    ['/api/v1/schools/delete-school/{id}', 'delete', 'schools'],
    ['/api/v1/schools/merge-schools', 'post', 'schools'],
    ['/api/v1/localities/locality-rows', 'get', 'localities'],
    ['/api/v1/localities/create-locality', 'post', 'localities'],
    ['/api/v1/localities/merge-localities', 'post', 'localities'],
    ['/api/v1/localities/delete-locality/{id}', 'delete', 'localities'],
    ['/api/v1/areas/update-area/{id}', 'patch', 'areas'],
    ['/api/v1/areas/update-area-status/{id}', 'patch', 'areas'],
    ['/api/v1/areas/delete-area/{id}', 'delete', 'areas'],
  ];
  for (const [path, method, tag] of expected) expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual([tag]);
});
