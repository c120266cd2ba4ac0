import type { RecordedEvent } from '../../commands/event-store/port';

/** The people a batch of events names (`data.userId`): the rows and keys a batch reads at once. */
export const userIdsIn = (events: readonly RecordedEvent[]): string[] => [
  ...new Set(events.flatMap((event) => (typeof event.data.userId === 'string' ? [event.data.userId] : []))),
];

/** The people whose sealed fields a batch carries: only their keys need reading. */
export const sealedUserIdsIn = (events: readonly RecordedEvent[]): string[] =>
  userIdsIn(events.filter((event) => typeof event.data.sealed === 'string'));
