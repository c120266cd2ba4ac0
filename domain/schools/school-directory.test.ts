import { describe, expect, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import { schoolIdByName, type SchoolAdded, type SchoolStatus } from './school-directory';
import { schoolDirectoryDecider } from './school-directory-decider';

const stamp = { by: 'user-1', at: '2026-11-21T10:00:00.000Z' };
const directory = givenWhenThen(schoolDirectoryDecider);

const school = (
  schoolId: string,
  name: string,
  code: string,
  localityId: string,
  areaId: string | null,
  status: SchoolStatus = 'Active',
): SchoolAdded => ({
  type: 'SchoolAdded',
  data: { schoolId, code, name, localityId, areaId, status, ...stamp },
});
const inBarsha = { localityId: '1', localityCode: 'DU', areaId: '1', areaCode: 'BAR' };
const daa = school('1', 'Dubai American Academy', 'DU_AME_BAR', '1', '1');

describe('adding a school', () => {
  it('gives the next id and generates the code from locality, name and area', () => {
    directory
      .given([daa])
      .when({ type: 'AddSchool', name: " Kings'  School Al Barsha ", ...inBarsha, status: 'Active', ...stamp })
      .then([school('2', "Kings' School Al Barsha", 'DU_KBI_BAR', '1', '1')]);
  });

  it('makes the code unique with _001, _002', () => {
    const copy = school('2', 'Dubai American Academy', 'DU_AME_BAR_001', '1', '1');
    directory
      .given([daa, copy])
      .when({ type: 'AddSchool', name: 'American Academy', ...inBarsha, status: 'Flagged', ...stamp })
      .then([school('3', 'American Academy', 'DU_AME_BAR_002', '1', '1', 'Flagged')]);
  });

  it('leaves the area out of the code of a school without an area, and is Active by default', () => {
    directory
      .given([])
      .when({
        type: 'AddSchool',
        name: 'Raha International School',
        localityId: '2',
        localityCode: 'AD',
        areaId: null,
        areaCode: null,
        ...stamp,
      })
      .then([school('1', 'Raha International School', 'AD_RAH', '2', null)]);
  });

  it('asks for the name and the locality with the spec message', () => {
    directory
      .given([])
      .when({ type: 'AddSchool', name: '  ', ...inBarsha, ...stamp })
      .thenFails('VALIDATION_FAILED', 'Please fill in all required fields');
    directory
      .given([])
      .when({ type: 'AddSchool', name: 'X', ...inBarsha, localityId: '', ...stamp })
      .thenFails('VALIDATION_FAILED', 'Please fill in all required fields');
  });

  it('accepts only the four statuses', () => {
    directory
      .given([])
      .when({ type: 'AddSchool', name: 'X', ...inBarsha, status: 'Closed' as never, ...stamp })
      .thenFails('VALIDATION_FAILED');
  });
});

describe('adding a custom school', () => {
  it('adds it Unlisted, without an area', () => {
    directory
      .given([daa])
      .when({ type: 'AddCustomSchool', name: 'Al Noor Training Centre', localityId: '1', localityCode: 'DU', ...stamp })
      .then([school('2', 'Al Noor Training Centre', 'DU_NTC', '1', null, 'Unlisted')]);
  });

  it('adds nothing when that locality already has a school of that name, listed or not', () => {
    const custom = school('2', 'Al Noor Training Centre', 'DU_NTC', '1', null, 'Unlisted');
    directory
      .given([daa, custom])
      .when({ type: 'AddCustomSchool', name: 'al noor training centre', localityId: '1', localityCode: 'DU', ...stamp })
      .then([]);
    directory
      .given([daa])
      .when({ type: 'AddCustomSchool', name: 'DUBAI AMERICAN ACADEMY', localityId: '1', localityCode: 'DU', ...stamp })
      .then([]);
  });

  it('adds a school of the same name in another locality', () => {
    directory
      .given([daa])
      .when({ type: 'AddCustomSchool', name: 'Dubai American Academy', localityId: '9', localityCode: 'KA', ...stamp })
      .then([school('2', 'Dubai American Academy', 'KA_AME', '9', null, 'Unlisted')]);
  });

  it('needs a name', () => {
    directory
      .given([])
      .when({ type: 'AddCustomSchool', name: '', localityId: '1', localityCode: 'DU', ...stamp })
      .thenFails('VALIDATION_FAILED', 'Please fill in all required fields');
  });
});

describe('importing schools', () => {
  const rows = [
    { name: 'Dubai American Academy', ...inBarsha },
    { name: 'Dubai American Academy', localityId: '2', localityCode: 'AD', areaId: null, areaCode: null },
    { name: 'dubai american academy', ...inBarsha },
    { name: 'American Academy', ...inBarsha },
  ];

  it('adds each (name, locality) once, with unique codes', () => {
    directory
      .given([])
      .when({ type: 'ImportSchools', schools: rows, ...stamp })
      .then([daa, school('2', 'Dubai American Academy', 'AD_AME', '2', null), school('3', 'American Academy', 'DU_AME_BAR_001', '1', '1')]);
  });

  it('adds nothing the second time', () => {
    const first = schoolDirectoryDecider.decide({ type: 'ImportSchools', schools: rows, ...stamp }, schoolDirectoryDecider.initialState);
    directory
      .given(first)
      .when({ type: 'ImportSchools', schools: rows, ...stamp })
      .then([]);
  });
});

it('finds a school id by name within a locality', () => {
  const state = [daa].reduce(schoolDirectoryDecider.evolve, schoolDirectoryDecider.initialState);
  expect(schoolIdByName(state, '1', ' dubai american  academy')).toBe('1');
  expect(schoolIdByName(state, '2', 'Dubai American Academy')).toBeUndefined();
});
