import type { CommandContext } from '../handler/command-handler';
import { runCommitteesCommand } from '../workspace/event-committees';
import type { AllocationEnvironment } from './allocation-commands';

/** Set the countries a school's delegation wishes for at an event; the same list again stores nothing. */
export const setCountryWishes = (
  env: AllocationEnvironment,
  input: {
    eventId: string;
    school: string;
    schoolName: string;
    countryIds: readonly string[];
    catalogue: ReadonlyMap<string, string>;
    by: string;
  },
  context: CommandContext,
) => runCommitteesCommand(env.store, { type: 'SetCountryWishes', ...input, at: env.now.toISOString() }, context);
