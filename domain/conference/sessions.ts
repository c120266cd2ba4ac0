import { z } from 'zod';
import { actorStamp, type Stamp } from '../shared/actor';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { conferenceMessages } from './conference-rules';

/**
 * A conference's sessions (name, day, start), set by its organiser: one stream per event
 * (`sessions-<eventId>`), so "one session of a name per day" is decided against one list.
 */
export const sessionsStreamId = (eventId: string) => `sessions-${eventId}`;

const schedule = { name: z.string(), day: z.iso.date(), start: z.string() };
const ids = { eventId: z.string(), sessionId: z.string() };

export const sessionEventSchemas = {
  SessionAdded: z.object({ ...ids, ...schedule, ...actorStamp }),
  /** The session's name, day and start after the change, with what they were. */
  SessionRenamed: z.object({ ...ids, ...schedule, previous: z.object(schedule), ...actorStamp }),
  SessionRemoved: z.object({ ...ids, name: z.string(), ...actorStamp }),
};

type Schemas = typeof sessionEventSchemas;
export type SessionEventType = keyof Schemas;
export type SessionEvent = { [Type in SessionEventType]: { type: Type; data: z.infer<Schemas[Type]> } }[SessionEventType];
export const sessionEventTypes = Object.keys(sessionEventSchemas) as SessionEventType[];

export const parseSessionEvent = (type: string, data: unknown): SessionEvent | null => {
  if (!(type in sessionEventSchemas)) return null;
  return { type, data: sessionEventSchemas[type as SessionEventType].parse(data) } as SessionEvent;
};

export interface Session {
  id: string;
  name: string;
  day: string;
  start: string;
}

export interface SessionsState {
  sessions: ReadonlyMap<string, Session>;
}

type Schedule = Omit<Session, 'id'>;

export type SessionCommand =
  | ({ type: 'AddSession'; eventId: string; sessionId: string } & Schedule & Stamp)
  | ({ type: 'RenameSession'; eventId: string; sessionId: string } & Partial<Schedule> & Stamp)
  | ({ type: 'RemoveSession'; eventId: string; sessionId: string } & Stamp);

export const sessionErrors = {
  notFound: () => new DomainError('not_found', 'SESSION_NOT_FOUND', conferenceMessages.sessionNotFound),
  exists: () => new DomainError('conflict', 'SESSION_EXISTS', conferenceMessages.sessionExists, { name: conferenceMessages.sessionExists }),
};

const sessionOf = (state: SessionsState, sessionId: string) => {
  const session = state.sessions.get(sessionId);
  if (!session) throw sessionErrors.notFound();
  return session;
};

/** Names compare without case or surrounding space. */
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const assertFree = (state: SessionsState, name: string, day: string, except?: string) => {
  for (const session of state.sessions.values())
    if (session.id !== except && session.day === day && sameName(session.name, name)) throw sessionErrors.exists();
};

const decide = (command: SessionCommand, state: SessionsState): SessionEvent[] => {
  const { eventId, sessionId, by, at } = command;
  switch (command.type) {
    case 'AddSession': {
      // The same request again (same id) finds its session: nothing more to store.
      if (state.sessions.has(sessionId)) return [];
      const name = command.name.trim();
      assertFree(state, name, command.day);
      return [{ type: 'SessionAdded', data: { eventId, sessionId, name, day: command.day, start: command.start, by, at } }];
    }
    case 'RenameSession': {
      const current = sessionOf(state, sessionId);
      const next = {
        name: command.name?.trim() ?? current.name,
        day: command.day ?? current.day,
        start: command.start ?? current.start,
      };
      if (next.name === current.name && next.day === current.day && next.start === current.start) return [];
      assertFree(state, next.name, next.day, sessionId);
      const previous = { name: current.name, day: current.day, start: current.start };
      return [{ type: 'SessionRenamed', data: { eventId, sessionId, ...next, previous, by, at } }];
    }
    case 'RemoveSession': {
      const current = sessionOf(state, sessionId);
      return [{ type: 'SessionRemoved', data: { eventId, sessionId, name: current.name, by, at } }];
    }
    default:
      return assertNever(command);
  }
};

const evolve = (state: SessionsState, event: SessionEvent): SessionsState => {
  const sessions = new Map(state.sessions);
  switch (event.type) {
    case 'SessionAdded':
    case 'SessionRenamed': {
      const { sessionId, name, day, start } = event.data;
      sessions.set(sessionId, { id: sessionId, name, day, start });
      break;
    }
    case 'SessionRemoved':
      sessions.delete(event.data.sessionId);
      break;
    default:
      return assertNever(event);
  }
  return { sessions };
};

export const sessionsDecider: Decider<SessionsState, SessionCommand, SessionEvent> = {
  initialState: { sessions: new Map() },
  evolve,
  decide,
};
