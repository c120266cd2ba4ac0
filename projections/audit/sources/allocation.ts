import type { RecordedEvent } from '../../../commands/event-store/port';
import { parsePublicationEvent } from '@domain/allocation/publication';
import { lenient } from '../../runtime/lenient-parse';
import type { StatusChangeEntry, StatusChangeSource } from '../source';

const parsed = lenient(parsePublicationEvent);

/** Seats published to an event's delegates, and the setting of when they are: by whom and when, per event. */
const entriesOf = (recorded: RecordedEvent): StatusChangeEntry[] => {
  const event = parsed(recorded);
  if (!event) return [];
  const { eventId, by, at } = event.data;
  if (event.type === 'AllocationPublishModeChanged') {
    return [
      {
        entityType: 'allocation',
        entityId: eventId,
        from: event.data.previous,
        to: event.data.mode,
        by,
        at,
        detail: 'when seat changes are published',
      },
    ];
  }
  const seats = event.data.changes.length;
  const detail = `${seats} ${seats === 1 ? 'seat' : 'seats'} published${event.data.atOnce ? ' as changed' : ''}`;
  return [{ entityType: 'allocation', entityId: eventId, from: 'draft', to: 'published', by, at, detail }];
};

export const allocationStatusSource: StatusChangeSource = {
  eventTypes: ['AllocationPublished', 'AllocationPublishModeChanged'],
  entriesOf,
};
