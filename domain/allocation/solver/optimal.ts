import { allowedTiers, countryTiers } from '../tiers';
import { countryPools, type CountryPools } from './country-pools';
import { FlowNetwork, UNBOUNDED } from './min-cost-flow';
import { indexById, OTHER, preferredCommittees } from './preferences';
import type { AllocationObjective, AllocationOutcome, AllocationProblem, Progress } from './problem';
import { throttled } from './progress';
import { seatedCountries } from './seated';
import { seatOthers } from './school-spread';

/**
 * Every delegate at once, as one min-cost flow of one unit per delegate:
 *
 *   delegate → committee's class node, per preference (1, cost of the rank)
 *            → hub of the delegate's class (1, cost of "other") → every committee's class node
 *            → sink directly: not placed (1, more than every placement together)
 *   class S → class A → class B (each ∞), class T → committee (free countries of tier T),
 *   committee → sink (free seats)
 *
 * A delegate's class is the best tier they may hold (S from 3 years, A from 1, else B). The
 * allowed tiers are nested (B ⊂ AB ⊂ SAB), so Hall's condition for giving every placed delegate
 * an allowed country is a chain per committee, and the class edges carry exactly that chain:
 * any integral flow has a valid country assignment (made in `assignCountries`). The hub keeps
 * the graph at about five edges per delegate instead of one per committee.
 *
 * The cost of leaving a delegate out makes the cheapest flow place as many delegates as
 * possible. Among those flows, the costs make the rest lexicographic, with W = n + 1 (n delegates):
 *
 * - `coverage`: first 0, second W − 1, third W, other W² + W. For P placed, C of them in one
 *   of their choices, F first and S second, the cost is P·(W² + W) − (C·W² + F·W + S), and
 *   F·W + S < W²: one more delegate in any of their choices outweighs any number of first
 *   choices, and one more first choice any number of seconds.
 * - `rank_maximal`: first 0, second W² − W, third W² − 1, other W². The cost is
 *   P·W² − (F·W² + S·W + T): one more first choice outweighs any number of seconds and thirds.
 *
 * Leaving one out costs n·(the cost of "other") + 1. With n ≤ 20,000 every path's cost stays
 * far below 2^53.
 *
 * The delegates come in priority order (the tie rule's; see priority.ts), and each edge also
 * carries a tie cost that only counts between flows of equal cost (the network compares the pair
 * lexicographically): with levels 0–2 for the three choices, 3 for another committee and 4 for
 * none, and weights w = n for the first in priority down to 1 for the last, a flow's tie is
 * Σ level × w. So among equally good allocations, seats and better choices go to those served
 * first: a contested seat goes to the earlier of two delegates, whatever order the roster lists
 * them in. As every edge of a delegate's unit carries it, the tie of a placed delegate is
 * 4n + (level − 4) × w ≥ 0 (4n when not placed): the constant 4n per delegate changes nothing.
 *
 * The delegates are added to the flow one at a time in priority order, each by the cheapest
 * path from them to the sink (which may move delegates added before): the Hungarian method's
 * order. A flow built by one augmentation of many units at once would need one shortest-path
 * search per distinct path cost, and with a tie cost per delegate that is one per delegate over
 * the whole graph; from a single delegate the search stops as soon as it reaches the sink.
 *
 * The flow decides who gets which preference; who sits where outside their preferences is left
 * to `seatOthers`, which spreads each school over the committees (objective three, so only
 * where no preference is at stake).
 *
 * Delegates who already sit in a committee without a country get one there before the flow is
 * built (seatedCountries), and the flow places the others on the countries left.
 */
export const allocateOptimally = (
  problem: AllocationProblem,
  objective: AllocationObjective = 'coverage',
  onProgress?: Progress,
): AllocationOutcome => {
  const report = throttled(onProgress);
  report(0);
  const pools = countryPools(problem);
  const served = seatedCountries(problem, indexById(problem.committees), pools);
  const open = problem.delegates.flatMap((delegate, position) => (delegate.seatedIn === undefined ? [position] : []));
  const flowOutcome = placeByFlow(
    { ...problem, delegates: open.map((position) => problem.delegates[position]!) },
    objective,
    pools,
    report,
  );
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

/** Cost of a placement by choice rank (first, second, third, other), per objective; see above. */
export const rankCosts = (objective: AllocationObjective, weight: number): readonly number[] =>
  objective === 'coverage'
    ? [0, weight - 1, weight, weight * weight + weight]
    : [0, weight * weight - weight, weight * weight - 1, weight * weight];

export const UNPLACED_LEVEL = 4;

const placeByFlow = (
  problem: AllocationProblem,
  objective: AllocationObjective,
  pools: CountryPools,
  report: Progress,
): AllocationOutcome => {
  const { delegates, committees } = problem;
  const rankCost = rankCosts(objective, delegates.length + 1);
  const n = delegates.length;
  /** The tie cost of a placement at a level (rank) for the delegate at this priority position. */
  const tieCost = (position: number, level: number) => UNPLACED_LEVEL * n + (level - UNPLACED_LEVEL) * (n - position);
  const classOf = delegates.map((delegate) => countryTiers.indexOf(allowedTiers(delegate.munExperience)[0]!));
  const committeeIndex = indexById(committees);
  const preferred = delegates.map((delegate) => preferredCommittees(delegate, committeeIndex));

  const [sink, hub] = [1, 2];
  const classNode = (committee: number, klass: number) => 5 + 4 * committee + klass;
  const committeeNode = (committee: number) => 5 + 4 * committee + 3;
  const delegateNode = (position: number) => 5 + 4 * committees.length + position;
  const edgeCount = 2 * n + preferred.reduce((sum, list) => sum + list.length, 0) + 9 * committees.length;
  const network = new FlowNetwork(delegateNode(n), edgeCount);
  // Leaving one delegate out costs more than all the placements together could.
  const unplacedCost = n * rankCost[OTHER]! + 1;

  const preferenceEdges = preferred.map((list, position) => {
    network.addEdge(delegateNode(position), sink, 1, unplacedCost, tieCost(position, UNPLACED_LEVEL));
    return list.map(({ committee, rank }) => ({
      committee,
      edge: network.addEdge(delegateNode(position), classNode(committee, classOf[position]!), 1, rankCost[rank]!, tieCost(position, rank)),
    }));
  });
  const hubEdges = classOf.map((klass, position) =>
    network.addEdge(delegateNode(position), hub + klass, 1, rankCost[OTHER]!, tieCost(position, OTHER)),
  );
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

  // One delegate at a time, in priority order: each unit takes the cheapest way to the sink, moving others if that is cheaper.
  for (let position = 0; position < n; position += 1) {
    network.augment(delegateNode(position), sink, 1);
    report(0.1 + (0.8 * (position + 1)) / n);
  }

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
