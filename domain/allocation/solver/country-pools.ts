import { countryTiers, type Tier } from '../tiers';
import type { AllocationProblem, SolverCountry } from './problem';

/** Each committee's untaken countries per tier; a tier's countries are handed out in name order. */
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
  const pools = problem.committees.map((committee) => {
    const taken = new Set(committee.takenCountryIds);
    const free = sorted.filter((country) => !taken.has(country.id));
    return new Map(
      countryTiers.map((tier) => [tier, { ids: free.filter((country) => country.tier === tier).map((country) => country.id), next: 0 }]),
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
