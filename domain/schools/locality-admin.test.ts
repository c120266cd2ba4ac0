import { describe, expect, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import {
  liveLocalityIdByName,
  localityForTypedName,
  localityIdByName,
  type AreaAdded,
  type AreaDeleted,
  type LocalityAdded,
  type LocalityDeleted,
  type LocalityDirectoryEvent,
} from './locality-directory';
import { localityDirectoryDecider } from './locality-directory-decider';

const stamp = { by: 'admin-1', at: '2026-11-21T10:00:00.000Z' };
const directory = givenWhenThen(localityDirectoryDecider);
const fold = (events: LocalityDirectoryEvent[]) => events.reduce(localityDirectoryDecider.evolve, localityDirectoryDecider.initialState);

const locality = (localityId: string, name: string, code: string, custom = false): LocalityAdded => ({
  type: 'LocalityAdded',
  data: { localityId, code, name, custom, ...stamp },
});
const area = (
  areaId: string,
  localityId: string,
  name: string,
  code: string,
  status: AreaAdded['data']['status'] = 'Active',
): AreaAdded => ({
  type: 'AreaAdded',
  data: { areaId, code, name, localityId, status, ...stamp },
});
const areaDeleted = (areaId: string, localityId: string): AreaDeleted => ({
  type: 'AreaDeleted',
  data: { areaId, localityId, from: 'Active', to: 'deleted', ...stamp },
});
const localityDeleted = (localityId: string): LocalityDeleted => ({
  type: 'LocalityDeleted',
  data: { localityId, from: 'Active', to: 'deleted', ...stamp },
});

const dubai = locality('1', 'Dubai', 'DU');
const barsha = area('1', '1', 'Al Barsha', 'BAR');
const mirdif = area('2', '1', 'Mirdif', 'MIR');
const kalba = locality('2', 'Kalba', 'KA', true);
const given = [dubai, barsha, mirdif, kalba];

describe('adding a Localities-list row', () => {
  it('adds a new locality and its area with the default codes and the chosen status', () => {
    directory
      .given(given)
      .when({ type: 'AddLocalityRow', localityName: ' Khor Fakkan ', areaName: 'Corniche', status: 'Inactive', ...stamp })
      .then([locality('3', 'Khor Fakkan', 'KH'), area('3', '3', 'Corniche', 'COR', 'Inactive')]);
  });

  it('reuses the locality of that name and is Active by default', () => {
    directory
      .given(given)
      .when({ type: 'AddLocalityRow', localityName: 'dubai', areaName: 'Deira', ...stamp })
      .then([area('3', '1', 'Deira', 'DEI')]);
  });

  it('refuses an area the locality has, and asks for both names with the spec message', () => {
    directory
      .given(given)
      .when({ type: 'AddLocalityRow', localityName: 'Dubai', areaName: 'al barsha', ...stamp })
      .thenFails('AREA_DUPLICATE');
    directory
      .given(given)
      .when({ type: 'AddLocalityRow', localityName: '', areaName: 'X', ...stamp })
      .thenFails('VALIDATION_FAILED', 'Please fill in all required fields');
    directory
      .given(given)
      .when({ type: 'AddLocalityRow', localityName: 'X', areaName: ' ', ...stamp })
      .thenFails('VALIDATION_FAILED', 'Please fill in all required fields');
    directory
      .given(given)
      .when({ type: 'AddLocalityRow', localityName: 'X', areaName: 'Y', status: 'Blocked', ...stamp })
      .thenFails('VALIDATION_FAILED', 'Status must be one of Active, Inactive');
  });

  it('lets a removed name be used again, while seeding never brings it back', () => {
    const history = [...given, areaDeleted('1', '1')];
    directory
      .given(history)
      .when({ type: 'AddLocalityRow', localityName: 'Dubai', areaName: 'Al Barsha', ...stamp })
      .then([area('3', '1', 'Al Barsha', 'ALB')]);
    directory
      .given(history)
      .when({ type: 'ImportDirectory', localities: [{ name: 'Dubai', areas: [{ name: 'Al Barsha' }] }], ...stamp })
      .then([]);
    const gone = [dubai, locality('2', 'Ajman', 'AJM'), localityDeleted('2')];
    directory
      .given(gone)
      .when({ type: 'ImportDirectory', localities: [{ name: 'Ajman', areas: [{ name: 'Al Nuaimiya' }] }], ...stamp })
      .then([]);
    directory
      .given(gone)
      .when({ type: 'AddLocality', name: 'Ajman', custom: false, ...stamp })
      .then([locality('3', 'Ajman', 'AJ')]);
    expect(liveLocalityIdByName(fold(gone), 'ajman')).toBeUndefined();
    expect(localityIdByName(fold(gone), 'ajman')).toBe('2');
  });
});

describe('renaming an area', () => {
  it('records the old and the new name; the code stays', () => {
    directory
      .given(given)
      .when({ type: 'RenameArea', areaId: '1', name: 'Barsha Heights', ...stamp })
      .then([{ type: 'AreaRenamed', data: { areaId: '1', localityId: '1', previousName: 'Al Barsha', name: 'Barsha Heights', ...stamp } }]);
    expect(
      fold([
        ...given,
        { type: 'AreaRenamed', data: { areaId: '1', localityId: '1', previousName: 'Al Barsha', name: 'Barsha Heights', ...stamp } },
      ]).areas.get('1'),
    ).toMatchObject({
      name: 'Barsha Heights',
      code: 'BAR',
    });
  });

  it('may change its own case; not take another area name of the locality', () => {
    directory
      .given(given)
      .when({ type: 'RenameArea', areaId: '1', name: 'AL BARSHA', ...stamp })
      .then([{ type: 'AreaRenamed', data: { areaId: '1', localityId: '1', previousName: 'Al Barsha', name: 'AL BARSHA', ...stamp } }]);
    directory
      .given(given)
      .when({ type: 'RenameArea', areaId: '1', name: 'mirdif', ...stamp })
      .thenFails('AREA_DUPLICATE');
    directory
      .given(given)
      .when({ type: 'RenameArea', areaId: '1', name: 'Al Barsha', ...stamp })
      .then([]);
  });

  it('asks for the name and an area still in the list', () => {
    directory
      .given(given)
      .when({ type: 'RenameArea', areaId: '1', name: '  ', ...stamp })
      .thenFails('VALIDATION_FAILED', 'Please fill in all required fields');
    directory
      .given([...given, areaDeleted('1', '1')])
      .when({ type: 'RenameArea', areaId: '1', name: 'X', ...stamp })
      .thenFails('AREA_NOT_FOUND');
  });
});

describe('changing an area status', () => {
  it('goes from any status to any other one, recording from, to, who and when', () => {
    directory
      .given(given)
      .when({ type: 'ChangeAreaStatus', areaId: '2', status: 'Blocked', ...stamp })
      .then([{ type: 'AreaStatusChanged', data: { areaId: '2', localityId: '1', from: 'Active', to: 'Blocked', ...stamp } }]);
    directory
      .given([...given, area('3', '1', 'Deira', 'DEI', 'Inactive')])
      .when({ type: 'ChangeAreaStatus', areaId: '3', status: 'Flagged', ...stamp })
      .then([{ type: 'AreaStatusChanged', data: { areaId: '3', localityId: '1', from: 'Inactive', to: 'Flagged', ...stamp } }]);
  });

  it('records nothing for the status it has, and sets only Active, Blocked or Flagged', () => {
    directory
      .given(given)
      .when({ type: 'ChangeAreaStatus', areaId: '2', status: 'Active', ...stamp })
      .then([]);
    directory
      .given(given)
      .when({ type: 'ChangeAreaStatus', areaId: '2', status: 'Inactive', ...stamp })
      .thenFails('VALIDATION_FAILED', 'Status must be one of Active, Blocked, Flagged');
    directory
      .given(given)
      .when({ type: 'ChangeAreaStatus', areaId: '9', status: 'Blocked', ...stamp })
      .thenFails('AREA_NOT_FOUND');
    directory
      .given(given)
      .when({ type: 'ChangeAreaStatus', areaId: '2', status: 'Blocked', expectedStatus: 'Flagged', ...stamp })
      .thenFails('AREA_STATUS_CHANGED');
  });
});

describe('deleting', () => {
  it('deletes an area without schools, once', () => {
    directory
      .given(given)
      .when({ type: 'DeleteArea', areaId: '2', liveSchools: 0, ...stamp })
      .then([areaDeleted('2', '1')]);
    directory
      .given([...given, areaDeleted('2', '1')])
      .when({ type: 'DeleteArea', areaId: '2', liveSchools: 0, ...stamp })
      .then([]);
    directory
      .given(given)
      .when({ type: 'DeleteArea', areaId: '2', liveSchools: 3, ...stamp })
      .thenFails('AREA_HAS_SCHOOLS');
  });

  it('deletes the row a row id names: an area, or a locality left without areas or schools', () => {
    directory
      .given(given)
      .when({ type: 'DeleteLocalityRow', rowId: '1:2', liveSchools: 0, ...stamp })
      .then([areaDeleted('2', '1')]);
    directory
      .given(given)
      .when({ type: 'DeleteLocalityRow', rowId: '2', liveSchools: 0, ...stamp })
      .then([localityDeleted('2')]);
    directory
      .given(given)
      .when({ type: 'DeleteLocalityRow', rowId: '2', liveSchools: 1, ...stamp })
      .thenFails('LOCALITY_HAS_SCHOOLS');
    directory
      .given(given)
      .when({ type: 'DeleteLocalityRow', rowId: '1', liveSchools: 0, ...stamp })
      .thenFails('LOCALITY_HAS_AREAS');
    directory
      .given(given)
      .when({ type: 'DeleteLocalityRow', rowId: '2:1', liveSchools: 0, ...stamp })
      .thenFails('AREA_NOT_FOUND');
    directory
      .given(given)
      .when({ type: 'DeleteLocalityRow', rowId: '9', liveSchools: 0, ...stamp })
      .thenFails('LOCALITY_NOT_FOUND');
    directory
      .given(given)
      .when({ type: 'DeleteLocalityRow', rowId: 'a:b:c', liveSchools: 0, ...stamp })
      .thenFails('LOCALITY_NOT_FOUND');
  });
});

describe('merging Localities-list rows', () => {
  const merge = (primaryRowId: string, secondaryRowId: string, schoolIds: string[] = []) => ({
    type: 'MergeLocalityRows' as const,
    primaryRowId,
    secondaryRowId,
    schoolIds,
    ...stamp,
  });

  it('is one event naming both rows and the schools that move; the secondary area goes to merged', () => {
    directory
      .given(given)
      .when(merge('1:1', '1:2', ['4', '5']))
      .then([
        {
          type: 'LocalitiesMerged',
          data: {
            primaryLocalityId: '1',
            primaryAreaId: '1',
            secondaryLocalityId: '1',
            secondaryAreaId: '2',
            schoolIds: ['4', '5'],
            localityRetired: false,
            from: 'Active',
            to: 'merged',
            ...stamp,
          },
        },
      ]);
    const [merged] = localityDirectoryDecider.decide(merge('1:1', '1:2'), fold(given));
    expect(fold([...given, merged!]).areas.get('2')?.status).toBe('merged');
  });

  it('retires a locality whose row without an area was all that was left of it', () => {
    const [merged] = localityDirectoryDecider.decide(merge('1:1', '2', ['7']), fold(given));
    expect(merged).toMatchObject({ data: { secondaryLocalityId: '2', secondaryAreaId: null, localityRetired: true, from: 'Active' } });
    expect(fold([...given, merged!]).localities.get('2')?.status).toBe('merged');
    // Whoever types the retired name under 'Other' now lands where it was merged.
    expect(localityForTypedName(fold([...given, merged!]), ' KALBA ')).toBe('1');
    directory
      .given([...given, merged!])
      .when({ type: 'AddLocality', name: 'Kalba', custom: true, ...stamp })
      .then([]);
    directory
      .given([...given, merged!])
      .when({ type: 'AddLocality', name: 'Kalba', custom: false, ...stamp })
      .then([locality('3', 'Kalba', 'KA')]);
    const [partial] = localityDirectoryDecider.decide(merge('2', '1', ['8']), fold(given));
    expect(partial).toMatchObject({ data: { secondaryLocalityId: '1', secondaryAreaId: null, localityRetired: false, schoolIds: ['8'] } });
  });

  it('refuses a merge that would change nothing, and stores nothing for it', () => {
    // Locality 1 keeps its areas and no school sits in its row without an area.
    directory.given(given).when(merge('2', '1')).thenFails('MERGE_CHANGES_NOTHING');
  });

  it('needs two different rows still in the list (spec message)', () => {
    const message = 'Please select exactly two schools and ensure primary is set.';
    directory.given(given).when(merge('1:1', '1:1')).thenFails('MERGE_SELECTION_INVALID', message);
    directory.given(given).when(merge('1:1', '')).thenFails('MERGE_SELECTION_INVALID', message);
    directory.given(given).when(merge('1:1', '2:2')).thenFails('MERGE_SELECTION_INVALID', message);
    directory.given(given).when(merge('9', '1:1')).thenFails('MERGE_SELECTION_INVALID', message);
    directory
      .given([...given, areaDeleted('2', '1')])
      .when(merge('1:1', '1:2'))
      .thenFails('MERGE_SELECTION_INVALID', message);
  });
});
