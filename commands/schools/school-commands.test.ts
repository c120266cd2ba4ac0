import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../../test/support/fresh-database';
import { createEventStore } from '../event-store/create-event-store';
import type { EventStore } from '../event-store/port';
import { ensureCustomSchool } from './ensure-custom-school';
import { addArea, addLocality, importDirectory } from './locality-directory-commands';
import { addSchool, importSchools, loadSchoolDirectory } from './school-directory-commands';

let database: FreshDatabase;
let store: EventStore;
const now = new Date('2026-11-21T10:00:00.000Z');
let counter = 0;
const context = (commandId = `cmd-${(counter += 1)}`) => ({ commandId, userId: 'user-1' });
const streamLength = async (streamId: string) => (await store.readStream(streamId)).length;

let dubai: string;
let barsha: string;

beforeAll(async () => {
  database = await createFreshDatabase('schools');
  store = await createEventStore({ databaseUrl: database.url });
  await importDirectory(
    store,
    [
      { name: 'Dubai', code: 'DU', areas: [{ name: 'Al Barsha', code: 'BAR' }] },
      { name: 'Sharjah', code: 'SHJ' },
    ],
    context(),
    now,
  );
  dubai = (await addLocality(store, { name: 'Dubai', custom: true }, context(), now)).localityId;
  barsha = '1';
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

describe('localities and areas', () => {
  it('adds a locality and answers its id; a custom one with a known name answers the existing id', async () => {
    const added = await addLocality(store, { name: 'Khor Fakkan' }, context(), now);
    expect(added).toMatchObject({ localityId: '3', added: true });
    expect(added.position).not.toBeNull();
    const again = await addLocality(store, { name: 'khor fakkan', custom: true }, context(), now);
    expect(again).toEqual({ localityId: '3', position: null, added: false });
    await expect(addLocality(store, { name: 'Khor Fakkan' }, context(), now)).rejects.toMatchObject({ code: 'LOCALITY_DUPLICATE' });
  });

  it('adds an area with the default code', async () => {
    expect(await addArea(store, { localityId: '2', name: 'Muwaileh' }, context(), now)).toMatchObject({ areaId: '2', code: 'MUW' });
  });
});

describe('schools', () => {
  it('takes the codes from the directory', async () => {
    const added = await addSchool(store, { name: 'Dubai American Academy', localityId: dubai, areaId: barsha }, context(), now);
    expect(added).toMatchObject({ code: 'DU_AME_BAR' });
    // Another school whose code would be the same gets the next suffix.
    const namesake = await addSchool(store, { name: 'American Academy of Dubai', localityId: dubai, areaId: barsha }, context(), now);
    expect(namesake.code).toBe('DU_AME_BAR_001');
  });

  it('refuses a second school of the same name (any case or spacing) in the same area, pointing at the first', async () => {
    await expect(
      addSchool(store, { name: '  dubai   AMERICAN academy ', localityId: dubai, areaId: barsha }, context(), now),
    ).rejects.toMatchObject({
      code: 'SCHOOL_DUPLICATE',
      message: expect.stringContaining("'Dubai American Academy' already exists in this area (code DU_AME_BAR)"),
    });
  });

  it('refuses a locality or area that does not exist, or an area of another locality', async () => {
    await expect(addSchool(store, { name: 'X', localityId: '99', areaId: null }, context(), now)).rejects.toMatchObject({
      code: 'LOCALITY_NOT_FOUND',
    });
    await expect(addSchool(store, { name: 'X', localityId: dubai, areaId: '99' }, context(), now)).rejects.toMatchObject({
      code: 'AREA_NOT_FOUND',
    });
    await expect(addSchool(store, { name: 'X', localityId: '2', areaId: barsha }, context(), now)).rejects.toMatchObject({
      code: 'AREA_NOT_FOUND',
    });
    await expect(addSchool(store, { name: 'X', localityId: '', areaId: null }, context(), now)).rejects.toMatchObject({
      message: 'Please fill in all required fields',
    });
  });

  it('imports schools idempotently', async () => {
    const rows = [{ name: 'Kings School Al Barsha', localityId: dubai, areaId: barsha }];
    expect((await importSchools(store, rows, context('import-1'), now)).schoolsAdded).toBe(1);
    expect((await importSchools(store, rows, context('import-1'), now)).schoolsAdded).toBe(0);
    expect((await importSchools(store, rows, context('import-2'), now)).schoolsAdded).toBe(0);
  });
});

describe('ensureCustomSchool', () => {
  it('adds an Unlisted school without an area in a listed locality, and finds it the next time', async () => {
    const first = await ensureCustomSchool(store, { schoolName: 'Al Noor Centre', localityId: dubai }, context(), now);
    expect(first.localityId).toBe(dubai);
    expect(first.position).not.toBeNull();
    const school = (await loadSchoolDirectory(store)).schools.get(first.schoolId);
    expect(school).toMatchObject({ name: 'Al Noor Centre', code: 'DU_NCO', areaId: null, status: 'Unlisted' });

    const second = await ensureCustomSchool(store, { schoolName: ' al noor  centre ', localityId: dubai }, context(), now);
    expect(second).toEqual({ schoolId: first.schoolId, localityId: dubai, position: null });
  });

  it('reuses a listed school typed by name', async () => {
    const found = await ensureCustomSchool(store, { schoolName: 'dubai american academy', localityId: dubai }, context(), now);
    expect(found.schoolId).toBe('1');
  });

  it('adds a custom locality and the school in it, and a retry with the same command id adds nothing', async () => {
    const before = [await streamLength('locality-directory'), await streamLength('school-directory')];
    const input = { schoolName: 'Kalba Model School', customLocalityName: 'Kalba' };
    const first = await ensureCustomSchool(store, input, context('custom-kalba'), now);
    const retried = await ensureCustomSchool(store, input, context('custom-kalba'), now);
    expect(retried).toEqual(first);
    expect([await streamLength('locality-directory'), await streamLength('school-directory')]).toEqual([before[0]! + 1, before[1]! + 1]);

    const byAnother = await ensureCustomSchool(store, { schoolName: 'KALBA MODEL SCHOOL', customLocalityName: 'kalba' }, context(), now);
    expect(byAnother).toEqual({ schoolId: first.schoolId, localityId: first.localityId, position: null });
  });

  it('finishes a half-done call when retried', async () => {
    // The locality step ran under this command id, then the process stopped.
    await addLocality(store, { name: 'Dibba', custom: true }, context('half-done'), now);
    const before = await streamLength('locality-directory');
    const finished = await ensureCustomSchool(
      store,
      { schoolName: 'Dibba Private School', customLocalityName: 'Dibba' },
      context('half-done'),
      now,
    );
    expect(await streamLength('locality-directory')).toBe(before);
    expect((await loadSchoolDirectory(store)).schools.get(finished.schoolId)).toMatchObject({
      name: 'Dibba Private School',
      localityId: finished.localityId,
    });
  });

  it('asks for the custom names with the spec messages', async () => {
    await expect(ensureCustomSchool(store, { schoolName: ' ', localityId: dubai }, context(), now)).rejects.toMatchObject({
      message: 'Please enter a custom school name',
    });
    await expect(ensureCustomSchool(store, { schoolName: 'X', customLocalityName: '' }, context(), now)).rejects.toMatchObject({
      message: 'Please enter a custom locality name',
    });
    await expect(ensureCustomSchool(store, { schoolName: 'X', localityId: 'OTHER' }, context(), now)).rejects.toMatchObject({
      message: 'Please enter a custom locality name',
    });
    await expect(ensureCustomSchool(store, { schoolName: 'X', localityId: '404' }, context(), now)).rejects.toMatchObject({
      code: 'LOCALITY_NOT_FOUND',
    });
  });
});
