import type { RecordedEvent } from '../../commands/event-store/port';

/**
 * A projection never throws on a recorded event (STYLE.md): an event its schema refuses is
 * skipped like one of another type.
 */
export const lenient =
  <Event>(parse: (type: string, data: unknown) => Event | null) =>
  (recorded: Pick<RecordedEvent, 'type' | 'data'>): Event | null => {
    try {
      return parse(recorded.type, recorded.data);
    } catch {
      return null;
    }
  };
