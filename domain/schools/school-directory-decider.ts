import { z } from 'zod';
import type { Stamp } from '../shared/actor';
import { assertNever, type Decider } from '../shared/decider';
import { parseOrReject } from '../shared/validation';
import { FILL_REQUIRED_FIELDS, requiredId, requiredName } from './fields';
import { decideSchoolAdmin, schoolErrors, type SchoolAdminCommand } from './school-admin';
import { generateSchoolCode } from './school-code';
import {
  emptySchoolDirectory,
  evolveSchoolDirectory,
  liveSchoolIdByName,
  liveSchoolInRowByName,
  schoolIdByName,
  schoolStatuses,
  survivorOf,
  type SchoolAdded,
  type SchoolDirectoryEvent,
  type SchoolDirectoryState,
} from './school-directory';

/**
 * The school directory's decisions. The locality and area codes a school code is built from
 * come with the command (they live in the locality directory). Schools moved by a merge of
 * Localities-list rows are still at their old locality here (that merge is in the other
 * stream), so a typed school name comes with the school it already means where schools are
 * now, if any.
 */
const code = z.string({ error: FILL_REQUIRED_FIELDS }).trim().min(1, FILL_REQUIRED_FIELDS);
const placement = {
  localityId: requiredId,
  localityCode: code,
  areaId: requiredId.nullable().default(null),
  areaCode: code.nullable().default(null),
};
const addSchoolInput = z.object({ name: requiredName, ...placement, status: z.enum(schoolStatuses).default('Active') });
const addCustomSchoolInput = z.object({ name: requiredName, localityId: requiredId, localityCode: code });
const importSchoolsInput = z.object({ schools: z.array(addSchoolInput) });

export type NewSchool = z.input<typeof addSchoolInput>;

export type SchoolDirectoryCommand =
  | ({ type: 'AddSchool' } & NewSchool & Stamp)
  /** A school typed by a user because it is not in the list: Unlisted, no area, never twice. */
  | ({ type: 'AddCustomSchool'; name: string; localityId: string; localityCode: string; knownSchoolId?: string | null } & Stamp)
  /** Seeding: adds the schools whose (name, locality) was never there, so removed ones stay removed. */
  | ({ type: 'ImportSchools'; schools: NewSchool[] } & Stamp)
  | SchoolAdminCommand;

const schoolAdded = (state: SchoolDirectoryState, school: z.output<typeof addSchoolInput>, { by, at }: Stamp): SchoolAdded => ({
  type: 'SchoolAdded',
  data: {
    schoolId: String(state.lastSchoolId + 1),
    code: generateSchoolCode(school, state.codes),
    name: school.name,
    localityId: school.localityId,
    areaId: school.areaId,
    status: school.status,
    by,
    at,
  },
});

export const schoolDirectoryDecider: Decider<SchoolDirectoryState, SchoolDirectoryCommand, SchoolDirectoryEvent> = {
  initialState: emptySchoolDirectory,
  evolve: evolveSchoolDirectory,
  decide: (command, state) => {
    switch (command.type) {
      case 'AddSchool': {
        const school = parseOrReject(addSchoolInput, command);
        // Here, in the one stream, so that fifty identical requests at once make one school.
        const clash = liveSchoolInRowByName(state, school, school.name);
        if (clash) throw schoolErrors.duplicate(clash);
        return [schoolAdded(state, school, command)];
      }
      case 'AddCustomSchool': {
        const { name, localityId, localityCode } = parseOrReject(addCustomSchoolInput, command);
        const known = command.knownSchoolId ? survivorOf(state, command.knownSchoolId) : undefined;
        if (known || liveSchoolIdByName(state, localityId, name) !== undefined) return [];
        const school = { name, localityId, localityCode, areaId: null, areaCode: null, status: 'Unlisted' as const };
        return [schoolAdded(state, school, command)];
      }
      case 'ImportSchools': {
        const { schools } = parseOrReject(importSchoolsInput, { schools: command.schools });
        const events: SchoolDirectoryEvent[] = [];
        let current = state;
        for (const school of schools) {
          if (schoolIdByName(current, school.localityId, school.name) !== undefined) continue;
          const event = schoolAdded(current, school, command);
          events.push(event);
          current = evolveSchoolDirectory(current, event);
        }
        return events;
      }
      case 'UpdateSchool':
      case 'ChangeSchoolStatus':
      case 'DeleteSchool':
      case 'MergeSchools':
        return decideSchoolAdmin(command, state);
      default:
        return assertNever(command);
    }
  },
};
