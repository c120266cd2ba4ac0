import type { PublishMode } from '@domain/allocation/publication';
import type { CommandContext } from '../handler/command-handler';
import { runCommitteesCommand } from '../workspace/event-committees';
import type { AllocationEnvironment } from './allocation-commands';

/** Publish allocation: every delegate whose seat changed since the last publication sees it now, in one event. */
export const publishAllocation = (env: AllocationEnvironment, input: { eventId: string; by: string }, context: CommandContext) =>
  runCommitteesCommand(env.store, { type: 'PublishAllocation', eventId: input.eventId, by: input.by, at: env.now.toISOString() }, context);

/** Whether changes after the first publication reach delegates as they are made or wait for the next Publish. */
export const setPublishMode = (
  env: AllocationEnvironment,
  input: { eventId: string; mode: PublishMode; by: string },
  context: CommandContext,
) =>
  runCommitteesCommand(
    env.store,
    { type: 'SetPublishMode', eventId: input.eventId, mode: input.mode, by: input.by, at: env.now.toISOString() },
    context,
  );
