import { z } from 'zod';
import { assertNever } from '../shared/decider';
import { statusChangeFields } from '../shared/status-change';
import { nameKey } from './fields';

/**
 * Localities (grouped by emirate) and their areas: the events and the state they fold into.
 * All of them live in one stream so that "a locality name is taken once" and "an area name
 * is taken once per locality" are checked inside one consistency boundary, ids can be handed
 * out in order ("1", "2", ...), and a merge is one append that cannot half-happen.
 * The decisions are in locality-directory-decider.ts.
 */
export const LOCALITY_DIRECTORY_STREAM = 'locality-directory';

/** Spec §4: Active, Blocked, Flagged; the add row also offers Inactive. */
export const areaStatuses = ['Active', 'Blocked', 'Flagged', 'Inactive'] as const;
export type AreaStatus = (typeof areaStatuses)[number];
/** What the row menu sets (spec §4: any of them to any other one). */
export const settableAreaStatuses = ['Active', 'Blocked', 'Flagged'] as const;
/** What a new row may start as (spec §2.6: the add row's status select). */
export const initialAreaStatuses = ['Active', 'Inactive'] as const;

/**
 * Removed rows stay in the state (and in every event) so history keeps its names; they only
 * leave the lists. A locality has no status of its own in the spec: it is Active until removed.
 */
export type Removal = 'deleted' | 'merged';
export type LocalityStatus = 'Active' | Removal;
export type AreaLifecycle = AreaStatus | Removal;

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
  /** The code stays: school codes were built from it and codes are identifiers. */
  AreaRenamed: z.object({ areaId: z.string(), localityId: z.string(), previousName: z.string(), name: z.string(), ...stamp }),
  AreaStatusChanged: z.object({
    areaId: z.string(),
    localityId: z.string(),
    ...statusChangeFields,
    from: z.enum(areaStatuses),
    to: z.enum(areaStatuses),
  }),
  AreaDeleted: z.object({
    areaId: z.string(),
    localityId: z.string(),
    ...statusChangeFields,
    from: z.enum(areaStatuses),
    to: z.literal('deleted'),
  }),
  LocalityDeleted: z.object({ localityId: z.string(), ...statusChangeFields, from: z.literal('Active'), to: z.literal('deleted') }),
  /**
   * Two Localities-list rows became one: every school of the secondary row now sits in the
   * primary row. The schools are named (their ids), so each reader re-points exactly them and
   * this one event is the whole merge. The secondary area (or, for a row without an area,
   * the secondary locality once nothing is left in it) goes to 'merged'. School codes stay
   * as they are (they are identifiers); a later edit of a school rebuilds its code.
   */
  LocalitiesMerged: z.object({
    primaryLocalityId: z.string(),
    primaryAreaId: z.string().nullable(),
    secondaryLocalityId: z.string(),
    secondaryAreaId: z.string().nullable(),
    schoolIds: z.array(z.string()),
    localityRetired: z.boolean(),
    ...statusChangeFields,
    from: z.string(),
    to: z.literal('merged'),
  }),
};
export type LocalityDirectoryEventType = keyof typeof localityDirectoryEventSchemas;

type Schemas = typeof localityDirectoryEventSchemas;
type EventOf<Type extends LocalityDirectoryEventType> = { type: Type; data: z.infer<Schemas[Type]> };
export type LocalityAdded = EventOf<'LocalityAdded'>;
export type AreaAdded = EventOf<'AreaAdded'>;
export type AreaDeleted = EventOf<'AreaDeleted'>;
export type LocalityDeleted = EventOf<'LocalityDeleted'>;
export type LocalitiesMerged = EventOf<'LocalitiesMerged'>;
export type LocalityDirectoryEvent = { [Type in LocalityDirectoryEventType]: EventOf<Type> }[LocalityDirectoryEventType];

export const parseLocalityDirectoryEvent = (type: string, data: unknown): LocalityDirectoryEvent | null => {
  if (!Object.hasOwn(localityDirectoryEventSchemas, type)) return null;
  const schema = localityDirectoryEventSchemas[type as LocalityDirectoryEventType];
  return { type, data: schema.parse(data) } as LocalityDirectoryEvent;
};

export interface Locality {
  id: string;
  code: string;
  name: string;
  custom: boolean;
  status: LocalityStatus;
  /** The locality its last row was merged into, when merged. */
  mergedInto: string | null;
}
export interface Area {
  id: string;
  code: string;
  name: string;
  localityId: string;
  status: AreaLifecycle;
}
export interface LocalityDirectoryState {
  localities: ReadonlyMap<string, Locality>;
  areas: ReadonlyMap<string, Area>;
  lastLocalityId: number;
  lastAreaId: number;
}

export const isRemoved = (status: string): status is Removal => status === 'deleted' || status === 'merged';

export const liveLocality = (state: LocalityDirectoryState, id: string): Locality | undefined => {
  const locality = state.localities.get(id);
  return locality && !isRemoved(locality.status) ? locality : undefined;
};

/** A live area of a live locality. */
export const liveArea = (state: LocalityDirectoryState, id: string): (Area & { status: AreaStatus }) | undefined => {
  const area = state.areas.get(id);
  if (!area || isRemoved(area.status) || !liveLocality(state, area.localityId)) return undefined;
  return area as Area & { status: AreaStatus };
};

export const liveAreasOf = (state: LocalityDirectoryState, localityId: string): Area[] =>
  [...state.areas.values()].filter((area) => area.localityId === localityId && !isRemoved(area.status));

/** The live locality with this name (any case, any spacing), if any. */
export const liveLocalityIdByName = (state: LocalityDirectoryState, name: string): string | undefined => {
  const key = nameKey(name);
  for (const locality of state.localities.values()) if (!isRemoved(locality.status) && nameKey(locality.name) === key) return locality.id;
  return undefined;
};

/**
 * The locality a user means by typing this name under 'Other': the live one of that name, or
 * the one a merged locality of that name went into, so a merge of typed duplicates sticks.
 */
export const localityForTypedName = (state: LocalityDirectoryState, name: string): string | undefined => {
  const live = liveLocalityIdByName(state, name);
  if (live !== undefined) return live;
  const key = nameKey(name);
  for (const named of state.localities.values()) {
    if (named.status !== 'merged' || nameKey(named.name) !== key) continue;
    let locality: Locality | undefined = named;
    for (let hops = 0; locality?.status === 'merged' && locality.mergedInto !== null && hops < state.localities.size; hops += 1) {
      locality = state.localities.get(locality.mergedInto);
    }
    if (locality && !isRemoved(locality.status)) return locality.id;
  }
  return undefined;
};

/**
 * The locality with this name, live or else removed: seeding asks "was it ever there?", so a
 * locality a super user removed is not added back on the next start.
 */
export const localityIdByName = (state: LocalityDirectoryState, name: string): string | undefined => {
  const key = nameKey(name);
  const named = [...state.localities.values()].filter((locality) => nameKey(locality.name) === key);
  return (named.find((locality) => !isRemoved(locality.status)) ?? named[0])?.id;
};

export const liveAreaIdByName = (state: LocalityDirectoryState, localityId: string, name: string): string | undefined =>
  liveAreasOf(state, localityId).find((area) => nameKey(area.name) === nameKey(name))?.id;

/** Like localityIdByName: live first, else a removed one, so seeding never revives an area. */
export const areaIdByName = (state: LocalityDirectoryState, localityId: string, name: string): string | undefined => {
  const key = nameKey(name);
  const named = [...state.areas.values()].filter((area) => area.localityId === localityId && nameKey(area.name) === key);
  return (named.find((area) => !isRemoved(area.status)) ?? named[0])?.id;
};

const withArea = (state: LocalityDirectoryState, id: string, change: Partial<Area>): LocalityDirectoryState => {
  const area = state.areas.get(id);
  return area ? { ...state, areas: new Map(state.areas).set(id, { ...area, ...change }) } : state;
};
const withLocality = (state: LocalityDirectoryState, id: string, change: Partial<Locality>): LocalityDirectoryState => {
  const locality = state.localities.get(id);
  return locality ? { ...state, localities: new Map(state.localities).set(id, { ...locality, ...change }) } : state;
};

export const evolveLocalityDirectory = (state: LocalityDirectoryState, event: LocalityDirectoryEvent): LocalityDirectoryState => {
  switch (event.type) {
    case 'LocalityAdded': {
      const { localityId: id, code, name, custom } = event.data;
      const localities = new Map(state.localities).set(id, { id, code, name, custom, status: 'Active', mergedInto: null });
      return { ...state, localities, lastLocalityId: Math.max(state.lastLocalityId, Number(id) || 0) };
    }
    case 'AreaAdded': {
      const { areaId: id, code, name, localityId, status } = event.data;
      const areas = new Map(state.areas).set(id, { id, code, name, localityId, status });
      return { ...state, areas, lastAreaId: Math.max(state.lastAreaId, Number(id) || 0) };
    }
    case 'AreaRenamed':
      return withArea(state, event.data.areaId, { name: event.data.name });
    case 'AreaStatusChanged':
    case 'AreaDeleted':
      return withArea(state, event.data.areaId, { status: event.data.to });
    case 'LocalityDeleted':
      return withLocality(state, event.data.localityId, { status: 'deleted' });
    case 'LocalitiesMerged': {
      const { secondaryAreaId, secondaryLocalityId, primaryLocalityId, localityRetired } = event.data;
      const merged = secondaryAreaId === null ? state : withArea(state, secondaryAreaId, { status: 'merged' });
      return localityRetired ? withLocality(merged, secondaryLocalityId, { status: 'merged', mergedInto: primaryLocalityId }) : merged;
    }
    default:
      return assertNever(event);
  }
};

export const emptyLocalityDirectory: LocalityDirectoryState = { localities: new Map(), areas: new Map(), lastLocalityId: 0, lastAreaId: 0 };
