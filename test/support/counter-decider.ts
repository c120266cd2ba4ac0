import type { RecordedEvent } from '../../commands/event-store/port';
import type { Decider } from '@domain/shared/decider';
import { DomainError } from '@domain/shared/errors';

export type CounterCommand = { type: 'Count' };
export type CounterEvent = { type: 'Counted'; data: { count: number } };

/**
 * The smallest decider whose rule depends on the folded state: a counter that refuses to go
 * past its limit. Concurrency tests and the hot-stream benchmark use it to see whether every
 * decision was taken on the stream as stored.
 */
export const counterDecider = (limit: number): Decider<number, CounterCommand, CounterEvent> => ({
  initialState: 0,
  evolve: (_count, event) => event.data.count,
  decide: (_command, count) => {
    if (count >= limit) throw new DomainError('conflict', 'COUNTER_FULL', `The counter stops at ${limit}`);
    return [{ type: 'Counted', data: { count: count + 1 } }];
  },
});

export const parseCounterEvent = (event: RecordedEvent): CounterEvent | null =>
  event.type === 'Counted' ? { type: 'Counted', data: { count: Number(event.data.count) } } : null;
