import { describe, expect, it } from 'vitest';
import { shownMark, tapFor, worthRetrying, type QueuedTap } from './roll-call-queue';

const tap = (registrationId: string, mark: QueuedTap['mark'], late = false): QueuedTap => ({
  tapId: `${registrationId}-${mark}`,
  eventId: 'e',
  eventCommitteeId: 'c',
  sessionId: 's',
  registrationId,
  mark,
  late,
});

describe('roll-call taps', () => {
  it('shows the last waiting tap of a delegate over the server mark', () => {
    const row = { delegateId: 'r1', mark: 'absent' as const, late: false };
    expect(shownMark(row, [])).toEqual({ mark: 'absent', late: false, pending: false });
    expect(shownMark(row, [tap('r1', 'present'), tap('r2', 'absent'), tap('r1', 'present_and_voting', true)])).toEqual({
      mark: 'present_and_voting',
      late: true,
      pending: true,
    });
  });

  it('keeps Late with a present mark, clears it with Absent, and turns an unmarked delegate present when marked late', () => {
    expect(tapFor({ mark: 'present', late: true }, 'present_and_voting')).toEqual({ mark: 'present_and_voting', late: true });
    expect(tapFor({ mark: 'present', late: true }, 'absent')).toEqual({ mark: 'absent', late: false });
    expect(tapFor({ mark: null, late: false }, 'late')).toEqual({ mark: 'present', late: true });
    expect(tapFor({ mark: 'absent', late: false }, 'late')).toEqual({ mark: 'present', late: true });
    expect(tapFor({ mark: 'present_and_voting', late: true }, 'late')).toEqual({ mark: 'present_and_voting', late: false });
  });

  it('retries what the network or the server lost, not what the server refused', () => {
    expect([0, 401, 429, 500, 503].every(worthRetrying)).toBe(true);
    expect([400, 403, 404, 409].some(worthRetrying)).toBe(false);
  });
});
