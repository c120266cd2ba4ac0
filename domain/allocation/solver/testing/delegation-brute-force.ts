import { tierAllowed } from '../../tiers';
import { delegationsOf } from '../delegation-groups';
import { choiceRank } from '../preferences';
import type { AllocationObjective, AllocationOutcome, AllocationProblem } from '../problem';
import { lexicographicCompare, objectiveOf } from './allocation-checks';

/** Countries held beyond each delegation's first, summed over delegations: 0 when every delegation holds one country at most. */
export const extraCountries = (problem: AllocationProblem, outcome: AllocationOutcome): number => {
  const countryOf = new Map(outcome.placements.map((placement) => [placement.registrationId, placement.countryId]));
  return delegationsOf(problem).reduce((sum, { members }) => {
    const held = new Set(members.flatMap((position) => countryOf.get(problem.delegates[position]!.id) ?? []));
    return sum + Math.max(0, held.size - 1);
  }, 0);
};

/**
 * Delegation mode's objective, compared lexicographically: the optimal strategy's first two
 * figures (seated given a country, others placed), then fewer extra countries, then the rest of
 * the optimal strategy's objective for the kind.
 */
export const delegationObjective = (problem: AllocationProblem, outcome: AllocationOutcome, kind: AllocationObjective): number[] => {
  const delegates = new Map(problem.delegates.map((delegate) => [delegate.id, delegate]));
  const placed = outcome.placements.map((placement) => ({
    delegate: delegates.get(placement.registrationId)!,
    committee: placement.eventCommitteeId,
  }));
  const others = placed.filter(({ delegate }) => delegate.seatedIn === undefined);
  const [seated, placedOthers, ...rest] = objectiveOf(
    kind,
    placed.length - others.length,
    others.map(({ delegate, committee }) => choiceRank(delegate, committee)),
  );
  const extra = extraCountries(problem, outcome);
  return [seated!, placedOthers!, extra === 0 ? 0 : -extra, ...rest];
};

/**
 * The best delegation objective over every way of giving each delegate a (committee, country)
 * seat or none, within the rules (free seats, one country per committee, tiers, a seated delegate
 * only in their committee): an independent check of the exact model, for tiny problems only.
 */
export const bestDelegationObjective = (problem: AllocationProblem, kind: AllocationObjective): number[] => {
  const { delegates, committees, countries } = problem;
  const options = delegates.map((delegate) =>
    committees.flatMap((committee) => {
      if (delegate.seatedIn === undefined ? committee.freeSeats <= 0 : committee.id !== delegate.seatedIn) return [];
      return countries
        .filter((country) => !committee.takenCountryIds.includes(country.id) && tierAllowed(delegate.munExperience, country.tier))
        .map((country) => ({ committee: committee.id, country: country.id }));
    }),
  );
  const free = new Map(committees.map((committee) => [committee.id, committee.freeSeats]));
  const used = new Set<string>();
  const chosen: AllocationOutcome = { placements: [], unplaced: [] };
  let best: number[] | null = null;
  const visit = (position: number) => {
    if (position === delegates.length) {
      const score = delegationObjective(problem, chosen, kind);
      if (best === null || lexicographicCompare(score, best) > 0) best = score;
      return;
    }
    const delegate = delegates[position]!;
    visit(position + 1);
    for (const option of options[position]!) {
      const key = `${option.committee}\u0000${option.country}`;
      const takesSeat = delegate.seatedIn === undefined;
      if (used.has(key) || (takesSeat && free.get(option.committee)! <= 0)) continue;
      used.add(key);
      if (takesSeat) free.set(option.committee, free.get(option.committee)! - 1);
      chosen.placements.push({ registrationId: delegate.id, eventCommitteeId: option.committee, countryId: option.country });
      visit(position + 1);
      chosen.placements.pop();
      if (takesSeat) free.set(option.committee, free.get(option.committee)! + 1);
      used.delete(key);
    }
  };
  visit(0);
  return best!;
};
