import { describe, expect, it } from 'vitest';
import { allocateBySpec } from './spec-greedy';
import { committee, country, delegate, oneOfEachTier } from './testing/builders';

describe('allocateBySpec', () => {
  it('lets the most experienced choose first, and keeps the input order among equals', () => {
    const outcome = allocateBySpec({
      delegates: [delegate('junior', 1, ['x', 'y']), delegate('senior', 4, ['x', 'y']), delegate('junior-2', 1, ['x', 'y'])],
      committees: [committee('x', 1), committee('y', 1)],
      countries: oneOfEachTier,
    });
    expect(outcome.placements.map(({ registrationId, eventCommitteeId }) => [registrationId, eventCommitteeId])).toEqual([
      ['junior', 'y'],
      ['senior', 'x'],
    ]);
    expect(outcome.unplaced).toEqual(['junior-2']);
  });

  it('falls back to the first committee, in committee order, that has a seat and an allowed country', () => {
    const outcome = allocateBySpec({
      delegates: [delegate('new', 0, ['x'])],
      committees: [committee('x', 0), committee('y', 2, { takenCountryIds: ['b'] }), committee('z', 2), committee('w', 2)],
      countries: oneOfEachTier,
    });
    expect(outcome.placements).toEqual([{ registrationId: 'new', eventCommitteeId: 'z', countryId: 'b' }]);
  });

  it('gives the best allowed tier left, then the first by name', () => {
    const outcome = allocateBySpec({
      delegates: [
        delegate('first-year', 1, ['x']),
        delegate('senior', 3, ['x']),
        delegate('senior-2', 3, ['x']),
        delegate('senior-3', 5, ['x']),
      ],
      committees: [committee('x', 4)],
      countries: [
        country('bz', 'B', 'Belize'),
        country('au', 'A', 'Austria'),
        country('se', 'S', 'Sweden'),
        country('ar', 'A', 'Argentina'),
      ],
    });
    expect(outcome.placements.map(({ registrationId, countryId }) => [registrationId, countryId])).toEqual([
      ['first-year', 'bz'],
      ['senior', 'ar'],
      ['senior-2', 'au'],
      ['senior-3', 'se'],
    ]);
  });
});
