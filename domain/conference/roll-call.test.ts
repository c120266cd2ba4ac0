import { describe, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import type { AttendanceMark } from './conference-rules';
import { rollCallDecider, type RollCallCommand, type RollCallEvent } from './roll-call';

const at = '2026-12-10T05:05:00.000Z';
const by = 'chair';
const ids = { eventId: 'e1', eventCommitteeId: 'c1', sessionId: 's1' };
const spec = givenWhenThen(rollCallDecider);

const marked = (
  registrationId: string,
  mark: AttendanceMark,
  previous: AttendanceMark | null,
  tapId: string,
  late = false,
): RollCallEvent => ({
  type: 'AttendanceMarked',
  data: { ...ids, registrationId, mark, late, previous, tapId, by, at },
});
const tap = (registrationId: string, mark: AttendanceMark, tapId: string, more: Partial<RollCallCommand> = {}): RollCallCommand => ({
  type: 'MarkAttendance',
  ...ids,
  registrationId,
  mark,
  late: false,
  tapId,
  sessionExists: true,
  seatedIn: 'c1',
  by,
  at,
  ...more,
});

describe('a roll-call tap', () => {
  it('marks a delegate with who and when, with no mark before', () =>
    spec
      .given([])
      .when(tap('r1', 'present', 't1'))
      .then([marked('r1', 'present', null, 't1')]));

  it('stores nothing when the same tap is replayed, even after later taps', () =>
    spec
      .given([marked('r1', 'present', null, 't1'), marked('r1', 'absent', 'present', 't2')])
      .when(tap('r1', 'present', 't1'))
      .then([]));

  it('stores nothing when the delegate already has that mark', () =>
    spec
      .given([marked('r1', 'present_and_voting', null, 't1')])
      .when(tap('r1', 'present_and_voting', 't2'))
      .then([]));

  it('corrects a mark with a new event naming the one before', () =>
    spec
      .given([marked('r1', 'absent', null, 't1')])
      .when(tap('r1', 'present_and_voting', 't2'))
      .then([marked('r1', 'present_and_voting', 'absent', 't2')]));

  it('keeps marks per delegate and per session', () =>
    spec
      .given([marked('r1', 'present', null, 't1')])
      .when(tap('r2', 'present', 't2'))
      .then([marked('r2', 'present', null, 't2')]));

  it('marks a delegate late with a present mark, and taking the flag off is a correction too', () => {
    spec
      .given([marked('r1', 'absent', null, 't1')])
      .when(tap('r1', 'present', 't2', { late: true }))
      .then([marked('r1', 'present', 'absent', 't2', true)]);
    spec
      .given([marked('r1', 'present', null, 't1', true)])
      .when(tap('r1', 'present', 't2'))
      .then([marked('r1', 'present', 'present', 't2')]);
  });

  it('refuses an absent delegate marked late', () =>
    spec
      .given([])
      .when(tap('r1', 'absent', 't1', { late: true }))
      .thenFails('VALIDATION_FAILED', 'An absent delegate cannot be late'));

  it('refuses a session that is not on the programme', () =>
    spec
      .given([])
      .when(tap('r1', 'present', 't1', { sessionExists: false }))
      .thenFails('SESSION_NOT_FOUND'));

  it('refuses a delegate who does not sit in the committee', () => {
    spec
      .given([])
      .when(tap('r1', 'present', 't1', { seatedIn: 'c2' }))
      .thenFails('DELEGATE_NOT_IN_COMMITTEE');
    spec
      .given([])
      .when(tap('r1', 'present', 't1', { seatedIn: null }))
      .thenFails('DELEGATE_NOT_IN_COMMITTEE');
  });
});
