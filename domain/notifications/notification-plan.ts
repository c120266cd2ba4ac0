import { eventEventTypes, type EventEvent, type EventStatus } from '../events/event';
import { organiserEventTypes, type OrganiserEvent } from '../organisers/organiser';
import type { EventCommitteeEvent } from '../workspace/event-committees';
import { eventLeaderEventTypes, type EventLeaderEvent } from '../workspace/event-leaders';
import { leadershipKinds, type NotificationKind } from './notification';
import { changedFieldsText, notificationMessages as say } from './notification-messages';
import type { PublishedChange } from '../allocation/publication';
import { rosterEventTypes, type RosterEvent } from '../registrations/roster';
import type { AccountStatusChanged, AllocationPublished, NotifyingEvent } from './notifying-events';

/**
 * Who is told what, decided from one stored event and what the events before it established
 * (the event's organiser and registered delegates, the super users, role names). Each
 * notification goes to the people it concerns and to nobody else; whoever caused the change
 * is never told of it (their own screen already shows it).
 */

/** An event (conference) as it stands once the notifying event is applied. */
export interface EventFacts {
  eventId: string;
  name: string;
  description: string;
  /** The user behind the event's organiser id (null when unknown). */
  organiserUserId: string | null;
  /** Users with an active registration, before this event (a deletion still tells them). */
  delegateUserIds: readonly string[];
}

export interface PlanContext {
  /** Facts of the event the notifying event belongs to; null for account and organiser events. */
  event: EventFacts | null;
  superuserIds: readonly string[];
  /** Catalogue name of a leadership role (`someRole` when it is gone). */
  roleName(roleId: string): string;
  /** Abbreviation of the committee a committee or agenda event names. */
  committeeAbbr: string;
  /** Abbreviation of any of the event's committees, by the event committee's id. */
  committeeAbbrOf(eventCommitteeId: string): string;
  /** Catalogue name of a country (null when unknown). */
  countryName(countryId: string): string | null;
  /** The person behind a registration (null when unknown). */
  userOfRegistration(registrationId: string): string | null;
  /** A registration's number (`GYM-0007`; null when unknown). */
  registrationNoOf(registrationId: string): string | null;
  /** The advisors of a person's delegation: the teachers of their school, themselves left out. */
  advisorsOf(userId: string | null): readonly string[];
}

/** The events planned: those that may notify someone, and the roster's, which a school's advisors hear of. */
export type PlannedEvent = NotifyingEvent | RosterEvent;

export interface PlannedNotification {
  kind: NotificationKind;
  userId: string;
  message: string;
  eventId: string | null;
  eventDescription: string | null;
  /** Set on leadership kinds: the one user they are for. */
  targetUserId?: string;
}

/**
 * `evenToActor`: told even when they caused it. An organiser who removes a delegate did not
 * release that delegate's roles and chairs by hand, and no screen they are on shows it.
 */
type Draft = { kind: NotificationKind; to: ReadonlyArray<string | null>; message: string; evenToActor?: boolean };

/** Delegates hear of a status change they will notice: their event called off or over. */
const delegatesHearOf: readonly EventStatus[] = ['cancelled', 'completed'];

const eventDrafts = (event: EventEvent, facts: EventFacts, superuserIds: readonly string[]): Draft[] => {
  const { name } = facts;
  const organiser = [facts.organiserUserId];
  switch (event.type) {
    case 'EventCreated':
      return [{ kind: 'event_created', to: superuserIds, message: say.eventCreated(name) }];
    case 'EventDetailsUpdated': {
      const fields = changedFieldsText(Object.keys(event.data.changes) as Array<keyof typeof event.data.changes>);
      return [
        { kind: 'event_updated', to: organiser, message: say.eventUpdated(name, fields) },
        { kind: 'event_updated_for_registered_users', to: facts.delegateUserIds, message: say.eventUpdatedForDelegates(name, fields) },
      ];
    }
    case 'EventImageChanged':
      // A new picture concerns the organiser; delegates are told of changes to what they signed up for.
      return [{ kind: 'event_updated', to: organiser, message: say.eventUpdated(name, changedFieldsText([event.data.image])) }];
    case 'EventStatusChanged': {
      const { to } = event.data;
      const drafts: Draft[] = [{ kind: 'event_status_updated', to: organiser, message: say.eventStatusForOrganiser(name, to) }];
      if (delegatesHearOf.includes(to))
        drafts.push({ kind: 'event_status_updated', to: facts.delegateUserIds, message: say.eventStatusForDelegates(name, to) });
      return drafts;
    }
    case 'EventDeleted':
      return [
        { kind: 'event_deleted', to: organiser, message: say.eventDeletedForOrganiser(name) },
        { kind: 'event_deleted', to: facts.delegateUserIds, message: say.eventDeletedForDelegates(name) },
      ];
  }
};

const leaderDrafts = (event: EventLeaderEvent, facts: EventFacts, roleName: (roleId: string) => string): Draft[] => {
  const { name } = facts;
  const organiser = [facts.organiserUserId];
  switch (event.type) {
    case 'EventLeaderAssigned': {
      const role = roleName(event.data.roleId);
      return [
        { kind: 'leadership_role_assigned', to: [event.data.userId], message: say.leaderAssigned(role, name) },
        { kind: 'leadership_role_created', to: organiser, message: say.roleCreated(role, name) },
      ];
    }
    case 'EventLeaderUpdated': {
      const { userId, fromUserId, roleId, fromRoleId } = event.data;
      const role = roleName(roleId);
      const holder: Draft[] =
        userId === fromUserId
          ? [{ kind: 'leadership_role_updated', to: [userId], message: say.leaderRoleChanged(role, name) }]
          : [
              { kind: 'leadership_role_removed', to: [fromUserId], message: say.leaderRemoved(roleName(fromRoleId), name) },
              { kind: 'leadership_role_assigned', to: [userId], message: say.leaderAssigned(role, name) },
            ];
      return [...holder, { kind: 'leadership_role_updated', to: organiser, message: say.roleUpdated(role, name) }];
    }
    case 'EventLeaderRemoved': {
      const role = roleName(event.data.roleId);
      const { reason } = event.data;
      if (reason) {
        return [
          { kind: 'leadership_role_removed', to: [event.data.userId], message: say.leaderRemoved(role, name) },
          { kind: 'leadership_role_removed', to: organiser, message: say.roleReleased(role, name, reason), evenToActor: true },
        ];
      }
      return [
        { kind: 'leadership_role_removed', to: [event.data.userId], message: say.leaderRemoved(role, name) },
        { kind: 'leadership_role_deleted', to: organiser, message: say.roleDeleted(role, name) },
      ];
    }
    case 'EventLeadersReranked':
      return [{ kind: 'leadership_role_updated', to: organiser, message: say.rolesReordered(name) }];
  }
};

const committeeDrafts = (event: EventCommitteeEvent, facts: EventFacts, abbr: string): Draft[] => {
  const { name } = facts;
  // The organiser runs the committees; the delegates sit in them and debate their agendas.
  const everyone = [facts.organiserUserId, ...facts.delegateUserIds];
  const draft = (kind: NotificationKind, message: string): Draft[] => [{ kind, to: everyone, message }];
  switch (event.type) {
    case 'EventCommitteeAdded':
      return draft('committee_created', say.committeeCreated(abbr, name));
    case 'EventCommitteeUpdated': {
      const { reason } = event.data;
      if (!reason) return draft('committee_updated', say.committeeUpdated(abbr, name));
      const message = say.chairsReleased(Object.keys(event.data.changes), abbr, name, reason);
      return [
        { kind: 'committee_updated', to: [facts.organiserUserId], message, evenToActor: true },
        { kind: 'committee_updated', to: facts.delegateUserIds, message },
      ];
    }
    case 'EventCommitteeDeleted':
      return draft('committee_deleted', say.committeeDeleted(abbr, name));
    case 'AgendaItemAdded':
      return draft('agenda_created', say.agendaCreated(abbr, name, event.data.title));
    case 'AgendaItemRetitled':
      return draft('agenda_updated', say.agendaUpdated(abbr, name, event.data.title));
    case 'AgendaItemDeleted':
      return draft('agenda_deleted', say.agendaDeleted(abbr, name, event.data.title));
  }
};

type Seat = NonNullable<PublishedChange['seat']>;

/**
 * Each advisor hears once of a publication: of the one seat of their delegation it changed, or
 * of how many changed.
 */
const advisorSeatDrafts = (event: AllocationPublished, facts: EventFacts, context: PlanContext, seatText: (seat: Seat) => string) => {
  const changesOf = new Map<string, PublishedChange[]>();
  for (const change of event.data.changes) {
    for (const advisor of context.advisorsOf(context.userOfRegistration(change.registrationId))) {
      changesOf.set(advisor, [...(changesOf.get(advisor) ?? []), change]);
    }
  }
  return [...changesOf].map(([advisor, changes]): Draft => {
    const [change] = changes;
    const delegate = context.registrationNoOf(change!.registrationId);
    const { seat, previous } = change!;
    const message =
      changes.length > 1
        ? say.delegationSeats(changes.length, facts.name)
        : seat === null
          ? say.delegationUnseated(delegate, previous ? seatText(previous) : 'their committee', facts.name)
          : say.delegationSeated(delegate, seatText(seat), facts.name);
    return { kind: 'delegation_seated', to: [advisor], message };
  });
};

/** A school's advisors hear of a delegate registering, cancelling or being removed. */
const rosterDrafts = (event: RosterEvent, facts: EventFacts, context: PlanContext): Draft[] => {
  const to = context.advisorsOf(event.data.userId);
  const delegate = context.registrationNoOf(event.data.registrationId);
  if (event.type === 'DelegateRegistered')
    return [{ kind: 'delegation_registered', to, message: say.delegationRegistered(delegate, facts.name) }];
  return [{ kind: 'delegation_left', to, message: say.delegationLeft(delegate, facts.name, event.data.to) }];
};

/** Each delegate whose published seat changed is told once, of that change alone; their advisors once of the publication. */
const seatDrafts = (event: AllocationPublished, facts: EventFacts, context: PlanContext): Draft[] => {
  const seatText = (seat: Seat) => {
    const country = seat.countryId === null ? null : context.countryName(seat.countryId);
    const abbr = context.committeeAbbrOf(seat.eventCommitteeId);
    return country ? `${abbr} as ${country}` : abbr;
  };
  const delegateDrafts = event.data.changes.map((change): Draft => {
    const to = [context.userOfRegistration(change.registrationId)];
    const { seat, previous } = change;
    if (seat === null)
      return { kind: 'delegate_unassigned', to, message: say.seatUnassigned(previous ? seatText(previous) : 'your committee', facts.name) };
    if (change.source === 'allocation') return { kind: 'delegate_allocated', to, message: say.seatAllocated(seatText(seat), facts.name) };
    if (previous === null) return { kind: 'delegate_assigned', to, message: say.seatAssigned(seatText(seat), facts.name) };
    return { kind: 'delegate_moved', to, message: say.seatMoved(seatText(seat), seatText(previous), facts.name) };
  });
  return [...delegateDrafts, ...advisorSeatDrafts(event, facts, context, seatText)];
};

const accountDrafts = (event: OrganiserEvent | AccountStatusChanged): Draft[] => {
  const to = [event.data.userId];
  if (event.type === 'UserStatusChanged') return [{ kind: 'user_status_updated', to, message: say.accountStatus(event.data.to) }];
  if (event.type === 'OrganiserDeleted') return [{ kind: 'user_status_updated', to, message: say.organiserRemoved }];
  return [{ kind: 'user_status_updated', to, message: say.organiserStatus(event.data.to) }];
};

const isOneOf = <Event extends PlannedEvent>(event: PlannedEvent, types: readonly string[]): event is Event => types.includes(event.type);

const draftsOf = (event: PlannedEvent, context: PlanContext): Draft[] => {
  if (event.type === 'UserStatusChanged' || isOneOf<OrganiserEvent>(event, organiserEventTypes)) return accountDrafts(event);
  const facts = context.event;
  // An event whose creation the reactor never saw (malformed, or from another system) tells nobody.
  if (!facts) return [];
  if (isOneOf<EventLeaderEvent>(event, eventLeaderEventTypes)) return leaderDrafts(event, facts, context.roleName);
  if (isOneOf<EventEvent>(event, eventEventTypes)) return eventDrafts(event, facts, context.superuserIds);
  if (isOneOf<RosterEvent>(event, rosterEventTypes)) return rosterDrafts(event, facts, context);
  if (event.type === 'AllocationPublished') return seatDrafts(event, facts, context);
  if (event.type === 'WaitingListPromoted')
    return [{ kind: 'waiting_list_promoted', to: [event.data.userId], message: say.promotedFromWaitingList(facts.name) }];
  return committeeDrafts(event as EventCommitteeEvent, facts, context.committeeAbbr);
};

/**
 * The notifications one stored event causes, one per recipient, in a fixed order (the same
 * event always plans the same list, which keeps the stored ids and cursors stable).
 */
export const planNotifications = (event: PlannedEvent, context: PlanContext): PlannedNotification[] => {
  const actor = event.data.by;
  const eventId = context.event?.eventId ?? null;
  const eventDescription = context.event?.description ?? null;
  const planned: PlannedNotification[] = [];
  const seen = new Set<string>();
  for (const draft of draftsOf(event, context)) {
    const recipients = [...new Set(draft.to)]
      .filter((userId): userId is string => userId !== null && (userId !== actor || draft.evenToActor === true))
      .sort();
    const targeted = leadershipKinds.includes(draft.kind);
    for (const userId of recipients) {
      // An organiser who is also a delegate of their event hears of a change once.
      if (seen.has(`${draft.kind} ${userId}`)) continue;
      seen.add(`${draft.kind} ${userId}`);
      planned.push({
        kind: draft.kind,
        userId,
        message: draft.message,
        eventId,
        eventDescription,
        ...(targeted ? { targetUserId: userId } : {}),
      });
    }
  }
  return planned;
};
