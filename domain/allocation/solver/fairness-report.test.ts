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
    });
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
