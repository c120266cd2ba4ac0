import { describe, expect, it } from 'vitest';
import { allocate } from './index';
import type { AllocationStrategy } from './problem';
import { deepFrozen, expectValidOutcome, lexicographicCompare, objective } from './testing/allocation-checks';
import { bestObjective } from './testing/brute-force';
import { randomProblem } from './testing/random-problem';
import { seededRandom } from './testing/seeded-random';

const strategies: AllocationStrategy[] = ['spec', 'optimal'];
const tiny = { delegates: 6, committees: 3, countries: 5 };
const larger = { delegates: 60, committees: 6, countries: 12 };

describe('allocation on random problems (seeded)', () => {
  // 1,000 rather than a couple of hundred: costs that are not lexicographic (0, 1, 2, 3 per rank) fail only about one tiny problem in 200.
  it('keeps every rule, and the optimal strategy reaches the exhaustive optimum, on 1,000 tiny problems', () => {
    const random = seededRandom(20261125);
    for (let run = 0; run < 1000; run += 1) {
      const problem = deepFrozen(randomProblem(random, tiny));
      const [spec, optimal] = strategies.map((strategy) => allocate(strategy, problem));
      expectValidOutcome(problem, spec!);
      expectValidOutcome(problem, optimal!);
      expect(objective(problem, optimal!), `run ${run}`).toEqual(bestObjective(problem));
    }
  });

  it('never does worse with the optimal strategy than with the spec rule: more placed, or as many and more first choices, and so on', () => {
    const random = seededRandom(7);
    for (let run = 0; run < 60; run += 1) {
      const problem = deepFrozen(randomProblem(random, larger));
      const [spec, optimal] = strategies.map((strategy) => allocate(strategy, problem));
      expectValidOutcome(problem, spec!);
      expectValidOutcome(problem, optimal!);
      expect(lexicographicCompare(objective(problem, optimal!), objective(problem, spec!)), `run ${run}`).toBeGreaterThanOrEqual(0);
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
    allocate(strategy, problem, (fraction) => fractions.push(fraction));
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.length).toBeLessThanOrEqual(102);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });
});
