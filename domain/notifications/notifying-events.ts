import { eventEventTypes, parseEventEvent, type EventEvent } from '../events/event';
import { organiserEventTypes, parseOrganiserEvent, type OrganiserEvent } from '../organisers/organiser';
import { parseUserEvent, type UserEvent } from '../users/user';
import { eventCommitteeEventTypes, parseEventCommitteeEvent, type EventCommitteeEvent } from '../workspace/event-committees';
import { eventLeaderEventTypes, parseEventLeaderEvent, type EventLeaderEvent } from '../workspace/event-leaders';

export type AccountStatusChanged = Extract<UserEvent, { type: 'UserStatusChanged' }>;
/** The stored events that may notify someone: changes to events, accounts, organisers and an event's workspace. */
export type NotifyingEvent = EventEvent | OrganiserEvent | AccountStatusChanged | EventLeaderEvent | EventCommitteeEvent;

/** The stored event types that may notify someone (the reactor's subscription filter). */
export const notifyingEventTypes: readonly string[] = [
  ...eventEventTypes,
  ...organiserEventTypes,
  'UserStatusChanged',
  ...eventLeaderEventTypes,
  ...eventCommitteeEventTypes,
];

const parsers = [parseEventEvent, parseOrganiserEvent, parseEventLeaderEvent, parseEventCommitteeEvent];

/** The stored event as one that may notify someone; null for every other event. */
export const parseNotifyingEvent = (type: string, data: unknown): NotifyingEvent | null => {
  if (type === 'UserStatusChanged') return parseUserEvent(type, data) as AccountStatusChanged;
  for (const parse of parsers) {
    const event = parse(type, data);
    if (event) return event;
  }
  return null;
};

