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
const knownCountryIds = new Set(['fr', 'gh', 'pe', 'br', 'cl', 'jp']);
const wish = (countryIds: string[], school = 'North School'): CountryWishesCommand => ({
  type: 'SetCountryWishes',
  eventId: 'e1',
  school,
  countryIds,
  knownCountryIds,
  ...stamp,
});
const wished = (countryIds: string[], school = 'North School'): CountryWishesEvent => ({
  type: 'CountryWishesSet',
  data: { eventId: 'e1', school, countryIds, ...stamp },
});

describe('country wishes of a delegation', () => {
  it('records the wishes in order', () =>
    given([])
      .when(wish(['pe', 'fr']))
      .then([wished(['pe', 'fr'])]));
  it('stores nothing when the wishes are the same', () =>
    given([wished(['pe', 'fr'])])
      .when(wish(['pe', 'fr']))
      .then([]));
  it('records a new order', () =>
    given([wished(['pe', 'fr'])])
      .when(wish(['fr', 'pe']))
      .then([wished(['fr', 'pe'])]));
  it('clears them with an empty list, once', () => {
    given([wished(['pe'])])
      .when(wish([]))
      .then([wished([])]);
    given([wished(['pe']), wished([])])
      .when(wish([]))
      .then([]);
  });
  it('keeps each school apart', () =>
    given([wished(['pe'], 'South School')])
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
