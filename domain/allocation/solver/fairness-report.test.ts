import { describe, expect, it } from 'vitest';
import { fairnessReport } from './fairness-report';
import { committee, country, delegate, seatedDelegate } from './testing/builders';

describe('fairnessReport', () => {
  it('counts placements by preference rank and tier, and finds the largest school cluster including earlier assignments', () => {
    const problem = {
      delegates: [
        delegate('d1', 4, ['x', 'y'], 'North'),
        delegate('d2', 1, ['y', 'x'], 'North'),
        delegate('d3', 0, ['z', 'w', 'x'], 'South'),
        delegate('d4', 0, ['x'], null),
        delegate('d5', 0, ['x'], 'South'),
      ],
      committees: [committee('x', 5), committee('y', 5, { schoolCounts: { South: 1, North: 2 } })],
      countries: [country('s1', 'S'), country('a1', 'A'), country('b1', 'B'), country('b2', 'B')],
    };
    const outcome = {
      placements: [
        { registrationId: 'd1', eventCommitteeId: 'x', countryId: 's1' },
        { registrationId: 'd2', eventCommitteeId: 'x', countryId: 'a1' },
        { registrationId: 'd3', eventCommitteeId: 'x', countryId: 'b1' },
        { registrationId: 'd4', eventCommitteeId: 'y', countryId: 'b1' },
      ],
      unplaced: ['d5'],
    };
    expect(fairnessReport(problem, outcome)).toEqual({
      considered: 5,
      allocated: 4,
      failed: 1,
      choices: { first: 1, second: 1, third: 1, other: 1 },
      tiers: { S: 1, A: 1, B: 2 },
      largestSchoolCluster: { size: 2, school: 'North', committee: 'X' },
      withoutAnyChoice: 2,
      seniorityInversions: 0,
      byExperience: [
        { group: '0', delegates: 3, placed: 2, firstChoice: 0, anyChoice: 1 },
        { group: '1', delegates: 1, placed: 1, firstChoice: 0, anyChoice: 1 },
        { group: '2', delegates: 0, placed: 0, firstChoice: 0, anyChoice: 0 },
        { group: '3', delegates: 0, placed: 0, firstChoice: 0, anyChoice: 0 },
        { group: '4', delegates: 1, placed: 1, firstChoice: 1, anyChoice: 1 },
        { group: '5+', delegates: 0, placed: 0, firstChoice: 0, anyChoice: 0 },
      ],
      byRegistration: [
        { group: '1', delegates: 1, placed: 1, firstChoice: 1, anyChoice: 1 },
        { group: '2', delegates: 0, placed: 0, firstChoice: 0, anyChoice: 0 },
        { group: '3', delegates: 1, placed: 1, firstChoice: 0, anyChoice: 1 },
        { group: '4', delegates: 0, placed: 0, firstChoice: 0, anyChoice: 0 },
        { group: '5', delegates: 1, placed: 1, firstChoice: 0, anyChoice: 1 },
        { group: '6', delegates: 0, placed: 0, firstChoice: 0, anyChoice: 0 },
        { group: '7', delegates: 1, placed: 1, firstChoice: 0, anyChoice: 0 },
        { group: '8', delegates: 0, placed: 0, firstChoice: 0, anyChoice: 0 },
        { group: '9', delegates: 1, placed: 0, firstChoice: 0, anyChoice: 0 },
        { group: '10', delegates: 0, placed: 0, firstChoice: 0, anyChoice: 0 },
      ],
    });
  });

  it('counts seniority inversions: a delegate holding a lower tier than a less experienced one in the same committee', () => {
    const problem = {
      delegates: [delegate('veteran', 4, ['x']), delegate('second-year', 1, ['x']), delegate('other-veteran', 3, ['y'])],
      committees: [committee('x', 5), committee('y', 5)],
      countries: [country('a1', 'A'), country('b1', 'B')],
    };
    const report = fairnessReport(problem, {
      placements: [
        { registrationId: 'veteran', eventCommitteeId: 'x', countryId: 'b1' },
        { registrationId: 'second-year', eventCommitteeId: 'x', countryId: 'a1' },
        { registrationId: 'other-veteran', eventCommitteeId: 'y', countryId: 'b1' },
      ],
      unplaced: [],
    });
    expect(report.seniorityInversions).toBe(1);
  });

  it('reports no cluster when no school is known', () => {
    const problem = { delegates: [delegate('d1', 0, ['x'])], committees: [committee('x', 1)], countries: [country('b', 'B')] };
    const report = fairnessReport(problem, { placements: [{ registrationId: 'd1', eventCommitteeId: 'x', countryId: 'b' }], unplaced: [] });
    expect(report.largestSchoolCluster).toEqual({ size: 0, school: null, committee: null });
  });

  it('counts a delegate who already sat in the committee once in its school cluster', () => {
    const problem = {
      delegates: [seatedDelegate('d1', 0, 'x', ['x'], 'North')],
      committees: [committee('x', 0, { schoolCounts: { North: 1 } })],
      countries: [country('b', 'B')],
    };
    const report = fairnessReport(problem, { placements: [{ registrationId: 'd1', eventCommitteeId: 'x', countryId: 'b' }], unplaced: [] });
    expect(report).toMatchObject({
      allocated: 1,
      choices: { first: 1 },
      largestSchoolCluster: { size: 1, school: 'North', committee: 'X' },
    });
  });
});
