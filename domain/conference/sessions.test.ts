import { describe, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import { sessionsDecider, type SessionEvent } from './sessions';

const at = '2026-12-01T08:00:00.000Z';
const by = 'organiser';
const eventId = 'e1';
const spec = givenWhenThen(sessionsDecider);

const added = (sessionId: string, name: string, day = '2026-12-10', start = '09:00'): SessionEvent => ({
  type: 'SessionAdded',
  data: { eventId, sessionId, name, day, start, by, at },
});
const add = (sessionId: string, name: string, day = '2026-12-10', start = '09:00') => ({
  type: 'AddSession' as const,
  eventId,
  sessionId,
  name,
  day,
  start,
  by,
  at,
});

describe('adding a session', () => {
  it('adds it with its name, day and start, by whom and when', () =>
    spec
      .given([])
      .when(add('s1', ' Opening ceremony '))
      .then([added('s1', 'Opening ceremony')]));

  it('stores nothing when the same request comes again', () =>
    spec
      .given([added('s1', 'Session 1')])
      .when(add('s1', 'Session 1'))
      .then([]));

  it('refuses a second session of the same name on the same day, whatever the case', () =>
    spec
      .given([added('s1', 'Session 1')])
      .when(add('s2', 'session 1'))
      .thenFails('SESSION_EXISTS'));

  it('lets the same name come back on another day', () =>
    spec
      .given([added('s1', 'Session 1')])
      .when(add('s2', 'Session 1', '2026-12-11'))
      .then([added('s2', 'Session 1', '2026-12-11')]));
});

describe('changing a session', () => {
  it('stores the name, day and start after the change with what they were', () =>
    spec
      .given([added('s1', 'Session 1')])
      .when({ type: 'RenameSession', eventId, sessionId: 's1', start: '09:30', by, at })
      .then([
        {
          type: 'SessionRenamed',
          data: {
            eventId,
            sessionId: 's1',
            name: 'Session 1',
            day: '2026-12-10',
            start: '09:30',
            previous: { name: 'Session 1', day: '2026-12-10', start: '09:00' },
            by,
            at,
          },
        },
      ]));

  it('stores nothing when nothing changes', () =>
    spec
      .given([added('s1', 'Session 1')])
      .when({ type: 'RenameSession', eventId, sessionId: 's1', name: 'Session 1', by, at })
      .then([]));

  it('refuses a name another session of that day has', () =>
    spec
      .given([added('s1', 'Session 1'), added('s2', 'Session 2')])
      .when({ type: 'RenameSession', eventId, sessionId: 's2', name: 'Session 1', by, at })
      .thenFails('SESSION_EXISTS'));

  it('refuses a session that is not there', () =>
    spec.given([]).when({ type: 'RenameSession', eventId, sessionId: 's9', name: 'x', by, at }).thenFails('SESSION_NOT_FOUND'));
});

describe('removing a session', () => {
  it('removes it, and then it is gone', () => {
    spec
      .given([added('s1', 'Session 1')])
      .when({ type: 'RemoveSession', eventId, sessionId: 's1', by, at })
      .then([{ type: 'SessionRemoved', data: { eventId, sessionId: 's1', name: 'Session 1', by, at } }]);
    spec
      .given([added('s1', 'Session 1'), { type: 'SessionRemoved', data: { eventId, sessionId: 's1', name: 'Session 1', by, at } }])
      .when({ type: 'RemoveSession', eventId, sessionId: 's1', by, at })
      .thenFails('SESSION_NOT_FOUND');
  });
});
