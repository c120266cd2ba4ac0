import { describe, expect, it } from 'vitest';
import { allocate } from './index';
import type { AllocationProblem, AllocationStrategy } from './problem';
import { expectValidOutcome } from './testing/allocation-checks';
import { committee, country, delegate, oneOfEachTier } from './testing/builders';

const committeeOf = (problem: AllocationProblem, strategy: AllocationStrategy) =>
  Object.fromEntries(allocate(strategy, problem).placements.map((placement) => [placement.delegateId, placement.committeeId]));

describe.each<AllocationStrategy>(['spec', 'optimal'])('the %s strategy', (strategy) => {
  it('gives each delegate the first preference that has room, ignoring committees that do not exist', () => {
    const problem = {
      delegates: [delegate('ana', 3, ['gone', 'x', 'y']), delegate('ben', 3, ['x', 'y']), delegate('cy', 3, ['z', 'y'])],
      committees: [committee('x', 1), committee('y', 2), committee('z', 0)],
      countries: oneOfEachTier,
    };
    const placed = committeeOf(problem, strategy);
    expect(placed.cy).toBe('y');
    expect([placed.ana, placed.ben].sort()).toEqual(['x', 'y']);
  });

  it('never fills more than the free seats, and leaves over the rest unplaced', () => {
    const problem = {
      delegates: ['a', 'b', 'c', 'd'].map((id) => delegate(id, 4, ['x'])),
      committees: [committee('x', 2), committee('y', 1)],
      countries: oneOfEachTier,
    };
    const outcome = allocate(strategy, problem);
    expectValidOutcome(problem, outcome);
    expect(outcome.placements.filter((placement) => placement.committeeId === 'x')).toHaveLength(2);
    expect(outcome.unplaced).toHaveLength(1);
  });

  it('gives a country at most once per committee, counting those already taken', () => {
    const problem = {
      delegates: ['a', 'b', 'c'].map((id) => delegate(id, 5, ['x'])),
      committees: [committee('x', 3, { takenCountryIds: ['s'] })],
      countries: oneOfEachTier,
    };
    const outcome = allocate(strategy, problem);
    expect(outcome.placements.map((placement) => placement.countryId).sort()).toEqual(['a', 'b']);
    expect(outcome.unplaced).toHaveLength(1);
  });

  it('never gives a country above the tiers the delegate’s experience allows, even with seats free', () => {
    const problem = {
      delegates: [delegate('new', 0, ['x']), delegate('second-year', 1, ['x'])],
      committees: [committee('x', 5)],
      countries: [country('s', 'S'), country('a', 'A')],
    };
    const outcome = allocate(strategy, problem);
    expect(outcome.placements).toEqual([{ delegateId: 'second-year', committeeId: 'x', countryId: 'a' }]);
    expect(outcome.unplaced).toEqual(['new']);
  });

  it('places a delegate outside their preferences when those are full, and nobody when no committee has room', () => {
    const problem = {
      delegates: [delegate('a', 2, ['x']), delegate('b', 2, ['x']), delegate('c', 2)],
      committees: [committee('x', 1), committee('y', 1)],
      countries: oneOfEachTier,
    };
    const outcome = allocate(strategy, problem);
    expectValidOutcome(problem, outcome);
    expect(outcome.placements.map((placement) => placement.committeeId).sort()).toEqual(['x', 'y']);
    expect(outcome.unplaced).toHaveLength(1);
  });

  it('places nobody when there is no committee or no country', () => {
    const delegates = [delegate('a', 4, ['x'])];
    expect(allocate(strategy, { delegates, committees: [], countries: oneOfEachTier })).toEqual({ placements: [], unplaced: ['a'] });
    expect(allocate(strategy, { delegates, committees: [committee('x', 3)], countries: [] })).toEqual({ placements: [], unplaced: ['a'] });
  });
});
