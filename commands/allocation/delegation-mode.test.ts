import { describe, expect, it } from 'vitest';
import { allocate, allocateDelegations } from '@domain/allocation/solver';
import { delegationReport } from '@domain/allocation/solver/delegation-report';
import type { AllocationProblem } from '@domain/allocation/solver/problem';
import { expectValidOutcome, objective } from '@domain/allocation/solver/testing/allocation-checks';
import { bestDelegationObjective, delegationObjective, extraCountries } from '@domain/allocation/solver/testing/delegation-brute-force';
import { randomProblem } from '@domain/allocation/solver/testing/random-problem';
import { seededRandom } from '@domain/allocation/solver/testing/seeded-random';
import { highsSolver } from './highs-solver';

const tiny = (seed: number): AllocationProblem => randomProblem(seededRandom(seed), { delegates: 6, committees: 3, countries: 3 });

describe('delegation mode: the exact model (HiGHS) against an independent exhaustive search', () => {
  it('reaches the exhaustive optimum on 250 random small problems, within every rule', async () => {
    const exact = await highsSolver();
    let solvedExactly = 0;
    let withDelegations = 0;
    for (let seed = 1; seed <= 250; seed += 1) {
      const problem = tiny(seed);
      const kind = seed % 3 === 0 ? 'rank_maximal' : 'coverage';
      const { outcome, exact: wasExact } = allocateDelegations(problem, { objective: kind, tieRule: 'first_come', seed: 0 }, exact);
      expectValidOutcome(problem, outcome);
      expect(wasExact).toBe(true);
      solvedExactly += 1;
      if (problem.delegates.some((delegate) => delegate.school !== null)) withDelegations += 1;
      const best = bestDelegationObjective(problem, kind);
      expect(delegationObjective(problem, outcome, kind), `seed ${seed}`).toEqual(best);
      // No delegation split where an allocation as full as this one keeps every delegation on one country.
      if (best[2] === 0) expect(extraCountries(problem, outcome)).toBe(0);
    }
    expect(solvedExactly).toBe(250);
    expect(withDelegations).toBeGreaterThan(200);
  });

  it('equals the optimal flow when nobody belongs to a delegation', async () => {
    const exact = await highsSolver();
    for (let seed = 1; seed <= 120; seed += 1) {
      const problem = randomProblem(seededRandom(1000 + seed), { delegates: 8, committees: 3, countries: 4 });
      const alone = { ...problem, delegates: problem.delegates.map((delegate) => ({ ...delegate, school: null })) };
      const kind = seed % 2 === 0 ? 'rank_maximal' : 'coverage';
      const rules = { objective: kind, tieRule: 'first_come', seed: 0 } as const;
      const model = allocateDelegations(alone, rules, exact);
      expect(model.exact).toBe(true);
      expect(objective(alone, model.outcome, kind), `seed ${seed}`).toEqual(objective(alone, allocate('optimal', alone, rules), kind));
    }
  });
});

describe('delegation mode: the delegation flow for problems too large to solve exactly', () => {
  it('keeps every rule on random problems and never reports better than its bounds', () => {
    for (let seed = 1; seed <= 150; seed += 1) {
      const problem = randomProblem(seededRandom(5000 + seed), { delegates: 30, committees: 5, countries: 8 });
      const { outcome, exact } = allocateDelegations(problem);
      expect(exact).toBe(false);
      expectValidOutcome(problem, outcome);
      const report = delegationReport(problem, outcome, exact);
      expect(report.keptWhole).toBeLessThanOrEqual(report.keptWholeBound);
      expect(report.countries).toBeGreaterThanOrEqual(report.countriesBound);
      expect(report.keptWhole + report.split).toBeLessThanOrEqual(report.count);
    }
  });

  it('keeps a school on one country across committees when the seats allow it', () => {
    const committees = ['GA1', 'GA2', 'GA3', 'SC'].map((label) => ({
      id: label,
      label,
      freeSeats: 4,
      takenCountryIds: [],
      schoolCounts: {},
    }));
    const countries = ['France', 'Ghana', 'Peru', 'Japan', 'Chile'].map((name) => ({ id: name, name, tier: 'B' as const }));
    const delegates = ['North', 'South', 'East'].flatMap((school) =>
      committees.map((committee, index) => ({
        id: `${school}-${index}`,
        munExperience: index,
        prefs: [committee.id],
        school,
        registered: index,
      })),
    );
    const problem = { delegates, committees, countries };
    const { outcome } = allocateDelegations(problem);
    expectValidOutcome(problem, outcome);
    const report = delegationReport(problem, outcome, false);
    expect(report).toMatchObject({ count: 3, keptWhole: 3, split: 0 });
    for (const school of ['North', 'South', 'East']) {
      const mine = outcome.placements.filter((placement) => placement.registrationId.startsWith(school));
      expect(mine).toHaveLength(4);
      expect(new Set(mine.map((placement) => placement.countryId)).size).toBe(1);
      expect(new Set(mine.map((placement) => placement.eventCommitteeId)).size).toBe(4);
    }
  });
});

describe('delegation mode: countries the delegations wished for', () => {
  const wishingProblem = (): AllocationProblem => {
    const committees = ['GA1', 'GA2', 'SC'].map((label) => ({ id: label, label, freeSeats: 3, takenCountryIds: [], schoolCounts: {} }));
    const countries = ['Brazil', 'Chile', 'France', 'Ghana', 'Peru'].map((name) => ({ id: name, name, tier: 'B' as const }));
    const delegates = ['North', 'South'].flatMap((school, at) =>
      committees.map((committee, index) => ({
        id: `${school}-${index}`,
        munExperience: 1,
        prefs: [committee.id],
        school,
        registered: 3 * at + index,
      })),
    );
    return { delegates, committees, countries, countryWishes: { North: ['Peru', 'France'], South: ['Ghana'] } };
  };
  const countriesOf = (problem: AllocationProblem, outcome: { placements: Array<{ registrationId: string; countryId: string }> }) =>
    Object.fromEntries(
      ['North', 'South'].map((school) => [
        school,
        [
          ...new Set(
            outcome.placements.filter((placement) => placement.registrationId.startsWith(school)).map((placement) => placement.countryId),
          ),
        ],
      ]),
    );

  it('gives each delegation its first wish, exactly and by the delegation flow', async () => {
    const problem = wishingProblem();
    const exact = allocateDelegations(problem, undefined, await highsSolver());
    const heuristic = allocateDelegations(problem);
    expect(exact.exact).toBe(true);
    expect(heuristic.exact).toBe(false);
    for (const { outcome } of [exact, heuristic]) {
      expectValidOutcome(problem, outcome);
      expect(countriesOf(problem, outcome)).toEqual({ North: ['Peru'], South: ['Ghana'] });
    }
    expect(delegationReport(problem, exact.outcome, true).list).toEqual([
      { school: 'North', delegates: 3, placed: 3, countries: ['Peru'], wishes: ['Peru', 'France'] },
      { school: 'South', delegates: 3, placed: 3, countries: ['Ghana'], wishes: ['Ghana'] },
    ]);
  });

  it('falls back to the next wish when the first is taken in a committee the delegation needs', async () => {
    const problem = wishingProblem();
    const taken = {
      ...problem,
      committees: problem.committees.map((committee, index) => (index === 0 ? { ...committee, takenCountryIds: ['Peru'] } : committee)),
    };
    const exact = allocateDelegations(taken, undefined, await highsSolver());
    const heuristic = allocateDelegations(taken);
    for (const { outcome } of [exact, heuristic]) {
      expectValidOutcome(taken, outcome);
      expect(countriesOf(taken, outcome)).toEqual({ North: ['France'], South: ['Ghana'] });
    }
  });
});
