import { tierAllowed } from '../tiers';
import { delegationsOf, uniqueCountries } from './delegation-groups';
import { rankCosts, UNPLACED_LEVEL } from './optimal';
import { choiceRank } from './preferences';
import type { AllocationObjective, AllocationOutcome, AllocationProblem } from './problem';

/**
 * A solver of mixed-integer programs written in the CPLEX LP format (HiGHS, loaded by the
 * caller: the domain does no I/O). `optimal` is false for anything short of a proven optimum
 * (time limit, infeasible, error), and the values are then not used.
 */
export type ExactSolver = (lp: string) => { optimal: boolean; objective: number; values: ReadonlyMap<string, number> };

/** Above this many seat variables the model is left to the heuristic (delegation-flow.ts). */
export const EXACT_VARIABLES_LIMIT = 2_500;

type Term = readonly [coefficient: number, variable: string];

/**
 * Delegation mode solved exactly, as one mixed-integer model solved level by level:
 * x(i, m, c) = 1 when delegate i sits in committee m as country c (only where c is free in m and
 * of a tier i may hold; a delegate already seated only in their committee), y(d, c) = 1 when
 * delegation d holds country c. Each delegate sits at most once, each country once per committee,
 * each committee within its free seats, and x(i, ·, c) ≤ y(d, c). Lexicographically:
 *
 * 1. as many delegates already seated given a country as possible, then as many others placed
 *    (the optimal strategy's order: completing a place someone holds goes first);
 * 2. then as few countries beyond each delegation's first as possible (0: every delegation kept
 *    on one country), with z(d) = 1 when d holds any;
 * 3. then the countries the delegations wished for: Σ y(d, c) × the rank of c among d's wishes
 *    (one more than its last for a country not wished; nothing for a delegation without wishes);
 * 4. then the objective's preference cost, the optimal strategy's own (optimal.ts);
 * 5. then ties by priority: the level of each placement (0–2 a choice, 3 another committee)
 *    weighed by n − position, as the flow does, so earlier delegates are served first.
 *
 * Each level's optimum is added as a constraint before the next is solved. Answers null when
 * the model is too large or a level is not solved to optimality.
 */
export const allocateDelegationsExactly = (
  problem: AllocationProblem,
  objective: AllocationObjective,
  solve: ExactSolver,
): AllocationOutcome | null => {
  const { delegates, committees } = problem;
  const countries = representatives(problem);
  const n = delegates.length;
  const rankCost = rankCosts(objective, n + 1);
  const delegationOf = new Map<number, number>();
  delegationsOf(problem).forEach(({ members }, index) => members.forEach((position) => delegationOf.set(position, index)));

  const seats: Array<{ name: string; position: number; committee: number; country: number }> = [];
  const taken = committees.map((committee) => new Set(committee.takenCountryIds));
  for (const [position, delegate] of delegates.entries())
    for (const [m, committee] of committees.entries()) {
      if (delegate.seatedIn === undefined ? committee.freeSeats <= 0 : committee.id !== delegate.seatedIn) continue;
      for (const [c, country] of countries.entries()) {
        if (taken[m]!.has(country.id) || !tierAllowed(delegate.munExperience, country.tier)) continue;
        // Too large to solve exactly: stop counting at once (a large event has millions of candidate seats).
        if (seats.length === EXACT_VARIABLES_LIMIT) return null;
        seats.push({ name: `x_${position}_${m}_${c}`, position, committee: m, country: c });
      }
    }
  if (seats.length === 0) return { placements: [], unplaced: delegates.map((delegate) => delegate.id) };

  const rows: string[] = [];
  const groupRows = (key: (seat: (typeof seats)[number]) => string | null, write: (key: string, terms: Term[]) => void) => {
    const groups = new Map<string, Term[]>();
    for (const seat of seats) {
      const at = key(seat);
      if (at === null) continue;
      const terms = groups.get(at) ?? [];
      terms.push([1, seat.name]);
      groups.set(at, terms);
    }
    for (const [at, terms] of groups) write(at, terms);
  };
  groupRows(
    (seat) => `once_${seat.position}`,
    (key, terms) => terms.length > 1 && rows.push(`${key}: ${sum(terms)} <= 1`),
  );
  groupRows(
    (seat) => `seat_${seat.committee}_${seat.country}`,
    (key, terms) => terms.length > 1 && rows.push(`${key}: ${sum(terms)} <= 1`),
  );
  groupRows(
    (seat) => (delegates[seat.position]!.seatedIn === undefined ? `room_${seat.committee}` : null),
    (key, terms) => {
      const free = committees[Number(key.slice('room_'.length))]!.freeSeats;
      if (terms.length > free) rows.push(`${key}: ${sum(terms)} <= ${free}`);
    },
  );
  const holds = new Set<string>();
  groupRows(
    (seat) => {
      const delegation = delegationOf.get(seat.position);
      return delegation === undefined ? null : `link_${seat.position}_${seat.country}`;
    },
    (key, terms) => {
      const [, position, country] = key.split('_');
      const y = `y_${delegationOf.get(Number(position))}_${country}`;
      holds.add(y);
      rows.push(`${key}: ${sum(terms)} - ${y} <= 0`);
    },
  );

  // z(d) = 1 when delegation d holds a country at all, so Σ y − Σ z counts the countries beyond each one's first.
  const holders = new Map<string, string[]>();
  for (const y of holds) {
    const z = `z_${y.split('_')[1]}`;
    holders.set(z, [...(holders.get(z) ?? []), y]);
  }
  for (const [z, ys] of holders) rows.push(`has_${z}: ${sum([[1, z], ...ys.map((y) => [-1, y] as const)])} <= 0`);
  const schools = delegationsOf(problem).map(({ school }) => school);
  // A wished country costs its rank among the delegation's wishes; any other, one more than the last.
  const wishCost = (y: string) => {
    const [, delegation, country] = y.split('_');
    const wished = problem.countryWishes?.[schools[Number(delegation)]!] ?? [];
    const rank = wished.indexOf(countries[Number(country)]!.id);
    return wished.length === 0 ? null : rank === -1 ? wished.length : rank;
  };
  const wishes: Term[] = [...holds].flatMap((y) => {
    const cost = wishCost(y);
    return cost === null ? [] : [[cost, y] as const];
  });
  const isSeated = (seat: (typeof seats)[number]) => delegates[seat.position]!.seatedIn !== undefined;
  const seatedPlaced: Term[] = seats.flatMap((seat) => (isSeated(seat) ? [[1, seat.name] as const] : []));
  const othersPlaced: Term[] = seats.flatMap((seat) => (isSeated(seat) ? [] : [[1, seat.name] as const]));
  const extraCountries: Term[] = [...[...holds].map((y) => [1, y] as const), ...[...holders.keys()].map((z) => [-1, z] as const)];
  const preference: Term[] = seats.flatMap((seat) =>
    delegates[seat.position]!.seatedIn === undefined
      ? [[rankCost[choiceRank(delegates[seat.position]!, committees[seat.committee]!.id)]!, seat.name] as const]
      : [],
  );
  const priority: Term[] = seats.map((seat) => {
    const level =
      delegates[seat.position]!.seatedIn === undefined ? choiceRank(delegates[seat.position]!, committees[seat.committee]!.id) : 0;
    return [(UNPLACED_LEVEL - level) * (n - seat.position), seat.name];
  });
  const levels: Array<{ sense: 'Maximize' | 'Minimize'; terms: Term[] }> = [
    { sense: 'Maximize', terms: seatedPlaced },
    { sense: 'Maximize', terms: othersPlaced },
    { sense: 'Minimize', terms: extraCountries },
    { sense: 'Minimize', terms: wishes },
    { sense: 'Minimize', terms: preference },
    { sense: 'Maximize', terms: priority },
  ];
  const binaries = [...seats.map((seat) => seat.name), ...holds, ...holders.keys()];
  let values: ReadonlyMap<string, number> = new Map();
  for (const [index, level] of levels.entries()) {
    if (level.terms.length === 0) continue;
    const result = solve(lpText(level.sense, level.terms, rows, binaries));
    if (!result.optimal) return null;
    values = result.values;
    // Integer objectives: half a unit of slack keeps the optimum and nothing worse.
    const best = Math.round(result.objective);
    rows.push(`level_${index}: ${sum(level.terms)} ${level.sense === 'Maximize' ? `>= ${best - 0.5}` : `<= ${best + 0.5}`}`);
  }

  const seatOf = new Map<number, (typeof seats)[number]>();
  for (const seat of seats) if ((values.get(seat.name) ?? 0) > 0.5) seatOf.set(seat.position, seat);
  const outcome: AllocationOutcome = { placements: [], unplaced: [] };
  delegates.forEach((delegate, position) => {
    const seat = seatOf.get(position);
    if (seat)
      outcome.placements.push({
        registrationId: delegate.id,
        eventCommitteeId: committees[seat.committee]!.id,
        countryId: countries[seat.country]!.id,
      });
    else outcome.unplaced.push(delegate.id);
  });
  return outcome;
};

/**
 * The countries worth a variable. Countries of one tier that are free in the same committees and
 * that no delegation wished for are interchangeable: an allocation of n delegates uses at most n
 * of them, and any n serve as well as any others, so the first n by name stand for the class. A
 * real catalogue has 195 countries; for a small event this keeps the model small and still exact.
 */
const representatives = (problem: AllocationProblem) => {
  const wished = new Set(Object.values(problem.countryWishes ?? {}).flat());
  const taken = problem.committees.map((committee) => new Set(committee.takenCountryIds));
  const kept = new Map<string, number>();
  return uniqueCountries(problem)
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : 1))
    .filter((country) => {
      if (wished.has(country.id)) return true;
      const kind = `${country.tier}:${taken.map((set) => (set.has(country.id) ? 1 : 0)).join('')}`;
      const count = kept.get(kind) ?? 0;
      kept.set(kind, count + 1);
      return count < problem.delegates.length;
    });
};

const TERMS_PER_LINE = 12;

/** Terms as LP text, a few per line (the format's readers limit line lengths). */
const sum = (terms: readonly Term[]) =>
  terms
    .map(([coefficient, variable], index) => {
      const sign = coefficient < 0 ? '-' : index === 0 ? '' : '+';
      const term = `${sign}${sign ? ' ' : ''}${Math.abs(coefficient) === 1 ? '' : `${Math.abs(coefficient)} `}${variable}`;
      return index > 0 && index % TERMS_PER_LINE === 0 ? `\n ${term}` : term;
    })
    .join(' ');

const lpText = (sense: 'Maximize' | 'Minimize', objective: readonly Term[], rows: readonly string[], binaries: readonly string[]) =>
  [
    sense,
    ` obj: ${sum(objective)}`,
    'Subject To',
    ...rows.map((row) => ` ${row}`),
    'Binary',
    ...chunks(binaries).map((line) => ` ${line}`),
    'End',
  ].join('\n');

const chunks = (names: readonly string[]) => {
  const lines: string[] = [];
  for (let start = 0; start < names.length; start += TERMS_PER_LINE) lines.push(names.slice(start, start + TERMS_PER_LINE).join(' '));
  return lines;
};
