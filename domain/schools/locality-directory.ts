import { z } from 'zod';
import type { Stamp } from '../shared/actor';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { parseOrReject } from '../shared/validation';
import { defaultAreaCode, defaultLocalityCode } from './default-codes';
import { nameKey, optionalCode, requiredId, requiredName } from './fields';

/**
 * Localities (grouped by emirate) and their areas. All of them live in one stream so that
 * "a locality name is taken once" and "an area name is taken once per locality" are checked
 * inside one consistency boundary, and ids can be handed out in order ("1", "2", ...).
 */
export const LOCALITY_DIRECTORY_STREAM = 'locality-directory';

export const areaStatuses = ['Active', 'Blocked', 'Flagged'] as const;
export type AreaStatus = (typeof areaStatuses)[number];

const stamp = { by: z.string(), at: z.string() };
export const localityDirectoryEventSchemas = {
  LocalityAdded: z.object({ localityId: z.string(), code: z.string(), name: z.string(), custom: z.boolean(), ...stamp }),
  AreaAdded: z.object({
    areaId: z.string(),
    code: z.string(),
    name: z.string(),
    localityId: z.string(),
    status: z.enum(areaStatuses),
    ...stamp,
  }),
};
export const localityDirectoryEventTypes = ['LocalityAdded', 'AreaAdded'] as const;

export type LocalityAdded = { type: 'LocalityAdded'; data: z.infer<typeof localityDirectoryEventSchemas.LocalityAdded> };
export type AreaAdded = { type: 'AreaAdded'; data: z.infer<typeof localityDirectoryEventSchemas.AreaAdded> };
export type LocalityDirectoryEvent = LocalityAdded | AreaAdded;

export const parseLocalityDirectoryEvent = (type: string, data: unknown): LocalityDirectoryEvent | null => {
  switch (type) {
    case 'LocalityAdded':
      return { type, data: localityDirectoryEventSchemas.LocalityAdded.parse(data) };
    case 'AreaAdded':
      return { type, data: localityDirectoryEventSchemas.AreaAdded.parse(data) };
    default:
      return null;
  }
};

const addLocalityInput = z.object({ name: requiredName, code: optionalCode, custom: z.boolean().default(false) });
const addAreaInput = z.object({ localityId: requiredId, name: requiredName, code: optionalCode });
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
  /** Seeding: adds only the localities and areas not there yet, so re-running adds nothing. */
  | ({ type: 'ImportDirectory'; localities: z.input<typeof importInput>['localities'] } & Stamp);

export interface Locality {
  id: string;
  code: string;
  name: string;
  custom: boolean;
}
export interface Area {
  id: string;
  code: string;
  name: string;
  localityId: string;
  status: AreaStatus;
}
export interface LocalityDirectoryState {
  localities: ReadonlyMap<string, Locality>;
  areas: ReadonlyMap<string, Area>;
  lastLocalityId: number;
  lastAreaId: number;
}

export const localityIdByName = (state: LocalityDirectoryState, name: string): string | undefined => {
  const key = nameKey(name);
  for (const locality of state.localities.values()) if (nameKey(locality.name) === key) return locality.id;
  return undefined;
};

export const areaIdByName = (state: LocalityDirectoryState, localityId: string, name: string): string | undefined => {
  const key = nameKey(name);
  for (const area of state.areas.values()) if (area.localityId === localityId && nameKey(area.name) === key) return area.id;
  return undefined;
};

const evolve = (state: LocalityDirectoryState, event: LocalityDirectoryEvent): LocalityDirectoryState => {
  switch (event.type) {
    case 'LocalityAdded': {
      const { localityId: id, code, name, custom } = event.data;
      const localities = new Map(state.localities).set(id, { id, code, name, custom });
      return { ...state, localities, lastLocalityId: Math.max(state.lastLocalityId, Number(id) || 0) };
    }
    case 'AreaAdded': {
      const { areaId: id, code, name, localityId, status } = event.data;
      const areas = new Map(state.areas).set(id, { id, code, name, localityId, status });
      return { ...state, areas, lastAreaId: Math.max(state.lastAreaId, Number(id) || 0) };
    }
    default:
      return assertNever(event);
  }
};

const localityAdded = (state: LocalityDirectoryState, name: string, code: string | undefined, custom: boolean, { by, at }: Stamp): LocalityAdded => ({
  type: 'LocalityAdded',
  data: { localityId: String(state.lastLocalityId + 1), code: code ?? defaultLocalityCode(name), name, custom, by, at },
});

const areaAdded = (state: LocalityDirectoryState, localityId: string, name: string, code: string | undefined, { by, at }: Stamp): AreaAdded => ({
  type: 'AreaAdded',
  data: { areaId: String(state.lastAreaId + 1), code: code ?? defaultAreaCode(name), name, localityId, status: 'Active', by, at },
});

const decideImport = (command: Extract<LocalityDirectoryCommand, { type: 'ImportDirectory' }>, state: LocalityDirectoryState) => {
  const { localities } = parseOrReject(importInput, { localities: command.localities });
  const events: LocalityDirectoryEvent[] = [];
  // Each new event is folded in at once, so later rows see the ids and names of earlier ones.
  let current = state;
  const record = (event: LocalityDirectoryEvent) => {
    events.push(event);
    current = evolve(current, event);
  };
  for (const locality of localities) {
    let localityId = localityIdByName(current, locality.name);
    if (localityId === undefined) {
      const added = localityAdded(current, locality.name, locality.code, false, command);
      record(added);
      localityId = added.data.localityId;
    }
    for (const area of locality.areas) {
      if (areaIdByName(current, localityId, area.name) === undefined) record(areaAdded(current, localityId, area.name, area.code, command));
    }
  }
  return events;
};

export const localityDirectoryDecider: Decider<LocalityDirectoryState, LocalityDirectoryCommand, LocalityDirectoryEvent> = {
  initialState: { localities: new Map(), areas: new Map(), lastLocalityId: 0, lastAreaId: 0 },
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'AddLocality': {
        const { name, code, custom } = parseOrReject(addLocalityInput, command);
        if (localityIdByName(state, name) !== undefined) {
          // A user typing an existing locality under 'Other' means that locality.
          if (custom) return [];
          throw new DomainError('conflict', 'LOCALITY_DUPLICATE', `A locality named ${name} already exists`);
        }
        return [localityAdded(state, name, code, custom, command)];
      }
      case 'AddArea': {
        const { localityId, name, code } = parseOrReject(addAreaInput, command);
        if (!state.localities.has(localityId)) throw new DomainError('not_found', 'LOCALITY_NOT_FOUND', 'Locality not found');
        if (areaIdByName(state, localityId, name) !== undefined) {
          throw new DomainError('conflict', 'AREA_DUPLICATE', `An area named ${name} already exists in this locality`);
        }
        return [areaAdded(state, localityId, name, code, command)];
      }
      case 'ImportDirectory':
        return decideImport(command, state);
      default:
        return assertNever(command);
    }
  },
};
