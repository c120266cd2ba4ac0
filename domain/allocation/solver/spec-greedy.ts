import { allowedTiers } from '../tiers';
import { countryPools } from './country-pools';
import { indexById, preferredCommittees } from './preferences';
import type { AllocationOutcome, AllocationProblem, Progress } from './problem';
import { throttled } from './progress';
import { seatedCountries } from './seated';

/**
 * The product spec's allocation rule as written: the most experienced delegates choose first
 * (ties keep the input order); each gets the first preferred committee with a free seat and a
 * free country it may hold, else the first such committee in committee order, else nothing.
 * The country is the best allowed tier left there, then the first by name.
 *
 * The spec ends with "else any unused country". Here a country outside the delegate's tiers is
 * never given, because the product guarantees the tier rule on every path: such a delegate
 * tries the next committee, and stays unplaced if none has an allowed country left.
 *
 * Delegates who already sit in a committee without a country get one there first (seatedCountries).
 */
export const allocateBySpec = (problem: AllocationProblem, onProgress?: Progress): AllocationOutcome => {
  const report = throttled(onProgress);
  const committeeIndex = indexById(problem.committees);
  const seats = problem.committees.map((committee) => Math.max(0, committee.freeSeats));
  const pools = countryPools(problem);
  const placed = seatedCountries(problem, committeeIndex, pools);
  const order = problem.delegates
    .flatMap((delegate, position) => (delegate.seatedIn === undefined ? [position] : []))
    .sort((a, b) => problem.delegates[b]!.munExperience - problem.delegates[a]!.munExperience || a - b);

  order.forEach((position, done) => {
    report(done / order.length);
    const delegate = problem.delegates[position]!;
    const tiers = allowedTiers(delegate.munExperience);
    const fits = (committee: number) => seats[committee]! > 0 && tiers.some((tier) => pools.free(committee, tier) > 0);
    const preferred = preferredCommittees(delegate, committeeIndex).find(({ committee }) => fits(committee))?.committee;
    const committee = preferred ?? seats.findIndex((_, candidate) => fits(candidate));
    if (committee === -1) return;
    seats[committee]! -= 1;
    placed.set(position, { committee, countryId: pools.take(committee, tiers)! });
  });

  const outcome: AllocationOutcome = { placements: [], unplaced: [] };
  problem.delegates.forEach((delegate, position) => {
    const placement = placed.get(position);
    if (!placement) outcome.unplaced.push(delegate.id);
    else
      outcome.placements.push({
        registrationId: delegate.id,
        eventCommitteeId: problem.committees[placement.committee]!.id,
        countryId: placement.countryId,
      });
  });
  report(1);
  return outcome;
};
