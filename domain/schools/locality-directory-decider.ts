import { z } from 'zod';
import type { Stamp } from '../shared/actor';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { parseOrReject } from '../shared/validation';
import { defaultAreaCode, defaultLocalityCode } from './default-codes';
import { optionalCode, requiredId, requiredName } from './fields';
import { decideLocalityAdmin, localityErrors, type LocalityAdminCommand } from './locality-admin';
import {
  areaIdByName,
  emptyLocalityDirectory,
  evolveLocalityDirectory,
  initialAreaStatuses,
  isRemoved,
  liveAreaIdByName,
  liveLocality,
  liveLocalityIdByName,
  localityForTypedName,
  localityIdByName,
  type AreaAdded,
  type AreaStatus,
  type LocalityAdded,
  type LocalityDirectoryEvent,
  type LocalityDirectoryState,
} from './locality-directory';

const addLocalityInput = z.object({ name: requiredName, code: optionalCode, custom: z.boolean().default(false) });
const addAreaInput = z.object({ localityId: requiredId, name: requiredName, code: optionalCode });
const addRowInput = z.object({
  localityName: requiredName,
  areaName: requiredName,
  status: z.enum(initialAreaStatuses, { error: `Status must be one of ${initialAreaStatuses.join(', ')}` }).default('Active'),
});
const importInput = z.object({
  localities: z.array(
    z.object({
      name: requiredName,
      code: optionalCode,
      areas: z.array(z.object({ name: requiredName, code: optionalCode })).default([]),
    }),
  ),
});

export type LocalityDirectoryCommand =
  /** custom: typed by a user who chose 'Other'; an existing name is then reused, not refused. */
  | ({ type: 'AddLocality'; name: string; code?: string; custom: boolean } & Stamp)
  | ({ type: 'AddArea'; localityId: string; name: string; code?: string } & Stamp)
  /** The Localities list's add row: a locality (an existing one of that name is reused) and an area in it. */
  | ({ type: 'AddLocalityRow'; localityName: string; areaName: string; status?: string } & Stamp)
  /** Seeding: adds only the localities and areas never there, so re-running adds nothing and removed ones stay removed. */
  | ({ type: 'ImportDirectory'; localities: z.input<typeof importInput>['localities'] } & Stamp)
  | LocalityAdminCommand;

const localityAdded = (
  state: LocalityDirectoryState,
  name: string,
  code: string | undefined,
  custom: boolean,
  { by, at }: Stamp,
): LocalityAdded => ({
  type: 'LocalityAdded',
  data: { localityId: String(state.lastLocalityId + 1), code: code ?? defaultLocalityCode(name), name, custom, by, at },
});

const areaAdded = (
  state: LocalityDirectoryState,
  area: { localityId: string; name: string; code?: string; status?: AreaStatus },
  { by, at }: Stamp,
): AreaAdded => ({
  type: 'AreaAdded',
  data: {
    areaId: String(state.lastAreaId + 1),
    code: area.code ?? defaultAreaCode(area.name),
    name: area.name,
    localityId: area.localityId,
    status: area.status ?? 'Active',
    by,
    at,
  },
});

const decideImport = (command: Extract<LocalityDirectoryCommand, { type: 'ImportDirectory' }>, state: LocalityDirectoryState) => {
  const { localities } = parseOrReject(importInput, { localities: command.localities });
  const events: LocalityDirectoryEvent[] = [];
  // Each new event is folded in at once, so later rows see the ids and names of earlier ones.
  let current = state;
  const record = (event: LocalityDirectoryEvent) => {
    events.push(event);
    current = evolveLocalityDirectory(current, event);
  };
  for (const locality of localities) {
    let localityId = localityIdByName(current, locality.name);
    if (localityId === undefined) {
      const added = localityAdded(current, locality.name, locality.code, false, command);
      record(added);
      localityId = added.data.localityId;
    }
    if (isRemoved(current.localities.get(localityId)!.status)) continue;
    for (const area of locality.areas) {
      if (areaIdByName(current, localityId, area.name) === undefined) record(areaAdded(current, { localityId, ...area }, command));
    }
  }
  return events;
};

const decideAddRow = (command: Extract<LocalityDirectoryCommand, { type: 'AddLocalityRow' }>, state: LocalityDirectoryState) => {
  const { localityName, areaName, status } = parseOrReject(addRowInput, command);
  const existingId = liveLocalityIdByName(state, localityName);
  const newLocality = existingId === undefined ? localityAdded(state, localityName, undefined, false, command) : null;
  const localityId = existingId ?? newLocality!.data.localityId;
  if (existingId !== undefined && liveAreaIdByName(state, localityId, areaName) !== undefined) throw localityErrors.areaDuplicate(areaName);
  const area = areaAdded(state, { localityId, name: areaName, status }, command);
  return newLocality ? [newLocality, area] : [area];
};

export const localityDirectoryDecider: Decider<LocalityDirectoryState, LocalityDirectoryCommand, LocalityDirectoryEvent> = {
  initialState: emptyLocalityDirectory,
  evolve: evolveLocalityDirectory,
  decide: (command, state) => {
    switch (command.type) {
      case 'AddLocality': {
        const { name, code, custom } = parseOrReject(addLocalityInput, command);
        // A user typing an existing locality under 'Other' means that locality (or where it was merged).
        if (custom && localityForTypedName(state, name) !== undefined) return [];
        if (liveLocalityIdByName(state, name) !== undefined) {
          throw new DomainError('conflict', 'LOCALITY_DUPLICATE', `A locality named ${name} already exists`);
        }
        return [localityAdded(state, name, code, custom, command)];
      }
      case 'AddArea': {
        const { localityId, name, code } = parseOrReject(addAreaInput, command);
        if (!liveLocality(state, localityId)) throw localityErrors.localityNotFound();
        if (liveAreaIdByName(state, localityId, name) !== undefined) throw localityErrors.areaDuplicate(name);
        return [areaAdded(state, { localityId, name, code }, command)];
      }
      case 'AddLocalityRow':
        return decideAddRow(command, state);
      case 'ImportDirectory':
        return decideImport(command, state);
      case 'RenameArea':
      case 'ChangeAreaStatus':
      case 'DeleteArea':
      case 'DeleteLocalityRow':
      case 'MergeLocalityRows':
        return decideLocalityAdmin(command, state);
      default:
        return assertNever(command);
    }
  },
};
