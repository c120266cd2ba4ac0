import type { Decider, DomainEvent } from '../../domain/shared/decider';
import {
  WrongExpectedVersionError,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '../event-store/port';
import { eventIdFor } from './event-ids';

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
  /** True when an earlier request with the same command id had already done the work. */
  replayed: boolean;
}

export interface StreamCommand<State, Command, Event extends DomainEvent> {
  streamId: string;
  decider: Decider<State, Command, Event>;
  /** Turns a stored event back into a domain event (schema-checked, upcast); null = not ours. */
  parse: (event: RecordedEvent) => Event | null;
  command: Command;
}

// Enough for a burst of writers on one stream (each round lets at least one through); the
// jittered pause keeps the losers from colliding again in lockstep.
const MAX_ATTEMPTS = 20;
const pauseBeforeRetry = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * Math.min(attempt, 5)));

/**
 * The generic handler: load the stream, fold it, decide, append with the expected revision.
 * A concurrent writer makes the append fail with WrongExpectedVersion; the decision is then
 * retried on fresh state (bounded), so rules are always checked against what is stored.
 */
export const executeCommand = async <State, Command, Event extends DomainEvent>(
  store: EventStore,
  { streamId, decider, parse, command }: StreamCommand<State, Command, Event>,
  context: CommandContext,
): Promise<CommandResult<Event>> => {
  for (let attempt = 1; ; attempt += 1) {
    const recorded = await store.readStream(streamId);
    const earlier = recorded.filter((event) => event.metadata.commandId === context.commandId);
    if (earlier.length > 0) {
      return {
        events: earlier.map(parse).filter((event): event is Event => event !== null),
        position: earlier[earlier.length - 1]!.position,
        replayed: true,
      };
    }
    let state = decider.initialState;
    for (const event of recorded) {
      const parsed = parse(event);
      if (parsed) state = decider.evolve(state, parsed);
    }
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, position: null, replayed: false };

    const last = recorded[recorded.length - 1];
    try {
      const result = await store.appendToStream(
        streamId,
        events.map((event, index) => ({
          id: eventIdFor(context.commandId, streamId, index),
          type: event.type,
          data: event.data as Record<string, unknown>,
          metadata: { commandId: context.commandId, userId: context.userId, schemaVersion: 1 },
        })),
        { expectedRevision: last ? last.revision : 'no_stream' },
      );
      return { events, position: result.position, replayed: false };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
      await pauseBeforeRetry(attempt);
    }
  }
};
