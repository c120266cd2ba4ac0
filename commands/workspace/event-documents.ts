import {
  eventDocumentsDecider,
  eventDocumentsStreamId,
  parseEventDocumentEvent,
  type DocumentScope,
  type EventDocumentCommand,
  type EventDocumentsState,
} from '@domain/workspace/event-documents';
import type { EventStore } from '../event-store/port';
import { executeCommand, foldStream, type CommandContext } from '../handler/command-handler';
import { eventIdFor } from '../handler/event-ids';

export interface EventDocumentsEnvironment {
  store: EventStore;
  now: Date;
}

const parse = (event: { type: string; data: unknown }) => parseEventDocumentEvent(event.type, event.data);

const run = (store: EventStore, eventId: string, command: EventDocumentCommand, context: CommandContext) =>
  executeCommand(
    store,
    {
      streamId: eventDocumentsStreamId(eventId),
      decider: eventDocumentsDecider,
      parse,
      command,
    },
    context,
  );

export interface SaveEventDocumentInput {
  eventId: string;
  scope: DocumentScope;
  docType: string;
  title: string;
  fileUrl: string;
  by: string;
}

/** A new document's id comes from the command id, so a retried request finds its document. */
export const saveEventDocument = (env: EventDocumentsEnvironment, input: SaveEventDocumentInput, context: CommandContext) =>
  run(
    env.store,
    input.eventId,
    { type: 'SaveEventDocument', ...input, documentId: eventIdFor(context.commandId, 'event-document', 0), at: env.now.toISOString() },
    context,
  );

export const deleteEventDocument = (
  env: EventDocumentsEnvironment,
  input: { eventId: string; documentId: string; scope: DocumentScope['kind']; by: string },
  context: CommandContext,
) => run(env.store, input.eventId, { type: 'DeleteEventDocument', ...input, at: env.now.toISOString() }, context);

/** The event's documents as its stream holds them now. */
export const loadEventDocuments = async (store: EventStore, eventId: string): Promise<EventDocumentsState> =>
  (await foldStream(store, eventDocumentsStreamId(eventId), eventDocumentsDecider, parse)).state;
