import { describe, expect, it } from 'vitest';
import { delegateFixture } from '../testing/delegate-fixture';
import { assignProblem, countryChoices, countryForMove, movesDelegate, takenCountries } from './delegate-assignment';

const countries = [
  { id: 'us', name: 'United States', tier: 'S' as const },
  { id: 'br', name: 'Brazil', tier: 'A' as const },
  { id: 'ke', name: 'Kenya', tier: 'B' as const },
  { id: 'fj', name: 'Fiji', tier: 'B' as const },
];

const holder = delegateFixture({ id: 'h', assigned_committees: 'c1', assigned_country: 'ke' });
const elsewhere = delegateFixture({ id: 'e', assigned_committees: 'c2', assigned_country: 'br' });
const taken = takenCountries([holder, elsewhere, delegateFixture({ id: 'n' })]);
const ids = (list: readonly { id: string }[]) => list.map((country) => country.id);

describe('countryChoices', () => {
  it('offers the tiers the MUN experience allows: 3+ years S, A, B; 1–2 years A, B; none B', () => {
    expect(ids(countryChoices(countries, taken, 'c3', delegateFixture({ id: 'x', mun_experience: 3 })))).toEqual(['us', 'br', 'ke', 'fj']);
    expect(ids(countryChoices(countries, taken, 'c3', delegateFixture({ id: 'x', mun_experience: 2 })))).toEqual(['br', 'ke', 'fj']);
    expect(ids(countryChoices(countries, taken, 'c3', delegateFixture({ id: 'x', mun_experience: 0 })))).toEqual(['ke', 'fj']);
  });

  it('leaves out countries someone else holds in that committee only', () => {
    expect(ids(countryChoices(countries, taken, 'c1', delegateFixture({ id: 'x', mun_experience: 1 })))).toEqual(['br', 'fj']);
  });

  it('keeps the country the delegate holds there on offer', () => {
    expect(ids(countryChoices(countries, taken, 'c1', holder))).toEqual(['ke', 'fj']);
  });
});

describe('moving', () => {
  it('asks before moving a delegate who sits in another committee', () => {
    expect(movesDelegate(holder, 'c2')).toBe(true);
    expect(movesDelegate(holder, 'c1')).toBe(false);
    expect(movesDelegate(delegateFixture({ id: 'n' }), 'c1')).toBe(false);
  });

  it('takes the delegate’s country along when it is free in the new committee', () => {
    expect(countryForMove(taken, 'c3', holder)).toBe('ke');
    expect(countryForMove(taken, 'c2', delegateFixture({ id: 'x', assigned_committees: 'c1', assigned_country: 'br' }))).toBe('');
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
