import { awardsDecider, awardsStreamId, parseAwardEvent, type AwardsCommand, type AwardsState } from '@domain/awards/awards';
import { loadCommitteesState } from '../allocation/allocation-commands';
import type { EventStore, RecordedEvent } from '../event-store/port';
import { executeCommand, foldStream, type CommandContext } from '../handler/command-handler';

export interface AwardsEnvironment {
  store: EventStore;
  now: Date;
}

const parse = (event: RecordedEvent) => parseAwardEvent(event.type, event.data);

/** The event's awards as its stream holds them now. */
export const loadAwardsState = async (store: EventStore, eventId: string): Promise<AwardsState> =>
  (await foldStream(store, awardsStreamId(eventId), awardsDecider, parse)).state;

type Input<Type extends AwardsCommand['type']> = Omit<Extract<AwardsCommand, { type: Type }>, 'type' | 'at' | 'seat'>;

const run = (env: AwardsEnvironment, command: AwardsCommand, context: CommandContext) =>
  executeCommand(env.store, { streamId: awardsStreamId(command.eventId), decider: awardsDecider, parse, command }, context);

/** The organiser's list of kinds, as a whole: new ones added, changed ones changed, missing ones removed. */
export const setAwardKinds = (env: AwardsEnvironment, input: Input<'SetAwardKinds'>, context: CommandContext) =>
  run(env, { type: 'SetAwardKinds', ...input, at: env.now.toISOString() }, context);

/**
 * A chair nominates a delegate of their committee: where the delegate sits is read from the
 * committees stream (the organiser's allocation) just before the awards stream decides.
 */
export const nominateForAward = async (env: AwardsEnvironment, input: Input<'NominateForAward'>, context: CommandContext) => {
  const seat = (await loadCommitteesState(env.store, input.eventId)).allocation.assignments.get(input.registrationId);
  return run(
    env,
    {
      type: 'NominateForAward',
      ...input,
      seat: seat ? { eventCommitteeId: seat.eventCommitteeId, countryId: seat.countryId } : null,
      at: env.now.toISOString(),
    },
    context,
  );
};

export const withdrawNomination = (env: AwardsEnvironment, input: Input<'WithdrawNomination'>, context: CommandContext) =>
  run(env, { type: 'WithdrawNomination', ...input, at: env.now.toISOString() }, context);

/** The organiser's decision on a nomination: confirm, reject, or revoke a confirmed award. */
export const decideNomination = (
  env: AwardsEnvironment,
  input: Input<'ConfirmAward'> & { decision: 'ConfirmAward' | 'RejectNomination' | 'RevokeAward' },
  context: CommandContext,
) => {
  const { decision, ...rest } = input;
  return run(env, { type: decision, ...rest, at: env.now.toISOString() }, context);
};
