import { describe, expect, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import {
  liveSchoolIdByName,
  survivorOf,
  type SchoolAdded,
  type SchoolDeleted,
  type SchoolDirectoryEvent,
  type SchoolsMerged,
} from './school-directory';
import { schoolDirectoryDecider } from './school-directory-decider';

const stamp = { by: 'admin-1', at: '2026-11-21T10:00:00.000Z' };
const directory = givenWhenThen(schoolDirectoryDecider);
const fold = (events: SchoolDirectoryEvent[]) => events.reduce(schoolDirectoryDecider.evolve, schoolDirectoryDecider.initialState);

const school = (schoolId: string, name: string, code: string, localityId = '1', areaId: string | null = '1'): SchoolAdded => ({
  type: 'SchoolAdded',
  data: { schoolId, code, name, localityId, areaId, status: 'Active', ...stamp },
});
const deleted = (schoolId: string): SchoolDeleted => ({
  type: 'SchoolDeleted',
  data: { schoolId, from: 'Active', to: 'deleted', ...stamp },
});
const merged = (secondarySchoolId: string, primarySchoolId: string): SchoolsMerged => ({
  type: 'SchoolsMerged',
  data: { secondarySchoolId, primarySchoolId, primaryLocalityId: '1', from: 'Active', to: 'merged', ...stamp },
});

const daa = school('1', 'Dubai American Academy', 'DU_AME_BAR');
const repton = school('2', 'Repton School', 'DU_REP_BAR');
const inBarsha = { localityId: '1', localityCode: 'DU', areaId: '1', areaCode: 'BAR' };
const inMirdif = { localityId: '1', localityCode: 'DU', areaId: '2', areaCode: 'MIR' };
const details = (code: string, name: string, areaId = '1') => ({ code, name, localityId: '1', areaId });

describe('updating a school', () => {
  it('keeps the code when the name keeps its initials', () => {
    directory
      .given([daa])
      .when({ type: 'UpdateSchool', schoolId: '1', name: 'American Academy Dubai', ...inBarsha, ...stamp })
      .then([
        {
          type: 'SchoolUpdated',
          data: {
            schoolId: '1',
            from: details('DU_AME_BAR', 'Dubai American Academy'),
            to: details('DU_AME_BAR', 'American Academy Dubai'),
            ...stamp,
          },
        },
      ]);
  });

  it('regenerates the code when the name, locality or area change it, unique among the others', () => {
    const copy = school('3', 'Repton Academy', 'DU_REP_MIR');
    directory
      .given([daa, repton, copy])
      .when({ type: 'UpdateSchool', schoolId: '1', name: 'Repton College', ...inMirdif, ...stamp })
      .then([
        {
          type: 'SchoolUpdated',
          data: {
            schoolId: '1',
            from: details('DU_AME_BAR', 'Dubai American Academy'),
            to: details('DU_REP_MIR_001', 'Repton College', '2'),
            ...stamp,
          },
        },
      ]);
  });

  it('frees the old code: a school added later may get it', () => {
    const renamed = schoolDirectoryDecider.decide(
      { type: 'UpdateSchool', schoolId: '1', name: 'Kings School', ...inBarsha, ...stamp },
      fold([daa]),
    );
    directory
      .given([daa, ...renamed])
      .when({ type: 'AddSchool', name: 'American Academy', ...inBarsha, ...stamp })
      .then([school('2', 'American Academy', 'DU_AME_BAR')]);
  });

  it('records nothing when nothing changes', () => {
    directory
      .given([daa])
      .when({ type: 'UpdateSchool', schoolId: '1', name: ' Dubai  American Academy ', ...inBarsha, ...stamp })
      .then([]);
  });

  it('asks for the name with the spec message, and refuses a school no longer in the list', () => {
    directory
      .given([daa])
      .when({ type: 'UpdateSchool', schoolId: '1', name: ' ', ...inBarsha, ...stamp })
      .thenFails('VALIDATION_FAILED', 'Please fill in all required fields');
    directory
      .given([daa])
      .when({ type: 'UpdateSchool', schoolId: '9', name: 'X', ...inBarsha, ...stamp })
      .thenFails('SCHOOL_NOT_FOUND');
    directory
      .given([daa, deleted('1')])
      .when({ type: 'UpdateSchool', schoolId: '1', name: 'X', ...inBarsha, ...stamp })
      .thenFails('SCHOOL_NOT_FOUND');
    directory
      .given([daa, repton, merged('1', '2')])
      .when({ type: 'UpdateSchool', schoolId: '1', name: 'X', ...inBarsha, ...stamp })
      .thenFails('SCHOOL_MERGED');
  });
});

describe('changing a school status', () => {
  it('records from, to, who and when; any status to any other one', () => {
    directory
      .given([daa])
      .when({ type: 'ChangeSchoolStatus', schoolId: '1', status: 'Flagged', ...stamp })
      .then([{ type: 'SchoolStatusChanged', data: { schoolId: '1', from: 'Active', to: 'Flagged', ...stamp } }]);
    const flagged: SchoolDirectoryEvent = { type: 'SchoolStatusChanged', data: { schoolId: '1', from: 'Active', to: 'Flagged', ...stamp } };
    directory
      .given([daa, flagged])
      .when({ type: 'ChangeSchoolStatus', schoolId: '1', status: 'Unlisted', ...stamp })
      .then([{ type: 'SchoolStatusChanged', data: { schoolId: '1', from: 'Flagged', to: 'Unlisted', ...stamp } }]);
  });

  it('records nothing for the status it already has', () => {
    directory
      .given([daa])
      .when({ type: 'ChangeSchoolStatus', schoolId: '1', status: 'Active', ...stamp })
      .then([]);
  });

  it('refuses a change based on a status someone else has changed since', () => {
    const flagged: SchoolDirectoryEvent = { type: 'SchoolStatusChanged', data: { schoolId: '1', from: 'Active', to: 'Flagged', ...stamp } };
    directory
      .given([daa, flagged])
      .when({ type: 'ChangeSchoolStatus', schoolId: '1', status: 'Blocked', expectedStatus: 'Active', ...stamp })
      .thenFails('SCHOOL_STATUS_CHANGED', "This school's status was changed by someone else (now Flagged). Reload and try again.");
    directory
      .given([daa, flagged])
      .when({ type: 'ChangeSchoolStatus', schoolId: '1', status: 'Blocked', expectedStatus: 'Flagged', ...stamp })
      .then([{ type: 'SchoolStatusChanged', data: { schoolId: '1', from: 'Flagged', to: 'Blocked', ...stamp } }]);
  });

  it('accepts only the four statuses, on a school still in the list', () => {
    directory
      .given([daa])
      .when({ type: 'ChangeSchoolStatus', schoolId: '1', status: 'deleted' as never, ...stamp })
      .thenFails('VALIDATION_FAILED', 'Status must be one of Active, Flagged, Blocked, Unlisted');
    directory
      .given([daa, deleted('1')])
      .when({ type: 'ChangeSchoolStatus', schoolId: '1', status: 'Blocked', ...stamp })
      .thenFails('SCHOOL_NOT_FOUND');
  });
});

describe('deleting a school', () => {
  it('is a status change to deleted, once', () => {
    directory
      .given([daa])
      .when({ type: 'DeleteSchool', schoolId: '1', ...stamp })
      .then([deleted('1')]);
    directory
      .given([daa, deleted('1')])
      .when({ type: 'DeleteSchool', schoolId: '1', ...stamp })
      .then([]);
  });

  it('refuses an unknown or merged school', () => {
    directory
      .given([daa])
      .when({ type: 'DeleteSchool', schoolId: '7', ...stamp })
      .thenFails('SCHOOL_NOT_FOUND');
    directory
      .given([daa, repton, merged('1', '2')])
      .when({ type: 'DeleteSchool', schoolId: '1', ...stamp })
      .thenFails('SCHOOL_MERGED');
  });
});

describe('merging schools', () => {
  it('is one event: the secondary goes to merged, naming the primary and its locality', () => {
    directory
      .given([daa, repton])
      .when({ type: 'MergeSchools', primarySchoolId: '2', secondarySchoolId: '1', primaryLocalityId: '1', ...stamp })
      .then([merged('1', '2')]);
  });

  it('needs exactly two different schools still in the list (spec message)', () => {
    const message = 'Please select exactly two schools and ensure primary is set.';
    const merge = (primarySchoolId: string, secondarySchoolId: string) => ({
      type: 'MergeSchools' as const,
      primarySchoolId,
      secondarySchoolId,
      primaryLocalityId: '1',
      ...stamp,
    });
    directory.given([daa, repton]).when(merge('1', '1')).thenFails('MERGE_SELECTION_INVALID', message);
    directory.given([daa, repton]).when(merge('', '1')).thenFails('MERGE_SELECTION_INVALID', message);
    directory.given([daa, repton]).when(merge('2', '9')).thenFails('MERGE_SELECTION_INVALID', message);
    directory
      .given([daa, repton, deleted('1')])
      .when(merge('2', '1'))
      .thenFails('MERGE_SELECTION_INVALID', message);
    directory
      .given([daa, repton, school('3', 'Kings', 'DU_KIN_BAR'), merged('3', '2')])
      .when(merge('3', '1'))
      .thenFails('MERGE_SELECTION_INVALID', message);
  });

  it('sends whoever types the merged name to the primary; a deleted name is free again', () => {
    const state = fold([daa, repton, merged('1', '2')]);
    expect(liveSchoolIdByName(state, '1', 'dubai american academy')).toBe('2');
    expect(survivorOf(state, '1')?.id).toBe('2');
    directory
      .given([daa, repton, merged('1', '2')])
      .when({ type: 'AddCustomSchool', name: 'Dubai American Academy', localityId: '1', localityCode: 'DU', ...stamp })
      .then([]);
    // Moved here by a merge of locality rows (recorded in the other stream): the command names it.
    directory
      .given([daa])
      .when({ type: 'AddCustomSchool', name: 'Dubai American Academy', localityId: '5', localityCode: 'SH', knownSchoolId: '1', ...stamp })
      .then([]);
    directory
      .given([daa, deleted('1')])
      .when({ type: 'AddCustomSchool', name: 'Dubai American Academy', localityId: '1', localityCode: 'DU', ...stamp })
      .then([
        {
          type: 'SchoolAdded',
          data: {
            schoolId: '2',
            code: 'DU_AME',
            name: 'Dubai American Academy',
            localityId: '1',
            areaId: null,
            status: 'Unlisted',
            ...stamp,
          },
        },
      ]);
  });

  it('keeps seeding from bringing back a deleted or merged school', () => {
    const rows = [
      { name: 'Dubai American Academy', ...inBarsha },
      { name: 'Repton School', ...inBarsha },
    ];
    directory
      .given([daa, repton, deleted('1'), merged('2', '1')])
      .when({ type: 'ImportSchools', schools: rows, ...stamp })
      .then([]);
  });
});
