import { describe, expect, it } from 'vitest';
import { clickDay, isoOfLocalDate, localDateOfIso } from './date-range';

const rules = { today: '2026-03-10', maxDays: 7 };

describe('clickDay', () => {
  it('refuses a day before today', () => {
    expect(clickDay({ start: null, end: null }, '2026-03-09', rules)).toEqual({ kind: 'past', message: 'Past dates cannot be selected' });
  });

  it('sets the start on the first click and the end on the second', () => {
    const first = clickDay({ start: null, end: null }, '2026-03-12', rules);
    expect(first).toEqual({ kind: 'picked', range: { start: '2026-03-12', end: null } });
    expect(clickDay({ start: '2026-03-12', end: null }, '2026-03-14', rules)).toEqual({
      kind: 'picked',
      range: { start: '2026-03-12', end: '2026-03-14' },
    });
  });

  it('swaps when the second day lies before the start', () => {
    expect(clickDay({ start: '2026-03-14', end: null }, '2026-03-11', rules)).toEqual({
      kind: 'picked',
      range: { start: '2026-03-11', end: '2026-03-14' },
    });
  });

  it('starts again on a third click', () => {
    expect(clickDay({ start: '2026-03-12', end: '2026-03-14' }, '2026-03-20', rules)).toEqual({
      kind: 'picked',
      range: { start: '2026-03-20', end: null },
    });
  });

  it('allows exactly the maximum length and refuses one day more', () => {
    expect(clickDay({ start: '2026-03-10', end: null }, '2026-03-16', rules).kind).toBe('picked');
    expect(clickDay({ start: '2026-03-10', end: null }, '2026-03-17', rules)).toEqual({
      kind: 'too-long',
      message: 'Maximum event length is 7 consecutive days',
    });
    expect(clickDay({ start: '2026-03-20', end: null }, '2026-03-13', rules).kind).toBe('too-long');
  });
});

describe('calendar days', () => {
  it('round-trips a day through the local calendar date', () => {
    for (const iso of ['2026-01-01', '2026-03-29', '2026-10-25', '2024-02-29', '2026-12-31']) {
      expect(isoOfLocalDate(localDateOfIso(iso)!)).toBe(iso);
    }
  });

  it('rejects text that names no day', () => {
    expect(localDateOfIso('2026-02-30')).toBeUndefined();
    expect(localDateOfIso(null)).toBeUndefined();
  });
});
