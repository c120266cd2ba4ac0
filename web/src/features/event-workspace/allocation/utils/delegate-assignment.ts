import { tierAllowed, type Tier } from '@domain/allocation/tiers';
import type { Registration } from '../../../../lib/registration-schema';
import { t } from '../../../../i18n/intl';
import { delegateMessages } from './delegate-messages';

/** A catalogue country: its id is a number, registrations name it by that id as a string. */
export interface CountryLike {
  id: number;
  name: string;
  tier: Tier;
}

type Placed = Pick<Registration, 'id' | 'assigned_committees' | 'assigned_country'>;
type Candidate = Placed & Pick<Registration, 'mun_experience'>;

/** Per event committee, the countries held in it and by whom (registration id). */
export type TakenCountries = ReadonlyMap<string, ReadonlyMap<string, string>>;

export const takenCountries = (delegates: readonly Placed[]): TakenCountries => {
  const taken = new Map<string, Map<string, string>>();
  for (const delegate of delegates) {
    if (!delegate.assigned_committees || !delegate.assigned_country) continue;
    const inCommittee = taken.get(delegate.assigned_committees) ?? new Map<string, string>();
    inCommittee.set(delegate.assigned_country, delegate.id);
    taken.set(delegate.assigned_committees, inCommittee);
  }
  return taken;
};

/**
 * Spec §4 and §9: the countries a delegate may be given in a committee: those no one else
 * holds there, of a tier their MUN experience allows. The country they already hold there
 * stays on offer.
 */
export const countryChoices = <Country extends CountryLike>(
  countries: readonly Country[],
  taken: TakenCountries,
  eventCommitteeId: string,
  delegate: Candidate,
): Country[] => {
  const inCommittee = taken.get(eventCommitteeId);
  return countries.filter((country) => {
    const holder = inCommittee?.get(String(country.id));
    if (holder === delegate.id) return true;
    return holder === undefined && tierAllowed(delegate.mun_experience, country.tier);
  });
};

/**
 * The country a delegate takes along when moved to another committee from a dropdown: theirs
 * when it is free there, else none (the organiser then picks one).
 */
export const countryForMove = (taken: TakenCountries, eventCommitteeId: string, delegate: Placed): string => {
  const country = delegate.assigned_country;
  if (!country) return '';
  const holder = taken.get(eventCommitteeId)?.get(country);
  return holder === undefined || holder === delegate.id ? country : '';
};

/** Spec §4: assigning a delegate who sits in another committee moves them, after a question. */
export const movesDelegate = (delegate: Pick<Registration, 'assigned_committees'>, eventCommitteeId: string): boolean =>
  delegate.assigned_committees !== null && delegate.assigned_committees !== eventCommitteeId;

/** Spec §5: the row menu's Assign needs both a committee and a country (what is missing, in the chosen language). */
export const assignProblem = (eventCommitteeId: string, countryId: string): string | null =>
  eventCommitteeId && countryId ? null : t(delegateMessages.chooseBoth);

export const countryOptionLabel = (country: { name: string; tier: string }): string => `${country.name} (${country.tier})`;
