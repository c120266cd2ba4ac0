/**
 * A row of the super user's Localities list (spec §2.6, §3): a (locality, area) pair that
 * schools sit in. Every live area is a row; a locality also has a row without an area when
 * schools sit in it without one (custom schools typed under 'Other') or when it has no area
 * left, so that everything in the directory can be reached from the list.
 *
 * The list merges and deletes rows, so merge-localities and delete-locality take row ids:
 * '<localityId>:<areaId>' for an area's row, '<localityId>' for the row without an area.
 * A plain locality id is therefore the id of its area-less row.
 */
export interface LocalityRowRef {
  localityId: string;
  areaId: string | null;
}

const SEPARATOR = ':';
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export const localityRowId = ({ localityId, areaId }: LocalityRowRef): string =>
  areaId === null ? localityId : `${localityId}${SEPARATOR}${areaId}`;

/** null for anything that is not a row id (the caller answers with its own message). */
export const parseLocalityRowId = (id: unknown): LocalityRowRef | null => {
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  const parts = String(id).trim().split(SEPARATOR);
  const [localityId, areaId] = parts;
  if (parts.length > 2 || localityId === undefined || !ID.test(localityId)) return null;
  if (areaId === undefined) return { localityId, areaId: null };
  return ID.test(areaId) ? { localityId, areaId } : null;
};

export const sameRow = (a: LocalityRowRef, b: LocalityRowRef): boolean => a.localityId === b.localityId && a.areaId === b.areaId;
