/**
 * The allocation strategies on one realistic, seeded problem: 5,000 delegates from 60 schools,
 * 40 committees (80 to 180 seats, 5,200 in all, some far more wanted than others) and 193
 * countries (20 S, 50 A, 123 B); see domain/allocation/solver/testing/benchmark-problem.ts.
 * Then the same seats with 6,000 delegates, where seats run short and the tie rule decides who
 * stays out. Figures only, no assertions: compute time (median of 3 runs) and the fairness
 * report of the spec rule and of the optimal strategy under each objective (first come, first
 * served), side by side, with placed and first-choice rates per tenth of the registrations.
 * Run: npm run bench:allocation
 */
import { cpus, loadavg } from 'node:os';
import { fairnessReport, type FairnessReport } from '@domain/allocation/solver/fairness-report';
import { allocate } from '@domain/allocation/solver/index';
import type { AllocationObjective, AllocationProblem, AllocationStrategy } from '@domain/allocation/solver/problem';
import { benchmarkProblem } from '@domain/allocation/solver/testing/benchmark-problem';

const RUNS = 3;
const SHORT_OF_SEATS = 6_000;

const variants: Array<{ name: string; strategy: AllocationStrategy; objective: AllocationObjective }> = [
  { name: 'spec', strategy: 'spec', objective: 'coverage' },
  { name: 'optimal, coverage', strategy: 'optimal', objective: 'coverage' },
  { name: 'optimal, rank-maximal', strategy: 'optimal', objective: 'rank_maximal' },
];

const measure = (variant: (typeof variants)[number], problem: AllocationProblem) => {
  const times: number[] = [];
  let report: FairnessReport | undefined;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const outcome = allocate(variant.strategy, problem, { objective: variant.objective, tieRule: 'first_come', seed: 0 });
    times.push(performance.now() - started);
    report = fairnessReport(problem, outcome);
  }
  return { ...variant, ms: [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!, times, report: report! };
};

type Result = ReturnType<typeof measure>;
const cluster = (report: FairnessReport) =>
  `${report.largestSchoolCluster.size} (${report.largestSchoolCluster.school} in ${report.largestSchoolCluster.committee})`;
const rate = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((100 * part) / whole)}`);
const tenths = (report: FairnessReport, figure: 'placed' | 'firstChoice') =>
  report.byRegistration!.map((group) => rate(group[figure], group.delegates)).join(' ');
const experience = (report: FairnessReport, figure: 'placed' | 'firstChoice') =>
  report.byExperience!.map((group) => rate(group[figure], group.delegates)).join(' ');

const rows: Array<[string, (result: Result) => string]> = [
  ['compute time, median of 3', (result) => `${result.ms.toFixed(0)} ms`],
  ['runs 1 / 2 / 3', (result) => result.times.map((time) => time.toFixed(0)).join(' / ') + ' ms'],
  ['allocated / failed', ({ report }) => `${report.allocated} / ${report.failed}`],
  ['first choice', ({ report }) => String(report.choices.first)],
  ['second choice', ({ report }) => String(report.choices.second)],
  ['third choice', ({ report }) => String(report.choices.third)],
  ['other committee', ({ report }) => String(report.choices.other)],
  ['none of their choices (placed elsewhere or not at all)', ({ report }) => String(report.withoutAnyChoice)],
  ['seniority inversions', ({ report }) => String(report.seniorityInversions)],
  ['tiers S / A / B', ({ report }) => `${report.tiers.S} / ${report.tiers.A} / ${report.tiers.B}`],
  ['largest school cluster', ({ report }) => cluster(report)],
  ['placed % by registration tenth, earliest first', ({ report }) => tenths(report, 'placed')],
  ['first choice % by registration tenth', ({ report }) => tenths(report, 'firstChoice')],
  ['placed % by years of MUN (0, 1, 2, 3, 4, 5+)', ({ report }) => experience(report, 'placed')],
  ['first choice % by years of MUN', ({ report }) => experience(report, 'firstChoice')],
];

const table = (problem: AllocationProblem) => {
  const seats = problem.committees.reduce((sum, committee) => sum + committee.freeSeats, 0);
  console.log(
    `\n${problem.delegates.length} delegates, ${problem.committees.length} committees (${seats} seats), ${problem.countries.length} countries`,
  );
  const results = variants.map((variant) => measure(variant, problem));
  console.log(`| measure | ${results.map((result) => result.name).join(' | ')} |`);
  console.log(`| --- | ${results.map(() => '---').join(' | ')} |`);
  for (const [name, cell] of rows) console.log(`| ${name} | ${results.map(cell).join(' | ')} |`);
};

console.log(`${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
console.log(
  `load average before: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
table(benchmarkProblem());
table(benchmarkProblem(SHORT_OF_SEATS));
console.log(
  `\nload average after: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
