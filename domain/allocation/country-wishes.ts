import { z } from 'zod';
import { actorStamp, type Stamp } from '../shared/actor';
import { DomainError } from '../shared/errors';

/**
 * The countries a school's delegation asks to represent at an event, most wanted first, set by
 * an advisor of the school (one of its teachers) or by the organiser. Delegation mode's solvers
 * honour them after keeping delegations whole (solver/delegation-model.ts, delegation-flow.ts).
 * Kept in the committees stream, beside the allocation that reads them.
 */
export const MAX_COUNTRY_WISHES = 5;

const wishedCountry = z.object({ id: z.string(), name: z.string() });
export type WishedCountry = z.infer<typeof wishedCountry>;

export const countryWishesEventSchemas = {
  /** The whole list each time, with the one it replaced, so History reads from → to. */
  CountryWishesSet: z.object({
    eventId: z.string(),
    /** The delegation's school by its key (domain/delegations/delegation.ts), and its name when the wishes were set. */
    school: z.string(),
    schoolName: z.string(),
    countries: z.array(wishedCountry),
    previous: z.array(wishedCountry),
    ...actorStamp,
  }),
};

export type CountryWishesEvent = { type: 'CountryWishesSet'; data: z.infer<typeof countryWishesEventSchemas.CountryWishesSet> };

export const parseCountryWishesEvent = (type: string, data: unknown): CountryWishesEvent | null =>
  type === 'CountryWishesSet' ? { type, data: countryWishesEventSchemas.CountryWishesSet.parse(data) } : null;

export const isCountryWishesEvent = (event: { type: string }): event is CountryWishesEvent => event.type === 'CountryWishesSet';

/** School → the countries it wished for, most wanted first. */
export type CountryWishesState = ReadonlyMap<string, readonly WishedCountry[]>;

export const emptyCountryWishes: CountryWishesState = new Map();

export type CountryWishesCommand = {
  type: 'SetCountryWishes';
  eventId: string;
  school: string;
  schoolName: string;
  countryIds: readonly string[];
  /** The catalogue's countries (id → name) when the command is made. */
  catalogue: ReadonlyMap<string, string>;
} & Stamp;

export const countryWishesErrors = {
  tooMany: () =>
    new DomainError('validation', 'TOO_MANY_COUNTRY_WISHES', `A delegation can wish for at most ${MAX_COUNTRY_WISHES} countries`),
  repeated: () => new DomainError('validation', 'COUNTRY_WISH_REPEATED', 'Each country can be wished for once'),
  unknown: () => new DomainError('validation', 'COUNTRY_NOT_FOUND', 'Country not found'),
};

export const decideCountryWishes = (state: CountryWishesState, command: CountryWishesCommand): CountryWishesEvent[] => {
  const { eventId, school, schoolName, countryIds, catalogue, by, at } = command;
  if (countryIds.length > MAX_COUNTRY_WISHES) throw countryWishesErrors.tooMany();
  if (new Set(countryIds).size !== countryIds.length) throw countryWishesErrors.repeated();
  if (countryIds.some((id) => !catalogue.has(id))) throw countryWishesErrors.unknown();
  const previous = state.get(school) ?? [];
  if (previous.length === countryIds.length && previous.every((country, index) => country.id === countryIds[index])) return [];
  const countries = countryIds.map((id) => ({ id, name: catalogue.get(id)! }));
  return [{ type: 'CountryWishesSet', data: { eventId, school, schoolName, countries, previous: [...previous], by, at } }];
};

export const evolveCountryWishes = (state: CountryWishesState, event: CountryWishesEvent): CountryWishesState => {
  const next = new Map(state);
  if (event.data.countries.length === 0) next.delete(event.data.school);
  else next.set(event.data.school, event.data.countries);
  return next;
};

/** How History words a change of wishes: the countries in order, or none. */
export const wishesText = (countries: readonly WishedCountry[]) =>
  countries.length === 0 ? 'none' : countries.map((country) => country.name).join(', ');
