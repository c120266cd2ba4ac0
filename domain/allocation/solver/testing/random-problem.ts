import { countryTiers } from '../../tiers';
import type { AllocationProblem } from '../problem';
import type { SeededRandom } from './seeded-random';

const schools = ['North', 'South', 'East', null];

/**
 * A small random problem: up to `delegates` delegates, 1 to `committees` committees and
 * 1 to `countries` countries, with taken countries, full committees, unknown committee ids in
 * the preferences, unknown schools and delegates already seated without a country all showing
 * up now and then.
 */
export const randomProblem = (
  random: SeededRandom,
  limits: { delegates: number; committees: number; countries: number },
): AllocationProblem => {
  const countries = Array.from({ length: 1 + random.below(limits.countries) }, (_, index) => ({
    id: `k${index}`,
    name: `Country ${String.fromCharCode(65 + random.below(26))}${index}`,
    tier: random.pick(countryTiers),
  }));
  const committees = Array.from({ length: 1 + random.below(limits.committees) }, (_, index) => ({
    id: `c${index}`,
    label: `C${index}`,
    freeSeats: random.below(Math.floor(limits.delegates / 2) + 1),
    takenCountryIds: countries.filter(() => random.next() < 0.2).map((country) => country.id),
    schoolCounts: random.next() < 0.3 ? { North: 1 + random.below(2) } : ({} as Record<string, number>),
  }));
  const committeeIds = [...committees.map((committee) => committee.id), 'gone'];
  const delegates = Array.from({ length: random.below(limits.delegates + 1) }, (_, index) => ({
    id: `d${index}`,
    munExperience: random.below(5),
    prefs: random.shuffled(committeeIds).slice(0, random.below(4)),
    school: random.pick(schools),
    ...(random.next() < 0.25 ? { seatedIn: random.pick(committees).id } : {}),
  }));
  return { delegates, committees, countries };
};
