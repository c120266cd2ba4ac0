import { describe, expect, it } from 'vitest';
import { fairnessReport } from './fairness-report';
import { allocate } from './index';
import { preferredCommittees, indexById } from './preferences';
import type { AllocationObjective, AllocationProblem, AllocationRules, AllocationStrategy } from './problem';
import { seniorityInversions } from './seniority';
import { deepFrozen, expectValidOutcome, lexicographicCompare, objective, tieOf } from './testing/allocation-checks';
import { benchmarkProblem } from './testing/benchmark-problem';
import { bestAllocation } from './testing/brute-force';
import { randomProblem } from './testing/random-problem';
import { seededRandom, type SeededRandom } from './testing/seeded-random';

const strategies: AllocationStrategy[] = ['spec', 'optimal'];
const objectives: AllocationObjective[] = ['coverage', 'rank_maximal'];
const tiny = { delegates: 6, committees: 3, countries: 5 };
const larger = { delegates: 60, committees: 6, countries: 12 };

/** Each delegate given a distinct place in registration order, unrelated to where the roster lists them. */
const withRegistrationOrder = (random: SeededRandom, problem: AllocationProblem): AllocationProblem => {
  const places = random.shuffled(problem.delegates.map((_, index) => index + 1));
  return { ...problem, delegates: problem.delegates.map((delegate, index) => ({ ...delegate, registered: places[index]! })) };
};

const rulesFor = (run: number, objective: AllocationObjective): AllocationRules =>
  run % 2 === 0 ? { objective, tieRule: 'first_come', seed: 0 } : { objective, tieRule: 'lottery', seed: run };

const sortedPlacements = (outcome: ReturnType<typeof allocate>) =>
  [...outcome.placements].sort((a, b) => a.registrationId.localeCompare(b.registrationId));

describe('allocation on random problems (seeded)', () => {
  // 1,000 rather than a couple of hundred: costs that are not lexicographic (0, 1, 2, 3 per rank) fail only about one tiny problem in 200.
  it('keeps every rule, and the optimal strategy reaches the exhaustive optimum of either objective, ties settled by the tie rule, on 1,000 tiny problems', () => {
    const random = seededRandom(20261125);
    for (let run = 0; run < 1000; run += 1) {
      const problem = deepFrozen(withRegistrationOrder(random, randomProblem(random, tiny)));
      expectValidOutcome(problem, allocate('spec', problem, rulesFor(run, 'coverage')));
      for (const kind of objectives) {
        const rules = rulesFor(run, kind);
        const optimal = allocate('optimal', problem, rules);
        expectValidOutcome(problem, optimal);
        expect({ objective: objective(problem, optimal, kind), tie: tieOf(problem, optimal, rules) }, `run ${run}, ${kind}`).toEqual(
          bestAllocation(problem, kind, rules),
        );
      }
    }
  });

  it('leaves nobody without one of their choices, by default, whenever some allocation gives every delegate one (1,000 tiny problems)', () => {
    const random = seededRandom(31);
    let everyoneCoverable = 0;
    for (let run = 0; run < 1000; run += 1) {
      const problem = deepFrozen(randomProblem(random, tiny));
      const committeeIndex = indexById(problem.committees);
      const open = problem.delegates.filter((delegate) => delegate.seatedIn === undefined);
      if (open.length === 0 || open.some((delegate) => preferredCommittees(delegate, committeeIndex).length === 0)) continue;
      if (bestAllocation(problem, 'coverage').objective[2] !== open.length) continue;
      everyoneCoverable += 1;
      const outcome = allocate('optimal', problem);
      const committeeOf = new Map(outcome.placements.map((placement) => [placement.registrationId, placement.eventCommitteeId]));
      for (const delegate of open) expect(delegate.prefs.slice(0, 3), `run ${run}`).toContain(committeeOf.get(delegate.id));
    }
    expect(everyoneCoverable).toBeGreaterThan(50);
  });

  it('never does worse with the optimal strategy than with the spec rule: more placed, or as many and more in their choices, and so on', () => {
    const random = seededRandom(7);
    for (let run = 0; run < 60; run += 1) {
      const problem = deepFrozen(randomProblem(random, larger));
      for (const kind of objectives) {
        const rules = rulesFor(run, kind);
        const [spec, optimal] = strategies.map((strategy) => allocate(strategy, problem, rules));
        expectValidOutcome(problem, spec!);
        expectValidOutcome(problem, optimal!);
        expect(
          lexicographicCompare(objective(problem, optimal!, kind), objective(problem, spec!, kind)),
          `run ${run}`,
        ).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it.each(strategies)('places everyone the same when the roster is listed the other way round, under either tie rule (%s)', (strategy) => {
    const random = seededRandom(2026);
    for (let run = 0; run < 40; run += 1) {
      const problem = withRegistrationOrder(random, randomProblem(random, larger));
      const reversed = { ...problem, delegates: [...problem.delegates].reverse() };
      for (const rules of [rulesFor(0, 'coverage'), rulesFor(1, 'coverage'), rulesFor(0, 'rank_maximal')]) {
        expect(sortedPlacements(allocate(strategy, reversed, rules)), `run ${run}`).toEqual(
          sortedPlacements(allocate(strategy, problem, rules)),
        );
      }
    }
  });

  it.each(strategies)('gives countries to the most experienced first: no seniority inversion within a committee (%s)', (strategy) => {
    const random = seededRandom(11);
    for (let run = 0; run < 60; run += 1) {
      const problem = randomProblem(random, larger);
      const outcome = allocate(strategy, problem, rulesFor(run, 'coverage'));
      expectValidOutcome(problem, outcome);
      expect(seniorityInversions(problem, outcome), `run ${run}`).toBe(0);
    }
  });

  it.each(strategies)('gives the same outcome for the same input (%s)', (strategy) => {
    const random = seededRandom(99);
    for (let run = 0; run < 20; run += 1) {
      const problem = randomProblem(random, larger);
      const copy = structuredClone(problem);
      expect(allocate(strategy, copy)).toEqual(allocate(strategy, deepFrozen(problem)));
    }
  });

  it.each(strategies)('reports progress from 0 to 1, rising, about a hundred times at most (%s)', (strategy) => {
    const problem = randomProblem(seededRandom(3), { delegates: 600, committees: 8, countries: 40 });
    const fractions: number[] = [];
    allocate(strategy, problem, undefined, (fraction) => fractions.push(fraction));
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.length).toBeLessThanOrEqual(102);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });
});

describe('the benchmark problem (5,000 delegates, 40 committees, 193 countries)', () => {
  it.each(strategies)(
    'has no seniority inversion, and by default nobody without one of their choices with the optimal strategy (%s)',
    (strategy) => {
      const problem = benchmarkProblem();
      const report = fairnessReport(problem, allocate(strategy, problem));
      expect(report.seniorityInversions).toBe(0);
      if (strategy === 'optimal') expect(report.withoutAnyChoice).toBe(0);
    },
  );

  it('with seats short, serves the earliest registrants first among equals: the earliest tenth all placed, the latest the least (optimal)', () => {
    const problem = benchmarkProblem(6_000);
    const placed = fairnessReport(problem, allocate('optimal', problem)).byRegistration!.map((group) => group.placed / group.delegates);
    expect(placed[0]).toBe(1);
    expect(Math.min(...placed)).toBe(placed.at(-1));
  });
});
