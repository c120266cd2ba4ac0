import { papersDecider, papersStreamId, parsePaperEvent, type PaperCommand, type PapersState } from '@domain/papers/papers';
import type { EventStore } from '../event-store/port';
import { loadCommitteesState } from '../allocation/allocation-commands';
import { executeCommand, foldStream, type CommandContext } from '../handler/command-handler';

export interface PapersEnvironment {
  store: EventStore;
  now: Date;
}

const parse = (event: { type: string; data: unknown }) => parsePaperEvent(event.type, event.data);

type Input<Type extends PaperCommand['type']> = Omit<Extract<PaperCommand, { type: Type }>, 'type' | 'at'>;

/** Decides one command on the event's papers stream (the churn of the batch test sends its commands here too). */
export const runPapersCommand = (store: EventStore, command: PaperCommand, context: CommandContext) =>
  executeCommand(store, { streamId: papersStreamId(command.eventId), decider: papersDecider, parse, command }, context);

export const changePaperSettings = (env: PapersEnvironment, input: Input<'ChangePaperSettings'>, context: CommandContext) =>
  runPapersCommand(env.store, { type: 'ChangePaperSettings', ...input, at: env.now.toISOString() }, context);

/**
 * A new version of the delegate's paper. The seat published to them is read from the committees
 * stream just before the papers stream decides (as registrations read the event's stream): a
 * seat moved at that very moment may let one last paper in for the committee just left.
 */
export const submitPaper = async (
  env: PapersEnvironment,
  input: Omit<Input<'SubmitPaper'>, 'seatCommitteeId'>,
  context: CommandContext,
) => {
  const committees = await loadCommitteesState(env.store, input.eventId);
  const seatCommitteeId = committees.publication.seats.get(input.registrationId)?.eventCommitteeId ?? null;
  return runPapersCommand(env.store, { type: 'SubmitPaper', ...input, seatCommitteeId, at: env.now.toISOString() }, context);
};

export const reviewPaper = (env: PapersEnvironment, input: Input<'ReviewPaper'>, context: CommandContext) =>
  runPapersCommand(env.store, { type: 'ReviewPaper', ...input, at: env.now.toISOString() }, context);

export const releasePaperScores = (env: PapersEnvironment, input: Input<'ReleasePaperScores'>, context: CommandContext) =>
  runPapersCommand(env.store, { type: 'ReleasePaperScores', ...input, at: env.now.toISOString() }, context);

/** The event's papers as its stream holds them now (what writes answer from). */
export const loadPapers = async (store: EventStore, eventId: string): Promise<PapersState> =>
  (await foldStream(store, papersStreamId(eventId), papersDecider, parse)).state;
