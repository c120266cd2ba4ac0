import { LOCALITY_DIRECTORY_STREAM, parseLocalityDirectoryEvent } from '@domain/schools/locality-directory';
import type { LocalityRowRef } from '@domain/schools/locality-rows';
import {
  SCHOOL_DIRECTORY_STREAM,
  emptySchoolDirectory,
  evolveSchoolDirectory,
  isLiveSchool,
  parseSchoolDirectoryEvent,
  relocateSchools,
  type LiveSchool,
  type SchoolDirectoryState,
} from '@domain/schools/school-directory';
import type { EventStore } from '../event-store/port';

/**
 * Where every school is now. A merge of Localities-list rows moves schools but is recorded in
 * the locality directory's stream, so both streams are folded in the order they happened
 * (positions compare as strings in every adapter): a school edited after such a merge keeps
 * its edit, one edited before it is moved.
 */
export const loadCurrentSchools = async (store: EventStore): Promise<SchoolDirectoryState> => {
  const [schools, localities] = await Promise.all([store.readStream(SCHOOL_DIRECTORY_STREAM), store.readStream(LOCALITY_DIRECTORY_STREAM)]);
  const merges = localities.filter((event) => event.type === 'LocalitiesMerged');
  const ordered = [...schools, ...merges].sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
  let state = emptySchoolDirectory;
  for (const recorded of ordered) {
    if (recorded.streamId === LOCALITY_DIRECTORY_STREAM) {
      const merge = parseLocalityDirectoryEvent(recorded.type, recorded.data);
      if (merge?.type === 'LocalitiesMerged') state = relocateSchools(state, merge);
      continue;
    }
    const event = parseSchoolDirectoryEvent(recorded.type, recorded.data);
    if (event) state = evolveSchoolDirectory(state, event);
  }
  return state;
};

/** The live schools of a Localities-list row; the row without an area holds its locality's schools without one. */
export const schoolsInRow = (state: SchoolDirectoryState, row: LocalityRowRef): LiveSchool[] =>
  [...state.schools.values()].filter(
    (school): school is LiveSchool => isLiveSchool(school) && school.localityId === row.localityId && school.areaId === row.areaId,
  );

/** The live schools anywhere in a locality. */
export const schoolsInLocality = (state: SchoolDirectoryState, localityId: string): LiveSchool[] =>
  [...state.schools.values()].filter((school): school is LiveSchool => isLiveSchool(school) && school.localityId === localityId);
