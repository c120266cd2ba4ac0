import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '../../commands/event-store/port';

/**
 * Streams of recorded events for a read model's given/when/then test, as the event store would
 * hand them out: revisions from 0 on each stream, positions growing across all of them, every
 * event recorded at `at`.
 */
export const recordedStreams = (at: string) => {
  let position = 0;
  return (streamId: string) => {
    let revision = 0n;
    return (type: string, data: Record<string, unknown>): RecordedEvent => ({
      id: randomUUID(),
      type,
      streamId,
      revision: revision++,
      position: String((position += 1)).padStart(20, '0'),
      data,
      metadata: {},
      createdAt: new Date(at),
    });
  };
};
