import { allowedTiers } from '../tiers';
import type { CountryPools } from './country-pools';
import type { AllocationProblem } from './problem';

/**
 * Countries for the delegates who already sit in a committee without one, given before anyone
 * else is placed: their seat is theirs already and they have no other committee to go to, so a
 * country there is the only thing that completes their place. The most experienced choose
 * first, each the best tier they may hold. Tiers being nested (B ⊂ A,B ⊂ S,A,B), that gives as
 * many of them a country as any order could, and uses the countries fewest others may hold.
 * Answers the committee (by index) and country of each one served, by position in the problem.
 */
export const seatedCountries = (
  problem: AllocationProblem,
  committeeIndex: ReadonlyMap<string, number>,
  pools: CountryPools,
): Map<number, { committee: number; countryId: string }> => {
  const { delegates } = problem;
  const seated = delegates.flatMap((delegate, position) => (delegate.seatedIn === undefined ? [] : [position]));
  seated.sort((a, b) => delegates[b]!.munExperience - delegates[a]!.munExperience || a - b);
  const served = new Map<number, { committee: number; countryId: string }>();
  for (const position of seated) {
    const delegate = delegates[position]!;
    const committee = committeeIndex.get(delegate.seatedIn!);
    if (committee === undefined) continue;
    const countryId = pools.take(committee, allowedTiers(delegate.munExperience));
    if (countryId !== null) served.set(position, { committee, countryId });
  }
  return served;
};
