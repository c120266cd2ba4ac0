import { z } from 'zod';
import type { Stamp } from '../shared/actor';
import { assertNever, type Decider } from '../shared/decider';
import { parseOrReject } from '../shared/validation';
import { FILL_REQUIRED_FIELDS, nameKey, requiredId, requiredName } from './fields';
import { generateSchoolCode } from './school-code';

/**
 * Every school in one stream: school codes must be unique (the _001 suffix is decided
 * against all codes), and a custom school typed twice must become one school, both of which
 * need one consistency boundary. The locality and area codes a code is built from come with
 * the command (they live in the locality directory).
 */
export const SCHOOL_DIRECTORY_STREAM = 'school-directory';

export const schoolStatuses = ['Active', 'Flagged', 'Blocked', 'Unlisted'] as const;
export type SchoolStatus = (typeof schoolStatuses)[number];

export const schoolDirectoryEventSchemas = {
  SchoolAdded: z.object({
    schoolId: z.string(),
    code: z.string(),
    name: z.string(),
    localityId: z.string(),
    areaId: z.string().nullable(),
    status: z.enum(schoolStatuses),
    by: z.string(),
    at: z.string(),
  }),
};
export const schoolDirectoryEventTypes = ['SchoolAdded'] as const;

export type SchoolAdded = { type: 'SchoolAdded'; data: z.infer<typeof schoolDirectoryEventSchemas.SchoolAdded> };
export type SchoolDirectoryEvent = SchoolAdded;

export const parseSchoolDirectoryEvent = (type: string, data: unknown): SchoolDirectoryEvent | null =>
  type === 'SchoolAdded' ? { type, data: schoolDirectoryEventSchemas.SchoolAdded.parse(data) } : null;

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
  | ({ type: 'AddCustomSchool'; name: string; localityId: string; localityCode: string } & Stamp)
  /** Seeding: adds the schools whose (name, locality) is not there yet. */
  | ({ type: 'ImportSchools'; schools: NewSchool[] } & Stamp);

export interface School {
  id: string;
  code: string;
  name: string;
  localityId: string;
  areaId: string | null;
  status: SchoolStatus;
}
export interface SchoolDirectoryState {
  schools: ReadonlyMap<string, School>;
  codes: ReadonlySet<string>;
  lastSchoolId: number;
}

/** The school with this name (any case, any status) in this locality, if any. */
export const schoolIdByName = (state: SchoolDirectoryState, localityId: string, name: string): string | undefined => {
  const key = nameKey(name);
  for (const school of state.schools.values()) if (school.localityId === localityId && nameKey(school.name) === key) return school.id;
  return undefined;
};

const evolve = (state: SchoolDirectoryState, event: SchoolDirectoryEvent): SchoolDirectoryState => {
  switch (event.type) {
    case 'SchoolAdded': {
      const { schoolId: id, code, name, localityId, areaId, status } = event.data;
      return {
        schools: new Map(state.schools).set(id, { id, code, name, localityId, areaId, status }),
        codes: new Set(state.codes).add(code.toUpperCase()),
        lastSchoolId: Math.max(state.lastSchoolId, Number(id) || 0),
      };
    }
    default:
      return assertNever(event.type);
  }
};

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
  initialState: { schools: new Map(), codes: new Set(), lastSchoolId: 0 },
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'AddSchool':
        return [schoolAdded(state, parseOrReject(addSchoolInput, command), command)];
      case 'AddCustomSchool': {
        const { name, localityId, localityCode } = parseOrReject(addCustomSchoolInput, command);
        if (schoolIdByName(state, localityId, name) !== undefined) return [];
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
          current = evolve(current, event);
        }
        return events;
      }
      default:
        return assertNever(command);
    }
  },
};
