import type { RecordedEvent } from '../../../commands/event-store/port';
import type { LeavingReason } from '@domain/registrations/leaving';
import { chairFields, parseEventCommitteeEvent, type EventCommitteeEvent } from '@domain/workspace/event-committees';
import { parseEventLeaderEvent, type EventLeaderEvent } from '@domain/workspace/event-leaders';
import type { StatusChangeEntry, StatusChangeSource } from '../source';
import { lenient } from '../../runtime/lenient-parse';

const parsed = lenient(
  (type, data): EventLeaderEvent | EventCommitteeEvent | null => parseEventLeaderEvent(type, data) ?? parseEventCommitteeEvent(type, data),
);

const leftBecause: Record<LeavingReason, string> = {
  cancelled: 'registration cancelled',
  removed: 'removed from the event',
  merged: 'merged into another delegate',
  account_deleted: 'account deleted',
};

const seatNames: Record<(typeof chairFields)[number], string> = {
  chairUsername: 'chair',
  deputyChair1Username: 'deputy chair 1',
  deputyChair2Username: 'deputy chair 2',
};

/** Ids only (names are looked up when the trail is read): the holder's username stays out. */
const entriesOf = (recorded: RecordedEvent): StatusChangeEntry[] => {
  const event = parsed(recorded);
  if (!event || !('reason' in event.data) || !event.data.reason) return [];
  const { eventId, reason, by, at } = event.data;
  const released = { from: 'held', to: 'released', by, at };
  if (event.type === 'EventLeaderRemoved') {
    const { entryId, roleId, userId } = event.data;
    return [
      {
        entityType: 'leadership-role',
        entityId: entryId,
        ...released,
        detail: `holder left (${leftBecause[reason]}); event ${eventId}, role ${roleId}, holder ${userId}`,
      },
    ];
  }
  if (event.type === 'EventCommitteeUpdated') {
    const seats = chairFields.filter((field) => field in event.data.changes).map((field) => seatNames[field]);
    return [
      {
        entityType: 'committee-chair',
        entityId: event.data.eventCommitteeId,
        ...released,
        detail: `${seats.join(', ')}: holder left (${leftBecause[reason]}); event ${eventId}`,
      },
    ];
  }
  return [];
};

/** Leadership roles and committee chairs released because their holder left the event (organisers' own edits are not status changes). */
export const workspaceStatusSource: StatusChangeSource = { eventTypes: ['EventLeaderRemoved', 'EventCommitteeUpdated'], entriesOf };
