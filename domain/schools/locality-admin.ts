import { z } from 'zod';
import type { Stamp } from '../shared/actor';
import { assertNever } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { parseOrReject } from '../shared/validation';
import { MERGE_SELECTION_INVALID, requiredName } from './fields';
import {
  liveArea,
  liveAreaIdByName,
  liveAreasOf,
  liveLocality,
  settableAreaStatuses,
  type Area,
  type AreaStatus,
  type LocalityDirectoryEvent,
  type LocalityDirectoryState,
} from './locality-directory';
import { parseLocalityRowId, sameRow, type LocalityRowRef } from './locality-rows';

/**
 * What a super user does to rows of the Localities list (spec §2.6, §4). Which schools sit
 * in a row is known to the school directory, not here: the command brings the count (to
 * refuse deleting a row that still has schools) or the ids (to move them in a merge).
 */
export type LocalityAdminCommand =
  | ({ type: 'RenameArea'; areaId: string; name: string } & Stamp)
  /** expectedStatus: the status the super user saw; someone else having changed it since is a conflict. */
  | ({ type: 'ChangeAreaStatus'; areaId: string; status: string; expectedStatus?: string } & Stamp)
  | ({ type: 'DeleteArea'; areaId: string; liveSchools: number } & Stamp)
  /** rowId: see locality-rows.ts; an area's row deletes the area, the area-less row the locality. */
  | ({ type: 'DeleteLocalityRow'; rowId: string; liveSchools: number } & Stamp)
  | ({ type: 'MergeLocalityRows'; primaryRowId: string; secondaryRowId: string; schoolIds: string[] } & Stamp);

export const localityErrors = {
  localityNotFound: () => new DomainError('not_found', 'LOCALITY_NOT_FOUND', 'Locality not found'),
  areaNotFound: () => new DomainError('not_found', 'AREA_NOT_FOUND', 'Area not found'),
  areaMerged: () => new DomainError('conflict', 'AREA_MERGED', 'This area was merged into another locality row'),
  localityMerged: () => new DomainError('conflict', 'LOCALITY_MERGED', 'This locality was merged into another locality row'),
  areaDuplicate: (name: string) => new DomainError('conflict', 'AREA_DUPLICATE', `An area named ${name} already exists in this locality`),
  hasSchools: (what: 'area' | 'locality') =>
    new DomainError(
      'conflict',
      what === 'area' ? 'AREA_HAS_SCHOOLS' : 'LOCALITY_HAS_SCHOOLS',
      `This ${what} still has schools. Merge it into another locality row or delete its schools first.`,
    ),
  hasAreas: () => new DomainError('conflict', 'LOCALITY_HAS_AREAS', 'This locality still has areas. Delete or merge its areas first.'),
  mergeSelection: () => new DomainError('validation', 'MERGE_SELECTION_INVALID', MERGE_SELECTION_INVALID),
  mergeChangesNothing: () =>
    new DomainError(
      'validation',
      'MERGE_CHANGES_NOTHING',
      'This merge would change nothing: the second row has no schools and its locality keeps its areas. Choose two rows from the list.',
    ),
  changedMeanwhile: (now: string) =>
    new DomainError(
      'conflict',
      'AREA_STATUS_CHANGED',
      `This area's status was changed by someone else (now ${now}). Reload and try again.`,
    ),
};

const renameInput = z.object({ name: requiredName });
const statusInput = z.object({
  status: z.enum(settableAreaStatuses, { error: `Status must be one of ${settableAreaStatuses.join(', ')}` }),
});

/** The area a command names, if it is still in the list. */
const existingArea = (state: LocalityDirectoryState, id: string): Area & { status: AreaStatus } => {
  if (state.areas.get(id)?.status === 'merged') throw localityErrors.areaMerged();
  const area = liveArea(state, id);
  if (!area) throw localityErrors.areaNotFound();
  return area;
};

const deleteArea = (state: LocalityDirectoryState, areaId: string, liveSchools: number, { by, at }: Stamp): LocalityDirectoryEvent[] => {
  // Deleting twice (a double click) changes nothing.
  if (state.areas.get(areaId)?.status === 'deleted') return [];
  const area = existingArea(state, areaId);
  if (liveSchools > 0) throw localityErrors.hasSchools('area');
  return [{ type: 'AreaDeleted', data: { areaId: area.id, localityId: area.localityId, from: area.status, to: 'deleted', by, at } }];
};

const deleteLocality = (
  state: LocalityDirectoryState,
  localityId: string,
  liveSchools: number,
  { by, at }: Stamp,
): LocalityDirectoryEvent[] => {
  const locality = state.localities.get(localityId);
  if (!locality) throw localityErrors.localityNotFound();
  if (locality.status === 'deleted') return [];
  if (locality.status === 'merged') throw localityErrors.localityMerged();
  if (liveAreasOf(state, localityId).length > 0) throw localityErrors.hasAreas();
  if (liveSchools > 0) throw localityErrors.hasSchools('locality');
  return [{ type: 'LocalityDeleted', data: { localityId, from: 'Active', to: 'deleted', by, at } }];
};

/** A row that is in the list now: a live locality, and a live area of it when the row has one. */
const liveRow = (state: LocalityDirectoryState, ref: LocalityRowRef | null): LocalityRowRef | undefined => {
  if (!ref || !liveLocality(state, ref.localityId)) return undefined;
  if (ref.areaId !== null && liveArea(state, ref.areaId)?.localityId !== ref.localityId) return undefined;
  return ref;
};

const decideMerge = (
  command: Extract<LocalityAdminCommand, { type: 'MergeLocalityRows' }>,
  state: LocalityDirectoryState,
): LocalityDirectoryEvent[] => {
  const primary = liveRow(state, parseLocalityRowId(command.primaryRowId));
  const secondary = liveRow(state, parseLocalityRowId(command.secondaryRowId));
  if (!primary || !secondary || sameRow(primary, secondary)) throw localityErrors.mergeSelection();
  const { schoolIds } = parseOrReject(z.object({ schoolIds: z.array(z.string()) }), command);
  const from = secondary.areaId === null ? 'Active' : state.areas.get(secondary.areaId)!.status;
  // A row without an area is all that is left of a locality without live areas: it goes too.
  const localityRetired = secondary.areaId === null && liveAreasOf(state, secondary.localityId).length === 0;
  // The row without an area of a locality that keeps its areas is only listed while schools
  // sit in it; merging it empty would store a merge that moved and retired nothing.
  if (secondary.areaId === null && !localityRetired && schoolIds.length === 0) throw localityErrors.mergeChangesNothing();
  return [
    {
      type: 'LocalitiesMerged',
      data: {
        primaryLocalityId: primary.localityId,
        primaryAreaId: primary.areaId,
        secondaryLocalityId: secondary.localityId,
        secondaryAreaId: secondary.areaId,
        schoolIds,
        localityRetired,
        from,
        to: 'merged',
        by: command.by,
        at: command.at,
      },
    },
  ];
};

export const decideLocalityAdmin = (command: LocalityAdminCommand, state: LocalityDirectoryState): LocalityDirectoryEvent[] => {
  const { by, at } = command;
  switch (command.type) {
    case 'RenameArea': {
      const { name } = parseOrReject(renameInput, command);
      const area = existingArea(state, command.areaId);
      if (area.name === name) return [];
      const clash = liveAreaIdByName(state, area.localityId, name);
      if (clash !== undefined && clash !== area.id) throw localityErrors.areaDuplicate(name);
      return [{ type: 'AreaRenamed', data: { areaId: area.id, localityId: area.localityId, previousName: area.name, name, by, at } }];
    }
    case 'ChangeAreaStatus': {
      const { status } = parseOrReject(statusInput, command);
      const area = existingArea(state, command.areaId);
      if (command.expectedStatus !== undefined && command.expectedStatus !== area.status)
        throw localityErrors.changedMeanwhile(area.status);
      if (area.status === status) return [];
      return [{ type: 'AreaStatusChanged', data: { areaId: area.id, localityId: area.localityId, from: area.status, to: status, by, at } }];
    }
    case 'DeleteArea':
      return deleteArea(state, command.areaId, command.liveSchools, command);
    case 'DeleteLocalityRow': {
      const row = parseLocalityRowId(command.rowId);
      if (!row) throw localityErrors.localityNotFound();
      if (row.areaId === null) return deleteLocality(state, row.localityId, command.liveSchools, command);
      if (state.areas.get(row.areaId)?.localityId !== row.localityId) throw localityErrors.areaNotFound();
      return deleteArea(state, row.areaId, command.liveSchools, command);
    }
    case 'MergeLocalityRows':
      return decideMerge(command, state);
    default:
      return assertNever(command);
  }
};
