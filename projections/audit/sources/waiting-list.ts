import type { RecordedEvent } from '../../../commands/event-store/port';
import { parseWaitingListEvent, waitingListEventTypes, type WaitingListEvent } from '@domain/registrations/waiting-list';
import type { StatusChangeEntry, StatusChangeSource } from '../source';
import { lenient } from '../../runtime/lenient-parse';

const parsed = lenient((type, data): WaitingListEvent | null => parseWaitingListEvent(type, data));

/** Who the change was about (by ids: names are personal data and must go with an erased account). */
const detailOf = (event: WaitingListEvent): string | null => {
  switch (event.type) {
    case 'WaitingListJoined':
    case 'WaitingListRemoved':
      return `user ${event.data.userId}, place ${event.data.registrationId}`;
    case 'WaitingListPromoted':
      return `user ${event.data.userId}, registration ${event.data.registrationId}`;
    case 'WaitingListLeft':
      return `user ${event.data.userId}, place ${event.data.registrationId}${event.data.reason === 'account_deleted' ? ', account deleted' : ''}`;
    case 'WaitingListMovedUp':
      return `user ${event.data.userId} moved from place ${event.data.from} to ${event.data.to}`;
    case 'WaitingListClosed':
    case 'WaitingListReopened':
      return null;
  }
};

const entriesOf = (recorded: RecordedEvent): StatusChangeEntry[] => {
  const event = parsed(recorded);
  if (!event) return [];
  const { eventId, by, at } = event.data;
  // A move up keeps the person waiting: the trail shows it as such, the places in the detail.
  const [from, to] = event.type === 'WaitingListMovedUp' ? ['waiting', 'waiting'] : [event.data.from, event.data.to];
  return [{ entityType: 'waiting-list', entityId: eventId, from, to, by, at, detail: detailOf(event) }];
};

/** An event's waiting list: each person joined, promoted, left, removed or moved up; the list closed or opened. */
export const waitingListStatusSource: StatusChangeSource = { eventTypes: waitingListEventTypes, entriesOf };
