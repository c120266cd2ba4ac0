import { describe, expect, it } from 'vitest';
import { fairnessReport } from './fairness-report';
import { allocateOptimally } from './optimal';
import { allocateBySpec } from './spec-greedy';
import { committee, country, delegate, oneOfEachTier } from './testing/builders';

const committeeOf = (outcome: ReturnType<typeof allocateOptimally>) =>
  Object.fromEntries(outcome.placements.map((placement) => [placement.registrationId, placement.eventCommitteeId]));

describe('allocateOptimally', () => {
  it('places a delegate the spec rule leaves out, by giving the only S country to the one who may hold it', () => {
    const problem = {
      delegates: [delegate('senior', 5, ['x']), delegate('new', 0, ['x'])],
      committees: [committee('x', 1), committee('y', 1)],
      countries: [country('b', 'B'), country('s', 'S')],
    };
    problem.committees[0] = committee('x', 1, { takenCountryIds: ['s'] });
    problem.committees[1] = committee('y', 1, { takenCountryIds: ['b'] });
    expect(allocateBySpec(problem).unplaced).toEqual(['new']);
    expect(allocateOptimally(problem).placements).toEqual([
      { registrationId: 'senior', eventCommitteeId: 'y', countryId: 's' },
      { registrationId: 'new', eventCommitteeId: 'x', countryId: 'b' },
    ]);
  });

  it('rank-maximal: takes one more first choice over any number of second choices, even if someone then has none of theirs', () => {
    const problem = {
      delegates: [delegate('ana', 2, ['x', 'y']), delegate('ben', 2, ['full', 'x'])],
      committees: [committee('x', 1), committee('y', 1), committee('full', 0)],
      countries: oneOfEachTier,
    };
    const outcome = allocateOptimally(problem, 'rank_maximal');
    expect(committeeOf(outcome)).toEqual({ ana: 'x', ben: 'y' });
    expect(fairnessReport(problem, outcome)).toMatchObject({ choices: { first: 1, second: 0, third: 0, other: 1 }, withoutAnyChoice: 1 });
  });

  it('coverage (the default): gives everyone one of their choices before anyone a first choice', () => {
    const problem = {
      delegates: [delegate('ana', 2, ['x', 'y']), delegate('ben', 2, ['full', 'x'])],
      committees: [committee('x', 1), committee('y', 1), committee('full', 0)],
      countries: oneOfEachTier,
    };
    const outcome = allocateOptimally(problem);
    expect(committeeOf(outcome)).toEqual({ ana: 'y', ben: 'x' });
    expect(fairnessReport(problem, outcome)).toMatchObject({ choices: { first: 0, second: 2, third: 0, other: 0 }, withoutAnyChoice: 0 });
  });

  it('takes one more second choice over any number of third choices, or by default one more delegate in any of their choices', () => {
    const problem = {
      delegates: [delegate('ana', 2, ['full', 'x', 'y']), delegate('ben', 2, ['full', 'gone', 'x'])],
      committees: [committee('x', 1), committee('y', 1), committee('full', 0)],
      countries: oneOfEachTier,
    };
    expect(committeeOf(allocateOptimally(problem, 'rank_maximal'))).toEqual({ ana: 'x', ben: 'y' });
    expect(committeeOf(allocateOptimally(problem, 'coverage'))).toEqual({ ana: 'y', ben: 'x' });
  });

  it('spreads a school over committees where no preference is at stake, leaving preferred placements alone', () => {
    const problem = {
      delegates: [
        delegate('keen', 2, ['x'], 'North'),
        delegate('open-1', 2, [], 'North'),
        delegate('open-2', 2, [], 'North'),
        delegate('open-3', 2, [], 'South'),
      ],
      committees: [committee('x', 4, { schoolCounts: { North: 1 } }), committee('y', 2, { schoolCounts: { North: 1 } }), committee('z', 2)],
      countries: [country('a1', 'A'), country('a2', 'A'), country('b1', 'B')],
    };
    const outcome = allocateOptimally(problem);
    expect(committeeOf(outcome)).toEqual({ keen: 'x', 'open-1': 'z', 'open-2': 'y', 'open-3': 'x' });
    expect(fairnessReport(problem, outcome).largestSchoolCluster).toEqual({ size: 2, school: 'North', committee: 'X' });
  });

  it('gives countries per committee so that the least experienced still find one they may hold', () => {
    const problem = {
      delegates: [delegate('senior', 4, ['x']), delegate('second-year', 1, ['x']), delegate('new', 0, ['x'])],
      committees: [committee('x', 3)],
      countries: [country('s', 'S'), country('a', 'A'), country('b', 'B')],
    };
    expect(allocateOptimally(problem).placements.map(({ registrationId, countryId }) => [registrationId, countryId])).toEqual([
      ['senior', 's'],
      ['second-year', 'a'],
      ['new', 'b'],
    ]);
  });
});
