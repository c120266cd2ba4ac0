import type { RecordedEvent } from '../../../commands/event-store/port';
import { parseEventEvent, type EventEvent } from '@domain/events/event';
import type { StatusChangeEntry, StatusChangeSource } from '../source';
import { lenient } from '../../runtime/lenient-parse';

const parsed = lenient((type, data): EventEvent | null => parseEventEvent(type, data));

const entriesOf = (recorded: RecordedEvent): StatusChangeEntry[] => {
  const event = parsed(recorded);
  if (!event) return [];
  switch (event.type) {
    case 'EventCreated':
      return [
        {
          entityType: 'event',
          entityId: event.data.eventId,
          from: null,
          to: event.data.to,
          by: event.data.by,
          at: event.data.at,
          detail: 'created by its organiser',
        },
      ];
    case 'EventStatusChanged':
    case 'EventDeleted': {
      const { eventId, from, to, by, at } = event.data;
      return [{ entityType: 'event', entityId: eventId, from, to, by, at }];
    }
    default:
      return [];
  }
};

/** Events: created pending, then approved, flagged, blocked, rejected, cancelled, completed, deleted. */
export const eventsStatusSource: StatusChangeSource = {
  eventTypes: ['EventCreated', 'EventStatusChanged', 'EventDeleted'],
  entriesOf,
};
