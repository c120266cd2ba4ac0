import { z } from 'zod';
import type { Stamp } from '../shared/actor';
import { assertNever } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { parseOrReject } from '../shared/validation';
import { FILL_REQUIRED_FIELDS, MERGE_SELECTION_INVALID, requiredId, requiredName } from './fields';
import { baseSchoolCode, isCodeFrom, uniqueSchoolCode } from './school-code';
import {
  liveSchool,
  liveSchoolInRowByName,
  schoolStatuses,
  type LiveSchool,
  type SchoolDirectoryEvent,
  type SchoolDirectoryState,
  type SchoolStatus,
} from './school-directory';

/** What a super user does to a school already in the list (spec §2.6 Schools list, §4). */
export type SchoolAdminCommand =
  /** The codes of the locality and area come with it: the locality directory holds them. */
  | ({
      type: 'UpdateSchool';
      schoolId: string;
      name: string;
      localityId: string;
      localityCode: string;
      areaId: string | null;
      areaCode: string | null;
    } & Stamp)
  /** expectedStatus: the status the super user saw; someone else having changed it since is a conflict. */
  | ({ type: 'ChangeSchoolStatus'; schoolId: string; status: SchoolStatus; expectedStatus?: SchoolStatus } & Stamp)
  | ({ type: 'DeleteSchool'; schoolId: string } & Stamp)
  /** primaryLocalityId: where the primary is now (a locality merge may have moved it). */
  | ({ type: 'MergeSchools'; primarySchoolId: string; secondarySchoolId: string; primaryLocalityId: string } & Stamp);

export const schoolErrors = {
  notFound: () => new DomainError('not_found', 'SCHOOL_NOT_FOUND', 'School not found'),
  merged: () => new DomainError('conflict', 'SCHOOL_MERGED', 'This school was merged into another school'),
  mergeSelection: () => new DomainError('validation', 'MERGE_SELECTION_INVALID', MERGE_SELECTION_INVALID),
  duplicate: (existing: { name: string; code: string }) =>
    new DomainError(
      'conflict',
      'SCHOOL_DUPLICATE',
      `A school named '${existing.name}' already exists in this area (code ${existing.code}). Edit that school, or merge duplicates in the Schools list.`,
      { name: `A school named '${existing.name}' already exists in this area (code ${existing.code})` },
    ),
  changedMeanwhile: (now: string) =>
    new DomainError(
      'conflict',
      'SCHOOL_STATUS_CHANGED',
      `This school's status was changed by someone else (now ${now}). Reload and try again.`,
    ),
};

const STATUS_MESSAGE = `Status must be one of ${schoolStatuses.join(', ')}`;
const code = z.string({ error: FILL_REQUIRED_FIELDS }).trim().min(1, FILL_REQUIRED_FIELDS);
const updateInput = z.object({
  schoolId: requiredId,
  name: requiredName,
  localityId: requiredId,
  localityCode: code,
  areaId: requiredId.nullable(),
  areaCode: code.nullable(),
});
const statusInput = z.object({ status: z.enum(schoolStatuses, { error: STATUS_MESSAGE }) });

/** The school a command names, if it is still in the list. */
const existing = (state: SchoolDirectoryState, id: string): LiveSchool => {
  const school = state.schools.get(id);
  if (!school || school.status === 'deleted') throw schoolErrors.notFound();
  if (school.status === 'merged') throw schoolErrors.merged();
  return school as LiveSchool;
};

/**
 * A school's code follows what it is built from: it is regenerated only when the name,
 * locality or area change the base code (a rename that keeps the initials keeps the code,
 * suffix included). A new code is unique among all others; the school's own old one is free.
 */
const decideUpdate = (
  command: Extract<SchoolAdminCommand, { type: 'UpdateSchool' }>,
  state: SchoolDirectoryState,
): SchoolDirectoryEvent[] => {
  const input = parseOrReject(updateInput, command);
  const school = existing(state, input.schoolId);
  const clash = liveSchoolInRowByName(state, input, input.name, school.id);
  if (clash) throw schoolErrors.duplicate(clash);
  const base = baseSchoolCode(input);
  const taken = (candidate: string) => candidate !== school.code.toUpperCase() && state.codes.has(candidate);
  const newCode = isCodeFrom(school.code, base) ? school.code : uniqueSchoolCode(base, taken);
  const from = { code: school.code, name: school.name, localityId: school.localityId, areaId: school.areaId };
  const to = { code: newCode, name: input.name, localityId: input.localityId, areaId: input.areaId };
  if ((Object.keys(to) as Array<keyof typeof to>).every((key) => from[key] === to[key])) return [];
  return [{ type: 'SchoolUpdated', data: { schoolId: school.id, from, to, by: command.by, at: command.at } }];
};

const decideMerge = (
  command: Extract<SchoolAdminCommand, { type: 'MergeSchools' }>,
  state: SchoolDirectoryState,
): SchoolDirectoryEvent[] => {
  const { primarySchoolId, secondarySchoolId, primaryLocalityId, by, at } = command;
  const primary = typeof primarySchoolId === 'string' ? liveSchool(state, primarySchoolId) : undefined;
  const secondary = typeof secondarySchoolId === 'string' ? liveSchool(state, secondarySchoolId) : undefined;
  if (!primary || !secondary || primary.id === secondary.id || !primaryLocalityId) throw schoolErrors.mergeSelection();
  return [
    {
      type: 'SchoolsMerged',
      data: {
        secondarySchoolId: secondary.id,
        primarySchoolId: primary.id,
        primaryLocalityId,
        from: secondary.status,
        to: 'merged',
        by,
        at,
      },
    },
  ];
};

export const decideSchoolAdmin = (command: SchoolAdminCommand, state: SchoolDirectoryState): SchoolDirectoryEvent[] => {
  const { by, at } = command;
  switch (command.type) {
    case 'UpdateSchool':
      return decideUpdate(command, state);
    case 'ChangeSchoolStatus': {
      const { status } = parseOrReject(statusInput, command);
      const school = existing(state, command.schoolId);
      if (command.expectedStatus !== undefined && command.expectedStatus !== school.status)
        throw schoolErrors.changedMeanwhile(school.status);
      if (school.status === status) return [];
      return [{ type: 'SchoolStatusChanged', data: { schoolId: school.id, from: school.status, to: status, by, at } }];
    }
    case 'DeleteSchool': {
      // Deleting twice (a double click) changes nothing; a merged school is no longer there to delete.
      if (state.schools.get(command.schoolId)?.status === 'deleted') return [];
      const school = existing(state, command.schoolId);
      return [{ type: 'SchoolDeleted', data: { schoolId: school.id, from: school.status, to: 'deleted', by, at } }];
    }
    case 'MergeSchools':
      return decideMerge(command, state);
    default:
      return assertNever(command);
  }
};
