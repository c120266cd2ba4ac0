import type { LeavingReason } from '@domain/registrations/leaving';
import type { Direction } from '@domain/workspace/event-leaders';
import {
  eventLeadersDecider,
  eventLeadersStreamId,
  parseEventLeaderEvent,
  type EventLeaderCommand,
  type EventLeaders,
} from '@domain/workspace/event-leaders';
import type { EventStore } from '../event-store/port';
import { executeCommand, foldStream, type CommandContext } from '../handler/command-handler';
import { eventIdFor } from '../handler/event-ids';

export interface EventLeaderEnvironment {
  store: EventStore;
  now: Date;
}

const parse = (event: { type: string; data: unknown }) => parseEventLeaderEvent(event.type, event.data);

const run = (store: EventStore, command: EventLeaderCommand, context: CommandContext) =>
  executeCommand(
    store,
    {
      streamId: eventLeadersStreamId(command.eventId),
      decider: eventLeadersDecider,
      parse,
      command,
    },
    context,
  );

/** A new entry; its id comes from the command id, so a retried request finds the entry it made. */
export const assignEventLeader = (
  env: EventLeaderEnvironment,
  input: { eventId: string; userId: string; roleId: string; by: string },
  context: CommandContext,
) =>
  run(
    env.store,
    { type: 'AssignEventLeader', ...input, entryId: eventIdFor(context.commandId, 'event-leader', 0), at: env.now.toISOString() },
    context,
  );

export const updateEventLeader = (
  env: EventLeaderEnvironment,
  input: { eventId: string; entryId: string; userId: string; roleId: string; by: string },
  context: CommandContext,
) => run(env.store, { type: 'UpdateEventLeader', ...input, at: env.now.toISOString() }, context);

export const removeEventLeader = (
  env: EventLeaderEnvironment,
  input: { eventId: string; entryId: string; by: string },
  context: CommandContext,
) => run(env.store, { type: 'RemoveEventLeader', ...input, at: env.now.toISOString() }, context);

export const moveEventLeader = (
  env: EventLeaderEnvironment,
  input: { eventId: string; entryId: string; direction: Direction; by: string },
  context: CommandContext,
) => run(env.store, { type: 'MoveEventLeader', ...input, at: env.now.toISOString() }, context);

/** Releases every entry the person holds at the event now (they left it; see commands/registrations/leave-event.ts). */
export const releaseEventLeaderRoles = (
  env: EventLeaderEnvironment,
  input: { eventId: string; userId: string; reason: LeavingReason; by: string },
  context: CommandContext,
) => run(env.store, { type: 'ReleaseEventLeaderRoles', ...input, at: env.now.toISOString() }, context);

/** The event's leadership roles as its stream holds them now. */
export const loadEventLeaders = async (store: EventStore, eventId: string): Promise<EventLeaders> =>
  (await foldStream(store, eventLeadersStreamId(eventId), eventLeadersDecider, parse)).state;
