import type { FairnessReport } from './fairness-report';
import { delegationsOf, openCommittees } from './delegation-groups';
import type { AllocationOutcome, AllocationProblem } from './problem';

/**
 * The report's delegations section: per school, its delegates, how many were placed and the
 * countries they hold; how many delegations are kept whole (all placed, on one country) and how
 * many are split (their placed delegates hold more than one). The bounds hold for
 * any allocation: a delegation with more delegates than committees open cannot sit on one
 * country, and one with p placed needs at least ⌈p / committees open⌉ countries.
 */
export const delegationReport = (
  problem: AllocationProblem,
  outcome: AllocationOutcome,
  exact: boolean,
): NonNullable<FairnessReport['delegations']> => {
  const open = Math.max(1, openCommittees(problem).size);
  const placementOf = new Map(outcome.placements.map((placement) => [placement.registrationId, placement]));
  const nameOf = new Map(problem.countries.map((country) => [country.id, country.name]));
  const list = delegationsOf(problem).map(({ school, members }) => {
    const held = members.flatMap((position) => {
      const placement = placementOf.get(problem.delegates[position]!.id);
      return placement ? [placement.countryId] : [];
    });
    const countries = [...new Set(held)].map((id) => nameOf.get(id) ?? id).sort((a, b) => a.localeCompare(b, 'en'));
    const wishes = (problem.countryWishes?.[school] ?? []).map((id) => nameOf.get(id) ?? id);
    const name = problem.schoolNames?.[school] ?? school;
    return { school: name, delegates: members.length, placed: held.length, countries, ...(wishes.length > 0 ? { wishes } : {}) };
  });
  list.sort((a, b) => a.school.localeCompare(b.school, 'en'));
  return {
    count: list.length,
    keptWhole: list.filter((delegation) => delegation.countries.length === 1 && delegation.placed === delegation.delegates).length,
    split: list.filter((delegation) => delegation.countries.length > 1).length,
    keptWholeBound: list.filter((delegation) => delegation.delegates <= open).length,
    countries: list.reduce((sum, delegation) => sum + delegation.countries.length, 0),
    countriesBound: list.reduce((sum, delegation) => sum + Math.ceil(delegation.placed / open), 0),
    exact,
    list,
  };
};
