import { parseSessionEvent, sessionsDecider, sessionsStreamId, type SessionCommand, type SessionsState } from '@domain/conference/sessions';
import type { EventStore } from '../event-store/port';
import { executeCommand, foldStream, type CommandContext } from '../handler/command-handler';
import { eventIdFor } from '../handler/event-ids';

export interface ConferenceEnvironment {
  store: EventStore;
  now: Date;
}

const parse = (event: { type: string; data: unknown }) => parseSessionEvent(event.type, event.data);

const run = (store: EventStore, command: SessionCommand, context: CommandContext) =>
  executeCommand(store, { streamId: sessionsStreamId(command.eventId), decider: sessionsDecider, parse, command }, context);

/** A new session; its id comes from the command id, so a retried request finds the session it made. */
export const addSession = (
  env: ConferenceEnvironment,
  input: { eventId: string; name: string; day: string; start: string; by: string },
  context: CommandContext,
) =>
  run(
    env.store,
    { type: 'AddSession', ...input, sessionId: eventIdFor(context.commandId, 'session', 0), at: env.now.toISOString() },
    context,
  );

export const renameSession = (
  env: ConferenceEnvironment,
  input: { eventId: string; sessionId: string; name?: string; day?: string; start?: string; by: string },
  context: CommandContext,
) => run(env.store, { type: 'RenameSession', ...input, at: env.now.toISOString() }, context);

export const removeSession = (
  env: ConferenceEnvironment,
  input: { eventId: string; sessionId: string; by: string },
  context: CommandContext,
) => run(env.store, { type: 'RemoveSession', ...input, at: env.now.toISOString() }, context);

/** The event's sessions as its stream holds them now. */
export const loadSessions = async (store: EventStore, eventId: string): Promise<SessionsState> =>
  (await foldStream(store, sessionsStreamId(eventId), sessionsDecider, parse)).state;
