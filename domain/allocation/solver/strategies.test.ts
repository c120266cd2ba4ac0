import { describe, expect, it } from 'vitest';
import { allocate } from './index';
import type { AllocationProblem, AllocationStrategy } from './problem';
import { expectValidOutcome } from './testing/allocation-checks';
import { committee, country, delegate, oneOfEachTier, seatedDelegate } from './testing/builders';

const committeeOf = (problem: AllocationProblem, strategy: AllocationStrategy) =>
  Object.fromEntries(allocate(strategy, problem).placements.map((placement) => [placement.registrationId, placement.eventCommitteeId]));

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

  it('gives a contested seat to the earlier registrant by default, whichever the roster lists first', () => {
    const problem = {
      delegates: [
        { ...delegate('late', 2, ['x']), registered: 2 },
        { ...delegate('early', 2, ['x']), registered: 1 },
      ],
      committees: [committee('x', 1)],
      countries: oneOfEachTier,
    };
    expect(allocate(strategy, problem).unplaced).toEqual(['late']);
    expect(allocate(strategy, { ...problem, delegates: [...problem.delegates].reverse() }).unplaced).toEqual(['late']);
  });

  it('settles the same contest by a lottery whose seed decides it, the same way every time', () => {
    const problem = {
      delegates: Array.from({ length: 8 }, (_, index) => ({ ...delegate(`d${index}`, 2, ['x']), registered: index + 1 })),
      committees: [committee('x', 1)],
      countries: oneOfEachTier,
    };
    const winner = (seed: number) =>
      allocate(strategy, problem, { objective: 'coverage', tieRule: 'lottery', seed }).placements[0]!.registrationId;
    const winners = new Set(Array.from({ length: 20 }, (_, seed) => winner(seed)));
    expect(winners.size).toBeGreaterThan(2);
    expect(winner(7)).toBe(winner(7));
  });

  it('hands the countries out most experienced first within a committee', () => {
    const problem = {
      delegates: [delegate('second-year', 1, ['x']), delegate('veteran', 4, ['x']), delegate('new', 0, ['x'])],
      committees: [committee('x', 3)],
      countries: [country('a', 'A'), country('b1', 'B'), country('b2', 'B')],
    };
    const countryOf = Object.fromEntries(
      allocate(strategy, problem).placements.map((placement) => [placement.registrationId, placement.countryId]),
    );
    expect(countryOf.veteran).toBe('a');
  });

  it('gives committees that use few countries of a tier different ones, not the same first few by name', () => {
    const problem = {
      delegates: ['a', 'b', 'c', 'd'].map((id, index) => delegate(id, 0, [['w', 'x', 'y', 'z'][index]!])),
      committees: ['w', 'x', 'y', 'z'].map((id) => committee(id, 1)),
      countries: ['Belize', 'Benin', 'Bhutan', 'Bolivia', 'Botswana', 'Brunei', 'Bulgaria', 'Burundi'].map((name) =>
        country(name, 'B', name),
      ),
    };
    const given = allocate(strategy, problem).placements.map((placement) => placement.countryId);
    expect(given).toEqual(['Belize', 'Bhutan', 'Botswana', 'Bulgaria']);
  });

  it('never fills more than the free seats, and leaves over the rest unplaced', () => {
    const problem = {
      delegates: ['a', 'b', 'c', 'd'].map((id) => delegate(id, 4, ['x'])),
      committees: [committee('x', 2), committee('y', 1)],
      countries: oneOfEachTier,
    };
    const outcome = allocate(strategy, problem);
    expectValidOutcome(problem, outcome);
    expect(outcome.placements.filter((placement) => placement.eventCommitteeId === 'x')).toHaveLength(2);
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
    expect(outcome.placements).toEqual([{ registrationId: 'second-year', eventCommitteeId: 'x', countryId: 'a' }]);
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
    expect(outcome.placements.map((placement) => placement.eventCommitteeId).sort()).toEqual(['x', 'y']);
    expect(outcome.unplaced).toHaveLength(1);
  });

  it('places nobody when there is no committee or no country', () => {
    const delegates = [delegate('a', 4, ['x'])];
    expect(allocate(strategy, { delegates, committees: [], countries: oneOfEachTier })).toEqual({ placements: [], unplaced: ['a'] });
    expect(allocate(strategy, { delegates, committees: [committee('x', 3)], countries: [] })).toEqual({ placements: [], unplaced: ['a'] });
  });

  it('gives a delegate who already sits in a committee a country there, without a free seat, before placing anyone else', () => {
    const problem = {
      // x has no free seat (the seated delegate holds one) and one allowed country left for them.
      delegates: [delegate('keen', 5, ['x']), seatedDelegate('seated', 1, 'x', ['y'])],
      committees: [committee('x', 0, { takenCountryIds: ['b'] }), committee('y', 1)],
      countries: oneOfEachTier,
    };
    const outcome = allocate(strategy, problem);
    expectValidOutcome(problem, outcome);
    expect(outcome.placements).toContainEqual({ registrationId: 'seated', eventCommitteeId: 'x', countryId: 'a' });
    expect(outcome.placements).toContainEqual({ registrationId: 'keen', eventCommitteeId: 'y', countryId: 's' });
    expect(outcome.unplaced).toEqual([]);
  });

  it('gives a seated delegate a country before a newcomer could take the last one of their committee', () => {
    const problem = {
      delegates: [delegate('newcomer', 4, ['x']), seatedDelegate('seated', 0, 'x')],
      committees: [committee('x', 1)],
      countries: [country('b', 'B')],
    };
    expect(allocate(strategy, problem)).toEqual({
      placements: [{ registrationId: 'seated', eventCommitteeId: 'x', countryId: 'b' }],
      unplaced: ['newcomer'],
    });
  });

  it('leaves a seated delegate where they are when their committee has no country they may hold', () => {
    const problem = {
      delegates: [seatedDelegate('seated', 0, 'x')],
      committees: [committee('x', 3, { takenCountryIds: ['b'] }), committee('y', 3)],
      countries: oneOfEachTier,
    };
    expect(allocate(strategy, problem)).toEqual({ placements: [], unplaced: ['seated'] });
  });

  it('gives as many seated delegates of one committee a country as their tiers allow, most experienced first', () => {
    const problem = {
      delegates: [seatedDelegate('new', 0, 'x'), seatedDelegate('senior', 4, 'x'), seatedDelegate('second-year', 1, 'x')],
      committees: [committee('x', 0)],
      countries: [country('s', 'S'), country('a', 'A'), country('b', 'B')],
    };
    const outcome = allocate(strategy, problem);
    expect(outcome.placements.map(({ registrationId, countryId }) => [registrationId, countryId])).toEqual([
      ['new', 'b'],
      ['senior', 's'],
      ['second-year', 'a'],
    ]);
  });
});
