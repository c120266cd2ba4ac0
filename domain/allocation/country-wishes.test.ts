import { describe, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import {
  countryWishesErrors,
  decideCountryWishes,
  emptyCountryWishes,
  evolveCountryWishes,
  type CountryWishesCommand,
  type CountryWishesEvent,
  type CountryWishesState,
} from './country-wishes';

const { given } = givenWhenThen({
  initialState: emptyCountryWishes,
  decide: (command: CountryWishesCommand, state: CountryWishesState) => decideCountryWishes(state, command),
  evolve: evolveCountryWishes,
});
const stamp = { by: 'teacher', at: '2026-11-27T10:00:00.000Z' };
const catalogue = new Map(['fr', 'gh', 'pe', 'br', 'cl', 'jp'].map((id) => [id, id.toUpperCase()]));
const wish = (countryIds: string[], school = 'North School'): CountryWishesCommand => ({
  type: 'SetCountryWishes',
  eventId: 'e1',
  school,
  schoolName: school,
  countryIds,
  catalogue,
  ...stamp,
});
const named = (ids: string[]) => ids.map((id) => ({ id, name: id.toUpperCase() }));
const wished = (countryIds: string[], previous: string[] = [], school = 'North School'): CountryWishesEvent => ({
  type: 'CountryWishesSet',
  data: { eventId: 'e1', school, schoolName: school, countries: named(countryIds), previous: named(previous), ...stamp },
});

describe('country wishes of a delegation', () => {
  it('records the wishes in order, with their names', () =>
    given([])
      .when(wish(['pe', 'fr']))
      .then([wished(['pe', 'fr'])]));
  it('stores nothing when the wishes are the same', () =>
    given([wished(['pe', 'fr'])])
      .when(wish(['pe', 'fr']))
      .then([]));
  it('records a new order with the one it replaces', () =>
    given([wished(['pe', 'fr'])])
      .when(wish(['fr', 'pe']))
      .then([wished(['fr', 'pe'], ['pe', 'fr'])]));
  it('clears them with an empty list, once', () => {
    given([wished(['pe'])])
      .when(wish([]))
      .then([wished([], ['pe'])]);
    given([wished(['pe']), wished([], ['pe'])])
      .when(wish([]))
      .then([]);
  });
  it('keeps each school apart', () =>
    given([wished(['pe'], [], 'South School')])
      .when(wish(['pe']))
      .then([wished(['pe'])]));
  it('refuses more than five, a repeated country and an unknown one', () => {
    given([])
      .when(wish(['fr', 'gh', 'pe', 'br', 'cl', 'jp']))
      .thenFails(countryWishesErrors.tooMany().code);
    given([])
      .when(wish(['fr', 'fr']))
      .thenFails(countryWishesErrors.repeated().code);
    given([])
      .when(wish(['atlantis']))
      .thenFails(countryWishesErrors.unknown().code);
  });
});
