import { parsePublicationEvent, type PublicationEvent } from '../allocation/publication';
import { eventEventTypes, parseEventEvent, type EventEvent } from '../events/event';
import { organiserEventTypes, parseOrganiserEvent, type OrganiserEvent } from '../organisers/organiser';
import { parseWaitingListEvent, type WaitingListEvent } from '../registrations/waiting-list';
import { parseUserEvent, type UserEvent } from '../users/user';
import { eventCommitteeEventTypes, parseEventCommitteeEvent, type EventCommitteeEvent } from '../workspace/event-committees';
import { eventLeaderEventTypes, parseEventLeaderEvent, type EventLeaderEvent } from '../workspace/event-leaders';

export type AccountStatusChanged = Extract<UserEvent, { type: 'UserStatusChanged' }>;
export type AllocationPublished = Extract<PublicationEvent, { type: 'AllocationPublished' }>;
export type WaitingListPromoted = Extract<WaitingListEvent, { type: 'WaitingListPromoted' }>;
/**
 * The stored events that may notify someone: changes to events, accounts, organisers, an
 * event's workspace, the seats published to its delegates and a seat given to the first waiting.
 */
export type NotifyingEvent =
  EventEvent | OrganiserEvent | AccountStatusChanged | EventLeaderEvent | EventCommitteeEvent | AllocationPublished | WaitingListPromoted;

/** The stored event types that may notify someone (the reactor's subscription filter). */
export const notifyingEventTypes: readonly string[] = [
  ...eventEventTypes,
  ...organiserEventTypes,
  'UserStatusChanged',
  ...eventLeaderEventTypes,
  ...eventCommitteeEventTypes,
  'AllocationPublished',
  'WaitingListPromoted',
];

/**
 * The types that tell every delegate of their event (the event's changes, its committees and
 * agendas): a batch needs an event's delegates only when it holds one of these for it.
 */
export const delegateWideEventTypes: ReadonlySet<string> = new Set([...eventEventTypes, ...eventCommitteeEventTypes]);

const parsers = [parseEventEvent, parseOrganiserEvent, parseEventLeaderEvent, parseEventCommitteeEvent];

/** The stored event as one that may notify someone; null for every other event. */
export const parseNotifyingEvent = (type: string, data: unknown): NotifyingEvent | null => {
  if (type === 'UserStatusChanged') return parseUserEvent(type, data) as AccountStatusChanged;
  if (type === 'AllocationPublished') return parsePublicationEvent(type, data) as AllocationPublished;
  if (type === 'WaitingListPromoted') return parseWaitingListEvent(type, data) as WaitingListPromoted;
  for (const parse of parsers) {
    const event = parse(type, data);
    if (event) return event;
  }
  return null;
};
