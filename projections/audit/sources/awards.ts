import type { RecordedEvent } from '../../../commands/event-store/port';
import { awardEventTypes, parseAwardEvent, statusAfter } from '@domain/awards/awards';
import { lenient } from '../../runtime/lenient-parse';
import type { StatusChangeEntry, StatusChangeSource } from '../source';

const parsed = lenient(parseAwardEvent);
const limitText = (limit: number | null) => (limit === null ? 'no limit' : `at most ${limit} per committee`);

/**
 * An event's awards in History (entity type *awards*, named by the event): the kinds its
 * organiser added, changed and removed, and each nomination's way from nominated to confirmed,
 * rejected, withdrawn or revoked, by whom and when. The delegate is named by registration id in
 * the detail, never by name.
 */
const entriesOf = (recorded: RecordedEvent): StatusChangeEntry[] => {
  const event = parsed(recorded);
  if (!event) return [];
  const { eventId, by, at } = event.data;
  const entry = (from: string | null, to: string, detail: string): StatusChangeEntry[] => [
    { entityType: 'awards', entityId: eventId, from, to, by, at, detail },
  ];
  switch (event.type) {
    case 'AwardKindAdded':
      return entry(null, event.data.name, `award added (${limitText(event.data.limit)})`);
    case 'AwardKindChanged': {
      const { previous, name, limit } = event.data;
      const from = `${previous.name} (${limitText(previous.limit)})`;
      return entry(from, `${name} (${limitText(limit)})`, 'award changed');
    }
    case 'AwardKindRemoved':
      return entry(event.data.name, 'removed', 'award removed');
    default: {
      const { kindName, registrationId, eventCommitteeId, from } = event.data;
      return entry(from, statusAfter[event.type], `${kindName}: delegate ${registrationId}, committee ${eventCommitteeId}`);
    }
  }
};

export const awardsStatusSource: StatusChangeSource = { eventTypes: awardEventTypes, entriesOf };
