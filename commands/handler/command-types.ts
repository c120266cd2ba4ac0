import type { Decider, DomainEvent } from '@domain/shared/decider';
import type { Position, RecordedEvent } from '../event-store/port';

export interface CommandContext {
  /** Unique per request; a retried request carries the same id (Idempotency-Key). */
  commandId: string;
  /** The acting user, recorded in metadata (null for the system, e.g. seeding). */
  userId: string | null;
}

export interface CommandResult<Event, State = unknown> {
  /** Events this command appended (or had appended by an earlier identical request). */
  events: Event[];
  /**
   * Position of the last event of this command, or of a later event committed with it (the
   * commands of one group commit together, and the store reports the last event's position
   * only): once a reader reaches it, it has every event of this command. Null when the
   * command changed nothing.
   */
  position: Position | null;
  /**
   * Position of the stream's last event when the command was decided (null for an empty
   * stream); for a command decided after others of its group, their commit's position. A
   * command that changed nothing answers from read models once they reach it: the request
   * that made the change it found may not have been projected yet.
   */
  basedOn: Position | null;
  /** True when an earlier request with the same command id had already done the work. */
  replayed: boolean;
  /**
   * The stream's state as this command left it (for a replay, as stored when the retry was
   * recognised): what a write's answer shows, without reading the stream again.
   */
  state: State;
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

/** A command waiting in its stream's queue, with the request it came from. */
export interface QueuedCommand<State, Command, Event extends DomainEvent> {
  streamCommand: StreamCommand<State, Command, Event>;
  context: CommandContext;
}
