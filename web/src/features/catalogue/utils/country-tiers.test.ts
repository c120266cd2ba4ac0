import { describe, expect, it } from 'vitest';
import { countByTier, eitherOf, parseTierFilter, tierLegend, withTier } from './country-tiers';

const countries = [
  { name: 'France', tier: 'S' },
  { name: 'Brazil', tier: 'A' },
  { name: 'Chile', tier: 'A' },
  { name: 'Albania', tier: 'B' },
];

describe('the Countries tier filter', () => {
  it('reads S, A, B and all from the URL and shows everything for anything else', () => {
    expect(parseTierFilter('S')).toBe('S');
    expect(parseTierFilter('B')).toBe('B');
    expect(parseTierFilter('all')).toBe('all');
    for (const other of ['s', 'C', '', null, undefined]) expect(parseTierFilter(other)).toBe('all');
  });

  it('keeps the countries of the chosen tier, or all of them', () => {
    expect(withTier(countries, 'A').map((country) => country.name)).toEqual(['Brazil', 'Chile']);
    expect(withTier(countries, 'all')).toEqual(countries);
    expect(withTier([], 'S')).toEqual([]);
  });

  it('counts each tier and the whole list; an unknown tier counts only in All', () => {
    expect(countByTier(countries)).toEqual({ all: 4, S: 1, A: 2, B: 1 });
    expect(countByTier([...countries, { tier: 'Z' }])).toEqual({ all: 5, S: 1, A: 2, B: 1 });
    expect(countByTier([])).toEqual({ all: 0, S: 0, A: 0, B: 0 });
  });
});

describe('the tier legend', () => {
  it('joins choices with commas and a final or', () => {
    expect(eitherOf(['S', 'A', 'B'])).toBe('S, A or B');
    expect(eitherOf(['A', 'B'])).toBe('A or B');
    expect(eitherOf(['B'])).toBe('B');
    expect(eitherOf([])).toBe('');
  });

  it('states the allocation rule by MUN experience', () => {
    expect(tierLegend()).toBe('3+ years of MUN experience: S, A or B · 1–2 years: A or B · none: B');
  });
});
