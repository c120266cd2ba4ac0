import type { AllocationObjective, TieRule } from '@domain/allocation/run-report';
import type { AllocationReport, AllocationRun, AllocationStrategy } from '../api/get-allocation-run';
import { delegateMessages } from './delegate-messages';

/** The two ways to allocate, as the Global Allocation panel offers them (spec rule first: the default). */
export const strategyOptions: ReadonlyArray<{ id: AllocationStrategy; label: string; explanation: string }> = [
  {
    id: 'spec',
    label: 'Spec rule (default)',
    explanation:
      'Most MUN experience first: each delegate gets their first preferred committee with a free seat, else any committee with one.',
  },
  {
    id: 'optimal',
    label: 'Optimal',
    explanation:
      'Everyone at once: places as many delegates as possible, then follows the objective, spreading schools where no choice is at stake.',
  },
];

export const strategyLabel = (strategy: AllocationStrategy): string => strategyOptions.find((option) => option.id === strategy)!.label;

/** What the optimal strategy maximises once as many as possible are placed (coverage first: the default). */
export const objectiveOptions: ReadonlyArray<{ id: AllocationObjective; label: string; explanation: string }> = [
  {
    id: 'coverage',
    label: 'Everyone a choice (default)',
    explanation: 'As many delegates as possible in one of their three choices, then the most first, second and third choices.',
  },
  {
    id: 'rank_maximal',
    label: 'Most first choices',
    explanation: 'The most first choices, then second, then third, even if some delegates then get none of theirs.',
  },
];

export const objectiveLabel = (objective: AllocationObjective): string => objectiveOptions.find((option) => option.id === objective)!.label;

/** How delegates equal in every other respect are ordered, for either strategy. */
export const tieRuleOptions: ReadonlyArray<{ id: TieRule; label: string; explanation: string }> = [
  { id: 'first_come', label: 'First come, first served (default)', explanation: 'The earlier registration goes first.' },
  {
    id: 'lottery',
    label: 'Lottery',
    explanation: 'A draw fixed by its seed: the same seed gives the same allocation. Leave the seed empty to have one drawn.',
  },
];

/** The rules a run was made with, as its report states them. */
export const ruleLines = (run: Pick<AllocationRun, 'strategy' | 'objective' | 'tieRule' | 'seed'>): ReportLine[] => [
  ...(run.strategy === 'optimal' && run.objective ? [{ label: 'Objective', value: objectiveLabel(run.objective) }] : []),
  ...(run.tieRule
    ? [{ label: 'Ties', value: run.tieRule === 'lottery' ? `Lottery, seed ${run.seed ?? '?'}` : 'First come, first served' }]
    : []),
];

export interface Notice {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/**
 * Spec §8 and §9: what a finished run says. Delegates allocated: 'Successfully allocated {n}
 * delegates' (not for a dry run, which only reports); some could not be: 'Failed to allocate
 * {n} delegates'; nobody to allocate: 'All delegates are already assigned or locked'. A run
 * that failed says why, else 'Failed to perform global allocation'.
 */
export const runNotices = (run: Pick<AllocationRun, 'state' | 'dryRun' | 'result' | 'error'>): Notice[] => {
  if (run.state === 'failed') return [{ tone: 'error', text: run.error?.trim() || delegateMessages.allocationFailed }];
  const { result } = run;
  if (run.state !== 'completed' || !result) return [];
  if (result.considered === 0) return [{ tone: 'info', text: delegateMessages.nothingToAllocate }];
  const notices: Notice[] = [];
  if (!run.dryRun && result.allocated > 0) notices.push({ tone: 'success', text: delegateMessages.allocatedSome(result.allocated) });
  if (result.failed > 0) notices.push({ tone: 'error', text: delegateMessages.failedSome(result.failed) });
  return notices;
};

export interface ReportLine {
  label: string;
  value: string;
}

const largestCluster = ({ size, school, committee }: AllocationReport['largestSchoolCluster']): string => {
  if (size === 0) return 'None';
  const where = [school ? `from ${school}` : null, committee ? `in ${committee}` : null].filter(Boolean).join(' ');
  return where ? `${size} ${where}` : String(size);
};

/** The fairness report of a run, line by line: who got what they asked for, tiers, and schools clustering. */
export const reportLines = (report: AllocationReport): ReportLine[] => [
  { label: 'Considered', value: String(report.considered) },
  { label: 'Allocated', value: String(report.allocated) },
  { label: 'Failed', value: String(report.failed) },
  { label: '1st choice', value: String(report.choices.first) },
  { label: '2nd choice', value: String(report.choices.second) },
  { label: '3rd choice', value: String(report.choices.third) },
  { label: 'Other committee', value: String(report.choices.other) },
  { label: 'Tier S', value: String(report.tiers.S) },
  { label: 'Tier A', value: String(report.tiers.A) },
  { label: 'Tier B', value: String(report.tiers.B) },
  { label: 'Largest same-school cluster', value: largestCluster(report.largestSchoolCluster) },
  ...(report.withoutAnyChoice === undefined ? [] : [{ label: 'None of their choices', value: String(report.withoutAnyChoice) }]),
  ...(report.seniorityInversions === undefined ? [] : [{ label: 'Seniority inversions', value: String(report.seniorityInversions) }]),
];

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((100 * part) / whole)}%`);

export interface FairnessRow {
  group: string;
  delegates: number;
  placed: string;
  firstChoice: string;
  anyChoice: string;
}

type FairnessGroups = NonNullable<AllocationReport['byExperience']>;

/** A fairness table's rows: each group's size and its placed, first-choice and any-choice rates. */
export const fairnessRows = (groups: FairnessGroups, name: (group: string) => string): FairnessRow[] =>
  groups.map((group) => ({
    group: name(group.group),
    delegates: group.delegates,
    placed: percent(group.placed, group.delegates),
    firstChoice: percent(group.firstChoice, group.delegates),
    anyChoice: percent(group.anyChoice, group.delegates),
  }));

export const experienceGroupName = (group: string) => (group === '1' ? '1 year' : `${group} years`);
export const tenthName = (group: string) =>
  group === '1' ? '1st tenth (earliest)' : group === '10' ? '10th tenth (latest)' : `${ordinal(Number(group))} tenth`;
const ordinal = (value: number) => `${value}${value === 2 ? 'nd' : value === 3 ? 'rd' : 'th'}`;

/** The chosen objective's figures beside the other's, line by line (an optimal dry run). */
export const objectiveComparison = (
  report: AllocationReport,
  other: NonNullable<NonNullable<AllocationRun['result']>['otherObjective']>,
): Array<{ label: string; chosen: string; other: string }> => [
  { label: 'Allocated', chosen: String(report.allocated), other: String(other.allocated) },
  { label: '1st choice', chosen: String(report.choices.first), other: String(other.choices.first) },
  { label: '2nd choice', chosen: String(report.choices.second), other: String(other.choices.second) },
  { label: '3rd choice', chosen: String(report.choices.third), other: String(other.choices.third) },
  { label: 'Other committee', chosen: String(report.choices.other), other: String(other.choices.other) },
  { label: 'None of their choices', chosen: String(report.withoutAnyChoice ?? '–'), other: String(other.withoutAnyChoice) },
];
