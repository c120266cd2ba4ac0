import { z } from 'zod';
import { assertNever } from '../shared/decider';
import { statusChangeFields } from '../shared/status-change';
import type { LocalitiesMerged } from './locality-directory';
import { nameKey } from './fields';

/**
 * Every school in one stream, with the state its events fold into: school codes must be
 * unique (the _001 suffix is decided against all codes), a custom school typed twice must
 * become one school, and a merge must be one append, all of which need one consistency
 * boundary. The decisions are in school-directory-decider.ts.
 */
export const SCHOOL_DIRECTORY_STREAM = 'school-directory';

export const schoolStatuses = ['Active', 'Flagged', 'Blocked', 'Unlisted'] as const;
export type SchoolStatus = (typeof schoolStatuses)[number];
/** A deleted or merged school leaves the lists but stays here, so history keeps its name. */
export type SchoolLifecycle = SchoolStatus | 'deleted' | 'merged';

const stamp = { by: z.string(), at: z.string() };
const details = z.object({ code: z.string(), name: z.string(), localityId: z.string(), areaId: z.string().nullable() });

export const schoolDirectoryEventSchemas = {
  SchoolAdded: z.object({
    schoolId: z.string(),
    code: z.string(),
    name: z.string(),
    localityId: z.string(),
    areaId: z.string().nullable(),
    status: z.enum(schoolStatuses),
    ...stamp,
  }),
  SchoolUpdated: z.object({ schoolId: z.string(), from: details, to: details, ...stamp }),
  SchoolStatusChanged: z.object({ schoolId: z.string(), ...statusChangeFields, from: z.enum(schoolStatuses), to: z.enum(schoolStatuses) }),
  SchoolDeleted: z.object({ schoolId: z.string(), ...statusChangeFields, from: z.enum(schoolStatuses), to: z.literal('deleted') }),
  /**
   * The secondary school goes to 'merged'; whoever named it (profiles, counts) now names the
   * primary. The primary's locality comes along so readers that keep no school table (user
   * profiles) can re-point the locality too.
   */
  SchoolsMerged: z.object({
    secondarySchoolId: z.string(),
    primarySchoolId: z.string(),
    primaryLocalityId: z.string(),
    ...statusChangeFields,
    from: z.enum(schoolStatuses),
    to: z.literal('merged'),
  }),
};
export type SchoolDirectoryEventType = keyof typeof schoolDirectoryEventSchemas;
export const schoolDirectoryEventTypes = Object.keys(schoolDirectoryEventSchemas) as SchoolDirectoryEventType[];

type Schemas = typeof schoolDirectoryEventSchemas;
type EventOf<Type extends SchoolDirectoryEventType> = { type: Type; data: z.infer<Schemas[Type]> };
export type SchoolAdded = EventOf<'SchoolAdded'>;
export type SchoolDeleted = EventOf<'SchoolDeleted'>;
export type SchoolsMerged = EventOf<'SchoolsMerged'>;
export type SchoolDirectoryEvent = { [Type in SchoolDirectoryEventType]: EventOf<Type> }[SchoolDirectoryEventType];

export const parseSchoolDirectoryEvent = (type: string, data: unknown): SchoolDirectoryEvent | null => {
  if (!Object.hasOwn(schoolDirectoryEventSchemas, type)) return null;
  const schema = schoolDirectoryEventSchemas[type as SchoolDirectoryEventType];
  return { type, data: schema.parse(data) } as SchoolDirectoryEvent;
};

export interface School {
  id: string;
  code: string;
  name: string;
  localityId: string;
  areaId: string | null;
  status: SchoolLifecycle;
  /** The school it was merged into, when merged. */
  mergedInto: string | null;
}
export type LiveSchool = School & { status: SchoolStatus };
export interface SchoolDirectoryState {
  schools: ReadonlyMap<string, School>;
  /** Every school's current code, removed schools included, so no code ever names two schools. */
  codes: ReadonlySet<string>;
  lastSchoolId: number;
}

export const isLiveSchool = (school: School | undefined): school is LiveSchool =>
  school !== undefined && school.status !== 'deleted' && school.status !== 'merged';

/** A school a user or a super user can still pick: neither deleted nor merged away. */
export const liveSchool = (state: SchoolDirectoryState, id: string): LiveSchool | undefined => {
  const school = state.schools.get(id);
  return isLiveSchool(school) ? school : undefined;
};

/** Where a merged school's users now are: the end of its merge chain, if that is live. */
export const survivorOf = (state: SchoolDirectoryState, id: string): LiveSchool | undefined => {
  let school = state.schools.get(id);
  for (let hops = 0; school?.status === 'merged' && school.mergedInto !== null && hops < state.schools.size; hops += 1) {
    school = state.schools.get(school.mergedInto);
  }
  return isLiveSchool(school) ? school : undefined;
};

/** The school with this name (any case, any status) in this locality: seeding's "was it ever there?". */
export const schoolIdByName = (state: SchoolDirectoryState, localityId: string, name: string): string | undefined => {
  const key = nameKey(name);
  for (const school of state.schools.values()) if (school.localityId === localityId && nameKey(school.name) === key) return school.id;
  return undefined;
};

/**
 * The school a user means by typing this name in this locality: a live one, or the school a
 * merged one of that name went into. A deleted one is not meant any more.
 */
export const liveSchoolIdByName = (state: SchoolDirectoryState, localityId: string, name: string): string | undefined => {
  const key = nameKey(name);
  for (const school of state.schools.values()) {
    if (school.localityId !== localityId || nameKey(school.name) !== key) continue;
    const survivor = survivorOf(state, school.id);
    if (survivor) return survivor.id;
  }
  return undefined;
};

/**
 * A live school of this name (any case, any spacing) in the same Localities-list row: what a
 * new or renamed school may not duplicate. `except` is the school being renamed.
 */
export const liveSchoolInRowByName = (
  state: SchoolDirectoryState,
  row: { localityId: string; areaId: string | null },
  name: string,
  except?: string,
): LiveSchool | undefined => {
  const key = nameKey(name);
  for (const school of state.schools.values()) {
    if (school.id === except || !isLiveSchool(school)) continue;
    if (school.localityId === row.localityId && school.areaId === row.areaId && nameKey(school.name) === key) return school;
  }
  return undefined;
};

const withSchool = (state: SchoolDirectoryState, id: string, change: Partial<School>): SchoolDirectoryState => {
  const school = state.schools.get(id);
  return school ? { ...state, schools: new Map(state.schools).set(id, { ...school, ...change }) } : state;
};

export const evolveSchoolDirectory = (state: SchoolDirectoryState, event: SchoolDirectoryEvent): SchoolDirectoryState => {
  switch (event.type) {
    case 'SchoolAdded': {
      const { schoolId: id, code, name, localityId, areaId, status } = event.data;
      return {
        schools: new Map(state.schools).set(id, { id, code, name, localityId, areaId, status, mergedInto: null }),
        codes: new Set(state.codes).add(code.toUpperCase()),
        lastSchoolId: Math.max(state.lastSchoolId, Number(id) || 0),
      };
    }
    case 'SchoolUpdated': {
      const { from, to } = event.data;
      const codes = new Set(state.codes);
      codes.delete(from.code.toUpperCase());
      codes.add(to.code.toUpperCase());
      return { ...withSchool(state, event.data.schoolId, to), codes };
    }
    case 'SchoolStatusChanged':
    case 'SchoolDeleted':
      return withSchool(state, event.data.schoolId, { status: event.data.to });
    case 'SchoolsMerged':
      return withSchool(state, event.data.secondarySchoolId, { status: 'merged', mergedInto: event.data.primarySchoolId });
    default:
      return assertNever(event);
  }
};

/**
 * A merge of Localities-list rows moves schools, but it is decided in the locality
 * directory's stream. Whoever needs where schools are now folds both streams in order and
 * applies those merges with this.
 */
export const relocateSchools = (state: SchoolDirectoryState, { data }: LocalitiesMerged): SchoolDirectoryState =>
  data.schoolIds.reduce(
    (current, id) => withSchool(current, id, { localityId: data.primaryLocalityId, areaId: data.primaryAreaId }),
    state,
  );

export const emptySchoolDirectory: SchoolDirectoryState = { schools: new Map(), codes: new Set(), lastSchoolId: 0 };
