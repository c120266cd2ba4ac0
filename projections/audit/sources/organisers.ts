import type { RecordedEvent } from '../../../commands/event-store/port';
import { parseOrganiserEvent, type OrganiserEvent } from '@domain/organisers/organiser';
import type { StatusChangeEntry, StatusChangeSource } from '../source';
import { lenient } from '../../runtime/lenient-parse';

const parsed = lenient((type, data): OrganiserEvent | null => parseOrganiserEvent(type, data));

/** How each record came to be; never personal data (the role text and evidence stay out). */
const detailOf = (event: OrganiserEvent): string | null => {
  switch (event.type) {
    case 'OrganiserRequested':
      return event.data.from === null ? 'requested by the user' : 'requested again by the user';
    case 'OrganiserAdded':
      return 'added by a super user';
    case 'OrganiserAssigned':
      return 'assigned to school (evidence: Internal)';
    default:
      return null;
  }
};

const entriesOf = (recorded: RecordedEvent): StatusChangeEntry[] => {
  const event = parsed(recorded);
  if (!event) return [];
  const { organiserId, from, to, by, at } = event.data;
  return [{ entityType: 'organiser', entityId: organiserId, from, to, by, at, detail: detailOf(event) }];
};

/** Organiser records: requested, added or assigned, then approved, rejected, flagged, blocked, deleted. */
export const organisersStatusSource: StatusChangeSource = {
  eventTypes: ['OrganiserRequested', 'OrganiserAdded', 'OrganiserAssigned', 'OrganiserStatusChanged', 'OrganiserDeleted'],
  entriesOf,
};
