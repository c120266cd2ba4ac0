import { z } from 'zod';
import type { Stamp } from '../shared/actor';
import { DomainError } from '../shared/errors';
import { statusChangeFields } from '../shared/status-change';
import { uaeDateOf } from '../events/event-dates';
import { preferenceRefusal, type CommitteeChoices } from './committee-choices';
import { registrationNumberOf } from './registration-rules';
import {
  delegateDetailFields,
  registrationEvent,
  rosterErrors,
  takesRegistrations,
  type DelegateRole,
  type Registration,
  type RegistrationWindow,
  type RosterEvent,
} from './roster';

/**
 * A full event's waiting list. It lives in the event's own stream, beside the seats and the
 * roster, so that the decision that frees a seat (a cancellation, a removal, a merge, more
 * seats) also registers the first person waiting: a seat is never given to two people, and
 * never left empty while someone waits. Each entry keeps the details its person gave when
 * joining (sealed under their key), from which their registration is made when a seat frees.
 * The entry's id is the registration id they get when promoted.
 */
export const waitingStatuses = ['waiting', 'registered', 'left', 'removed'] as const;

const ids = { eventId: z.string(), registrationId: z.string(), userId: z.string() };

/** Why a person left the list themselves: they asked, or their account was deleted. */
export const waitingLeaveReasons = ['left', 'account_deleted'] as const;

export const waitingListEventSchemas = {
  WaitingListJoined: z.object({
    ...ids,
    ...delegateDetailFields,
    ...statusChangeFields,
    from: z.null(),
    to: z.literal('waiting'),
  }),
  /** A seat freed and the first in line got it: a `DelegateRegistered` for them stands beside this. */
  WaitingListPromoted: z.object({ ...ids, ...statusChangeFields, from: z.literal('waiting'), to: z.literal('registered') }),
  WaitingListLeft: z.object({
    ...ids,
    reason: z.enum(waitingLeaveReasons),
    ...statusChangeFields,
    from: z.literal('waiting'),
    to: z.literal('left'),
  }),
  /** The organiser (or a super user) took the person off the list. */
  WaitingListRemoved: z.object({ ...ids, ...statusChangeFields, from: z.literal('waiting'), to: z.literal('removed') }),
  /** The organiser moved a person one place up, past `passedRegistrationId`; `from` and `to` are the places. */
  WaitingListMovedUp: z.object({ ...ids, passedRegistrationId: z.string(), ...statusChangeFields }),
  /** Nobody more may join; those waiting keep their places and are still promoted. */
  WaitingListClosed: z.object({ eventId: z.string(), ...statusChangeFields, from: z.literal('open'), to: z.literal('closed') }),
  WaitingListReopened: z.object({ eventId: z.string(), ...statusChangeFields, from: z.literal('closed'), to: z.literal('open') }),
};

type Schemas = typeof waitingListEventSchemas;
export type WaitingListEventType = keyof Schemas;
export type WaitingListEvent = {
  [Type in WaitingListEventType]: { type: Type; data: z.infer<Schemas[Type]> };
}[WaitingListEventType];
export const waitingListEventTypes = Object.keys(waitingListEventSchemas) as WaitingListEventType[];

export const parseWaitingListEvent = (type: string, data: unknown): WaitingListEvent | null => {
  if (!(type in waitingListEventSchemas)) return null;
  return { type, data: waitingListEventSchemas[type as WaitingListEventType].parse(data) } as WaitingListEvent;
};

/** One person waiting, with what their registration will be made of. */
export interface WaitingEntry {
  registrationId: string;
  userId: string;
  role: DelegateRole;
  munExperience: number;
  prefCommitteeIds: ReadonlyArray<string | null>;
  sealed: string;
  joinedAt: string;
}

export interface WaitingList {
  open: boolean;
  /** First in line first. */
  entries: readonly WaitingEntry[];
}

export const emptyWaitingList: WaitingList = { open: true, entries: [] };

const without = (list: WaitingList, registrationId: string): WaitingList => ({
  ...list,
  entries: list.entries.filter((entry) => entry.registrationId !== registrationId),
});

export const evolveWaitingList = (list: WaitingList, event: WaitingListEvent): WaitingList => {
  switch (event.type) {
    case 'WaitingListJoined': {
      const { registrationId, userId, role, munExperience, prefCommitteeIds, sealed, at } = event.data;
      const entry = { registrationId, userId, role, munExperience, prefCommitteeIds, sealed, joinedAt: at };
      return { ...list, entries: [...list.entries, entry] };
    }
    case 'WaitingListPromoted':
    case 'WaitingListLeft':
    case 'WaitingListRemoved':
      return without(list, event.data.registrationId);
    case 'WaitingListMovedUp': {
      const entries = [...list.entries];
      const index = entries.findIndex((entry) => entry.registrationId === event.data.registrationId);
      if (index <= 0) return list;
      [entries[index - 1], entries[index]] = [entries[index]!, entries[index - 1]!];
      return { ...list, entries };
    }
    case 'WaitingListClosed':
      return { ...list, open: false };
    case 'WaitingListReopened':
      return { ...list, open: true };
  }
};

export const WAITING_LIST_CLOSED_MESSAGE = 'The waiting list of this event is closed';

/** The words of the answers and toasts (server and web app). */
export const waitingListMessages = {
  join: 'Join the waiting list',
  joined: 'You are on the waiting list',
  registeredAtOnce: 'A seat was free: you are registered',
  leave: 'Leave the waiting list',
  leaveQuestion: 'Leave the waiting list? You lose your place, and joining again puts you at the end.',
  left: 'You left the waiting list',
  removeQuestion: 'Remove this person from the waiting list?',
  removed: 'Removed from the waiting list',
  movedUp: 'Moved up the waiting list',
  closed: 'The waiting list is closed',
  reopened: 'The waiting list is open again',
  fetched: 'Waiting list fetched successfully',
} as const;

export const waitingListErrors = {
  alreadyWaiting: () => new DomainError('conflict', 'ALREADY_WAITING', 'You are already on the waiting list of this event'),
  closed: () => new DomainError('conflict', 'WAITING_LIST_CLOSED', WAITING_LIST_CLOSED_MESSAGE),
  notWaiting: () => new DomainError('not_found', 'NOT_WAITING', 'This person is not on the waiting list of this event'),
};

export type WaitingListCommand =
  /** Join the list of a full event; with a seat free and nobody waiting, this registers at once. */
  | ({ type: 'JoinWaitingList'; committeeChoices: CommitteeChoices } & Registration)
  | ({ type: 'LeaveWaitingList'; userId: string; reason: (typeof waitingLeaveReasons)[number] } & Stamp)
  | ({ type: 'RemoveFromWaitingList'; registrationId: string } & Stamp)
  | ({ type: 'MoveUpOnWaitingList'; registrationId: string } & Stamp)
  | ({ type: 'CloseWaitingList' } & Stamp)
  | ({ type: 'ReopenWaitingList' } & Stamp);

type Promotion = Extract<WaitingListEvent, { type: 'WaitingListPromoted' }>;
type Registered = Extract<RosterEvent, { type: 'DelegateRegistered' }>;

/**
 * The seats free once a decision's own events are applied, given to those waiting, first in
 * line first: each gets a `DelegateRegistered` made from the details they gave when joining,
 * and a `WaitingListPromoted`. Only while the event takes registrations (approved, not ended).
 * `by` is whoever freed the seat.
 */
export const promotionsOf = (window: RegistrationWindow, list: WaitingList, stamp: Stamp): Array<Registered | Promotion> => {
  if (!takesRegistrations(window, uaeDateOf(new Date(stamp.at)))) return [];
  const free = window.seats - window.roster.active.size;
  const events: Array<Registered | Promotion> = [];
  const { eventId } = window;
  // Someone registered meanwhile (never, while a free seat promotes at once) keeps their one registration.
  const waiting = list.entries.filter((entry) => !window.roster.active.has(entry.userId));
  waiting.slice(0, Math.max(0, free)).forEach((entry, index) => {
    const { registrationId, userId, role, munExperience, prefCommitteeIds, sealed } = entry;
    const registrationNo = registrationNumberOf(window.eventName, window.roster.issued + index + 1);
    const stamped = { by: stamp.by, at: stamp.at };
    events.push(
      {
        type: 'DelegateRegistered',
        data: {
          eventId,
          registrationId,
          userId,
          registrationNo,
          role,
          munExperience,
          prefCommitteeIds: [...prefCommitteeIds],
          sealed,
          from: null,
          to: 'registered',
          ...stamped,
        },
      },
      { type: 'WaitingListPromoted', data: { eventId, registrationId, userId, from: 'waiting', to: 'registered', ...stamped } },
    );
  });
  return events;
};

/** What a waiting-list command does, on the event's stream. */
export const decideWaitingList = (
  window: RegistrationWindow,
  list: WaitingList,
  command: WaitingListCommand,
): Array<WaitingListEvent | Registered> => {
  const { eventId, roster } = window;
  const entryOf = (registrationId: string) => list.entries.find((entry) => entry.registrationId === registrationId);
  switch (command.type) {
    case 'JoinWaitingList': {
      const { type: _type, committeeChoices, ...registration } = command;
      if (!takesRegistrations(window, registration.today)) throw rosterErrors.notOpen(window.status);
      if (roster.active.has(registration.userId)) throw rosterErrors.already();
      if (list.entries.some((entry) => entry.userId === registration.userId)) throw waitingListErrors.alreadyWaiting();
      const refusal = preferenceRefusal(committeeChoices, registration.prefCommitteeIds);
      if (refusal) throw refusal;
      if (roster.active.size < window.seats && list.entries.length === 0) return [registrationEvent(window, registration)];
      if (!list.open) throw waitingListErrors.closed();
      const { registrationId, userId, role, munExperience, prefCommitteeIds, sealed, by, at } = registration;
      return [
        {
          type: 'WaitingListJoined',
          data: { eventId, registrationId, userId, role, munExperience, prefCommitteeIds, sealed, from: null, to: 'waiting', by, at },
        },
      ];
    }
    case 'LeaveWaitingList': {
      const entry = list.entries.find((each) => each.userId === command.userId);
      if (!entry) throw waitingListErrors.notWaiting();
      const { by, at, reason } = command;
      return [
        {
          type: 'WaitingListLeft',
          data: { eventId, registrationId: entry.registrationId, userId: entry.userId, reason, from: 'waiting', to: 'left', by, at },
        },
      ];
    }
    case 'RemoveFromWaitingList': {
      const entry = entryOf(command.registrationId);
      if (!entry) throw waitingListErrors.notWaiting();
      const { by, at } = command;
      return [
        {
          type: 'WaitingListRemoved',
          data: { eventId, registrationId: entry.registrationId, userId: entry.userId, from: 'waiting', to: 'removed', by, at },
        },
      ];
    }
    case 'MoveUpOnWaitingList': {
      const index = list.entries.findIndex((entry) => entry.registrationId === command.registrationId);
      if (index < 0) throw waitingListErrors.notWaiting();
      // First already: nothing to change, nothing stored.
      if (index === 0) return [];
      const entry = list.entries[index]!;
      const { by, at } = command;
      return [
        {
          type: 'WaitingListMovedUp',
          data: {
            eventId,
            registrationId: entry.registrationId,
            userId: entry.userId,
            passedRegistrationId: list.entries[index - 1]!.registrationId,
            from: String(index + 1),
            to: String(index),
            by,
            at,
          },
        },
      ];
    }
    case 'CloseWaitingList':
      return list.open
        ? [{ type: 'WaitingListClosed', data: { eventId, from: 'open', to: 'closed', by: command.by, at: command.at } }]
        : [];
    case 'ReopenWaitingList':
      return list.open
        ? []
        : [{ type: 'WaitingListReopened', data: { eventId, from: 'closed', to: 'open', by: command.by, at: command.at } }];
  }
};
