import { describe, expect, it } from 'vitest';
import { delegateFixture } from '../../testing/delegate-fixture';
import { assignProblem, countryChoices, countryForMove, movesDelegate, takenCountries } from './delegate-assignment';

const countries = [
  { id: 1, name: 'United States', tier: 'S' as const },
  { id: 2, name: 'Brazil', tier: 'A' as const },
  { id: 3, name: 'Kenya', tier: 'B' as const },
  { id: 4, name: 'Fiji', tier: 'B' as const },
];

const holder = delegateFixture({ id: 'h', assigned_committees: 'c1', assigned_country: '3' });
const elsewhere = delegateFixture({ id: 'e', assigned_committees: 'c2', assigned_country: '2' });
const taken = takenCountries([holder, elsewhere, delegateFixture({ id: 'n' })]);
const ids = (list: readonly { id: number }[]) => list.map((country) => country.id);

describe('countryChoices', () => {
  it('offers the tiers the MUN experience allows: 3+ years S, A, B; 1–2 years A, B; none B', () => {
    expect(ids(countryChoices(countries, taken, 'c3', delegateFixture({ id: 'x', mun_experience: 3 })))).toEqual([1, 2, 3, 4]);
    expect(ids(countryChoices(countries, taken, 'c3', delegateFixture({ id: 'x', mun_experience: 2 })))).toEqual([2, 3, 4]);
    expect(ids(countryChoices(countries, taken, 'c3', delegateFixture({ id: 'x', mun_experience: 0 })))).toEqual([3, 4]);
  });

  it('leaves out countries someone else holds in that committee only', () => {
    expect(ids(countryChoices(countries, taken, 'c1', delegateFixture({ id: 'x', mun_experience: 1 })))).toEqual([2, 4]);
  });

  it('keeps the country the delegate holds there on offer', () => {
    expect(ids(countryChoices(countries, taken, 'c1', holder))).toEqual([3, 4]);
  });
});

describe('moving', () => {
  it('asks before moving a delegate who sits in another committee', () => {
    expect(movesDelegate(holder, 'c2')).toBe(true);
    expect(movesDelegate(holder, 'c1')).toBe(false);
    expect(movesDelegate(delegateFixture({ id: 'n' }), 'c1')).toBe(false);
  });

  it('takes the delegate’s country along when it is free in the new committee', () => {
    expect(countryForMove(taken, 'c3', holder)).toBe('3');
    expect(countryForMove(taken, 'c2', delegateFixture({ id: 'x', assigned_committees: 'c1', assigned_country: '2' }))).toBe('');
    expect(countryForMove(taken, 'c2', delegateFixture({ id: 'n' }))).toBe('');
  });
});

describe('assignProblem', () => {
  it('needs both a committee and a country', () => {
    expect(assignProblem('c1', '')).toBe('Please select both committee and country before assigning');
    expect(assignProblem('', 'ke')).toBe('Please select both committee and country before assigning');
    expect(assignProblem('c1', 'ke')).toBeNull();
  });
});
