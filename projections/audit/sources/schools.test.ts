import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../commands/event-store/port';
import { schoolsStatusSource } from './schools';

const at = '2026-11-21T10:00:00.000Z';
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: 'e1',
  type,
  streamId: 'x',
  revision: 0n,
  position: '1',
  data,
  metadata: {},
  createdAt: new Date(at),
});

describe('schools, areas and localities in the audit trail', () => {
  it('records status changes, deletions and the secondary of a merge with who and when', () => {
    expect(
      schoolsStatusSource.entriesOf(recorded('SchoolStatusChanged', { schoolId: '4', from: 'Active', to: 'Blocked', by: 'admin-1', at })),
    ).toEqual([{ entityType: 'school', entityId: '4', from: 'Active', to: 'Blocked', by: 'admin-1', at }]);
    expect(
      schoolsStatusSource.entriesOf(
        recorded('SchoolsMerged', {
          secondarySchoolId: '4',
          primarySchoolId: '2',
          primaryLocalityId: '1',
          from: 'Flagged',
          to: 'merged',
          by: 'admin-1',
          at,
        }),
      ),
    ).toEqual([{ entityType: 'school', entityId: '4', from: 'Flagged', to: 'merged', by: 'admin-1', at, detail: 'merged into school 2' }]);
    expect(
      schoolsStatusSource.entriesOf(
        recorded('AreaDeleted', { areaId: '7', localityId: '1', from: 'Blocked', to: 'deleted', by: 'admin-1', at }),
      ),
    ).toEqual([{ entityType: 'area', entityId: '7', from: 'Blocked', to: 'deleted', by: 'admin-1', at }]);
    expect(
      schoolsStatusSource.entriesOf(recorded('LocalityDeleted', { localityId: '9', from: 'Active', to: 'deleted', by: 'admin-1', at })),
    ).toEqual([{ entityType: 'locality', entityId: '9', from: 'Active', to: 'deleted', by: 'admin-1', at }]);
  });

  it('records a merge of rows against the secondary area, or the secondary locality', () => {
    const merge = { primaryLocalityId: '1', primaryAreaId: '2', schoolIds: ['5', '6'], from: 'Active', to: 'merged', by: 'admin-1', at };
    expect(
      schoolsStatusSource.entriesOf(
        recorded('LocalitiesMerged', { ...merge, secondaryLocalityId: '1', secondaryAreaId: '3', localityRetired: false }),
      ),
    ).toEqual([
      {
        entityType: 'area',
        entityId: '3',
        from: 'Active',
        to: 'merged',
        by: 'admin-1',
        at,
        detail: 'merged into locality row 1:2, moving 2 school(s)',
      },
    ]);
    expect(
      schoolsStatusSource.entriesOf(
        recorded('LocalitiesMerged', { ...merge, secondaryLocalityId: '8', secondaryAreaId: null, localityRetired: true }),
      ),
    ).toEqual([
      {
        entityType: 'locality',
        entityId: '8',
        from: 'Active',
        to: 'merged',
        by: 'admin-1',
        at,
        detail: 'merged into locality row 1:2, moving 2 school(s)',
      },
    ]);
  });

  it('records what things start as, the seed as the system', () => {
    const added = {
      schoolId: '1',
      code: 'DU_AME_BAR',
      name: 'Dubai American Academy',
      localityId: '1',
      areaId: '1',
      status: 'Active',
      by: 'system',
      at,
    };
    expect(schoolsStatusSource.entriesOf(recorded('SchoolAdded', added))).toEqual([
      { entityType: 'school', entityId: '1', from: null, to: 'Active', by: null, at, detail: 'added as DU_AME_BAR' },
    ]);
  });

  it('never throws on an event it cannot read, and lists only types it maps', () => {
    expect(schoolsStatusSource.entriesOf(recorded('SchoolDeleted', { nonsense: true }))).toEqual([]);
    expect(schoolsStatusSource.entriesOf(recorded('SomethingElse', {}))).toEqual([]);
    for (const type of schoolsStatusSource.eventTypes) expect(type).toMatch(/^(School|Schools|Area|Locality|Localities)[A-Z]/);
  });
});
