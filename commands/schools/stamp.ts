import type { CommandContext } from '../handler/command-handler';

/** Who acts (the system when seeding) and when, as every directory event records it. */
export const stampOf = (context: CommandContext, now: Date) => ({ by: context.userId ?? 'system', at: now.toISOString() });
