import { z } from 'zod';
import { leavingReasonSchema, type LeavingReason } from '../registrations/leaving';
import { actorStamp, type Stamp } from '../shared/actor';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';

/**
 * An event's leadership roles (spec §2 workspace tab 3, §4 "Leadership roles (event)"): who
 * holds which catalogue role, in the order the delegate page's Support Contact shows them.
 * All of an event's entries live in one stream (`event-leaders-<eventId>`), so "the same
 * person once per role" and the ranking are decided against one consistent list.
 */
export const eventLeadersStreamId = (eventId: string) => `event-leaders-${eventId}`;

const entry = { eventId: z.string(), entryId: z.string() };

export const eventLeaderEventSchemas = {
  EventLeaderAssigned: z.object({ ...entry, userId: z.string(), roleId: z.string(), ranking: z.number().int(), ...actorStamp }),
  /** The entry's holder and role after the change, with what they were. */
  EventLeaderUpdated: z.object({
    ...entry,
    userId: z.string(),
    roleId: z.string(),
    fromUserId: z.string(),
    fromRoleId: z.string(),
    ...actorStamp,
  }),
  /** `reason` is set when the entry was released because its holder left the event; absent when the organiser removed it. */
  EventLeaderRemoved: z.object({ ...entry, userId: z.string(), roleId: z.string(), reason: leavingReasonSchema.optional(), ...actorStamp }),
  /** New rankings of the entries whose place changed. */
  EventLeadersReranked: z.object({
    eventId: z.string(),
    rankings: z.array(z.object({ entryId: z.string(), ranking: z.number().int() })),
    ...actorStamp,
  }),
};

type Schemas = typeof eventLeaderEventSchemas;
export type EventLeaderEventType = keyof Schemas;
export type EventLeaderEvent = { [Type in EventLeaderEventType]: { type: Type; data: z.infer<Schemas[Type]> } }[EventLeaderEventType];
export const eventLeaderEventTypes = Object.keys(eventLeaderEventSchemas) as EventLeaderEventType[];

export const parseEventLeaderEvent = (type: string, data: unknown): EventLeaderEvent | null => {
  if (!(type in eventLeaderEventSchemas)) return null;
  return { type, data: eventLeaderEventSchemas[type as EventLeaderEventType].parse(data) } as EventLeaderEvent;
};

export interface EventLeaderEntry {
  entryId: string;
  userId: string;
  roleId: string;
  ranking: number;
}

/** The entries in the order they were assigned; `rankedEntries` gives the shown order. */
export interface EventLeaders {
  entries: readonly EventLeaderEntry[];
}
const initialState: EventLeaders = { entries: [] };

export type Direction = -1 | 1;

export type EventLeaderCommand =
  | ({ type: 'AssignEventLeader'; eventId: string; entryId: string; userId: string; roleId: string } & Stamp)
  | ({ type: 'UpdateEventLeader'; eventId: string; entryId: string; userId: string; roleId: string } & Stamp)
  | ({ type: 'RemoveEventLeader'; eventId: string; entryId: string } & Stamp)
  | ({ type: 'MoveEventLeader'; eventId: string; entryId: string; direction: Direction } & Stamp)
  /** The person left the event: every entry they hold now is released (none someone else holds). */
  | ({ type: 'ReleaseEventLeaderRoles'; eventId: string; userId: string; reason: LeavingReason } & Stamp);

export const eventLeaderErrors = {
  notFound: () => new DomainError('not_found', 'EVENT_LEADER_NOT_FOUND', 'Leadership role not found'),
  alreadyHeld: () => new DomainError('conflict', 'EVENT_LEADER_ALREADY_HELD', 'This person already holds this leadership role'),
  alreadyFirst: () => new DomainError('conflict', 'EVENT_LEADER_ALREADY_FIRST', 'This leadership role is already first'),
  alreadyLast: () => new DomainError('conflict', 'EVENT_LEADER_ALREADY_LAST', 'This leadership role is already last'),
};

/** Ranking ascending (§4); ties keep the order of assignment. */
export const rankedEntries = (state: EventLeaders): EventLeaderEntry[] =>
  state.entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.ranking - b.entry.ranking || a.index - b.index)
    .map(({ entry }) => entry);

const holds = (state: EventLeaders, userId: string, roleId: string, except?: string) =>
  state.entries.some((entry) => entry.entryId !== except && entry.userId === userId && entry.roleId === roleId);

const entryOf = (state: EventLeaders, entryId: string) => {
  const found = state.entries.find((entry) => entry.entryId === entryId);
  if (!found) throw eventLeaderErrors.notFound();
  return found;
};

const decide = (command: EventLeaderCommand, state: EventLeaders): EventLeaderEvent[] => {
  if (command.type === 'ReleaseEventLeaderRoles') {
    const { eventId, userId, reason, by, at } = command;
    return state.entries
      .filter((entry) => entry.userId === userId)
      .map((entry): EventLeaderEvent => ({
        type: 'EventLeaderRemoved',
        data: { eventId, entryId: entry.entryId, userId, roleId: entry.roleId, reason, by, at },
      }));
  }
  const { eventId, entryId, by, at } = command;
  switch (command.type) {
    case 'AssignEventLeader': {
      if (state.entries.some((entry) => entry.entryId === entryId)) return [];
      if (holds(state, command.userId, command.roleId)) throw eventLeaderErrors.alreadyHeld();
      const ranking = state.entries.reduce((highest, entry) => Math.max(highest, entry.ranking), 0) + 1;
      return [{ type: 'EventLeaderAssigned', data: { eventId, entryId, userId: command.userId, roleId: command.roleId, ranking, by, at } }];
    }
    case 'UpdateEventLeader': {
      const current = entryOf(state, entryId);
      if (current.userId === command.userId && current.roleId === command.roleId) return [];
      if (holds(state, command.userId, command.roleId, entryId)) throw eventLeaderErrors.alreadyHeld();
      return [
        {
          type: 'EventLeaderUpdated',
          data: {
            eventId,
            entryId,
            userId: command.userId,
            roleId: command.roleId,
            fromUserId: current.userId,
            fromRoleId: current.roleId,
            by,
            at,
          },
        },
      ];
    }
    case 'RemoveEventLeader': {
      const current = entryOf(state, entryId);
      return [{ type: 'EventLeaderRemoved', data: { eventId, entryId, userId: current.userId, roleId: current.roleId, by, at } }];
    }
    case 'MoveEventLeader': {
      entryOf(state, entryId);
      const order = rankedEntries(state);
      const from = order.findIndex((entry) => entry.entryId === entryId);
      const to = from + command.direction;
      if (to < 0) throw eventLeaderErrors.alreadyFirst();
      if (to >= order.length) throw eventLeaderErrors.alreadyLast();
      [order[from], order[to]] = [order[to]!, order[from]!];
      // Renumbered 1..n so that equal or missing rankings cannot make a move a no-op.
      const rankings = order
        .map((entry, index) => ({ entry, ranking: index + 1 }))
        .filter(({ entry, ranking }) => entry.ranking !== ranking);
      return [
        {
          type: 'EventLeadersReranked',
          data: { eventId, rankings: rankings.map(({ entry, ranking }) => ({ entryId: entry.entryId, ranking })), by, at },
        },
      ];
    }
    default:
      return assertNever(command);
  }
};

const evolve = (state: EventLeaders, event: EventLeaderEvent): EventLeaders => {
  switch (event.type) {
    case 'EventLeaderAssigned': {
      const { entryId, userId, roleId, ranking } = event.data;
      return { entries: [...state.entries, { entryId, userId, roleId, ranking }] };
    }
    case 'EventLeaderUpdated': {
      const { entryId, userId, roleId } = event.data;
      return { entries: state.entries.map((entry) => (entry.entryId === entryId ? { ...entry, userId, roleId } : entry)) };
    }
    case 'EventLeaderRemoved':
      return { entries: state.entries.filter((entry) => entry.entryId !== event.data.entryId) };
    case 'EventLeadersReranked': {
      const rankingOf = new Map(event.data.rankings.map(({ entryId, ranking }) => [entryId, ranking]));
      return { entries: state.entries.map((entry) => ({ ...entry, ranking: rankingOf.get(entry.entryId) ?? entry.ranking })) };
    }
    default:
      return assertNever(event);
  }
};

export const eventLeadersDecider: Decider<EventLeaders, EventLeaderCommand, EventLeaderEvent> = { initialState, evolve, decide };
