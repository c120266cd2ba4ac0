import type { Decider, DomainEvent } from '@domain/shared/decider';
import { WrongExpectedVersionError, type EventStore, type Position, type RecordedEvent } from '../event-store/port';
import type { CommandContext, CommandResult, QueuedCommand, StreamCommand } from './command-types';
import { decideGroup, type Decision, type GroupDecision } from './decide-group';
import { catchUp, eventsOfCommand, forget, type FoldedStream } from './folded-streams';
import { inStreamGroup, inStreamOrder, type Settled } from './stream-queue';

export type { CommandContext, CommandResult, StreamCommand } from './command-types';

// Commands on one stream queue up within a process, so a conflict means another process
// appended. A process busy on a stream keeps winning against one coming back from a conflict
// (about one attempt in ten got through with two processes saturating one stream, in
// test/bench/hot-stream.ts), hence a generous bound: some seconds of retries before a 409.
// The jittered pause keeps processes from colliding again in lockstep.
const MAX_ATTEMPTS = 100;
const pauseBeforeRetry = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * Math.min(attempt, 5)));

/**
 * The generic handler: decide on the stream as stored, append with the expected revision.
 * Commands on one stream run in order within the process, on a cached fold of the stream that
 * reads only the events appended since (see folded-streams); the commands waiting together
 * are decided one after another on the fold as each leaves it and appended in one commit
 * (group commit: see decide-group). Another process's append makes ours fail with
 * WrongExpectedVersion; the group is then decided again on the fold brought up to date
 * (bounded), so rules are always checked against what is stored.
 */
export const executeCommand = <State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamCommand: StreamCommand<State, Command, Event>,
  context: CommandContext,
): Promise<CommandResult<Event, State>> =>
  inStreamGroup(store, streamCommand.streamId, streamCommand.decider, { streamCommand, context }, (queued) =>
    decideAndAppend(store, queued),
  );

/**
 * The stream as `decider` folds it now, for a decision on another stream that depends on it
 * (read in the stream's queue: the cached fold is shared with its commands, and the commands
 * queued before it are stored first).
 */
export const foldStream = <State, Command, Event>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  parse: (event: RecordedEvent) => Event | null,
): Promise<{ state: State; revision: bigint }> =>
  // The reads waiting together share one: each of them was asked for before it began, so it
  // shows each caller everything stored before they asked. A rush of registrations for one
  // event then reads the event's committees once per wave, not once per person.
  inStreamGroup(store, streamId, foldKeyOf(decider), null, async (waiting) => {
    const { state, revision } = await catchUp(store, streamId, decider, parse);
    return waiting.map(() => ({ ok: true as const, value: { state, revision } }));
  });

/** One group key per decider for its reads, apart from its commands' (a decider object itself). */
const foldKeys = new WeakMap<object, object>();
const foldKeyOf = (decider: object): object => {
  const key = foldKeys.get(decider) ?? {};
  foldKeys.set(decider, key);
  return key;
};

/**
 * Refuses a command on its stream as stored now, appending nothing: for a request that
 * writes another stream first and must be refused before it does (a refused request stores
 * nothing). Passes when the command id is already recorded there: a retry, which replays.
 */
export const checkCommand = <State, Command, Event extends DomainEvent>(
  store: EventStore,
  { streamId, decider, parse }: Omit<StreamCommand<State, Command, Event>, 'command'>,
  context: CommandContext,
  check: (state: State) => unknown,
): Promise<void> =>
  inStreamOrder(store, streamId, async () => {
    const stream = await catchUp(store, streamId, decider, parse);
    if (!stream.commands.has(context.commandId)) check(stream.state);
  });

const settled = async <T>(answer: () => Promise<T> | T): Promise<Settled<T>> => {
  try {
    return { ok: true, value: await answer() };
  } catch (error) {
    return { ok: false, error };
  }
};

/** Whether a decision holds only once the group's events are stored. */
const needsTheAppend = (decision: Decision<unknown>): boolean => {
  switch (decision.kind) {
    case 'recorded':
      return false;
    case 'repeated':
    case 'appends':
      return true;
    default:
      return decision.afterChange;
  }
};

/**
 * Each command's own answer once its group's append is done: `committed` is the position of
 * the group's last event (null when the group appended nothing), or the error that ended the
 * append, which is the answer of every command whose decision needed it stored.
 */
const answer = <State, Command, Event extends DomainEvent>(
  store: EventStore,
  queued: ReadonlyArray<QueuedCommand<State, Command, Event>>,
  stream: FoldedStream<State>,
  { decisions }: GroupDecision<Event, State>,
  committed: Settled<Position | null>,
): Promise<Array<Settled<CommandResult<Event, State>>>> =>
  Promise.all(
    decisions.map((decision) =>
      settled(async (): Promise<CommandResult<Event, State>> => {
        if (!committed.ok && needsTheAppend(decision)) throw committed.error;
        const position = committed.ok ? committed.value : null;
        switch (decision.kind) {
          case 'recorded': {
            const { streamId, parse } = queued[0]!.streamCommand;
            const recorded = await eventsOfCommand(store, streamId, decision.commandId, decision.range);
            return {
              events: recorded.map(parse).filter((event): event is Event => event !== null),
              position: recorded[recorded.length - 1]!.position,
              basedOn: stream.position,
              replayed: true,
              state: stream.state,
            };
          }
          case 'repeated': {
            const first = decisions[decision.of] as Extract<Decision<Event, State>, { kind: 'appends' }>;
            return { events: first.events, position, basedOn: position, replayed: true, state: first.state };
          }
          case 'refused':
            throw decision.error;
          case 'unchanged':
            return {
              events: [],
              position: null,
              basedOn: decision.afterChange ? position : stream.position,
              replayed: false,
              state: decision.state,
            };
          case 'appends':
            return {
              events: decision.events,
              position,
              basedOn: decision.afterChange ? position : stream.position,
              replayed: false,
              state: decision.state,
            };
        }
      }),
    ),
  );

const decideAndAppend = async <State, Command, Event extends DomainEvent>(
  store: EventStore,
  queued: ReadonlyArray<QueuedCommand<State, Command, Event>>,
): Promise<Array<Settled<CommandResult<Event, State>>>> => {
  const { streamId, decider, parse } = queued[0]!.streamCommand;
  for (let attempt = 1; ; attempt += 1) {
    const stream = await catchUp(store, streamId, decider, parse);
    const group = decideGroup(stream, streamId, queued);
    if (group.events.length === 0) return answer(store, queued, stream, group, { ok: true, value: null });

    try {
      const result = await store.appendToStream(streamId, group.events, {
        expectedRevision: stream.revision < 0n ? 'no_stream' : stream.revision,
      });
      return answer(store, queued, stream, group, { ok: true, value: result.position });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError && attempt < MAX_ATTEMPTS) {
        // A stream now shorter than the fold was replaced (a restored database): fold it afresh.
        if (error.actual === 'no_stream' || error.actual < stream.revision) forget(store, streamId, decider);
        await pauseBeforeRetry(attempt);
        continue;
      }
      // Any other failure (an event id stored otherwise, a lost connection) is one command's
      // or may be: the commands go one by one, each answered as if it had come alone.
      if (!(error instanceof WrongExpectedVersionError) && queued.length > 1) {
        const answers: Array<Settled<CommandResult<Event, State>>> = [];
        for (const one of queued) answers.push(...(await decideAndAppend(store, [one])));
        return answers;
      }
      return answer(store, queued, stream, group, { ok: false, error });
    }
  }
};
