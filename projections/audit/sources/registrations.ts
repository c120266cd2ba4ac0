import type { RecordedEvent } from '../../../commands/event-store/port';
import { parseRosterEvent, rosterEventTypes, type RosterEvent } from '@domain/registrations/roster';
import type { StatusChangeEntry, StatusChangeSource } from '../source';
import { lenient } from '../../runtime/lenient-parse';

const parsed = lenient((type, data): RosterEvent | null => parseRosterEvent(type, data));

const entriesOf = (recorded: RecordedEvent): StatusChangeEntry[] => {
  const event = parsed(recorded);
  if (!event) return [];
  const { registrationId, eventId, from, to, by, at } = event.data;
  return [{ entityType: 'registration', entityId: registrationId, from, to, by, at, detail: `event ${eventId}` }];
};

/** Registrations: registered, then cancelled by the delegate or removed by the organiser. */
export const registrationsStatusSource: StatusChangeSource = { eventTypes: rosterEventTypes, entriesOf };
