import { adminEndpoints } from '@contract/admin';
import { eventsEndpoints } from '@contract/events';
import { organisersEndpoints } from '@contract/organisers';
import { usersEndpoints } from '@contract/users';
import { eventCommitteesEndpoints } from '@contract/event-committees';
import { eventDashboardEndpoints } from '@contract/event-dashboard';
import { eventDocumentsEndpoints } from '@contract/event-documents';
import { eventLeadersEndpoints } from '@contract/event-leaders';
import { delegationsEndpoints } from '@contract/delegations';
import { registrationsEndpoints } from '@contract/registrations';
import type { Notification, NotificationKind } from '@domain/notifications/notification';
import { keyOf } from '../../../lib/call';

/**
 * Which cached answers a notification makes stale, as react-query key prefixes: the contract's
 * key of every endpoint whose screens show what changed (`keyOf(endpoint)` alone covers every
 * call of it; with the event's id, only that event's).
 */
type Keys = (eventId: string | null) => ReadonlyArray<readonly unknown[]>;

type Endpoint = Parameters<typeof keyOf>[0];
const all = (...endpoints: Endpoint[]) => endpoints.map((endpoint) => keyOf(endpoint));
/** An event's answers of these endpoints (all of them when the notification names no event). */
const ofEvent =
  (...endpoints: Endpoint[]): Keys =>
  (eventId) =>
    endpoints.map((endpoint) => (eventId ? keyOf(endpoint, { params: { eventId } }) : keyOf(endpoint)));

/** The event lists of every screen (the events pages, the homes, the masterlist) and the dashboard tiles that count events. */
const eventLists = all(eventsEndpoints.visible, eventsEndpoints.ofOrganiser, eventsEndpoints.all, adminEndpoints.dashboard);
/** The administration lists, which show a user's status and role. */
const administrationLists = all(
  adminEndpoints.users,
  adminEndpoints.superusers,
  adminEndpoints.superuserSuggestions,
  adminEndpoints.statusChanges,
);
/** What a delegate's own screens show of their registrations: the home's cards, the registration and delegate pages. */
const myRegistrations = all(registrationsEndpoints.mine, registrationsEndpoints.info);

const eventKeys: Keys = (eventId) => [
  ...eventLists,
  ...myRegistrations,
  ...(eventId ? [keyOf(eventsEndpoints.byId, { params: { id: eventId } })] : all(eventsEndpoints.byId)),
  ...ofEvent(eventDashboardEndpoints.dashboard)(eventId),
];
const leadershipKeys: Keys = ofEvent(eventLeadersEndpoints.list);
const agendaKeys: Keys = ofEvent(eventCommitteesEndpoints.agendas);
const committeeKeys: Keys = (eventId) => [
  ...ofEvent(
    eventCommitteesEndpoints.list,
    eventDashboardEndpoints.dashboard,
    eventDocumentsEndpoints.all,
    registrationsEndpoints.committeeChoices,
  )(eventId),
  ...agendaKeys(eventId),
  ...myRegistrations,
];
// The delegate page reads its seat from the registration (the committee's agendas and documents
// follow the seat), and the home page shows it on the registration's card.
const seatKeys: Keys = () => myRegistrations;
/** An advisor's delegation page. */
const delegationKeys: Keys = () => all(delegationsEndpoints.mine);

const keysOf: Record<NotificationKind, Keys> = {
  event_created: eventKeys,
  event_status_updated: eventKeys,
  event_deleted: eventKeys,
  event_updated: eventKeys,
  event_updated_for_registered_users: eventKeys,
  // An organiser approved, flagged or blocked: the session's organiser id and the organiser lists change.
  user_status_updated: () => [
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
  // Registered from the waiting list: the registration page shows the seat instead of the place.
  waiting_list_promoted: (eventId) => [...myRegistrations, ...ofEvent(registrationsEndpoints.myWaitingPlace)(eventId)],
  delegation_registered: delegationKeys,
  delegation_left: delegationKeys,
  delegation_seated: delegationKeys,
};

/** The distinct key prefixes to invalidate for what arrived. */
export const staleKeys = (notifications: ReadonlyArray<Pick<Notification, 'type' | 'eventId'>>): Array<readonly unknown[]> => {
  const seen = new Map<string, readonly unknown[]>();
  for (const { type, eventId } of notifications) for (const key of keysOf[type](eventId)) seen.set(JSON.stringify(key), key);
  return [...seen.values()];
};
