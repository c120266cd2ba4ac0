import { z } from 'zod';
import {
  decideAllocation,
  emptyAllocation,
  evolveAllocation,
  type AllocationCommand,
  type AllocationState,
} from '../allocation/allocation';
import { parseAllocationEvent, type AllocationEvent } from '../allocation/allocation-events';
import {
  decideCountryWishes,
  emptyCountryWishes,
  evolveCountryWishes,
  isCountryWishesEvent,
  parseCountryWishesEvent,
  type CountryWishesCommand,
  type CountryWishesEvent,
  type CountryWishesState,
} from '../allocation/country-wishes';
import {
  decideDelegationMode,
  isDelegationModeEvent,
  parseDelegationModeEvent,
  type DelegationModeCommand,
  type DelegationModeEvent,
} from '../allocation/delegation-mode';
import {
  decidePublication,
  emptyPublication,
  evolvePublication,
  followDrafts,
  isPublicationEvent,
  parsePublicationEvent,
  publishAtOnce,
  type PublicationCommand,
  type PublicationEvent,
  type PublicationState,
} from '../allocation/publication';
import { committeeCategories } from '../catalogue/committees';
import { leavingReasonSchema, type LeavingReason } from '../registrations/leaving';
import type { Stamp } from '../shared/actor';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { agendaMessages, committeeMessages } from './event-committee-rules';

/**
 * An event's committees and their agendas, in one stream per event
 * (`event-committees-<eventId>`): "a catalogue committee appears once per event" is decided
 * against one consistent state, and deleting a committee takes its agendas with it in the
 * same decision, so an agenda never outlives its committee.
 */
export const eventCommitteesStreamId = (eventId: string) => `event-committees-${eventId}`;

const committeeSettings = {
  committeeId: z.string(),
  category: z.enum(committeeCategories),
  abbr: z.string(),
  seats: z.number().int().positive(),
  chairUsername: z.string().nullable(),
  deputyChair1Username: z.string().nullable(),
  deputyChair2Username: z.string().nullable(),
};
export const committeeSettingsSchema = z.object(committeeSettings);
export type CommitteeSettings = z.infer<typeof committeeSettingsSchema>;
const settingFields = Object.keys(committeeSettings) as Array<keyof CommitteeSettings>;

const stamp = { by: z.string(), at: z.iso.datetime() };
const ids = { eventId: z.string(), eventCommitteeId: z.string() };

export const eventCommitteeEventSchemas = {
  EventCommitteeAdded: z.object({ ...ids, ...committeeSettings, ...stamp }),
  /**
   * Only the settings that changed, each with its value before. `reason` is set when chair
   * seats were released because their holder left the event; absent for the organiser's edits.
   */
  EventCommitteeUpdated: z.object({
    ...ids,
    changes: committeeSettingsSchema.partial(),
    previous: committeeSettingsSchema.partial(),
    reason: leavingReasonSchema.optional(),
    ...stamp,
  }),
  /** The committee leaves the event, and with it the agendas named here. */
  EventCommitteeDeleted: z.object({ ...ids, committeeId: z.string(), abbr: z.string(), agendaIds: z.array(z.string()), ...stamp }),
  AgendaItemAdded: z.object({ ...ids, agendaId: z.string(), agendaAbbr: z.string(), title: z.string(), ...stamp }),
  AgendaItemRetitled: z.object({ ...ids, agendaId: z.string(), title: z.string(), previous: z.string(), ...stamp }),
  AgendaItemDeleted: z.object({ ...ids, agendaId: z.string(), title: z.string(), ...stamp }),
};

type Schemas = typeof eventCommitteeEventSchemas;
export type EventCommitteeEventType = keyof Schemas;
export type EventCommitteeEvent = {
  [Type in EventCommitteeEventType]: { type: Type; data: z.infer<Schemas[Type]> };
}[EventCommitteeEventType];
export const eventCommitteeEventTypes = Object.keys(eventCommitteeEventSchemas) as EventCommitteeEventType[];

export const parseEventCommitteeEvent = (type: string, data: unknown): EventCommitteeEvent | null => {
  if (!(type in eventCommitteeEventSchemas)) return null;
  return { type, data: eventCommitteeEventSchemas[type as EventCommitteeEventType].parse(data) } as EventCommitteeEvent;
};

/** Everything on the committees stream: committees, agendas, who sits where, what delegates see of it, the delegation mode and the delegations' country wishes. */
export type CommitteesStreamEvent = EventCommitteeEvent | AllocationEvent | PublicationEvent | DelegationModeEvent | CountryWishesEvent;
export const parseCommitteesStreamEvent = (type: string, data: unknown): CommitteesStreamEvent | null =>
  parseEventCommitteeEvent(type, data) ??
  parseAllocationEvent(type, data) ??
  parsePublicationEvent(type, data) ??
  parseDelegationModeEvent(type, data) ??
  parseCountryWishesEvent(type, data);

export interface EventCommittee extends CommitteeSettings {
  id: string;
  /** Delegates assigned to the committee. */
  assigned: number;
}

export interface AgendaItem {
  id: string;
  eventCommitteeId: string;
  title: string;
}

export interface EventCommitteesState {
  committees: ReadonlyMap<string, EventCommittee>;
  agendas: ReadonlyMap<string, AgendaItem>;
  allocation: AllocationState;
  publication: PublicationState;
  /** Whether global allocation keeps each school's delegates on one country (off by default). */
  delegationMode: boolean;
  /** School → the countries its delegation wished for, most wanted first. */
  countryWishes: CountryWishesState;
}

type ChairSettings = Pick<CommitteeSettings, 'category' | 'seats' | 'chairUsername' | 'deputyChair1Username' | 'deputyChair2Username'>;
/** The three chair seats of a committee, in the order the Committees tab shows them. */
export const chairFields = ['chairUsername', 'deputyChair1Username', 'deputyChair2Username'] as const;
export type ChairField = (typeof chairFields)[number];

export type EventCommitteeCommand =
  | AllocationCommand
  | PublicationCommand
  | DelegationModeCommand
  | CountryWishesCommand
  | ({ type: 'AddEventCommittee'; eventId: string; eventCommitteeId: string; settings: CommitteeSettings } & Stamp)
  | ({
      type: 'UpdateEventCommittee';
      eventId: string;
      eventCommitteeId: string;
      /** The catalogue committee and its abbreviation (taken when the committee is changed). */
      committee: { committeeId: string; abbr: string };
      settings: Partial<ChairSettings>;
    } & Stamp)
  | ({ type: 'DeleteEventCommittee'; eventId: string; eventCommitteeId: string } & Stamp)
  | ({ type: 'SaveAgendaItem'; eventId: string; eventCommitteeId: string; agendaId: string; agendaAbbr: string; title: string } & Stamp)
  | ({ type: 'RetitleAgendaItem'; eventId: string; agendaId: string; title: string } & Stamp)
  | ({ type: 'DeleteAgendaItem'; eventId: string; agendaId: string } & Stamp)
  /**
   * A person left the event: their committee seat (when they were a delegate) and every chair
   * seat their username holds now are released in one decision; seats someone else holds stay.
   */
  | ({ type: 'ReleaseLeaver'; eventId: string; registrationId: string | null; username: string | null; reason: LeavingReason } & Stamp);

export const eventCommitteeErrors = {
  notFound: () => new DomainError('not_found', 'EVENT_COMMITTEE_NOT_FOUND', committeeMessages.notFound),
  duplicate: (abbr: string) =>
    new DomainError('conflict', 'EVENT_COMMITTEE_EXISTS', committeeMessages.duplicate(abbr), {
      committeeId: committeeMessages.duplicate(abbr),
    }),
  seatsBelowAssigned: (assigned: number) =>
    new DomainError('validation', 'VALIDATION_FAILED', committeeMessages.seatsBelowAssigned(assigned), {
      seats: committeeMessages.seatsBelowAssigned(assigned),
    }),
  assigned: (assigned: number) =>
    new DomainError('conflict', 'EVENT_COMMITTEE_HAS_DELEGATES', committeeMessages.deleteWhileAssigned(assigned)),
  agendaNotFound: () => new DomainError('not_found', 'AGENDA_NOT_FOUND', agendaMessages.notFound),
  agendaTitle: () =>
    new DomainError('validation', 'VALIDATION_FAILED', agendaMessages.titleEmpty, { agenda_title: agendaMessages.titleEmpty }),
};

const evolve = (state: EventCommitteesState, event: CommitteesStreamEvent): EventCommitteesState => {
  if (isPublicationEvent(event)) return { ...state, publication: evolvePublication(state.publication, event) };
  // The mode changes what an allocation run computes: a dry run made in the other mode is stale.
  if (isDelegationModeEvent(event))
    return { ...state, delegationMode: event.data.enabled, allocation: { ...state.allocation, version: state.allocation.version + 1 } };
  if (isCountryWishesEvent(event)) return { ...state, countryWishes: evolveCountryWishes(state.countryWishes, event) };
  if (isCommitteeEvent(event)) return evolveCommittees(state, event);
  return { ...evolveAssignments(state, event), publication: followDrafts(state.publication, event) };
};

const isCommitteeEvent = (event: CommitteesStreamEvent): event is EventCommitteeEvent => event.type in eventCommitteeEventSchemas;

/** Assignments move the committees' counts of assigned delegates. */
const evolveAssignments = (state: EventCommitteesState, event: AllocationEvent): EventCommitteesState => {
  const { allocation, assignedChanges } = evolveAllocation(state.allocation, event);
  if (assignedChanges.size === 0) return { ...state, allocation };
  const committees = new Map(state.committees);
  for (const [id, change] of assignedChanges) {
    const committee = committees.get(id);
    if (committee) committees.set(id, { ...committee, assigned: committee.assigned + change });
  }
  return { ...state, committees, allocation };
};

const evolveCommittees = (state: EventCommitteesState, event: EventCommitteeEvent): EventCommitteesState => {
  const committees = new Map(state.committees);
  const agendas = new Map(state.agendas);
  switch (event.type) {
    case 'EventCommitteeAdded': {
      const settings = Object.fromEntries(settingFields.map((field) => [field, event.data[field]])) as CommitteeSettings;
      committees.set(event.data.eventCommitteeId, { id: event.data.eventCommitteeId, ...settings, assigned: 0 });
      break;
    }
    case 'EventCommitteeUpdated': {
      const committee = committees.get(event.data.eventCommitteeId);
      if (committee) committees.set(committee.id, { ...committee, ...event.data.changes });
      break;
    }
    case 'EventCommitteeDeleted':
      committees.delete(event.data.eventCommitteeId);
      for (const agenda of state.agendas.values()) if (agenda.eventCommitteeId === event.data.eventCommitteeId) agendas.delete(agenda.id);
      break;
    case 'AgendaItemAdded':
      agendas.set(event.data.agendaId, { id: event.data.agendaId, eventCommitteeId: event.data.eventCommitteeId, title: event.data.title });
      break;
    case 'AgendaItemRetitled': {
      const agenda = agendas.get(event.data.agendaId);
      if (agenda) agendas.set(agenda.id, { ...agenda, title: event.data.title });
      break;
    }
    case 'AgendaItemDeleted':
      agendas.delete(event.data.agendaId);
      break;
    default:
      return assertNever(event);
  }
  // Committees coming, going or changing seats change what an allocation run was computed on.
  const committeesChanged = event.type.startsWith('EventCommittee');
  const allocation = committeesChanged ? { ...state.allocation, version: state.allocation.version + 1 } : state.allocation;
  return { ...state, committees, agendas, allocation };
};

const committeeOf = (state: EventCommitteesState, id: string) => {
  const committee = state.committees.get(id);
  if (!committee) throw eventCommitteeErrors.notFound();
  return committee;
};

const agendaOf = (state: EventCommitteesState, id: string) => {
  const agenda = state.agendas.get(id);
  if (!agenda) throw eventCommitteeErrors.agendaNotFound();
  return agenda;
};

const assertOncePerEvent = (state: EventCommitteesState, committeeId: string, abbr: string, except?: string) => {
  for (const committee of state.committees.values()) {
    if (committee.id !== except && committee.committeeId === committeeId) throw eventCommitteeErrors.duplicate(abbr);
  }
};

const cleanTitle = (title: string) => {
  const trimmed = title.trim();
  if (trimmed === '') throw eventCommitteeErrors.agendaTitle();
  return trimmed;
};

const releaseChairs = (
  state: EventCommitteesState,
  command: Extract<EventCommitteeCommand, { type: 'ReleaseLeaver' }>,
): CommitteesStreamEvent[] => {
  const { eventId, username, reason, by, at } = command;
  if (username === null) return [];
  return [...state.committees.values()].flatMap((committee): CommitteesStreamEvent[] => {
    const held = chairFields.filter((field) => committee[field] === username);
    if (held.length === 0) return [];
    const changes = Object.fromEntries(held.map((field) => [field, null]));
    const previous = Object.fromEntries(held.map((field) => [field, username]));
    return [{ type: 'EventCommitteeUpdated', data: { eventId, eventCommitteeId: committee.id, changes, previous, reason, by, at } }];
  });
};

const decide = (command: EventCommitteeCommand, state: EventCommitteesState): CommitteesStreamEvent[] => {
  const { eventId, by, at } = command;
  switch (command.type) {
    case 'AssignDelegate':
    case 'UnassignDelegate':
    case 'SetDelegateLocks':
    case 'SetDelegateFlag':
    case 'ApplyAllocation':
      return withAtOncePublication(state, decideAllocation(state, command), command);
    case 'PublishAllocation':
    case 'SetPublishMode':
      return decidePublication(state.allocation, state.publication, command);
    case 'SetDelegationMode':
      return decideDelegationMode(state.delegationMode, command);
    case 'SetCountryWishes':
      return decideCountryWishes(state.countryWishes, command);
    case 'AddEventCommittee': {
      const { eventCommitteeId, settings } = command;
      // The same request again (same id) finds its committee: nothing more to store.
      if (state.committees.has(eventCommitteeId)) return [];
      assertOncePerEvent(state, settings.committeeId, settings.abbr);
      return [{ type: 'EventCommitteeAdded', data: { eventId, eventCommitteeId, ...settings, by, at } }];
    }
    case 'UpdateEventCommittee': {
      const committee = committeeOf(state, command.eventCommitteeId);
      const wanted: Partial<CommitteeSettings> = { ...command.settings };
      if (command.committee.committeeId !== committee.committeeId) {
        assertOncePerEvent(state, command.committee.committeeId, command.committee.abbr, committee.id);
        Object.assign(wanted, command.committee);
      }
      if (wanted.seats !== undefined && wanted.seats < committee.assigned)
        throw eventCommitteeErrors.seatsBelowAssigned(committee.assigned);
      const changes: Partial<CommitteeSettings> = {};
      const previous: Partial<CommitteeSettings> = {};
      for (const field of settingFields) {
        const value = wanted[field];
        if (value === undefined || value === committee[field]) continue;
        Object.assign(changes, { [field]: value });
        Object.assign(previous, { [field]: committee[field] });
      }
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'EventCommitteeUpdated', data: { eventId, eventCommitteeId: committee.id, changes, previous, by, at } }];
    }
    case 'DeleteEventCommittee': {
      const committee = committeeOf(state, command.eventCommitteeId);
      if (committee.assigned > 0) throw eventCommitteeErrors.assigned(committee.assigned);
      const agendaIds = [...state.agendas.values()].filter((agenda) => agenda.eventCommitteeId === committee.id).map((agenda) => agenda.id);
      return [
        {
          type: 'EventCommitteeDeleted',
          data: { eventId, eventCommitteeId: committee.id, committeeId: committee.committeeId, abbr: committee.abbr, agendaIds, by, at },
        },
      ];
    }
    case 'SaveAgendaItem': {
      const committee = committeeOf(state, command.eventCommitteeId);
      if (state.agendas.has(command.agendaId)) return [];
      const title = cleanTitle(command.title);
      return [
        {
          type: 'AgendaItemAdded',
          data: {
            eventId,
            eventCommitteeId: committee.id,
            agendaId: command.agendaId,
            agendaAbbr: command.agendaAbbr.trim(),
            title,
            by,
            at,
          },
        },
      ];
    }
    case 'RetitleAgendaItem': {
      const agenda = agendaOf(state, command.agendaId);
      const title = cleanTitle(command.title);
      if (title === agenda.title) return [];
      return [
        {
          type: 'AgendaItemRetitled',
          data: { eventId, eventCommitteeId: agenda.eventCommitteeId, agendaId: agenda.id, title, previous: agenda.title, by, at },
        },
      ];
    }
    case 'DeleteAgendaItem': {
      const agenda = agendaOf(state, command.agendaId);
      return [
        {
          type: 'AgendaItemDeleted',
          data: { eventId, eventCommitteeId: agenda.eventCommitteeId, agendaId: agenda.id, title: agenda.title, by, at },
        },
      ];
    }
    case 'ReleaseLeaver': {
      const { registrationId } = command;
      const seat =
        registrationId === null
          ? []
          : decideAllocation(state, { type: 'UnassignDelegate', eventId, registrationId, reason: 'left', by, at });
      return [...seat, ...releaseChairs(state, command)];
    }
    default:
      return assertNever(command);
  }
};

/** The allocation's events, followed by the publication of the seats they change when those reach delegates at once. */
const withAtOncePublication = (
  state: EventCommitteesState,
  events: AllocationEvent[],
  stamp: { eventId: string; by: string; at: string },
): CommitteesStreamEvent[] => {
  if (events.length === 0) return events;
  const allocation = events.reduce((current, event) => evolveAllocation(current, event).allocation, state.allocation);
  const publication = events.reduce(followDrafts, state.publication);
  return [...events, ...publishAtOnce(allocation, publication, events, stamp)];
};

export const eventCommitteesDecider: Decider<EventCommitteesState, EventCommitteeCommand, CommitteesStreamEvent> = {
  initialState: {
    committees: new Map(),
    agendas: new Map(),
    allocation: emptyAllocation,
    publication: emptyPublication,
    delegationMode: false,
    countryWishes: emptyCountryWishes,
  },
  evolve,
  decide,
};
