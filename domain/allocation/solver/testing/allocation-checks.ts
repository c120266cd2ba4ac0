import { expect } from 'vitest';
import { tierAllowed } from '../../tiers';
import { choiceRank } from '../preferences';
import type { AllocationOutcome, AllocationProblem } from '../problem';

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
 * (seated given a country, others placed, their first, second, third choices): compared
 * lexicographically, the optimal strategy's objective. Delegates already seated come first,
 * whatever their preferences: completing a place someone holds goes before giving a new one.
 */
export const objective = (problem: AllocationProblem, outcome: AllocationOutcome): number[] => {
  const delegates = new Map(problem.delegates.map((delegate) => [delegate.id, delegate]));
  const placed = outcome.placements.map((placement) => ({
    delegate: delegates.get(placement.registrationId)!,
    eventCommitteeId: placement.eventCommitteeId,
  }));
  const others = placed.filter(({ delegate }) => delegate.seatedIn === undefined);
  const ranks = others.map(({ delegate, eventCommitteeId }) => choiceRank(delegate, eventCommitteeId));
  return [placed.length - others.length, others.length, ...[0, 1, 2].map((rank) => ranks.filter((each) => each === rank).length)];
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
