import { describe, expect, it } from 'vitest';
import { allowedTiers, tierAllowed } from './tiers';

describe('allowedTiers', () => {
  it('gives B only without MUN experience', () => {
    expect(allowedTiers(0)).toEqual(['B']);
  });

  it('gives A or B for one or two years', () => {
    expect(allowedTiers(1)).toEqual(['A', 'B']);
    expect(allowedTiers(2)).toEqual(['A', 'B']);
  });

  it('gives every tier, S first, from three years', () => {
    expect(allowedTiers(3)).toEqual(['S', 'A', 'B']);
    expect(allowedTiers(10)).toEqual(['S', 'A', 'B']);
  });
});

describe('tierAllowed', () => {
  it('holds exactly for the tiers allowedTiers lists', () => {
    expect([0, 1, 2, 3, 10].map((years) => [tierAllowed(years, 'S'), tierAllowed(years, 'A'), tierAllowed(years, 'B')])).toEqual([
      [false, false, true],
      [false, true, true],
      [false, true, true],
      [true, true, true],
      [true, true, true],
    ]);
  });
});
