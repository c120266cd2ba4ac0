import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../../test/support/fresh-database';
import { createEventStore } from '../event-store/create-event-store';
import type { EventStore } from '../event-store/port';
import { loadCurrentSchools } from './current-schools';
import { importReferenceData, type ReferenceData } from './import-reference-data';
import { addLocalityRow, deleteLocalityRow, mergeLocalityRows } from './locality-admin-commands';
import { mergeSchools, updateSchool } from './school-admin-commands';
import { addSchool } from './school-directory-commands';

let database: FreshDatabase;
let store: EventStore;
const now = new Date('2026-11-21T10:00:00.000Z');
let counter = 0;
const context = () => ({ commandId: `admin-cmd-${(counter += 1)}`, userId: 'admin-1' });

const reference: ReferenceData = {
  localities: [
    {
      name: 'Dubai',
      code: 'DU',
      areas: [
        { name: 'Al Barsha', code: 'BAR' },
        { name: 'Barsha Heights', code: 'BHE' },
        { name: 'Mirdif', code: 'MIR' },
      ],
    },
  ],
  schools: [
    { name: 'Dubai American Academy', locality: 'Dubai', area: 'Al Barsha' },
    { name: 'Repton School', locality: 'Dubai', area: 'Barsha Heights' },
    { name: 'Uptown School', locality: 'Dubai', area: 'Barsha Heights' },
  ],
};

beforeAll(async () => {
  database = await createFreshDatabase('school_admin');
  store = await createEventStore({ databaseUrl: database.url });
  await importReferenceData(store, reference, { commandId: 'seed-1', userId: null }, now);
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

describe('where schools are now', () => {
  it('follows a merge of rows, but keeps an edit made after it', async () => {
    // Schools 2 and 3 sit in Barsha Heights (area 2); the row merges into Al Barsha (area 1).
    const merged = await mergeLocalityRows(store, { primaryRowId: '1:1', secondaryRowId: '1:2' }, context(), now);
    expect(merged.events).toHaveLength(1);
    expect(merged.events[0]).toMatchObject({
      type: 'LocalitiesMerged',
      data: { schoolIds: ['2', '3'], from: 'Active', to: 'merged', by: 'admin-1' },
    });
    await updateSchool(store, '3', { name: 'Uptown School', localityId: '1', areaId: '3' }, context(), now);

    const current = await loadCurrentSchools(store);
    expect(current.schools.get('2')).toMatchObject({ localityId: '1', areaId: '1' });
    expect(current.schools.get('3')).toMatchObject({ localityId: '1', areaId: '3', code: 'DU_UPT_MIR' });
  });

  it('a school can no longer be added to, nor a row merged from, a merged area', async () => {
    await expect(addSchool(store, { name: 'New School', localityId: '1', areaId: '2' }, context(), now)).rejects.toMatchObject({
      code: 'AREA_NOT_FOUND',
    });
    await expect(mergeLocalityRows(store, { primaryRowId: '1:1', secondaryRowId: '1:2' }, context(), now)).rejects.toMatchObject({
      code: 'MERGE_SELECTION_INVALID',
    });
  });

  it('seeding again skips schools whose area was merged away instead of failing', async () => {
    const again = await importReferenceData(store, reference, { commandId: 'seed-2', userId: null }, now);
    expect(again.report).toEqual({ localities: 0, areas: 0, schools: 0 });
  });
});

describe('school merges name where the primary is now', () => {
  it('takes the primary locality from the current placement', async () => {
    const { row } = await addLocalityRow(store, { localityName: 'Sharjah', areaName: 'Muwaileh' }, context(), now);
    const { schoolId } = await addSchool(
      store,
      { name: 'Sharjah English School', localityId: row.localityId, areaId: row.areaId },
      context(),
      now,
    );
    const { events } = await mergeSchools(store, { primarySchoolId: schoolId, secondarySchoolId: '1' }, context(), now);
    expect(events[0]).toMatchObject({
      type: 'SchoolsMerged',
      data: { secondarySchoolId: '1', primarySchoolId: schoolId, primaryLocalityId: row.localityId },
    });
  });
});

describe('deleting rows', () => {
  it('counts the schools in the row, moved ones included', async () => {
    await expect(deleteLocalityRow(store, '1:1', context(), now)).rejects.toMatchObject({ code: 'AREA_HAS_SCHOOLS' });
    const { row } = await addLocalityRow(store, { localityName: 'Ajman', areaName: 'Al Nuaimiya' }, context(), now);
    await expect(deleteLocalityRow(store, row.localityId, context(), now)).rejects.toMatchObject({ code: 'LOCALITY_HAS_AREAS' });
    expect((await deleteLocalityRow(store, `${row.localityId}:${row.areaId}`, context(), now)).events).toMatchObject([
      { type: 'AreaDeleted' },
    ]);
    expect((await deleteLocalityRow(store, row.localityId, context(), now)).events).toMatchObject([{ type: 'LocalityDeleted' }]);
  });
});
