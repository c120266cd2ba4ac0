import { adminEndpoints } from '@contract/admin';
import { eventsEndpoints } from '@contract/events';
import { organisersEndpoints } from '@contract/organisers';
import { usersEndpoints } from '@contract/users';
import type { Notification, NotificationKind } from '@domain/notifications/notification';
import { keyOf } from '../../../lib/call';

/**
 * Which cached answers a notification makes stale, as react-query key prefixes: an endpoint's
 * own key (keyOf) where its screens call it through the contract, else the prefix its feature
 * names (features may not import each other).
 */
type Keys = (eventId: string | null) => ReadonlyArray<readonly unknown[]>;

const ofEvent = (area: string) => (eventId: string | null) => (eventId ? [['event-workspace', area, eventId]] : []);

/** The event lists of every screen (the events pages, the homes, the masterlist) and the dashboard tiles that count events. */
const eventLists = [eventsEndpoints.visible, eventsEndpoints.ofOrganiser, eventsEndpoints.all, adminEndpoints.dashboard].map((endpoint) =>
  keyOf(endpoint),
);
/** The administration lists, which show a user's status and role. */
const administrationLists = [
  adminEndpoints.users,
  adminEndpoints.superusers,
  adminEndpoints.superuserSuggestions,
  adminEndpoints.statusChanges,
].map((endpoint) => keyOf(endpoint));

const eventKeys: Keys = (eventId) => [
  ...eventLists,
  ['registrations'],
  ['home'],
  ...(eventId ? [keyOf(eventsEndpoints.byId, { params: { id: eventId } })] : []),
  ...ofEvent('event-dashboard')(eventId),
];
const leadershipKeys: Keys = (eventId) => [['registrations'], ...ofEvent('event-leaders')(eventId)];
const committeeKeys: Keys = (eventId) => [
  ['registrations'],
  ...ofEvent('event-committees')(eventId),
  ...ofEvent('event-dashboard')(eventId),
  ...ofEvent('agendas')(eventId),
];
const agendaKeys: Keys = (eventId) => [['registrations'], ...ofEvent('agendas')(eventId)];
// The delegate page reads its seat from the registration (the committee's agendas and documents
// follow the seat), and the home page shows it on the registration's card.
const seatKeys: Keys = () => [['registrations'], ['home']];

const keysOf: Record<NotificationKind, Keys> = {
  event_created: eventKeys,
  event_status_updated: eventKeys,
  event_deleted: eventKeys,
  event_updated: eventKeys,
  event_updated_for_registered_users: eventKeys,
  // An organiser approved, flagged or blocked: the session's organiser id and the organiser lists change.
  user_status_updated: () => [
    ['home'],
    keyOf(organisersEndpoints.myRegistrationStatus),
    keyOf(organisersEndpoints.list),
    keyOf(usersEndpoints.me),
    keyOf(usersEndpoints.userProfile),
    ...administrationLists,
  ],
  leadership_role_created: leadershipKeys,
  leadership_role_updated: leadershipKeys,
  leadership_role_deleted: leadershipKeys,
  leadership_role_assigned: leadershipKeys,
  leadership_role_removed: leadershipKeys,
  committee_created: committeeKeys,
  committee_updated: committeeKeys,
  committee_deleted: committeeKeys,
  agenda_created: agendaKeys,
  agenda_updated: agendaKeys,
  agenda_deleted: agendaKeys,
  delegate_assigned: seatKeys,
  delegate_moved: seatKeys,
  delegate_unassigned: seatKeys,
  delegate_allocated: seatKeys,
};

/** The distinct key prefixes to invalidate for what arrived. */
export const staleKeys = (notifications: ReadonlyArray<Pick<Notification, 'type' | 'eventId'>>): Array<readonly unknown[]> => {
  const seen = new Map<string, readonly unknown[]>();
  for (const { type, eventId } of notifications) for (const key of keysOf[type](eventId)) seen.set(JSON.stringify(key), key);
  return [...seen.values()];
};
