import { isLiveSchool } from '@domain/schools/school-directory';
import { parseLocalityRowId } from '@domain/schools/locality-rows';
import type { EventStore } from '../event-store/port';
import type { CommandContext } from '../handler/command-handler';
import { loadCurrentSchools, schoolsInLocality, schoolsInRow } from './current-schools';
import { runLocalityDirectoryCommand } from './locality-directory-commands';
import { stampOf } from './stamp';

/**
 * The super user's writes on the Localities list (spec §2.6, §7). Each is one append to the
 * locality directory. Deleting and merging need to know which schools sit in a row, which the
 * school directory knows: it is read just before deciding. A school added to that row in the
 * same instant can slip past (it then stays in a removed row, and shows in no list, until a
 * super user edits it); closing that gap would need both directories in one stream.
 */

export const addLocalityRow = async (
  store: EventStore,
  input: { localityName: string; areaName: string; status?: string },
  context: CommandContext,
  now: Date,
) => {
  const result = await runLocalityDirectoryCommand(store, { type: 'AddLocalityRow', ...input, ...stampOf(context, now) }, context);
  const area = result.events.find((event) => event.type === 'AreaAdded');
  if (!area) throw new Error(`area '${input.areaName}' was not added`);
  return { row: { localityId: area.data.localityId, areaId: area.data.areaId }, position: result.position };
};

export const renameArea = (store: EventStore, areaId: string, name: string, context: CommandContext, now: Date) =>
  runLocalityDirectoryCommand(store, { type: 'RenameArea', areaId, name, ...stampOf(context, now) }, context);

export const changeAreaStatus = (
  store: EventStore,
  input: { areaId: string; status: string; expectedStatus?: string },
  context: CommandContext,
  now: Date,
) => runLocalityDirectoryCommand(store, { type: 'ChangeAreaStatus', ...input, ...stampOf(context, now) }, context);

export const deleteArea = async (store: EventStore, areaId: string, context: CommandContext, now: Date) => {
  const schools = [...(await loadCurrentSchools(store)).schools.values()];
  const liveSchools = schools.filter((school) => isLiveSchool(school) && school.areaId === areaId).length;
  return runLocalityDirectoryCommand(store, { type: 'DeleteArea', areaId, liveSchools, ...stampOf(context, now) }, context);
};

export const deleteLocalityRow = async (store: EventStore, rowId: string, context: CommandContext, now: Date) => {
  const row = parseLocalityRowId(rowId);
  const schools = await loadCurrentSchools(store);
  const liveSchools =
    row === null ? 0 : (row.areaId === null ? schoolsInLocality(schools, row.localityId) : schoolsInRow(schools, row)).length;
  return runLocalityDirectoryCommand(store, { type: 'DeleteLocalityRow', rowId, liveSchools, ...stampOf(context, now) }, context);
};

export const mergeLocalityRows = async (
  store: EventStore,
  input: { primaryRowId: string; secondaryRowId: string },
  context: CommandContext,
  now: Date,
) => {
  const secondary = parseLocalityRowId(input.secondaryRowId);
  const schoolIds = secondary === null ? [] : schoolsInRow(await loadCurrentSchools(store), secondary).map((school) => school.id);
  return runLocalityDirectoryCommand(store, { type: 'MergeLocalityRows', ...input, schoolIds, ...stampOf(context, now) }, context);
};
