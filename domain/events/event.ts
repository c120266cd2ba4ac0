import { z } from 'zod';
import type { Stamp } from '../shared/actor';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { statusChangeFields } from '../shared/status-change';
import {
  decideRoster,
  emptyRoster,
  evolveRoster,
  parseRosterEvent,
  rosterErrors,
  type Roster,
  type RosterCommand,
  type RosterEvent,
} from '../registrations/roster';
import {
  decideWaitingList,
  emptyWaitingList,
  evolveWaitingList,
  parseWaitingListEvent,
  promotionsOf,
  type WaitingList,
  type WaitingListCommand,
  type WaitingListEvent,
} from '../registrations/waiting-list';
import { dateRangeProblems, eventMessages } from './event-rules';

/**
 * One event (a conference) per stream (`event-<id>`): its details and its status machine
 * (spec §4). Two super users acting on one event at once race on this stream, and the loser
 * is refused against what the winner stored.
 */
export const eventStatuses = ['pending', 'approved', 'flagged', 'blocked', 'rejected', 'cancelled', 'completed'] as const;
export type EventStatus = (typeof eventStatuses)[number];

export const eventStreamId = (eventId: string) => `event-${eventId}`;

/** What each status may become (the masterlist's menu shows exactly these). */
export const eventStatusTransitions: Record<EventStatus, readonly EventStatus[]> = {
  // Approve only when pending; Approve again when flagged or blocked; Flag unless flagged; Block unless blocked.
  pending: ['approved', 'flagged', 'blocked', 'rejected', 'cancelled'],
  approved: ['flagged', 'blocked', 'cancelled', 'completed'],
  flagged: ['approved', 'blocked', 'cancelled'],
  blocked: ['approved', 'flagged', 'cancelled'],
  rejected: ['flagged', 'blocked'],
  cancelled: ['flagged', 'blocked'],
  completed: ['flagged', 'blocked'],
};

/** Statuses students and teachers may see (approved, and the Cancelled and Past tabs). */
export const publicEventStatuses: readonly EventStatus[] = ['approved', 'cancelled', 'completed'];

export const eventDetailsSchema = z.object({
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  numberOfSeats: z.number(),
  feesPerDelegate: z.number(),
  website: z.string(),
  instagram: z.string(),
});
export type EventDetails = z.infer<typeof eventDetailsSchema>;
export const eventDetailFields = Object.keys(eventDetailsSchema.shape) as Array<keyof EventDetails>;

export const eventImagesSchema = z.object({ coverImage: z.string(), logoImage: z.string() });
export type EventImages = z.infer<typeof eventImagesSchema>;

/** Where the event is held: the organiser's school and its locality (the merges re-point them). */
export const eventPlaceSchema = z.object({ schoolId: z.string(), localityId: z.string().nullable() });

const ids = { eventId: z.string(), organiserId: z.string() };

export const eventEventSchemas = {
  EventCreated: z.object({
    ...ids,
    ...eventDetailsSchema.shape,
    ...eventImagesSchema.shape,
    ...eventPlaceSchema.shape,
    ...statusChangeFields,
    from: z.null(),
    to: z.literal('pending'),
  }),
  /** Only the fields that changed, each with its value before. */
  EventDetailsUpdated: z.object({
    ...ids,
    changes: eventDetailsSchema.partial(),
    previous: eventDetailsSchema.partial(),
    by: z.string(),
    at: z.iso.datetime(),
  }),
  EventImageChanged: z.object({
    ...ids,
    image: z.enum(['coverImage', 'logoImage']),
    url: z.string(),
    previous: z.string(),
    by: z.string(),
    at: z.iso.datetime(),
  }),
  EventStatusChanged: z.object({ ...ids, ...statusChangeFields, from: z.enum(eventStatuses), to: z.enum(eventStatuses) }),
  /** The event leaves every list; its stream and history stay. */
  EventDeleted: z.object({ ...ids, ...statusChangeFields, from: z.enum(eventStatuses), to: z.literal('deleted') }),
};

type Schemas = typeof eventEventSchemas;
export type EventEventType = keyof Schemas;
export type EventEvent = { [Type in EventEventType]: { type: Type; data: z.infer<Schemas[Type]> } }[EventEventType];
export const eventEventTypes = Object.keys(eventEventSchemas) as EventEventType[];

export const parseEventEvent = (type: string, data: unknown): EventEvent | null => {
  if (!(type in eventEventSchemas)) return null;
  return { type, data: eventEventSchemas[type as EventEventType].parse(data) } as EventEvent;
};

/** Everything an event's stream holds: the event's own events, its delegates' and its waiting list's (domain/registrations). */
export type EventStreamEvent = EventEvent | RosterEvent | WaitingListEvent;
export const parseEventStreamEvent = (type: string, data: unknown): EventStreamEvent | null =>
  parseEventEvent(type, data) ?? parseRosterEvent(type, data) ?? parseWaitingListEvent(type, data);

/** Who asks: the organiser id in their session (if any) and whether they are a super user. */
export interface EventEditor {
  organiserId: string | null;
  superuser: boolean;
}

/** What the client saw: the status (from the list) or the stream's revision (If-Match). */
export interface EventExpectation {
  status?: EventStatus;
  revision?: number;
}

export type EventCommand =
  | RosterCommand
  | WaitingListCommand
  | ({
      type: 'CreateEvent';
      eventId: string;
      organiserId: string;
      details: EventDetails;
      images: EventImages;
      place: z.infer<typeof eventPlaceSchema>;
    } & Stamp)
  | ({ type: 'UpdateEvent'; changes: Partial<EventDetails>; images: Partial<EventImages>; editor: EventEditor; today: string } & Stamp)
  | ({ type: 'ChangeEventStatus'; to: EventStatus; expected?: EventExpectation } & Stamp)
  | ({ type: 'DeleteEvent'; expected?: EventExpectation } & Stamp);

export type EventState =
  | { status: 'none'; revision: -1 }
  | {
      status: EventStatus | 'deleted';
      eventId: string;
      organiserId: string;
      details: EventDetails;
      images: EventImages;
      /** Where it is held, as created (the school directory may have merged that school since). */
      place: z.infer<typeof eventPlaceSchema>;
      /** When it was created: what the lists show as its creation date. */
      createdAt: string;
      roster: Roster;
      /** Who waits for a seat, first in line first (see promotionsOf). */
      waiting: WaitingList;
      revision: number;
    };

export const eventErrors = {
  notFound: () => new DomainError('not_found', 'EVENT_NOT_FOUND', 'Event not found'),
  exists: () => new DomainError('conflict', 'EVENT_EXISTS', 'This event already exists'),
  notYours: () => new DomainError('forbidden', 'EVENT_NOT_YOURS', 'Only the organiser of this event can change it'),
  changedMeanwhile: (now: EventStatus | 'deleted') =>
    new DomainError(
      'conflict',
      'EVENT_STATUS_CHANGED',
      `This event's status was changed by someone else (now ${now}). Reload and try again.`,
    ),
  transition: (from: EventStatus, to: EventStatus) =>
    new DomainError('conflict', 'EVENT_STATUS_TRANSITION', `An event that is ${from} cannot be set to ${to}`),
  dates: (problems: Array<[string, string]>) =>
    new DomainError('validation', 'VALIDATION_FAILED', problems[0]![1], Object.fromEntries(problems)),
};

const evolve = (state: EventState, event: EventStreamEvent): EventState => {
  const revision = state.revision + 1;
  if (event.type === 'EventCreated') {
    const {
      eventId,
      organiserId,
      coverImage,
      logoImage,
      name,
      description,
      startDate,
      endDate,
      numberOfSeats,
      feesPerDelegate,
      website,
      instagram,
      schoolId,
      localityId,
      at,
    } = event.data;
    return {
      status: 'pending',
      eventId,
      organiserId,
      details: { name, description, startDate, endDate, numberOfSeats, feesPerDelegate, website, instagram },
      images: { coverImage, logoImage },
      place: { schoolId, localityId },
      createdAt: at,
      roster: emptyRoster,
      waiting: emptyWaitingList,
      revision,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'DelegateRegistered':
    case 'RegistrationCancelled':
    case 'DelegateRemoved':
      return { ...state, roster: evolveRoster(state.roster, event), revision };
    case 'WaitingListJoined':
    case 'WaitingListPromoted':
    case 'WaitingListLeft':
    case 'WaitingListRemoved':
    case 'WaitingListMovedUp':
    case 'WaitingListClosed':
    case 'WaitingListReopened':
      // An event stored before the waiting list existed folds with an empty one.
      return { ...state, waiting: evolveWaitingList(state.waiting ?? emptyWaitingList, event), revision };
    case 'EventDetailsUpdated':
      return { ...state, details: { ...state.details, ...event.data.changes }, revision };
    case 'EventImageChanged':
      return { ...state, images: { ...state.images, [event.data.image]: event.data.url }, revision };
    case 'EventStatusChanged':
    case 'EventDeleted':
      return { ...state, status: event.data.to, revision };
    default:
      return assertNever(event);
  }
};

type LiveEvent = Extract<EventState, { eventId: string }> & { status: EventStatus };

const live = (state: EventState, expected?: EventExpectation): LiveEvent => {
  if (state.status === 'none' || state.status === 'deleted') throw eventErrors.notFound();
  if (expected?.status !== undefined && expected.status !== state.status) throw eventErrors.changedMeanwhile(state.status);
  if (expected?.revision !== undefined && expected.revision !== state.revision) throw eventErrors.changedMeanwhile(state.status);
  return state as LiveEvent;
};

const editable = (state: EventState, editor: EventEditor) => {
  const event = live(state);
  if (!editor.superuser && editor.organiserId !== event.organiserId) throw eventErrors.notYours();
  return event;
};

const windowOf = (event: LiveEvent) => {
  const { eventId, details, status, roster } = event;
  return { eventId, eventName: details.name, status, endDate: details.endDate, seats: details.numberOfSeats, roster };
};

/**
 * The decisions that may free a seat or open registration (a cancellation, a removal or merge,
 * more seats, the event approved again) also give the seats now free to those waiting, in the
 * same events: the state after the decision's own events decides who is promoted.
 */
const freesSeats = new Set<EventCommand['type']>(['CancelRegistration', 'RemoveDelegate', 'UpdateEvent', 'ChangeEventStatus']);

const withPromotions = (command: EventCommand & Stamp, state: EventState, events: EventStreamEvent[]): EventStreamEvent[] => {
  if (!freesSeats.has(command.type) || state.status === 'none') return events;
  const after = events.reduce(evolve, state);
  if (after.status === 'none' || after.status === 'deleted' || (after.waiting ?? emptyWaitingList).entries.length === 0) return events;
  const promotions = promotionsOf(windowOf(after as LiveEvent), after.waiting ?? emptyWaitingList, command);
  return [...events, ...promotions];
};

const decide = (command: EventCommand, state: EventState): EventStreamEvent[] => {
  const events = decideOwn(command, state);
  return 'by' in command ? withPromotions(command, state, events) : events;
};

const decideOwn = (command: EventCommand, state: EventState): EventStreamEvent[] => {
  switch (command.type) {
    case 'RegisterDelegate':
    case 'RegisterDelegates':
    case 'CancelRegistration':
    case 'RemoveDelegate':
      return decideRoster(windowOf(live(state)), command);
    case 'JoinWaitingList':
    case 'LeaveWaitingList':
    case 'RemoveFromWaitingList':
    case 'MoveUpOnWaitingList':
    case 'CloseWaitingList':
    case 'ReopenWaitingList': {
      const event = live(state);
      return decideWaitingList(windowOf(event), event.waiting ?? emptyWaitingList, command);
    }
    case 'CreateEvent': {
      if (state.status !== 'none') throw eventErrors.exists();
      const { eventId, organiserId, details, images, place, by, at } = command;
      return [{ type: 'EventCreated', data: { eventId, organiserId, ...details, ...images, ...place, from: null, to: 'pending', by, at } }];
    }
    case 'UpdateEvent': {
      const event = editable(state, command.editor);
      const { eventId, organiserId } = event;
      const stamp = { by: command.by, at: command.at };
      const changes: Partial<EventDetails> = {};
      const previous: Partial<EventDetails> = {};
      for (const field of eventDetailFields) {
        const value = command.changes[field];
        if (value === undefined || value === event.details[field]) continue;
        Object.assign(changes, { [field]: value });
        Object.assign(previous, { [field]: event.details[field] });
      }
      if (changes.numberOfSeats !== undefined && changes.numberOfSeats < event.roster.active.size)
        throw rosterErrors.seatsBelowRegistered(event.roster.active.size);
      if (changes.startDate !== undefined || changes.endDate !== undefined) {
        const start = changes.startDate ?? event.details.startDate;
        const end = changes.endDate ?? event.details.endDate;
        // Only a date being moved must not lie in the past; an event under way keeps its start.
        const problems = dateRangeProblems(start, end, command.today).filter(
          ([field, message]) =>
            message !== eventMessages.pastDate || (field === 'start_date' ? changes.startDate : changes.endDate) !== undefined,
        );
        if (problems.length > 0) throw eventErrors.dates(problems);
      }
      const events: EventEvent[] = [];
      if (Object.keys(changes).length > 0)
        events.push({ type: 'EventDetailsUpdated', data: { eventId, organiserId, changes, previous, ...stamp } });
      for (const image of ['coverImage', 'logoImage'] as const) {
        const url = command.images[image];
        if (url === undefined || url === event.images[image]) continue;
        events.push({ type: 'EventImageChanged', data: { eventId, organiserId, image, url, previous: event.images[image], ...stamp } });
      }
      return events;
    }
    case 'ChangeEventStatus': {
      const event = live(state, command.expected);
      // The menu never offers the current status, so asking for it means the screen is stale.
      if (event.status === command.to) throw eventErrors.changedMeanwhile(event.status);
      if (!eventStatusTransitions[event.status].includes(command.to)) throw eventErrors.transition(event.status, command.to);
      const { eventId, organiserId } = event;
      return [
        { type: 'EventStatusChanged', data: { eventId, organiserId, from: event.status, to: command.to, by: command.by, at: command.at } },
      ];
    }
    case 'DeleteEvent': {
      const { eventId, organiserId, status } = live(state, command.expected);
      return [{ type: 'EventDeleted', data: { eventId, organiserId, from: status, to: 'deleted', by: command.by, at: command.at } }];
    }
    default:
      return assertNever(command);
  }
};

export const eventDecider: Decider<EventState, EventCommand, EventStreamEvent> = {
  initialState: { status: 'none', revision: -1 },
  evolve,
  decide,
};
