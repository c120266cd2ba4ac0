/**
 * The allocation strategies on one realistic, seeded problem: 5,000 delegates from 60 schools,
 * 40 committees (80 to 180 seats, 5,200 in all, some far more wanted than others) and 193
 * countries (20 S, 50 A, 123 B); see domain/allocation/solver/testing/benchmark-problem.ts.
 * Then the same seats with 6,000 delegates, where seats run short and the tie rule decides who
 * stays out. Figures only, no assertions: compute time (median of 3 runs) and the fairness
 * report of the spec rule and of the optimal strategy under each objective (first come, first
 * served), side by side, with placed and first-choice rates per tenth of the registrations.
 * Then delegation mode (120 schools) against the optimal strategy without delegations.
 * Run: npm run bench:allocation (ONLY=delegations or ONLY=classic for one part)
 */
import { cpus, loadavg } from 'node:os';
import { fairnessReport, type FairnessReport } from '@domain/allocation/solver/fairness-report';
import { delegationReport } from '@domain/allocation/solver/delegation-report';
import { allocate, allocateDelegations } from '@domain/allocation/solver/index';
import type { AllocationObjective, AllocationProblem, AllocationStrategy } from '@domain/allocation/solver/problem';
import { benchmarkProblem } from '@domain/allocation/solver/testing/benchmark-problem';

const RUNS = 3;
const SHORT_OF_SEATS = 6_000;
const DELEGATION_SCHOOLS = 120;

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

/**
 * Delegation mode on the same kind of problem with 120 schools: the delegation flow (the model is
 * far too large to solve exactly) against the optimal strategy without delegations, interleaved.
 */
const delegationTable = () => {
  const problem = benchmarkProblem(5_000, DELEGATION_SCHOOLS);
  const rules = { objective: 'coverage', tieRule: 'first_come', seed: 0 } as const;
  const times = { plain: [] as number[], delegations: [] as number[] };
  let plain: FairnessReport | undefined;
  let delegated: FairnessReport | undefined;
  let exact = false;
  for (let run = 0; run < RUNS; run += 1) {
    let started = performance.now();
    const outcome = allocate('optimal', problem, rules);
    times.plain.push(performance.now() - started);
    plain = { ...fairnessReport(problem, outcome), delegations: delegationReport(problem, outcome, false) };
    started = performance.now();
    const result = allocateDelegations(problem, rules);
    times.delegations.push(performance.now() - started);
    exact = result.exact;
    delegated = { ...fairnessReport(problem, result.outcome), delegations: delegationReport(problem, result.outcome, result.exact) };
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  const groups = delegated!.delegations!;
  console.log(
    `\nDelegation mode: 5,000 delegates from ${groups.count} schools (${problem.delegates.filter((d) => d.school === null).length} without a school), 40 committees, 193 countries`,
  );
  console.log('| measure | optimal, no delegations | optimal, delegation mode |');
  console.log('| --- | --- | --- |');
  const line = (name: string, a: string, b: string) => console.log(`| ${name} | ${a} | ${b} |`);
  line('compute time, median of 3', `${median(times.plain).toFixed(0)} ms`, `${median(times.delegations).toFixed(0)} ms`);
  line(
    'runs 1 / 2 / 3',
    times.plain.map((t) => t.toFixed(0)).join(' / ') + ' ms',
    times.delegations.map((t) => t.toFixed(0)).join(' / ') + ' ms',
  );
  line('solved', 'exactly (min-cost flow)', exact ? 'exactly (HiGHS)' : 'delegation flow, bounds below');
  line('allocated / failed', `${plain!.allocated} / ${plain!.failed}`, `${delegated!.allocated} / ${delegated!.failed}`);
  line(
    'first / second / third / other',
    `${plain!.choices.first} / ${plain!.choices.second} / ${plain!.choices.third} / ${plain!.choices.other}`,
    `${delegated!.choices.first} / ${delegated!.choices.second} / ${delegated!.choices.third} / ${delegated!.choices.other}`,
  );
  line('none of their choices', String(plain!.withoutAnyChoice), String(delegated!.withoutAnyChoice));
  line(
    'tiers S / A / B',
    `${plain!.tiers.S} / ${plain!.tiers.A} / ${plain!.tiers.B}`,
    `${delegated!.tiers.S} / ${delegated!.tiers.A} / ${delegated!.tiers.B}`,
  );
  const other = plain!.delegations!;
  const largest = (report: typeof groups) => {
    const biggest = [...report.list].sort((a, b) => b.delegates - a.delegates)[0]!;
    return `${biggest.delegates} / ${biggest.countries.length}`;
  };
  line(
    'delegations kept whole (all placed, one country)',
    `${other.keptWhole} of ${other.count}`,
    `${groups.keptWhole} of ${groups.count} (at most ${groups.keptWholeBound})`,
  );
  line('delegations split', String(other.split), String(groups.split));
  line('countries held by delegations', String(other.countries), `${groups.countries} (at least ${groups.countriesBound})`);
  line('largest delegation: delegates / countries', largest(other), largest(groups));
};

console.log(`${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
console.log(
  `load average before: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
if (process.env.ONLY !== 'delegations') table(benchmarkProblem());
if (process.env.ONLY !== 'delegations') table(benchmarkProblem(SHORT_OF_SEATS));
if (process.env.ONLY !== 'classic') delegationTable();
console.log(
  `\nload average after: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
