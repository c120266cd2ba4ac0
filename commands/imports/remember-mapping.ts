import {
  importMappingDecider,
  importMappingStreamId,
  parseImportMappingEvent,
  type RememberedMapping,
} from '@domain/imports/remembered-mapping';
import type { EventStore, RecordedEvent } from '../event-store/port';
import { executeCommand, foldStream, type CommandContext } from '../handler/command-handler';

const parse = (event: RecordedEvent) => parseImportMappingEvent(event.type, event.data);

/** The mapping last corrected for the event's uploads; null when none was. */
export const rememberedMappingOf = async (store: EventStore, eventId: string): Promise<RememberedMapping | null> =>
  (await foldStream(store, importMappingStreamId(eventId), importMappingDecider, parse)).state.mapping;

/** Remembers the organiser's corrected mapping for the event's next upload (nothing when it is already the one remembered). */
export const rememberImportMapping = (
  env: { store: EventStore; now: Date },
  input: { eventId: string; importId: string; mapping: RememberedMapping; by: string },
  context: CommandContext,
) =>
  executeCommand(
    env.store,
    {
      streamId: importMappingStreamId(input.eventId),
      decider: importMappingDecider,
      parse,
      command: { type: 'RememberImportMapping', ...input, at: env.now.toISOString() },
    },
    context,
  );
