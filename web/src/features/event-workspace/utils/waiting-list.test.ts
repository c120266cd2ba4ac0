import { describe, expect, it } from 'vitest';
import { matchesWaiting } from './waiting-list';

describe('searching the waiting list', () => {
  const entry = { place: 3, username: 'maya4821', fullname: 'Maya Khan', joined_at: '2026-11-25T10:00:00.000Z' };

  it('finds a person by name or username, any case, and a place by its number', () => {
    expect(matchesWaiting(entry, 'khan')).toBe(true);
    expect(matchesWaiting(entry, 'MAYA48')).toBe(true);
    expect(matchesWaiting(entry, '3')).toBe(true);
    expect(matchesWaiting(entry, '4')).toBe(false);
    expect(matchesWaiting({ ...entry, fullname: null, username: null }, 'maya')).toBe(false);
  });
});
