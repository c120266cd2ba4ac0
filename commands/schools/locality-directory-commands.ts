import {
  LOCALITY_DIRECTORY_STREAM,
  localityForTypedName,
  parseLocalityDirectoryEvent,
  type LocalityDirectoryState,
} from '@domain/schools/locality-directory';
import { localityDirectoryDecider, type LocalityDirectoryCommand } from '@domain/schools/locality-directory-decider';
import type { EventStore } from '../event-store/port';
import { executeCommand, type CommandContext } from '../handler/command-handler';
import { stampOf } from './stamp';

export const runLocalityDirectoryCommand = (store: EventStore, command: LocalityDirectoryCommand, context: CommandContext) =>
  executeCommand(
    store,
    {
      streamId: LOCALITY_DIRECTORY_STREAM,
      decider: localityDirectoryDecider,
      parse: (event) => parseLocalityDirectoryEvent(event.type, event.data),
      command,
    },
    context,
  );

/** The directory as it is stored now (for look-ups by name and for the codes a school needs). */
export const loadLocalityDirectory = async (store: EventStore): Promise<LocalityDirectoryState> => {
  let state = localityDirectoryDecider.initialState;
  for (const recorded of await store.readStream(LOCALITY_DIRECTORY_STREAM)) {
    const event = parseLocalityDirectoryEvent(recorded.type, recorded.data);
    if (event) state = localityDirectoryDecider.evolve(state, event);
  }
  return state;
};

/**
 * Adds a locality. A custom locality whose name exists already appends nothing and answers
 * the existing id (or the one it was merged into), so a user typing 'Dubai' under 'Other'
 * ends up in Dubai.
 */
export const addLocality = async (
  store: EventStore,
  input: { name: string; code?: string; custom?: boolean },
  context: CommandContext,
  now: Date,
) => {
  const result = await runLocalityDirectoryCommand(
    store,
    { type: 'AddLocality', name: input.name, code: input.code, custom: input.custom ?? false, ...stampOf(context, now) },
    context,
  );
  const added = result.events.find((event) => event.type === 'LocalityAdded');
  const localityId = added?.data.localityId ?? localityForTypedName(await loadLocalityDirectory(store), input.name);
  if (localityId === undefined) throw new Error(`locality '${input.name}' neither added nor found`);
  return { localityId, position: result.position, added: added !== undefined && !result.replayed };
};

export const addArea = async (
  store: EventStore,
  input: { localityId: string; name: string; code?: string },
  context: CommandContext,
  now: Date,
) => {
  const result = await runLocalityDirectoryCommand(store, { type: 'AddArea', ...input, ...stampOf(context, now) }, context);
  const added = result.events.find((event) => event.type === 'AreaAdded');
  if (!added) throw new Error(`area '${input.name}' was not added`);
  return { areaId: added.data.areaId, code: added.data.code, position: result.position };
};

export interface DirectoryImport {
  name: string;
  code?: string;
  areas?: Array<{ name: string; code?: string }>;
}

/** Adds the localities and areas that are missing; the counts are of what this call added. */
export const importDirectory = async (store: EventStore, localities: DirectoryImport[], context: CommandContext, now: Date) => {
  const result = await runLocalityDirectoryCommand(store, { type: 'ImportDirectory', localities, ...stampOf(context, now) }, context);
  const count = (type: string) => (result.replayed ? 0 : result.events.filter((event) => event.type === type).length);
  return { localitiesAdded: count('LocalityAdded'), areasAdded: count('AreaAdded'), position: result.position };
};
