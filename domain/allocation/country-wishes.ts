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

export const countryWishesEventSchemas = {
  CountryWishesSet: z.object({
    eventId: z.string(),
    /** The delegation's school as the allocation names it: a listed school's name, or the one its delegates typed. */
    school: z.string(),
    countryIds: z.array(z.string()),
    ...actorStamp,
  }),
};

export type CountryWishesEvent = { type: 'CountryWishesSet'; data: z.infer<typeof countryWishesEventSchemas.CountryWishesSet> };

export const parseCountryWishesEvent = (type: string, data: unknown): CountryWishesEvent | null =>
  type === 'CountryWishesSet' ? { type, data: countryWishesEventSchemas.CountryWishesSet.parse(data) } : null;

export const isCountryWishesEvent = (event: { type: string }): event is CountryWishesEvent => event.type === 'CountryWishesSet';

/** School → the country ids it wished for, most wanted first. */
export type CountryWishesState = ReadonlyMap<string, readonly string[]>;

export const emptyCountryWishes: CountryWishesState = new Map();

export type CountryWishesCommand = {
  type: 'SetCountryWishes';
  eventId: string;
  school: string;
  countryIds: readonly string[];
  /** The catalogue's country ids when the command is made. */
  knownCountryIds: ReadonlySet<string>;
} & Stamp;

export const countryWishesErrors = {
  tooMany: () =>
    new DomainError('validation', 'TOO_MANY_COUNTRY_WISHES', `A delegation can wish for at most ${MAX_COUNTRY_WISHES} countries`),
  repeated: () => new DomainError('validation', 'COUNTRY_WISH_REPEATED', 'Each country can be wished for once'),
  unknown: () => new DomainError('validation', 'COUNTRY_NOT_FOUND', 'Country not found'),
};

export const decideCountryWishes = (state: CountryWishesState, command: CountryWishesCommand): CountryWishesEvent[] => {
  const { eventId, school, countryIds, by, at } = command;
  if (countryIds.length > MAX_COUNTRY_WISHES) throw countryWishesErrors.tooMany();
  if (new Set(countryIds).size !== countryIds.length) throw countryWishesErrors.repeated();
  if (countryIds.some((id) => !command.knownCountryIds.has(id))) throw countryWishesErrors.unknown();
  const current = state.get(school) ?? [];
  if (current.length === countryIds.length && current.every((id, index) => id === countryIds[index])) return [];
  return [{ type: 'CountryWishesSet', data: { eventId, school, countryIds: [...countryIds], by, at } }];
};

export const evolveCountryWishes = (state: CountryWishesState, event: CountryWishesEvent): CountryWishesState => {
  const next = new Map(state);
  if (event.data.countryIds.length === 0) next.delete(event.data.school);
  else next.set(event.data.school, event.data.countryIds);
  return next;
};
