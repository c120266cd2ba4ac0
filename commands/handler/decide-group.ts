import type { DomainEvent } from '@domain/shared/decider';
import type { EventData, RecordedEvent } from '../event-store/port';
import type { QueuedCommand } from './command-types';
import { eventIdFor } from './event-ids';
import type { FoldedStream } from './folded-streams';

/**
 * What one command of a group comes to. `afterChange`: commands before it in the group
 * appended events, so its decision holds only once those are stored.
 */
export type Decision<Event, State = unknown> =
  /** Its command id is recorded on the stream: a retry, answered from the stored events. */
  | { kind: 'recorded'; commandId: string; range: { first: bigint; last: bigint } }
  /** Its command id came earlier in the group and appended there: answered as that one's replay. */
  | { kind: 'repeated'; of: number }
  | { kind: 'refused'; error: unknown; afterChange: boolean }
  /** `state`: what the command left, for its answer. */
  | { kind: 'unchanged'; afterChange: boolean; state: State }
  | { kind: 'appends'; events: Event[]; afterChange: boolean; state: State };

export interface GroupDecision<Event, State> {
  /** One per queued command, in queue order. */
  decisions: Array<Decision<Event, State>>;
  /** The events the group appends, command after command. */
  events: EventData[];
}

/**
 * The event as a catch-up would read it back once stored (JSON in and out), so that the
 * commands after it decide on the state they would find had it been appended alone. Its
 * position is not known before the append; parse functions read type and data.
 */
const asStored = (streamId: string, revision: bigint, event: EventData): RecordedEvent => ({
  id: event.id,
  type: event.type,
  streamId,
  revision,
  position: '',
  data: JSON.parse(JSON.stringify(event.data)) as RecordedEvent['data'],
  metadata: event.metadata ?? {},
  createdAt: new Date(),
});

/**
 * Decides the queued commands of one stream in order, each on the fold as the commands before
 * it left it (in memory): what sequential appends would have decided, for one append. A
 * refused command contributes nothing and the others go on. Event ids come from (command id,
 * stream, index), as for a command appended alone, so a retried group writes the same ids.
 */
export const decideGroup = <State, Command, Event extends DomainEvent>(
  stream: FoldedStream<State>,
  streamId: string,
  queued: ReadonlyArray<QueuedCommand<State, Command, Event>>,
): GroupDecision<Event, State> => {
  let state = stream.state;
  const events: EventData[] = [];
  const appendedBy = new Map<string, number>();

  const decisions = queued.map(({ streamCommand: { decider, parse, command }, context }, index): Decision<Event, State> => {
    const recorded = stream.commands.get(context.commandId);
    if (recorded) return { kind: 'recorded', commandId: context.commandId, range: recorded };
    const earlier = appendedBy.get(context.commandId);
    if (earlier !== undefined) return { kind: 'repeated', of: earlier };

    const afterChange = events.length > 0;
    try {
      const decided = decider.decide(command, state);
      if (decided.length === 0) return { kind: 'unchanged', afterChange, state };
      const data = decided.map((event, offset): EventData => ({
        id: eventIdFor(context.commandId, streamId, offset),
        type: event.type,
        data: event.data as Record<string, unknown>,
        metadata: { commandId: context.commandId, userId: context.userId, schemaVersion: 1 },
      }));
      // Folded as the catch-up folds stored events: one that parses to null is not ours.
      let next = state;
      for (const [offset, event] of data.entries()) {
        const parsed = parse(asStored(streamId, stream.revision + BigInt(events.length + offset + 1), event));
        if (parsed) next = decider.evolve(next, parsed);
      }
      state = next;
      events.push(...data);
      appendedBy.set(context.commandId, index);
      return { kind: 'appends', events: decided, afterChange, state };
    } catch (error) {
      return { kind: 'refused', error, afterChange };
    }
  });
  return { decisions, events };
};
