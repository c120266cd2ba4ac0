import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCustomSchool } from '../../../commands/schools/ensure-custom-school';
import { importReferenceData, type ReferenceData } from '../../../commands/schools/import-reference-data';
import { findSchool, listSchools } from '../../../projections/schools/schools-list';
import { listLocalities } from '../../../projections/schools/localities-list';
import { startTestSystem, type TestSystem } from '../../../test/support/test-system';

let system: TestSystem;
let student: string;

const get = (url: string, authorization?: string) =>
  system.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
const seedFile = async <Row>(file: string) =>
  JSON.parse(await readFile(new URL(`../../../ops/seed-data/${file}`, import.meta.url), 'utf8')) as Row[];
const streamLength = async (streamId: string) => (await system.deps.store.readStream(streamId)).length;
const readModels = ['localities_list', 'areas_list', 'schools_list'];

// What `npm run seed` imports (ops/seed-schools.ts), under the same kind of fixed command id.
const seed = async () => {
  const data: ReferenceData = { localities: await seedFile('localities.json'), schools: await seedFile('schools.json') };
  return importReferenceData(system.deps.store, data, { commandId: 'seed-schools-test', userId: null }, new Date());
};

const LOCALITIES = '/api/v1/localities/all-localities';
const SCHOOLS = '/api/v1/schools/all-schools';
const AREAS = '/api/v1/areas/all-areas';

beforeAll(async () => {
  system = await startTestSystem();
  const { positions } = await seed();
  for (const position of positions) await system.runtime.waitFor(position, { projections: readModels, timeoutMs: 20_000 });
  const pupil = await system.createUser({ role: 'student' });
  student = (await system.login(pupil.email, pupil.password)).authorization;
});

afterAll(async () => {
  await system?.stop();
});

describe('reading the reference lists', () => {
  it('needs a signed-in user', async () => {
    for (const url of [LOCALITIES, SCHOOLS, AREAS]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ success: false });
      expect((await get(url, 'Bearer not-a-token')).statusCode, url).toBe(401);
    }
  });

  it('lists the localities in the emirates order, each with its areas', async () => {
    const response = await get(LOCALITIES, student);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Localities fetched successfully' });
    const localities = body.data as Array<{
      id: string;
      code: string;
      name: string;
      custom: boolean;
      areas: Array<Record<string, string>>;
    }>;
    expect(localities.map((l) => l.name)).toEqual([
      'Dubai',
      'Abu Dhabi',
      'Sharjah',
      'Ajman',
      'Ras Al Khaimah',
      'Fujairah',
      'Umm Al Quwain',
      'Al Ain',
    ]);
    expect(localities.map((l) => l.code)).toEqual(['DU', 'AD', 'SHJ', 'AJM', 'RAK', 'FUJ', 'UAQ', 'AAN']);
    const dubai = localities[0]!;
    expect(dubai).toMatchObject({ id: '1', custom: false });
    expect(dubai.areas[0]).toEqual({ id: '1', code: 'BAR', name: 'Al Barsha', locality_id: '1', status: 'Active' });
    expect(dubai.areas.every((area) => area.locality_id === dubai.id)).toBe(true);
    const seeded = await seedFile<{ name: string; areas: Array<{ name: string }> }>('localities.json');
    expect(localities.map((l) => l.areas.map((a) => a.name))).toEqual(seeded.map((l) => l.areas.map((a) => a.name)));
  });

  it('lists every area', async () => {
    const body = (await get(AREAS, student)).json();
    expect(body).toMatchObject({ success: true, message: 'Areas fetched successfully' });
    const seeded = await seedFile<{ areas: unknown[] }>('localities.json');
    expect(body.data).toHaveLength(seeded.reduce((sum, l) => sum + l.areas.length, 0));
    expect(body.data[0]).toEqual({ id: '1', code: 'BAR', name: 'Al Barsha', locality_id: '1', status: 'Active' });
  });

  it('lists the schools with their locality and area', async () => {
    const body = (await get(SCHOOLS, student)).json();
    expect(body).toMatchObject({ success: true, message: 'Schools fetched successfully' });
    expect(body.data).toHaveLength((await seedFile('schools.json')).length);
    expect(body.data[0]).toEqual({
      id: '1',
      code: 'DU_DUB_SUF',
      name: 'Dubai College',
      locality_id: '1',
      area_id: expect.any(String),
      locality: { id: '1', code: 'DU', name: 'Dubai' },
      area: { id: body.data[0].area_id, code: 'SUF', name: 'Al Sufouh', status: 'Active' },
      status: 'Active',
    });
    const codes = body.data.map((school: { code: string }) => school.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('seeding again adds nothing', async () => {
    const before = [await streamLength('locality-directory'), await streamLength('school-directory')];
    const again = await seed();
    expect(again.report).toEqual({ localities: 0, areas: 0, schools: 0 });
    expect([await streamLength('locality-directory'), await streamLength('school-directory')]).toEqual(before);
  });
});

describe('custom schools typed in a profile', () => {
  const context = (commandId: string) => ({ commandId, userId: 'user-1' });
  const waitForReadModels = async (position: string | null) => {
    if (position) expect(await system.runtime.waitFor(position, { projections: readModels, timeoutMs: 20_000 })).toBe(true);
  };

  it('an Unlisted school in a listed locality shows in all-schools, and findSchool finds it', async () => {
    const ensured = await ensureCustomSchool(
      system.deps.store,
      { schoolName: 'Al Noor Learning Centre', localityId: '3' },
      context('custom-1'),
      new Date(),
    );
    await waitForReadModels(ensured.position);
    const schools = (await get(SCHOOLS, student)).json().data;
    const expected = {
      id: ensured.schoolId,
      code: 'SHJ_NLC',
      name: 'Al Noor Learning Centre',
      locality_id: '3',
      area_id: null,
      locality: { id: '3', code: 'SHJ', name: 'Sharjah' },
      area: null,
      status: 'Unlisted',
    };
    expect(schools).toContainEqual(expected);
    expect(await findSchool(system.deps.db, ensured.schoolId)).toEqual(expected);
    expect(await findSchool(system.deps.db, 'nope')).toBeNull();
  });

  it('a custom locality shows after the emirates in all-localities, with its school in all-schools', async () => {
    const input = { schoolName: 'Kalba Model School', customLocalityName: 'Kalba' };
    const ensured = await ensureCustomSchool(system.deps.store, input, context('custom-kalba'), new Date());
    await waitForReadModels(ensured.position);

    const localities = (await get(LOCALITIES, student)).json().data;
    expect(localities.at(-1)).toEqual({ id: ensured.localityId, code: 'KA', name: 'Kalba', custom: true, areas: [] });
    expect((await listLocalities(system.deps.db)).map((l) => l.name).slice(-2)).toEqual(['Al Ain', 'Kalba']);
    const schools = (await get(SCHOOLS, student)).json().data;
    expect(schools).toContainEqual(
      expect.objectContaining({
        id: ensured.schoolId,
        status: 'Unlisted',
        locality: { id: ensured.localityId, code: 'KA', name: 'Kalba' },
        area: null,
      }),
    );

    // A retried request (same command id) creates nothing new and answers the same ids.
    const counts = [localities.length, schools.length, await streamLength('locality-directory'), await streamLength('school-directory')];
    const retried = await ensureCustomSchool(system.deps.store, input, context('custom-kalba'), new Date());
    expect(retried).toEqual(ensured);
    await waitForReadModels(retried.position);
    expect([
      (await get(LOCALITIES, student)).json().data.length,
      (await listSchools(system.deps.db)).length,
      await streamLength('locality-directory'),
      await streamLength('school-directory'),
    ]).toEqual(counts);
  });
});
