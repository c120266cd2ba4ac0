import type { Expectation, SettableOrganiserStatus } from '@domain/organisers/organiser';
import type { CommandContext } from '../handler/command-handler';
import { laterPosition, runOrganiserCommand, runOrganiserSlotCommand, type OrganiserCommandEnvironment } from './organiser-streams';

/** Approve, Reject, Flag, Block or Activate: one event on the record's own stream. */
export const changeOrganiserStatus = (
  env: OrganiserCommandEnvironment,
  input: { organiserId: string; to: SettableOrganiserStatus; expected?: Expectation; by: string },
  context: CommandContext,
) =>
  runOrganiserCommand(
    env.store,
    input.organiserId,
    {
      type: 'ChangeOrganiserStatus',
      to: input.to,
      ...(input.expected ? { expected: input.expected } : {}),
      by: input.by,
      at: env.now.toISOString(),
    },
    context,
  );

/**
 * Deletes the record (its history stays) and then frees the user's slot so they may request
 * again. If the process stops in between, the next opening for that user frees it instead.
 */
export const deleteOrganiser = async (
  env: OrganiserCommandEnvironment,
  input: { organiserId: string; expected?: Expectation; by: string },
  context: CommandContext,
) => {
  const at = env.now.toISOString();
  const result = await runOrganiserCommand(
    env.store,
    input.organiserId,
    { type: 'DeleteOrganiser', ...(input.expected ? { expected: input.expected } : {}), by: input.by, at },
    context,
  );
  const deleted = result.events.find((event) => event.type === 'OrganiserDeleted');
  if (!deleted) return result;
  const { userId, organiserId } = deleted.data;
  const released = await runOrganiserSlotCommand(env.store, userId, { type: 'ReleaseSlot', userId, organiserId, at }, context);
  return { ...result, position: laterPosition(result.position, released.position) };
};
