import { areaIdByName, isRemoved, localityIdByName, type LocalityDirectoryState } from '@domain/schools/locality-directory';
import type { EventStore, Position } from '../event-store/port';
import type { CommandContext } from '../handler/command-handler';
import { importDirectory, loadLocalityDirectory, type DirectoryImport } from './locality-directory-commands';
import { importSchools } from './school-directory-commands';

/** Reference data as seed files hold it: schools name their locality and area. */
export interface ReferenceData {
  localities: DirectoryImport[];
  schools: Array<{ name: string; locality: string; area: string | null }>;
}

/** null when a super user has since deleted or merged the school's locality or area: its schools were dealt with then. */
const placeByNames = (directory: LocalityDirectoryState, row: ReferenceData['schools'][number]) => {
  const localityId = localityIdByName(directory, row.locality);
  if (localityId === undefined) throw new Error(`school ${row.name}: unknown locality '${row.locality}'`);
  const areaId = row.area === null ? null : areaIdByName(directory, localityId, row.area);
  if (areaId === undefined) throw new Error(`school ${row.name}: unknown area '${row.area}' in ${row.locality}`);
  if (isRemoved(directory.localities.get(localityId)!.status) || (areaId !== null && isRemoved(directory.areas.get(areaId)!.status)))
    return null;
  return { name: row.name, localityId, areaId, status: 'Active' as const };
};

/**
 * Imports localities with their areas, then the schools in them (whose ids only the
 * directory knows). Both imports add only what is missing; under a command id already used
 * they add nothing, so a seed can run on every start.
 */
export const importReferenceData = async (store: EventStore, data: ReferenceData, context: CommandContext, now: Date) => {
  const directoryResult = await importDirectory(store, data.localities, context, now);
  const directory = await loadLocalityDirectory(store);
  const placed = data.schools.map((row) => placeByNames(directory, row)).filter((school) => school !== null);
  const schoolsResult = await importSchools(store, placed, context, now);
  const positions = [directoryResult.position, schoolsResult.position].filter((position): position is Position => position !== null);
  return {
    report: { localities: directoryResult.localitiesAdded, areas: directoryResult.areasAdded, schools: schoolsResult.schoolsAdded },
    positions,
    /** The last of them: once read models reach it, they show everything imported. */
    position: positions.at(-1) ?? null,
  };
};
