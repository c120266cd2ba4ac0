import { describe, expect, it } from 'vitest';
import type { AllocationReport, AllocationRun } from '../api/get-allocation-run';
import { reportLines, runNotices } from './allocation-run';

const report: AllocationReport = {
  considered: 10,
  allocated: 8,
  failed: 2,
  choices: { first: 5, second: 2, third: 1, other: 0 },
  tiers: { S: 1, A: 3, B: 4 },
  largestSchoolCluster: { size: 3, school: 'Gems Wellington', committee: 'UNSC' },
};
const run = (overrides: Partial<AllocationRun>): AllocationRun => ({
  runId: 'r1',
  strategy: 'spec',
  dryRun: false,
  objective: 'coverage',
  tieRule: 'first_come',
  seed: null,
  state: 'completed',
  progress: 100,
  result: { considered: 10, allocated: 8, failed: 2, applied: true, stale: false, report, placements: [], otherObjective: null },
  error: null,
  ...overrides,
});

describe('runNotices', () => {
  it('says how many were allocated and how many could not be', () => {
    expect(runNotices(run({}))).toEqual([
      { tone: 'success', text: 'Successfully allocated 8 delegates' },
      { tone: 'error', text: 'Failed to allocate 2 delegates' },
    ]);
  });

  it('claims no success for a dry run', () => {
    expect(runNotices(run({ dryRun: true }))).toEqual([{ tone: 'error', text: 'Failed to allocate 2 delegates' }]);
  });

  it('says when there was nobody to allocate', () => {
    const none = { considered: 0, allocated: 0, failed: 0, applied: false, stale: false, report, placements: [], otherObjective: null };
    expect(runNotices(run({ result: none }))).toEqual([{ tone: 'info', text: 'All delegates are already assigned or locked' }]);
  });

  it('says why a run failed, and nothing while it works', () => {
    expect(runNotices(run({ state: 'failed', result: null, error: 'Out of memory' }))).toEqual([{ tone: 'error', text: 'Out of memory' }]);
    expect(runNotices(run({ state: 'failed', result: null }))).toEqual([{ tone: 'error', text: 'Failed to perform global allocation' }]);
    expect(runNotices(run({ state: 'running', result: null }))).toEqual([]);
  });
});

describe('reportLines', () => {
  it('reports choices, tiers and the largest same-school cluster', () => {
    const lines = Object.fromEntries(reportLines(report).map((line) => [line.label, line.value]));
    expect(lines).toMatchObject({
      '1st choice': '5',
      '2nd choice': '2',
      '3rd choice': '1',
      'Other committee': '0',
      'Tier S': '1',
      'Tier A': '3',
      'Tier B': '4',
    });
    expect(lines['Largest same-school cluster']).toBe('3 from Gems Wellington in UNSC');
    expect(reportLines({ ...report, largestSchoolCluster: { size: 0, school: null, committee: null } }).at(-1)!.value).toBe('None');
  });
});
