import type { AllocationObjective, TieRule } from '@domain/allocation/run-report';
import type { AllocationReport, AllocationRun, AllocationStrategy } from '../api/get-allocation-run';
import { formatPercent } from '../../../../i18n/format';
import { msg, t } from '../../../../i18n/intl';
import { delegateMessages } from './delegate-messages';

/** The two ways to allocate, as the Global Allocation panel offers them (spec rule first: the default); labels and explanations shown with t(). */
export const strategyOptions: ReadonlyArray<{ id: AllocationStrategy; label: string; explanation: string }> = [
  {
    id: 'spec',
    label: msg('Spec rule (default)'),
    explanation: msg(
      'Most MUN experience first: each delegate gets their first preferred committee with a free seat, else any committee with one.',
    ),
  },
  {
    id: 'optimal',
    label: msg('Optimal'),
    explanation: msg(
      'Everyone at once: places as many delegates as possible, then follows the objective, spreading schools where no choice is at stake.',
    ),
  },
];

export const strategyLabel = (strategy: AllocationStrategy): string => strategyOptions.find((option) => option.id === strategy)!.label;

/** What the optimal strategy maximises once as many as possible are placed (coverage first: the default). */
export const objectiveOptions: ReadonlyArray<{ id: AllocationObjective; label: string; explanation: string }> = [
  {
    id: 'coverage',
    label: msg('Everyone a choice (default)'),
    explanation: msg('As many delegates as possible in one of their three choices, then the most first, second and third choices.'),
  },
  {
    id: 'rank_maximal',
    label: msg('Most first choices'),
    explanation: msg('The most first choices, then second, then third, even if some delegates then get none of theirs.'),
  },
];

export const objectiveLabel = (objective: AllocationObjective): string => objectiveOptions.find((option) => option.id === objective)!.label;

/** How delegates equal in every other respect are ordered, for either strategy. */
export const tieRuleOptions: ReadonlyArray<{ id: TieRule; label: string; explanation: string }> = [
  { id: 'first_come', label: msg('First come, first served (default)'), explanation: msg('The earlier registration goes first.') },
  {
    id: 'lottery',
    label: msg('Lottery'),
    explanation: msg('A draw fixed by its seed: the same seed gives the same allocation. Leave the seed empty to have one drawn.'),
  },
];

/** The rules a run was made with, as its report states them (in the chosen language). */
export const ruleLines = (run: Pick<AllocationRun, 'strategy' | 'objective' | 'tieRule' | 'seed'>): ReportLine[] => [
  ...(run.strategy === 'optimal' && run.objective ? [{ label: t('Objective'), value: t(objectiveLabel(run.objective)) }] : []),
  ...(run.tieRule
    ? [
        {
          label: t('Ties'),
          value: run.tieRule === 'lottery' ? t('Lottery, seed {seed}', { seed: run.seed ?? '?' }) : t('First come, first served'),
        },
      ]
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
  // The server's reason is shown as it comes (the server writes it in the caller's language).
  if (run.state === 'failed') return [{ tone: 'error', text: run.error?.trim() || t(delegateMessages.allocationFailed) }];
  const { result } = run;
  if (run.state !== 'completed' || !result) return [];
  if (result.considered === 0) return [{ tone: 'info', text: t(delegateMessages.nothingToAllocate) }];
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
  if (size === 0) return t('None');
  if (school && committee) return t('{size} from {school} in {committee}', { size, school, committee });
  if (school) return t('{size} from {school}', { size, school });
  if (committee) return t('{size} in {committee}', { size, committee });
  return String(size);
};

/** The fairness report of a run, line by line (in the chosen language): who got what they asked for, tiers, and schools clustering. */
export const reportLines = (report: AllocationReport): ReportLine[] => [
  { label: t('Considered'), value: String(report.considered) },
  { label: t('Allocated'), value: String(report.allocated) },
  { label: t('Failed'), value: String(report.failed) },
  { label: t('1st choice'), value: String(report.choices.first) },
  { label: t('2nd choice'), value: String(report.choices.second) },
  { label: t('3rd choice'), value: String(report.choices.third) },
  { label: t('Other committee'), value: String(report.choices.other) },
  { label: t('Tier S'), value: String(report.tiers.S) },
  { label: t('Tier A'), value: String(report.tiers.A) },
  { label: t('Tier B'), value: String(report.tiers.B) },
  { label: t('Largest same-school cluster'), value: largestCluster(report.largestSchoolCluster) },
  ...(report.withoutAnyChoice === undefined ? [] : [{ label: t('None of their choices'), value: String(report.withoutAnyChoice) }]),
  ...(report.seniorityInversions === undefined ? [] : [{ label: t('Seniority inversions'), value: String(report.seniorityInversions) }]),
];

const percent = (part: number, whole: number) => (whole === 0 ? '–' : formatPercent(part / whole));

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

export const experienceGroupName = (group: string) => t('{years} {years, plural, one {year} other {years}}', { years: Number(group) });

/** The registration-order groups' names, the first to the tenth. */
const tenths: Record<string, string> = {
  '1': msg('1st tenth (earliest)'),
  '2': msg('2nd tenth'),
  '3': msg('3rd tenth'),
  '4': msg('4th tenth'),
  '5': msg('5th tenth'),
  '6': msg('6th tenth'),
  '7': msg('7th tenth'),
  '8': msg('8th tenth'),
  '9': msg('9th tenth'),
  '10': msg('10th tenth (latest)'),
};
export const tenthName = (group: string) => {
  const name = tenths[group];
  return name === undefined ? group : t(name);
};

/** The chosen objective's figures beside the other's, line by line (an optimal dry run). */
export const objectiveComparison = (
  report: AllocationReport,
  other: NonNullable<NonNullable<AllocationRun['result']>['otherObjective']>,
): Array<{ label: string; chosen: string; other: string }> => [
  { label: t('Allocated'), chosen: String(report.allocated), other: String(other.allocated) },
  { label: t('1st choice'), chosen: String(report.choices.first), other: String(other.choices.first) },
  { label: t('2nd choice'), chosen: String(report.choices.second), other: String(other.choices.second) },
  { label: t('3rd choice'), chosen: String(report.choices.third), other: String(other.choices.third) },
  { label: t('Other committee'), chosen: String(report.choices.other), other: String(other.choices.other) },
  { label: t('None of their choices'), chosen: String(report.withoutAnyChoice ?? '–'), other: String(other.withoutAnyChoice) },
];
