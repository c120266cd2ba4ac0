import type { SchoolStatus } from '@domain/schools/school-directory';
import type { EventStore } from '../event-store/port';
import type { CommandContext } from '../handler/command-handler';
import { loadCurrentSchools } from './current-schools';
import { loadLocalityDirectory } from './locality-directory-commands';
import { placeSchool, runSchoolDirectoryCommand } from './school-directory-commands';
import { stampOf } from './stamp';

/** The super user's writes on the Schools list (spec §2.6, §7); adding one is addSchool. Each is one append. */
export interface SchoolEdit {
  name: string;
  localityId: string;
  areaId: string | null;
}

export const updateSchool = async (store: EventStore, schoolId: string, edit: SchoolEdit, context: CommandContext, now: Date) => {
  const placed = placeSchool(await loadLocalityDirectory(store), edit);
  const { name, localityId, localityCode, areaId, areaCode } = placed;
  return runSchoolDirectoryCommand(
    store,
    {
      type: 'UpdateSchool',
      schoolId,
      name,
      localityId,
      localityCode,
      areaId: areaId ?? null,
      areaCode: areaCode ?? null,
      ...stampOf(context, now),
    },
    context,
  );
};

export const changeSchoolStatus = (
  store: EventStore,
  input: { schoolId: string; status: SchoolStatus; expectedStatus?: SchoolStatus },
  context: CommandContext,
  now: Date,
) => runSchoolDirectoryCommand(store, { type: 'ChangeSchoolStatus', ...input, ...stampOf(context, now) }, context);

export const deleteSchool = (store: EventStore, schoolId: string, context: CommandContext, now: Date) =>
  runSchoolDirectoryCommand(store, { type: 'DeleteSchool', schoolId, ...stampOf(context, now) }, context);

/** One SchoolsMerged event: the secondary is merged, and everyone who named it now names the primary. */
export const mergeSchools = async (
  store: EventStore,
  input: { primarySchoolId: string; secondarySchoolId: string },
  context: CommandContext,
  now: Date,
) => {
  // Where the primary is now, a locality merge included; the decider refuses an unknown primary.
  const primary = (await loadCurrentSchools(store)).schools.get(input.primarySchoolId);
  return runSchoolDirectoryCommand(
    store,
    { type: 'MergeSchools', ...input, primaryLocalityId: primary?.localityId ?? '', ...stampOf(context, now) },
    context,
  );
};
