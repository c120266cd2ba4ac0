import { countryTiers, type Tier } from '../tiers';
import type { AllocationProblem, SolverCountry } from './problem';

/**
 * Each committee's untaken countries per tier. A tier's countries are handed out in name order
 * from a starting point that moves round the list from one committee to the next (committee i
 * of c starts i/c of the way along), so committees that use a few countries of a tier use
 * different ones rather than the same first few in every committee.
 */
export interface CountryPools {
  free: (committee: number, tier: Tier) => number;
  /** The next country of the first tier in `tiers` that has one left, now taken; null if none. */
  take: (committee: number, tiers: readonly Tier[]) => string | null;
}

const byName = (a: SolverCountry, b: SolverCountry) => a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export const countryPools = (problem: AllocationProblem): CountryPools => {
  const seen = new Set<string>();
  const unique = problem.countries.filter((country) => !seen.has(country.id) && seen.add(country.id));
  const sorted = [...unique].sort(byName);
  const tierLists = countryTiers.map((tier) => sorted.filter((country) => country.tier === tier));
  const pools = problem.committees.map((committee, index) => {
    const taken = new Set(committee.takenCountryIds);
    return new Map(
      countryTiers.map((tier, at) => {
        const list = tierLists[at]!;
        const start = Math.floor((index * list.length) / problem.committees.length);
        const rotated = [...list.slice(start), ...list.slice(0, start)];
        return [tier, { ids: rotated.filter((country) => !taken.has(country.id)).map((country) => country.id), next: 0 }];
      }),
    );
  });
  const pool = (committee: number, tier: Tier) => pools[committee]!.get(tier)!;
  const free = (committee: number, tier: Tier) => pool(committee, tier).ids.length - pool(committee, tier).next;
  return {
    free,
    take: (committee, tiers) => {
      const tier = tiers.find((candidate) => free(committee, candidate) > 0);
      if (tier === undefined) return null;
      const chosen = pool(committee, tier);
      chosen.next += 1;
      return chosen.ids[chosen.next - 1]!;
    },
  };
};
