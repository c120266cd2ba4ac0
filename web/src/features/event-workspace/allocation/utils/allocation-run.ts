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
      'Everyone at once: places as many delegates as possible, then gives the most first, second and third choices, spreading schools.',
  },
];

export const strategyLabel = (strategy: AllocationStrategy): string => strategyOptions.find((option) => option.id === strategy)!.label;

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
];
