import { tierAllowed } from '../../tiers';
import { defaultAllocationRules } from '../../run-report';
import { choiceRank } from '../preferences';
import type { AllocationObjective, AllocationProblem, AllocationRules } from '../problem';
import { lexicographicCompare, objectiveOf, tieWeights, UNPLACED_LEVEL } from './allocation-checks';

/** Whether the delegates (by position) can each get a distinct free, allowed country of the committee: Kuhn's matching. */
const countriesSuffice = (problem: AllocationProblem, committee: number, members: readonly number[]): boolean => {
  const taken = new Set(problem.committees[committee]!.takenCountryIds);
  const free = problem.countries.filter((country) => !taken.has(country.id));
  const holder = new Array<number>(free.length).fill(-1);
  const tryPlace = (member: number, seen: Set<number>): boolean =>
    free.some((country, index) => {
      if (seen.has(index) || !tierAllowed(problem.delegates[member]!.munExperience, country.tier)) return false;
      seen.add(index);
      if (holder[index] !== -1 && !tryPlace(holder[index]!, seen)) return false;
      holder[index] = member;
      return true;
    });
  return members.every((member) => tryPlace(member, new Set()));
};

/**
 * The lexicographic best objective (see `objectiveOf`), and among the allocations reaching it
 * the least tie (Σ level × weight, see `tieOf`), over every way of sending each delegate to a
 * committee or nowhere (a seated one to their own committee or nowhere); for tiny problems only
 * ((committees + 1) ^ delegates candidates).
 */
export const bestAllocation = (
  problem: AllocationProblem,
  kind: AllocationObjective = 'coverage',
  rules: AllocationRules = defaultAllocationRules,
): { objective: number[]; tie: number } => {
  const { delegates, committees } = problem;
  const weights = tieWeights(problem, rules);
  const choice = new Array<number>(delegates.length).fill(-1);
  let best = { objective: objectiveOf(kind, 0, []), tie: Infinity };
  const visit = (position: number) => {
    if (position === delegates.length) {
      const seated = choice.filter((committee, member) => committee !== -1 && delegates[member]!.seatedIn !== undefined).length;
      const ranks = choice.flatMap((committee, member) =>
        committee === -1 || delegates[member]!.seatedIn !== undefined ? [] : [choiceRank(delegates[member]!, committees[committee]!.id)],
      );
      const score = objectiveOf(kind, seated, ranks);
      const tie = choice.reduce((sum, committee, member) => {
        const weight = weights.get(delegates[member]!.id);
        if (weight === undefined) return sum;
        return sum + weight * (committee === -1 ? UNPLACED_LEVEL : choiceRank(delegates[member]!, committees[committee]!.id));
      }, 0);
      const compared = lexicographicCompare(score, best.objective);
      if (compared < 0 || (compared === 0 && tie >= best.tie)) return;
      const feasible = committees.every((committee, index) => {
        const members = choice.flatMap((chosen, member) => (chosen === index ? [member] : []));
        const newcomers = members.filter((member) => delegates[member]!.seatedIn === undefined);
        return newcomers.length <= Math.max(0, committee.freeSeats) && countriesSuffice(problem, index, members);
      });
      if (feasible) best = { objective: score, tie };
      return;
    }
    const seatedIn = delegates[position]!.seatedIn;
    const options =
      seatedIn === undefined
        ? committees.map((_, index) => index)
        : committees.flatMap((committee, index) => (committee.id === seatedIn ? [index] : []));
    for (const committee of [-1, ...options]) {
      choice[position] = committee;
      visit(position + 1);
    }
  };
  visit(0);
  return best;
};
