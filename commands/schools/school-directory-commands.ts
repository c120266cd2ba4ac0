import { DomainError } from '@domain/shared/errors';
import { FILL_REQUIRED_FIELDS } from '@domain/schools/fields';
import { localityErrors } from '@domain/schools/locality-admin';
import { liveArea, liveLocality, type LocalityDirectoryState } from '@domain/schools/locality-directory';
import { schoolErrors } from '@domain/schools/school-admin';
import {
  SCHOOL_DIRECTORY_STREAM,
  liveSchoolInRowByName,
  parseSchoolDirectoryEvent,
  type SchoolDirectoryState,
  type SchoolStatus,
} from '@domain/schools/school-directory';
import { schoolDirectoryDecider, type NewSchool, type SchoolDirectoryCommand } from '@domain/schools/school-directory-decider';
import type { EventStore } from '../event-store/port';
import { executeCommand, type CommandContext } from '../handler/command-handler';
import { loadCurrentSchools } from './current-schools';
import { loadLocalityDirectory } from './locality-directory-commands';
import { stampOf } from './stamp';

export const runSchoolDirectoryCommand = (store: EventStore, command: SchoolDirectoryCommand, context: CommandContext) =>
  executeCommand(
    store,
    {
      streamId: SCHOOL_DIRECTORY_STREAM,
      decider: schoolDirectoryDecider,
      parse: (event) => parseSchoolDirectoryEvent(event.type, event.data),
      command,
    },
    context,
  );

/** The school directory as its own stream folds (what its decisions see). */
export const loadSchoolDirectory = async (store: EventStore): Promise<SchoolDirectoryState> => {
  let state = schoolDirectoryDecider.initialState;
  for (const recorded of await store.readStream(SCHOOL_DIRECTORY_STREAM)) {
    const event = parseSchoolDirectoryEvent(recorded.type, recorded.data);
    if (event) state = schoolDirectoryDecider.evolve(state, event);
  }
  return state;
};

export interface SchoolPlacement {
  name: string;
  localityId: string;
  areaId: string | null;
  status?: SchoolStatus;
}

/**
 * A school code is built from its locality's and area's codes, which the locality directory
 * holds: the ids are checked against it (a deleted or merged one is not there any more) and
 * the codes taken from it.
 */
export const placeSchool = (directory: LocalityDirectoryState, school: SchoolPlacement): NewSchool => {
  if (!school.localityId?.trim()) {
    throw new DomainError('validation', 'VALIDATION_FAILED', FILL_REQUIRED_FIELDS, { locality_id: FILL_REQUIRED_FIELDS });
  }
  const locality = liveLocality(directory, school.localityId);
  if (!locality) throw localityErrors.localityNotFound();
  const area = school.areaId === null ? null : liveArea(directory, school.areaId);
  if (area === undefined || (area && area.localityId !== locality.id)) {
    throw new DomainError('not_found', 'AREA_NOT_FOUND', 'Area not found in this locality');
  }
  return {
    name: school.name,
    localityId: locality.id,
    localityCode: locality.code,
    areaId: area?.id ?? null,
    areaCode: area?.code ?? null,
    status: school.status ?? 'Active',
  };
};

export const addSchool = async (store: EventStore, input: SchoolPlacement, context: CommandContext, now: Date) => {
  const school = placeSchool(await loadLocalityDirectory(store), input);
  // The decider sees schools where its own stream put them; a school a Localities-list merge
  // moved into this row is found here, where both streams are folded.
  const movedHere = liveSchoolInRowByName(
    await loadCurrentSchools(store),
    { localityId: school.localityId, areaId: school.areaId ?? null },
    school.name,
  );
  if (movedHere) throw schoolErrors.duplicate(movedHere);
  const result = await runSchoolDirectoryCommand(store, { type: 'AddSchool', ...school, ...stampOf(context, now) }, context);
  const added = result.events.find((event) => event.type === 'SchoolAdded');
  if (!added) throw new Error(`school '${input.name}' was not added`);
  return { schoolId: added.data.schoolId, code: added.data.code, position: result.position };
};

/** Adds the schools whose (name, locality) is missing; the count is of what this call added. */
export const importSchools = async (store: EventStore, schools: SchoolPlacement[], context: CommandContext, now: Date) => {
  const directory = await loadLocalityDirectory(store);
  const placed = schools.map((school) => placeSchool(directory, school));
  const result = await runSchoolDirectoryCommand(store, { type: 'ImportSchools', schools: placed, ...stampOf(context, now) }, context);
  return { schoolsAdded: result.replayed ? 0 : result.events.length, position: result.position };
};
