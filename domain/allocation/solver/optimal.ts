import { allowedTiers, countryTiers } from '../tiers';
import { countryPools, type CountryPools } from './country-pools';
import { FlowNetwork, UNBOUNDED } from './min-cost-flow';
import { indexById, OTHER, preferredCommittees } from './preferences';
import type { AllocationOutcome, AllocationProblem, Progress } from './problem';
import { throttled } from './progress';
import { seatedCountries } from './seated';
import { seatOthers } from './school-spread';

/**
 * Every delegate at once, as one min-cost max-flow:
 *
 *   source → delegate (1) → committee's class node, per preference (1, cost of the rank)
 *                         → hub of the delegate's class (1, cost of "other") → every committee's class node
 *   class S → class A → class B (each ∞), class T → committee (free countries of tier T),
 *   committee → sink (free seats)
 *
 * A delegate's class is the best tier they may hold (S from 3 years, A from 1, else B). The
 * allowed tiers are nested (B ⊂ AB ⊂ SAB), so Hall's condition for giving every placed delegate
 * an allowed country is a chain per committee, and the class edges carry exactly that chain:
 * any integral flow has a valid country assignment (made in `assignCountries`). The hub keeps
 * the graph at about five edges per delegate instead of one per committee.
 *
 * Max flow places as many delegates as possible. Among those flows, the costs make the rest
 * lexicographic: with W = n + 1, a first choice costs 0, a second W² − W, a third W² − 1, any
 * other committee W². For a fixed number placed P the cost is P·W² − (F·W² + S·W + T), and
 * S, T ≤ n < W, so one more first choice outweighs any number of seconds and thirds, and a
 * second any number of thirds. With n ≤ 20,000 every cost stays far below 2^53.
 *
 * The flow decides who gets which preference; who sits where outside their preferences is left
 * to `seatOthers`, which spreads each school over the committees (objective three, so only
 * where no preference is at stake).
 *
 * Delegates who already sit in a committee without a country get one there before the flow is
 * built (seatedCountries), and the flow places the others on the countries left.
 */
export const allocateOptimally = (problem: AllocationProblem, onProgress?: Progress): AllocationOutcome => {
  const report = throttled(onProgress);
  report(0);
  const pools = countryPools(problem);
  const served = seatedCountries(problem, indexById(problem.committees), pools);
  const open = problem.delegates.flatMap((delegate, position) => (delegate.seatedIn === undefined ? [position] : []));
  const flowOutcome = placeByFlow({ ...problem, delegates: open.map((position) => problem.delegates[position]!) }, pools, report);
  const placementOf = new Map(flowOutcome.placements.map((placement) => [placement.registrationId, placement]));
  const outcome: AllocationOutcome = { placements: [], unplaced: [] };
  problem.delegates.forEach((delegate, position) => {
    const seated = served.get(position);
    const placement = seated
      ? { registrationId: delegate.id, eventCommitteeId: problem.committees[seated.committee]!.id, countryId: seated.countryId }
      : delegate.seatedIn === undefined
        ? placementOf.get(delegate.id)
        : undefined;
    if (placement) outcome.placements.push(placement);
    else outcome.unplaced.push(delegate.id);
  });
  report(1);
  return outcome;
};

const placeByFlow = (problem: AllocationProblem, pools: CountryPools, report: Progress): AllocationOutcome => {
  const { delegates, committees } = problem;
  const weight = delegates.length + 1;
  const rankCost = [0, weight * weight - weight, weight * weight - 1, weight * weight];
  const classOf = delegates.map((delegate) => countryTiers.indexOf(allowedTiers(delegate.munExperience)[0]!));
  const committeeIndex = indexById(committees);
  const preferred = delegates.map((delegate) => preferredCommittees(delegate, committeeIndex));

  const [source, sink, hub] = [0, 1, 2];
  const classNode = (committee: number, klass: number) => 5 + 4 * committee + klass;
  const committeeNode = (committee: number) => 5 + 4 * committee + 3;
  const delegateNode = (position: number) => 5 + 4 * committees.length + position;
  const edgeCount = 2 * delegates.length + preferred.reduce((sum, list) => sum + list.length, 0) + 9 * committees.length;
  const network = new FlowNetwork(delegateNode(delegates.length), edgeCount);

  const preferenceEdges = preferred.map((list, position) => {
    network.addEdge(source, delegateNode(position), 1, 0);
    return list.map(({ committee, rank }) => ({
      committee,
      edge: network.addEdge(delegateNode(position), classNode(committee, classOf[position]!), 1, rankCost[rank]!),
    }));
  });
  const hubEdges = classOf.map((klass, position) => network.addEdge(delegateNode(position), hub + klass, 1, rankCost[OTHER]!));
  countryTiers.forEach((_, klass) =>
    committees.forEach((_, committee) => network.addEdge(hub + klass, classNode(committee, klass), UNBOUNDED, 0)),
  );
  committees.forEach((committee, index) => {
    network.addEdge(classNode(index, 0), classNode(index, 1), UNBOUNDED, 0);
    network.addEdge(classNode(index, 1), classNode(index, 2), UNBOUNDED, 0);
    countryTiers.forEach((tier, klass) => network.addEdge(classNode(index, klass), committeeNode(index), pools.free(index, tier), 0));
    network.addEdge(committeeNode(index), sink, Math.max(0, committee.freeSeats), 0);
  });
  report(0.1);

  const mostPlaceable = Math.max(
    1,
    Math.min(
      delegates.length,
      committees.reduce((sum, committee) => sum + Math.max(0, committee.freeSeats), 0),
    ),
  );
  network.maxFlowMinCost(source, sink, (flow) => report(0.1 + (0.8 * flow) / mostPlaceable));

  const committeeOf = preferenceEdges.map((edges) => edges.find(({ edge }) => network.flow(edge) > 0)?.committee ?? -1);
  const others = hubEdges.flatMap((edge, position) => (network.flow(edge) > 0 ? [position] : []));
  const rooms = committees.map((committee, index) => ({
    seats: Math.max(0, committee.freeSeats),
    countries: [pools.free(index, 'S'), pools.free(index, 'A'), pools.free(index, 'B')] as const,
  }));
  const placedAt = seatOthers(problem, committeeOf, others, classOf, rooms);
  report(0.95);
  return assignCountries(problem, placedAt, classOf, pools);
};

/**
 * Per committee, B-class delegates take B countries first, then A-class ones A then B, then
 * S-class ones S, A, B; within a class the more experienced choose first, then input order.
 * That order always succeeds when the committee's class counts meet the chain the flow enforces.
 */
const assignCountries = (
  problem: AllocationProblem,
  placedAt: readonly number[],
  classOf: readonly number[],
  pools: CountryPools,
): AllocationOutcome => {
  const countryOf = new Map<number, string>();
  const order = placedAt.map((_, position) => position).filter((position) => placedAt[position] !== -1);
  const { delegates } = problem;
  order.sort((a, b) => classOf[b]! - classOf[a]! || delegates[b]!.munExperience - delegates[a]!.munExperience || a - b);
  for (const position of order) {
    const country = pools.take(placedAt[position]!, allowedTiers(delegates[position]!.munExperience));
    if (country === null) throw new Error(`The allocation flow left delegate ${delegates[position]!.id} without a country`);
    countryOf.set(position, country);
  }
  const outcome: AllocationOutcome = { placements: [], unplaced: [] };
  delegates.forEach((delegate, position) => {
    const countryId = countryOf.get(position);
    if (countryId === undefined) outcome.unplaced.push(delegate.id);
    else outcome.placements.push({ registrationId: delegate.id, eventCommitteeId: problem.committees[placedAt[position]!]!.id, countryId });
  });
  return outcome;
};
