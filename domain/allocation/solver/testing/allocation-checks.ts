import { expect } from 'vitest';
import { tierAllowed } from '../../tiers';
import { choiceRank, OTHER } from '../preferences';
import { priorityOrder } from '../priority';
import type { AllocationObjective, AllocationOutcome, AllocationProblem, AllocationRules } from '../problem';

/** Every rule an outcome must keep, whatever the strategy. */
export const expectValidOutcome = (problem: AllocationProblem, outcome: AllocationOutcome) => {
  const placedIds = outcome.placements.map((placement) => placement.registrationId);
  expect([...placedIds, ...outcome.unplaced].sort()).toEqual(problem.delegates.map((delegate) => delegate.id).sort());
  const delegates = new Map(problem.delegates.map((delegate) => [delegate.id, delegate]));
  const countries = new Map(problem.countries.map((country) => [country.id, country]));
  for (const committee of problem.committees) {
    const here = outcome.placements.filter((placement) => placement.eventCommitteeId === committee.id);
    // Delegates already seated there hold their seat: only the others take free seats.
    expect(here.filter((placement) => delegates.get(placement.registrationId)!.seatedIn === undefined).length).toBeLessThanOrEqual(
      Math.max(0, committee.freeSeats),
    );
    const held = [...committee.takenCountryIds, ...here.map((placement) => placement.countryId)];
    expect(new Set(held).size).toBe(held.length);
  }
  for (const placement of outcome.placements) {
    expect(problem.committees.some((committee) => committee.id === placement.eventCommitteeId)).toBe(true);
    const delegate = delegates.get(placement.registrationId)!;
    if (delegate.seatedIn !== undefined) expect(placement.eventCommitteeId).toBe(delegate.seatedIn);
    const country = countries.get(placement.countryId);
    expect(country).toBeDefined();
    expect(tierAllowed(delegate.munExperience, country!.tier)).toBe(true);
  }
};

/**
 * The optimal strategy's objective, compared lexicographically: (seated given a country, others
 * placed, then for `coverage` those in one of their choices, first, second choices; for
 * `rank_maximal` first, second, third choices). Delegates already seated come first, whatever
 * their preferences: completing a place someone holds goes before giving a new one.
 */
export const objectiveOf = (objective: AllocationObjective, seated: number, ranks: readonly number[]): number[] => {
  const count = (rank: number) => ranks.filter((each) => each === rank).length;
  return objective === 'coverage'
    ? [seated, ranks.length, ranks.filter((rank) => rank < OTHER).length, count(0), count(1)]
    : [seated, ranks.length, count(0), count(1), count(2)];
};

export const objective = (problem: AllocationProblem, outcome: AllocationOutcome, kind: AllocationObjective = 'coverage'): number[] => {
  const delegates = new Map(problem.delegates.map((delegate) => [delegate.id, delegate]));
  const placed = outcome.placements.map((placement) => ({
    delegate: delegates.get(placement.registrationId)!,
    eventCommitteeId: placement.eventCommitteeId,
  }));
  const others = placed.filter(({ delegate }) => delegate.seatedIn === undefined);
  const ranks = others.map(({ delegate, eventCommitteeId }) => choiceRank(delegate, eventCommitteeId));
  return objectiveOf(kind, placed.length - others.length, ranks);
};

/**
 * Each delegate not yet seated, by id, with the tie weight the rules give them: n for the first
 * in priority among the n of them, down to 1 for the last.
 */
export const tieWeights = (problem: AllocationProblem, rules: AllocationRules): Map<string, number> => {
  const open = priorityOrder(problem.delegates, rules).filter((position) => problem.delegates[position]!.seatedIn === undefined);
  return new Map(open.map((position, index) => [problem.delegates[position]!.id, open.length - index]));
};

/** Unplaced counts as level 4, after the three choices (0–2) and another committee (3). */
export const UNPLACED_LEVEL = 4;

/** Σ level × weight over the delegates not yet seated: what the tie rule minimises among equally good allocations. */
export const tieOf = (problem: AllocationProblem, outcome: AllocationOutcome, rules: AllocationRules): number => {
  const weights = tieWeights(problem, rules);
  const committeeOf = new Map(outcome.placements.map((placement) => [placement.registrationId, placement.eventCommitteeId]));
  return problem.delegates.reduce((sum, delegate) => {
    const weight = weights.get(delegate.id);
    if (weight === undefined) return sum;
    const committee = committeeOf.get(delegate.id);
    return sum + weight * (committee === undefined ? UNPLACED_LEVEL : choiceRank(delegate, committee));
  }, 0);
};

export const lexicographicCompare = (a: readonly number[], b: readonly number[]): number => {
  const differing = a.findIndex((value, index) => value !== b[index]);
  return differing === -1 ? 0 : a[differing]! - b[differing]!;
};

/** Freezes a problem all the way down, so a solver that writes to its input throws. */
export const deepFrozen = <T>(value: T): T => {
  if (value !== null && typeof value === 'object') {
    Object.values(value).forEach(deepFrozen);
    Object.freeze(value);
  }
  return value;
};
