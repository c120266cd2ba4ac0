import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../commands/event-store/port';
import { conferenceStatusSource } from './conference';

const at = '2026-12-10T05:00:00.000Z';
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: 'x1',
  type,
  streamId: 'sessions-e1',
  revision: 0n,
  position: '1',
  data,
  metadata: {},
  createdAt: new Date(at),
});

describe('sessions and roll call in the audit trail', () => {
  it('records the programme and every mark with the one it replaced, by whom and when', () => {
    const session = { eventId: 'e1', sessionId: 's1' };
    const mark = { eventId: 'e1', eventCommitteeId: 'c1', sessionId: 's1', registrationId: 'r1', tapId: 't', by: 'chair', at };
    const entries = [
      recorded('SessionAdded', { ...session, name: 'Session 1', day: '2026-12-10', start: '09:00', by: 'org', at }),
      recorded('SessionRenamed', {
        ...session,
        name: 'Session 1',
        day: '2026-12-10',
        start: '09:30',
        previous: { name: 'Session 1', day: '2026-12-10', start: '09:00' },
        by: 'org',
        at,
      }),
      recorded('AttendanceMarked', { ...mark, mark: 'absent', late: false, previous: null }),
      recorded('AttendanceMarked', { ...mark, mark: 'present', late: true, previous: 'absent' }),
      recorded('SessionRemoved', { ...session, name: 'Session 1', by: 'org', at }),
    ].flatMap((event) => conferenceStatusSource.entriesOf(event));
    expect(entries.map(({ entityType, entityId, from, to, by, detail }) => [entityType, entityId, from, to, by, detail])).toEqual([
      ['session', 'e1', null, 'Session 1, 2026-12-10 09:00', 'org', 'session s1'],
      ['session', 'e1', 'Session 1, 2026-12-10 09:00', 'Session 1, 2026-12-10 09:30', 'org', 'session s1'],
      ['roll-call', 'e1', null, 'absent', 'chair', 'delegate r1, session s1, committee c1'],
      ['roll-call', 'e1', 'absent', 'present (late)', 'chair', 'delegate r1, session s1, committee c1'],
      ['session', 'e1', 'Session 1', 'removed', 'org', 'session s1'],
    ]);
  });

  it('skips what its schema refuses', () => {
    expect(conferenceStatusSource.entriesOf(recorded('AttendanceMarked', { eventId: 'e1' }))).toEqual([]);
  });
});
