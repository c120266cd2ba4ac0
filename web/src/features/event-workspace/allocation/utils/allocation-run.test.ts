import { describe, expect, it } from 'vitest';
import type { AllocationReport, AllocationRun } from '../api/get-allocation-run';
import { fairnessRows, objectiveComparison, reportLines, ruleLines, runNotices, tenthName } from './allocation-run';

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
  result: {
    considered: 10,
    allocated: 8,
    failed: 2,
    applied: true,
    stale: false,
    report,
    placements: [],
    unplaced: null,
    otherObjective: null,
  },
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
    const none = {
      considered: 0,
      allocated: 0,
      failed: 0,
      applied: false,
      stale: false,
      report,
      placements: [],
      unplaced: null,
      otherObjective: null,
    };
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

describe('the fairness figures', () => {
  it('states the rules the run was made with: the objective (optimal only) and how ties were settled, with a lottery’s seed', () => {
    expect(ruleLines(run({}))).toEqual([{ label: 'Ties', value: 'First come, first served' }]);
    expect(ruleLines(run({ strategy: 'optimal', tieRule: 'lottery', seed: 4242 }))).toEqual([
      { label: 'Objective', value: 'Everyone a choice (default)' },
      { label: 'Ties', value: 'Lottery, seed 4242' },
    ]);
    expect(ruleLines(run({ objective: null, tieRule: null }))).toEqual([]);
  });

  it('adds the delegates left without any of their choices and the seniority inversions when the run counted them', () => {
    const lines = Object.fromEntries(
      reportLines({ ...report, withoutAnyChoice: 3, seniorityInversions: 0 }).map((line) => [line.label, line.value]),
    );
    expect(lines).toMatchObject({ 'None of their choices': '3', 'Seniority inversions': '0' });
    expect(reportLines(report).map((line) => line.label)).not.toContain('Seniority inversions');
  });

  it('gives each group its placed, first-choice and any-choice rates', () => {
    const groups = [
      { group: '1', delegates: 4, placed: 4, firstChoice: 3, anyChoice: 4 },
      { group: '10', delegates: 0, placed: 0, firstChoice: 0, anyChoice: 0 },
    ];
    expect(fairnessRows(groups, tenthName)).toEqual([
      { group: '1st tenth (earliest)', delegates: 4, placed: '100%', firstChoice: '75%', anyChoice: '100%' },
      { group: '10th tenth (latest)', delegates: 0, placed: '–', firstChoice: '–', anyChoice: '–' },
    ]);
  });

  it('sets the chosen objective’s figures beside the other’s', () => {
    const other = {
      objective: 'rank_maximal' as const,
      allocated: 8,
      withoutAnyChoice: 2,
      choices: { first: 6, second: 1, third: 0, other: 1 },
    };
    const rows = objectiveComparison({ ...report, withoutAnyChoice: 0 }, other);
    expect(rows.find((row) => row.label === '1st choice')).toEqual({ label: '1st choice', chosen: '5', other: '6' });
    expect(rows.find((row) => row.label === 'None of their choices')).toEqual({ label: 'None of their choices', chosen: '0', other: '2' });
  });
});
