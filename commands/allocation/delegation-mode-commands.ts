import type { CommandContext } from '../handler/command-handler';
import { runCommitteesCommand } from '../workspace/event-committees';
import type { AllocationEnvironment } from './allocation-commands';

/** Turn delegation mode on or off for an event; asking for what it already is stores nothing. */
export const setDelegationMode = (
  env: AllocationEnvironment,
  input: { eventId: string; enabled: boolean; by: string },
  context: CommandContext,
) =>
  runCommitteesCommand(
    env.store,
    { type: 'SetDelegationMode', eventId: input.eventId, enabled: input.enabled, by: input.by, at: env.now.toISOString() },
    context,
  );
