import type { Decider, DomainEvent } from '@domain/shared/decider';
import { WrongExpectedVersionError, type EventStore, type Position, type RecordedEvent } from '../event-store/port';
import { eventIdFor } from './event-ids';
import { catchUp, eventsOfCommand, forget } from './folded-streams';
import { inStreamOrder } from './stream-queue';

export interface CommandContext {
  /** Unique per request; a retried request carries the same id (Idempotency-Key). */
  commandId: string;
  /** The acting user, recorded in metadata (null for the system, e.g. seeding). */
  userId: string | null;
}

export interface CommandResult<Event> {
  /** Events this command appended (or had appended by an earlier identical request). */
  events: Event[];
  /** Position of the last event of this command; null when the command changed nothing. */
  position: Position | null;
  /**
   * Position of the stream's last event when the command was decided (null for an empty
   * stream). A command that changed nothing answers from read models once they reach it: the
   * request that made the change it found may not have been projected yet.
   */
  basedOn: Position | null;
  /** True when an earlier request with the same command id had already done the work. */
  replayed: boolean;
}

export interface StreamCommand<State, Command, Event extends DomainEvent> {
  streamId: string;
  decider: Decider<State, Command, Event>;
  /**
   * Turns a stored event back into a domain event (schema-checked, upcast); null = not ours.
   * The same for every command with this decider: the handler caches folds per decider.
   */
  parse: (event: RecordedEvent) => Event | null;
  command: Command;
}

// Commands on one stream queue up within a process, so a conflict means another process
// appended. A process busy on a stream keeps winning against one coming back from a conflict
// (about one attempt in ten got through with two processes saturating one stream, in
// test/bench/hot-stream.ts), hence a generous bound: some seconds of retries before a 409.
// The jittered pause keeps processes from colliding again in lockstep.
const MAX_ATTEMPTS = 100;
const pauseBeforeRetry = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * Math.min(attempt, 5)));

/**
 * The generic handler: decide on the stream as stored, append with the expected revision.
 * Commands on one stream run one after another within the process, on a cached fold of the
 * stream that reads only the events appended since (see folded-streams). Another process's
 * append makes ours fail with WrongExpectedVersion; the decision is then retried on the fold
 * brought up to date (bounded), so rules are always checked against what is stored.
 */
export const executeCommand = <State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamCommand: StreamCommand<State, Command, Event>,
  context: CommandContext,
): Promise<CommandResult<Event>> => inStreamOrder(store, streamCommand.streamId, () => decideAndAppend(store, streamCommand, context));

/**
 * The stream as `decider` folds it now, for a decision on another stream that depends on it
 * (read in the stream's queue: the cached fold is shared with its commands).
 */
export const foldStream = <State, Command, Event>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  parse: (event: RecordedEvent) => Event | null,
): Promise<{ state: State; revision: bigint }> =>
  inStreamOrder(store, streamId, async () => {
    const { state, revision } = await catchUp(store, streamId, decider, parse);
    return { state, revision };
  });

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

const decideAndAppend = async <State, Command, Event extends DomainEvent>(
  store: EventStore,
  { streamId, decider, parse, command }: StreamCommand<State, Command, Event>,
  context: CommandContext,
): Promise<CommandResult<Event>> => {
  for (let attempt = 1; ; attempt += 1) {
    const stream = await catchUp(store, streamId, decider, parse);
    const earlier = stream.commands.get(context.commandId);
    if (earlier) {
      const recorded = await eventsOfCommand(store, streamId, context.commandId, earlier);
      return {
        events: recorded.map(parse).filter((event): event is Event => event !== null),
        position: recorded[recorded.length - 1]!.position,
        basedOn: stream.position,
        replayed: true,
      };
    }
    const events = decider.decide(command, stream.state);
    if (events.length === 0) return { events, position: null, basedOn: stream.position, replayed: false };

    try {
      const result = await store.appendToStream(
        streamId,
        events.map((event, index) => ({
          id: eventIdFor(context.commandId, streamId, index),
          type: event.type,
          data: event.data as Record<string, unknown>,
          metadata: { commandId: context.commandId, userId: context.userId, schemaVersion: 1 },
        })),
        { expectedRevision: stream.revision < 0n ? 'no_stream' : stream.revision },
      );
      return { events, position: result.position, basedOn: stream.position, replayed: false };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
      // A stream now shorter than the fold was replaced (a restored database): fold it afresh.
      if (error.actual === 'no_stream' || error.actual < stream.revision) forget(store, streamId, decider);
      await pauseBeforeRetry(attempt);
    }
  }
};
