import { z } from 'zod';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { parseOrReject } from '../shared/validation';
import type { Stamp } from '../shared/actor';

/**
 * A catalogue (leadership roles, committees, countries) is a short master list that only
 * super users edit. Each catalogue is one stream: numeric ids are handed out in order and
 * the uniqueness of its keys (an ABBR; a country's name and its code) is checked inside one
 * consistency boundary, so two concurrent adds of the same key cannot both succeed.
 */
export interface CatalogueConfig<Name extends string, Entry extends Record<string, string>> {
  name: Name;
  /** Stream holding the whole list. */
  streamId: string;
  entrySchema: z.ZodType<Entry>;
  /** Normalised uniqueness key of an entry. */
  key: (entry: Entry) => string;
  notFoundMessage: string;
  duplicateMessage: (entry: Entry) => string;
  /** Further keys no two entries may share (a country's code), each with its own code and message. */
  otherKeys?: ReadonlyArray<UniqueKey<Entry>>;
}

export interface UniqueKey<Entry> {
  key: (entry: Entry) => string;
  code: string;
  duplicateMessage: (entry: Entry) => string;
}

export type CatalogueEvent<Name extends string, Entry> =
  | { type: `${Name}Added`; data: { id: number; entry: Entry } & Stamp }
  | { type: `${Name}Updated`; data: { id: number; from: Entry; to: Entry } & Stamp }
  | { type: `${Name}Removed`; data: { id: number; entry: Entry } & Stamp };

export type CatalogueCommand<Entry> =
  | ({ type: 'Add'; entry: Entry } & Stamp)
  | ({ type: 'Update'; id: number; entry: Entry } & Stamp)
  | ({ type: 'Remove'; id: number } & Stamp)
  /** Adds the entries whose key is not in the list yet (seeding; re-running adds nothing). */
  | ({ type: 'Import'; entries: Entry[] } & Stamp);

export interface CatalogueState<Entry> {
  entries: ReadonlyMap<number, Entry>;
  lastId: number;
}

export const catalogueEventTypes = <Name extends string>(name: Name) => [`${name}Added`, `${name}Updated`, `${name}Removed`] as const;

export const createCatalogue = <Name extends string, Entry extends Record<string, string>>(config: CatalogueConfig<Name, Entry>) => {
  const [added, updated, removed] = catalogueEventTypes(config.name);
  type Event = CatalogueEvent<Name, Entry>;
  type State = CatalogueState<Entry>;

  const stamp = { by: z.string(), at: z.string() };
  const eventSchemas = {
    [added]: z.object({ id: z.number().int(), entry: config.entrySchema, ...stamp }),
    [updated]: z.object({ id: z.number().int(), from: config.entrySchema, to: config.entrySchema, ...stamp }),
    [removed]: z.object({ id: z.number().int(), entry: config.entrySchema, ...stamp }),
  } as Record<string, z.ZodType>;

  const parseEvent = (type: string, data: unknown): Event | null => {
    const schema = eventSchemas[type];
    return schema ? ({ type, data: schema.parse(data) } as Event) : null;
  };

  const uniqueKeys: ReadonlyArray<UniqueKey<Entry>> = [
    { key: config.key, code: `${config.name.toUpperCase()}_DUPLICATE`, duplicateMessage: config.duplicateMessage },
    ...(config.otherKeys ?? []),
  ];

  const isTaken = (state: State, { key }: UniqueKey<Entry>, entry: Entry, exceptId?: number) =>
    [...state.entries].some(([id, existing]) => id !== exceptId && key(existing) === key(entry));

  /** The first key of `entry` another entry holds; on update, only keys that change count, so an old clash does not block other edits. */
  const clash = (state: State, entry: Entry, previous?: { id: number; entry: Entry }) =>
    uniqueKeys.find(
      (unique) => (!previous || unique.key(previous.entry) !== unique.key(entry)) && isTaken(state, unique, entry, previous?.id),
    );

  const existing = (state: State, id: number): Entry => {
    const entry = state.entries.get(id);
    if (!entry) throw new DomainError('not_found', `${config.name.toUpperCase()}_NOT_FOUND`, config.notFoundMessage);
    return entry;
  };

  const refuseClash = (state: State, entry: Entry, previous?: { id: number; entry: Entry }) => {
    const unique = clash(state, entry, previous);
    if (unique) throw new DomainError('conflict', unique.code, unique.duplicateMessage(entry));
  };

  const sameEntry = (a: Entry, b: Entry) => JSON.stringify(a) === JSON.stringify(b);

  const decider: Decider<State, CatalogueCommand<Entry>, Event> = {
    initialState: { entries: new Map(), lastId: 0 },

    evolve: (state, event) => {
      const entries = new Map(state.entries);
      switch (event.type) {
        case added:
          entries.set(event.data.id, (event.data as { entry: Entry }).entry);
          return { entries, lastId: Math.max(state.lastId, event.data.id) };
        case updated:
          entries.set(event.data.id, (event.data as { to: Entry }).to);
          return { ...state, entries };
        case removed:
          entries.delete(event.data.id);
          return { ...state, entries };
        default:
          return state;
      }
    },

    decide: (command, state) => {
      const { by, at } = command;
      switch (command.type) {
        case 'Add': {
          const entry = parseOrReject(config.entrySchema, command.entry);
          refuseClash(state, entry);
          return [{ type: added, data: { id: state.lastId + 1, entry, by, at } } as Event];
        }
        case 'Update': {
          const from = existing(state, command.id);
          const to = parseOrReject(config.entrySchema, command.entry);
          refuseClash(state, to, { id: command.id, entry: from });
          if (sameEntry(from, to)) return [];
          return [{ type: updated, data: { id: command.id, from, to, by, at } } as Event];
        }
        case 'Remove': {
          const entry = existing(state, command.id);
          return [{ type: removed, data: { id: command.id, entry, by, at } } as Event];
        }
        case 'Import': {
          // Entries whose name (or any other key) is listed already are left out.
          const seen = uniqueKeys.map(({ key }) => new Set([...state.entries.values()].map(key)));
          const events: Event[] = [];
          let lastId = state.lastId;
          for (const raw of command.entries) {
            const entry = parseOrReject(config.entrySchema, raw);
            if (uniqueKeys.some(({ key }, index) => seen[index]!.has(key(entry)))) continue;
            uniqueKeys.forEach(({ key }, index) => seen[index]!.add(key(entry)));
            lastId += 1;
            events.push({ type: added, data: { id: lastId, entry, by, at } } as Event);
          }
          return events;
        }
        default:
          return assertNever(command);
      }
    },
  };

  return { ...config, decider, parseEvent, eventTypes: [added, updated, removed] as readonly string[] };
};
