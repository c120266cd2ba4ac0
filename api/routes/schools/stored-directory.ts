import type { z } from 'zod';
import type { areaRow, schoolRow } from '@contract/schools';
import type { EventStore } from '../../../commands/event-store/port';
import { loadCurrentSchools } from '../../../commands/schools/current-schools';
import { loadLocalityDirectory } from '../../../commands/schools/locality-directory-commands';
import { isRemoved, type AreaStatus, type LocalityDirectoryState } from '@domain/schools/locality-directory';
import { liveSchool } from '@domain/schools/school-directory';

/*
 * A directory write's answer: the school or area as the directory streams hold them now, shown
 * as the lists show them (a removed area shows as no area), so a list still catching up
 * neither leaves the answer empty nor shows it stale.
 */

const liveAreaOf = (directory: LocalityDirectoryState, id: string | null) => {
  const area = id === null ? undefined : directory.areas.get(id);
  return area && !isRemoved(area.status) ? { ...area, status: area.status as AreaStatus } : null;
};

/** The school, or null once it is deleted or merged away. */
export const storedSchoolRow = async (store: EventStore, schoolId: string): Promise<z.infer<typeof schoolRow> | null> => {
  const [schools, directory] = await Promise.all([loadCurrentSchools(store), loadLocalityDirectory(store)]);
  const school = liveSchool(schools, schoolId);
  if (!school) return null;
  const locality = directory.localities.get(school.localityId);
  const area = liveAreaOf(directory, school.areaId);
  return {
    id: school.id,
    code: school.code,
    name: school.name,
    locality_id: school.localityId,
    area_id: school.areaId,
    locality: { id: school.localityId, code: locality?.code ?? '', name: locality?.name ?? '' },
    area: area && { id: area.id, code: area.code, name: area.name, status: area.status },
    status: school.status,
  };
};

/** The area, or null once it is deleted or merged away. */
export const storedAreaRow = async (store: EventStore, areaId: string): Promise<z.infer<typeof areaRow> | null> => {
  const area = liveAreaOf(await loadLocalityDirectory(store), areaId);
  return area && { id: area.id, code: area.code, name: area.name, locality_id: area.localityId, status: area.status };
};
