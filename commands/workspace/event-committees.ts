import type { LeavingReason } from '@domain/registrations/leaving';
import {
  eventCommitteesDecider,
  eventCommitteesStreamId,
  parseCommitteesStreamEvent,
  type CommitteeSettings,
  type EventCommitteeCommand,
} from '@domain/workspace/event-committees';
import type { EventStore, RecordedEvent } from '../event-store/port';
import { executeCommand, type CommandContext } from '../handler/command-handler';
import { eventIdFor } from '../handler/event-ids';

export interface WorkspaceEnvironment {
  store: EventStore;
  now: Date;
}

/** Every command on an event's committees stream (committees, agendas, allocation) runs here. */
export const runCommitteesCommand = (store: EventStore, command: EventCommitteeCommand, context: CommandContext) =>
  executeCommand(
    store,
    { streamId: eventCommitteesStreamId(command.eventId), decider: eventCommitteesDecider, parse: parseCommitteesStream, command },
    context,
  );

const parseCommitteesStream = (event: RecordedEvent) => parseCommitteesStreamEvent(event.type, event.data);

const stampOf = (env: WorkspaceEnvironment, by: string) => ({ by, at: env.now.toISOString() });

/** The event committee's id comes from the command id, so a retried request finds its committee. */
export const addEventCommittee = (
  env: WorkspaceEnvironment,
  input: { eventId: string; settings: CommitteeSettings; by: string },
  context: CommandContext,
) =>
  runCommitteesCommand(
    env.store,
    {
      type: 'AddEventCommittee',
      eventId: input.eventId,
      eventCommitteeId: eventIdFor(context.commandId, 'event-committee', 0),
      settings: input.settings,
      ...stampOf(env, input.by),
    },
    context,
  );

export const updateEventCommittee = (
  env: WorkspaceEnvironment,
  input: {
    eventId: string;
    eventCommitteeId: string;
    committee: { committeeId: string; abbr: string };
    settings: Partial<Omit<CommitteeSettings, 'committeeId' | 'abbr'>>;
    by: string;
  },
  context: CommandContext,
) => runCommitteesCommand(env.store, { type: 'UpdateEventCommittee', ...input, ...stampOf(env, input.by) }, context);

export const deleteEventCommittee = (
  env: WorkspaceEnvironment,
  input: { eventId: string; eventCommitteeId: string; by: string },
  context: CommandContext,
) => runCommitteesCommand(env.store, { type: 'DeleteEventCommittee', ...input, ...stampOf(env, input.by) }, context);

export const saveAgendaItem = (
  env: WorkspaceEnvironment,
  input: { eventId: string; eventCommitteeId: string; agendaAbbr: string; title: string; by: string },
  context: CommandContext,
) =>
  runCommitteesCommand(
    env.store,
    { type: 'SaveAgendaItem', ...input, agendaId: eventIdFor(context.commandId, 'agenda-item', 0), ...stampOf(env, input.by) },
    context,
  );

export const retitleAgendaItem = (
  env: WorkspaceEnvironment,
  input: { eventId: string; agendaId: string; title: string; by: string },
  context: CommandContext,
) => runCommitteesCommand(env.store, { type: 'RetitleAgendaItem', ...input, ...stampOf(env, input.by) }, context);

export const deleteAgendaItem = (
  env: WorkspaceEnvironment,
  input: { eventId: string; agendaId: string; by: string },
  context: CommandContext,
) => runCommitteesCommand(env.store, { type: 'DeleteAgendaItem', ...input, ...stampOf(env, input.by) }, context);

/**
 * Gives up the committee seat (when `registrationId` is given) and the chair seats
 * (`username`) of a person who left the event (see commands/registrations/leave-event.ts).
 */
export const releaseLeaver = (
  env: WorkspaceEnvironment,
  input: { eventId: string; registrationId: string | null; username: string | null; reason: LeavingReason; by: string },
  context: CommandContext,
) => runCommitteesCommand(env.store, { type: 'ReleaseLeaver', ...input, ...stampOf(env, input.by) }, context);
