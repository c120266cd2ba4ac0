import { z } from 'zod';
import type { Stamp } from '../shared/actor';
import { DomainError } from '../shared/errors';
import { PersistentMap } from '../shared/persistent-map';
import { statusChangeFields } from '../shared/status-change';
import { choosablePreferences, preferenceRefusal, type CommitteeChoices } from './committee-choices';
import { registrationNumberOf } from './registration-rules';

/**
 * An event's delegates. They live in the event's own stream (`event-<id>`), beside its seat
 * count, status and dates, so that "never more registrations than seats" and "one
 * registration per person per event" are decided against one consistent state: any number of
 * people pressing Register at once race on that one stream and the event store lets exactly
 * one writer through per revision.
 */
export const registrationStatuses = ['registered', 'cancelled', 'removed'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];
export const delegateRoles = ['student', 'teacher'] as const;
export type DelegateRole = (typeof delegateRoles)[number];

const ids = { eventId: z.string(), registrationId: z.string(), userId: z.string() };

/** What a person tells when asking for a seat: kept by a registration, and by a place on the waiting list. */
export const delegateDetailFields = {
  role: z.enum(delegateRoles),
  munExperience: z.number(),
  prefCommitteeIds: z.array(z.string().nullable()),
  /** Food preference, allergies and the emergency contact, sealed under the person's key. */
  sealed: z.string(),
};

export const rosterEventSchemas = {
  DelegateRegistered: z.object({
    ...ids,
    registrationNo: z.string(),
    ...delegateDetailFields,
    ...statusChangeFields,
    from: z.null(),
    to: z.literal('registered'),
  }),
  /** The delegate's own cancellation: the seat is free again. */
  RegistrationCancelled: z.object({ ...ids, ...statusChangeFields, from: z.literal('registered'), to: z.literal('cancelled') }),
  /** The organiser (or a super user) took the delegate off the event. */
  DelegateRemoved: z.object({ ...ids, ...statusChangeFields, from: z.literal('registered'), to: z.literal('removed') }),
};

type Schemas = typeof rosterEventSchemas;
export type RosterEventType = keyof Schemas;
export type RosterEvent = { [Type in RosterEventType]: { type: Type; data: z.infer<Schemas[Type]> } }[RosterEventType];
export const rosterEventTypes = Object.keys(rosterEventSchemas) as RosterEventType[];

export const parseRosterEvent = (type: string, data: unknown): RosterEvent | null => {
  if (!(type in rosterEventSchemas)) return null;
  return { type, data: rosterEventSchemas[type as RosterEventType].parse(data) } as RosterEvent;
};

/** What allocation needs to know of a registered delegate. */
export interface RosterDelegate {
  userId: string;
  munExperience: number;
  prefCommitteeIds: ReadonlyArray<string | null>;
  /** The registration's place among the event's registrations (1: the first), as in its number: first come, first served goes by it. */
  place: number;
}

export interface Roster {
  /** Registered (not cancelled or removed) delegates: user id → registration id. */
  active: ReadonlyMap<string, string>;
  /** The same delegates by registration id. */
  delegates: ReadonlyMap<string, RosterDelegate>;
  /** Registrations ever made: the next registration number follows it. */
  issued: number;
}
/** The roster as the event's stream folds it: its maps are persistent, so each event costs O(1), not a copy of every delegate. */
interface FoldedRoster extends Roster {
  active: PersistentMap<string, string>;
  delegates: PersistentMap<string, RosterDelegate>;
}

export const emptyRoster: Roster = { active: PersistentMap.of(), delegates: PersistentMap.of(), issued: 0 };

const folded = (roster: Roster): FoldedRoster =>
  roster.active instanceof PersistentMap && roster.delegates instanceof PersistentMap
    ? (roster as FoldedRoster)
    : { ...roster, active: PersistentMap.of(roster.active), delegates: PersistentMap.of(roster.delegates) };

export const evolveRoster = (roster: Roster, event: RosterEvent): Roster => {
  const { active, delegates, issued } = folded(roster);
  if (event.type === 'DelegateRegistered') {
    const { userId, registrationId, munExperience, prefCommitteeIds } = event.data;
    return {
      active: active.with(userId, registrationId),
      delegates: delegates.with(registrationId, { userId, munExperience, prefCommitteeIds, place: issued + 1 }),
      issued: issued + 1,
    };
  }
  return { active: active.without(event.data.userId), delegates: delegates.without(event.data.registrationId), issued };
};

/** What the event's stream says about taking a registration (from the event decider's state). */
export interface RegistrationWindow {
  eventId: string;
  eventName: string;
  status: string;
  endDate: string;
  seats: number;
  roster: Roster;
}

/** One person's registration, as decided on the event's stream. */
export type Registration = {
  registrationId: string;
  userId: string;
  role: DelegateRole;
  munExperience: number;
  prefCommitteeIds: Array<string | null>;
  sealed: string;
  today: string;
} & Stamp;

export type RosterCommand =
  /**
   * `committeeChoices` are read from the committees stream (and the catalogue) just before this
   * stream decides: see loadCommitteeChoices for the race that leaves open.
   */
  | ({ type: 'RegisterDelegate'; committeeChoices: CommitteeChoices } & Registration)
  /**
   * Many registrations in one decision (an import): each is decided as if alone, against the
   * roster with the ones before it; those the rules refuse are left out (see refusalOf), and
   * preferences outside the choices are dropped rather than refused.
   */
  | { type: 'RegisterDelegates'; committeeChoices: CommitteeChoices; registrations: readonly Registration[] }
  | ({ type: 'CancelRegistration'; registrationId: string; userId: string } & Stamp)
  | ({ type: 'RemoveDelegate'; registrationId: string } & Stamp);

export const FULL_MESSAGE = 'This event is full: all seats are taken';

export const rosterErrors = {
  notOpen: (status: string) =>
    new DomainError(
      'conflict',
      'REGISTRATION_CLOSED',
      status === 'approved' ? 'This event has ended' : 'This event is not open for registration',
    ),
  full: () => new DomainError('conflict', 'EVENT_FULL', FULL_MESSAGE),
  already: () => new DomainError('conflict', 'ALREADY_REGISTERED', 'You are already registered for this event'),
  notFound: () => new DomainError('not_found', 'REGISTRATION_NOT_FOUND', 'Registration not found'),
  seatsBelowRegistered: (registered: number) =>
    new DomainError('validation', 'VALIDATION_FAILED', `Seats cannot be fewer than the ${registered} delegates already registered`, {
      number_of_seats: `Seats cannot be fewer than the ${registered} delegates already registered`,
    }),
};

/**
 * Registration is open for approved events that have not ended (UAE days, as `YYYY-MM-DD`):
 * the decider refuses the rest, and the home pages offer only these.
 */
export const takesRegistrations = (event: { status: string; endDate: string }, today: string): boolean =>
  event.status === 'approved' && event.endDate >= today;

/** Why the rules refuse this registration (closed, already registered, full), or null. */
export const refusalOf = (window: RegistrationWindow, registration: Registration): DomainError | null => {
  try {
    registrationEvent(window, registration);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
};

/** Registration is open for approved events that have not ended; a seat and one registration per person. */
export const registrationEvent = (
  window: RegistrationWindow,
  registration: Registration,
): Extract<RosterEvent, { type: 'DelegateRegistered' }> => {
  const { eventId, roster } = window;
  if (!takesRegistrations(window, registration.today)) throw rosterErrors.notOpen(window.status);
  if (roster.active.has(registration.userId)) throw rosterErrors.already();
  if (roster.active.size >= window.seats) throw rosterErrors.full();
  const { registrationId, userId, role, munExperience, prefCommitteeIds, sealed, by, at } = registration;
  const registrationNo = registrationNumberOf(window.eventName, roster.issued + 1);
  return {
    type: 'DelegateRegistered',
    data: {
      eventId,
      registrationId,
      userId,
      registrationNo,
      role,
      munExperience,
      prefCommitteeIds,
      sealed,
      from: null,
      to: 'registered',
      by,
      at,
    },
  };
};

export const decideRoster = (window: RegistrationWindow, command: RosterCommand): RosterEvent[] => {
  const { eventId, roster } = window;
  switch (command.type) {
    case 'RegisterDelegates': {
      // One copy of the roster for the whole group, grown as it is decided (not one per person).
      const current = { active: new Map(roster.active), delegates: new Map(roster.delegates), issued: roster.issued };
      const events: RosterEvent[] = [];
      for (const each of command.registrations) {
        const registration = { ...each, prefCommitteeIds: choosablePreferences(command.committeeChoices, each.prefCommitteeIds) };
        const within = { ...window, roster: current };
        if (refusalOf(within, registration)) continue;
        const registered = registrationEvent(within, registration);
        events.push(registered);
        const { userId, registrationId, munExperience, prefCommitteeIds } = registered.data;
        current.active.set(userId, registrationId);
        current.delegates.set(registrationId, { userId, munExperience, prefCommitteeIds, place: current.issued + 1 });
        current.issued += 1;
      }
      return events;
    }
    case 'RegisterDelegate': {
      const { type: _type, committeeChoices, ...registration } = command;
      const registered = registrationEvent(window, registration);
      const refusal = preferenceRefusal(committeeChoices, registration.prefCommitteeIds);
      if (refusal) throw refusal;
      return [registered];
    }
    case 'CancelRegistration': {
      if (roster.active.get(command.userId) !== command.registrationId) throw rosterErrors.notFound();
      const { registrationId, userId, by, at } = command;
      return [{ type: 'RegistrationCancelled', data: { eventId, registrationId, userId, from: 'registered', to: 'cancelled', by, at } }];
    }
    case 'RemoveDelegate': {
      const userId = roster.delegates.get(command.registrationId)?.userId;
      if (userId === undefined) throw rosterErrors.notFound();
      return [
        {
          type: 'DelegateRemoved',
          data: {
            eventId,
            registrationId: command.registrationId,
            userId,
            from: 'registered',
            to: 'removed',
            by: command.by,
            at: command.at,
          },
        },
      ];
    }
  }
};
