import { describe, expect, it } from 'vitest';
import { matchesSearch } from './matches-search';

describe('table search (spec §5)', () => {
  it('is a case-insensitive substring match', () => {
    expect(matchesSearch('Deputy Secretary-General', 'secretary')).toBe(true);
    expect(matchesSearch('DSG', 'dS')).toBe(true);
    expect(matchesSearch('Chair', 'vice')).toBe(false);
  });

  it('matches numbers such as ids as text', () => {
    expect(matchesSearch(12, '2')).toBe(true);
  });

  it('lets everything through for an empty or blank query', () => {
    expect(matchesSearch('anything', '')).toBe(true);
    expect(matchesSearch(null, '   ')).toBe(true);
  });
});
