import type { RecordedEvent } from '../../../commands/event-store/port';
import { parseLocalityDirectoryEvent, type LocalityDirectoryEvent } from '@domain/schools/locality-directory';
import { localityRowId } from '@domain/schools/locality-rows';
import { parseSchoolDirectoryEvent, type SchoolDirectoryEvent } from '@domain/schools/school-directory';
import type { StatusChangeEntry, StatusChangeSource } from '../source';
import { lenient } from '../../runtime/lenient-parse';

const parsed = lenient(
  (type, data): SchoolDirectoryEvent | LocalityDirectoryEvent | null =>
    parseSchoolDirectoryEvent(type, data) ?? parseLocalityDirectoryEvent(type, data),
);

/** Seeding records 'system' as its actor; the audit trail says null for the system. */
const actor = (by: string): string | null => (by === 'system' ? null : by);

const entriesOf = (recorded: RecordedEvent): StatusChangeEntry[] => {
  const event = parsed(recorded);
  if (!event) return [];
  const by = actor(event.data.by);
  const at = event.data.at;
  switch (event.type) {
    // Each school, area and locality starts its life in the status it was added with.
    case 'SchoolAdded':
      return [
        {
          entityType: 'school',
          entityId: event.data.schoolId,
          from: null,
          to: event.data.status,
          by,
          at,
          detail: `added as ${event.data.code}`,
        },
      ];
    case 'SchoolStatusChanged':
    case 'SchoolDeleted':
      return [{ entityType: 'school', entityId: event.data.schoolId, from: event.data.from, to: event.data.to, by, at }];
    case 'SchoolsMerged': {
      const { secondarySchoolId, primarySchoolId, from, to } = event.data;
      return [{ entityType: 'school', entityId: secondarySchoolId, from, to, by, at, detail: `merged into school ${primarySchoolId}` }];
    }
    case 'LocalityAdded':
      return [
        {
          entityType: 'locality',
          entityId: event.data.localityId,
          from: null,
          to: 'Active',
          by,
          at,
          detail: event.data.custom ? 'typed as a custom locality' : null,
        },
      ];
    case 'AreaAdded':
      return [
        {
          entityType: 'area',
          entityId: event.data.areaId,
          from: null,
          to: event.data.status,
          by,
          at,
          detail: `in locality ${event.data.localityId}`,
        },
      ];
    case 'AreaStatusChanged':
    case 'AreaDeleted':
      return [{ entityType: 'area', entityId: event.data.areaId, from: event.data.from, to: event.data.to, by, at }];
    case 'LocalityDeleted':
      return [{ entityType: 'locality', entityId: event.data.localityId, from: event.data.from, to: event.data.to, by, at }];
    case 'LocalitiesMerged': {
      const { primaryLocalityId, primaryAreaId, secondaryLocalityId, secondaryAreaId, schoolIds, localityRetired, from, to } = event.data;
      const detail = `merged into locality row ${localityRowId({ localityId: primaryLocalityId, areaId: primaryAreaId })}, moving ${schoolIds.length} school(s)`;
      if (secondaryAreaId !== null) return [{ entityType: 'area', entityId: secondaryAreaId, from, to, by, at, detail }];
      // The row without an area: the locality goes too when nothing else was left in it.
      return [
        localityRetired
          ? { entityType: 'locality', entityId: secondaryLocalityId, from, to, by, at, detail }
          : {
              entityType: 'locality',
              entityId: secondaryLocalityId,
              from,
              to: from,
              by,
              at,
              detail: `its schools without an area ${detail}`,
            },
      ];
    }
    default:
      return [];
  }
};

/** Schools, areas and localities: added, set Active/Flagged/Blocked/Unlisted (areas Active/Blocked/Flagged), deleted, merged. */
export const schoolsStatusSource: StatusChangeSource = {
  eventTypes: [
    'SchoolAdded',
    'SchoolStatusChanged',
    'SchoolDeleted',
    'SchoolsMerged',
    'LocalityAdded',
    'AreaAdded',
    'AreaStatusChanged',
    'AreaDeleted',
    'LocalityDeleted',
    'LocalitiesMerged',
  ],
  entriesOf,
};
