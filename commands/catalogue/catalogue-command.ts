import type { CatalogueCommand, CatalogueEvent } from '@domain/catalogue/catalogue-list';
import type { Decider } from '@domain/shared/decider';
import type { EventStore } from '../event-store/port';
import { executeCommand, type CommandContext } from '../handler/command-handler';

interface CatalogueModule<Name extends string, Entry> {
  streamId: string;
  decider: Decider<unknown, CatalogueCommand<Entry>, CatalogueEvent<Name, Entry>>;
  parseEvent: (type: string, data: unknown) => CatalogueEvent<Name, Entry> | null;
}

/** Runs an add, update, remove or import against one catalogue's stream. */
export const runCatalogueCommand = <Name extends string, Entry>(
  store: EventStore,
  catalogue: CatalogueModule<Name, Entry>,
  command: CatalogueCommand<Entry>,
  context: CommandContext,
) =>
  executeCommand(
    store,
    {
      streamId: catalogue.streamId,
      decider: catalogue.decider,
      parse: (event) => catalogue.parseEvent(event.type, event.data),
      command,
    },
    context,
  );
