import type { RecordedEvent } from '../../../commands/event-store/port';
import { parseRollCallEvent, rollCallEventTypes, type RollCallEvent } from '@domain/conference/roll-call';
import { parseSessionEvent, sessionEventTypes, type SessionEvent } from '@domain/conference/sessions';
import { lenient } from '../../runtime/lenient-parse';
import type { StatusChangeEntry, StatusChangeSource } from '../source';

const parsed = lenient(
  (type, data): SessionEvent | RollCallEvent | null => parseSessionEvent(type, data) ?? parseRollCallEvent(type, data),
);

const scheduleText = ({ name, day, start }: { name: string; day: string; start: string }) => `${name}, ${day} ${start}`;

/**
 * A conference's programme (sessions added, changed, removed) and its roll call (every mark a
 * chair gave, with the one it replaced), by whom and when, per event. Delegates are named by
 * registration id: names are personal data and must go with an erased account.
 */
const entriesOf = (recorded: RecordedEvent): StatusChangeEntry[] => {
  const event = parsed(recorded);
  if (!event) return [];
  const { eventId, by, at } = event.data;
  switch (event.type) {
    case 'SessionAdded':
      return [
        {
          entityType: 'session',
          entityId: eventId,
          from: null,
          to: scheduleText(event.data),
          by,
          at,
          detail: `session ${event.data.sessionId}`,
        },
      ];
    case 'SessionRenamed':
      return [
        {
          entityType: 'session',
          entityId: eventId,
          from: scheduleText(event.data.previous),
          to: scheduleText(event.data),
          by,
          at,
          detail: `session ${event.data.sessionId}`,
        },
      ];
    case 'SessionRemoved':
      return [
        {
          entityType: 'session',
          entityId: eventId,
          from: event.data.name,
          to: 'removed',
          by,
          at,
          detail: `session ${event.data.sessionId}`,
        },
      ];
    case 'AttendanceMarked': {
      const { eventCommitteeId, sessionId, registrationId, mark, late, previous } = event.data;
      return [
        {
          entityType: 'roll-call',
          entityId: eventId,
          from: previous,
          to: late ? `${mark} (late)` : mark,
          by,
          at,
          detail: `delegate ${registrationId}, session ${sessionId}, committee ${eventCommitteeId}`,
        },
      ];
    }
  }
};

export const conferenceStatusSource: StatusChangeSource = { eventTypes: [...sessionEventTypes, ...rollCallEventTypes], entriesOf };
