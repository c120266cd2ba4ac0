import { allowedTiers, countryTiers, tierAllowed, type Tier } from '../tiers';
import { delegationsOf, openCommittees, uniqueCountries } from './delegation-groups';
import { FlowNetwork, UNBOUNDED } from './min-cost-flow';
import { allocateOptimally, rankCosts, UNPLACED_LEVEL } from './optimal';
import { indexById, OTHER, preferredCommittees } from './preferences';
import type { AllocationObjective, AllocationOutcome, AllocationProblem, Placement, Progress } from './problem';

/** A part of a delegation meant to hold one country: its planned size, the tier all its members may hold, and the country given (-1: none). */
interface Piece {
  delegation: number;
  size: number;
  tier: Tier;
  country: number;
}

const tierRank = (tier: Tier) => countryTiers.indexOf(tier);

/**
 * Delegation mode for problems too large to solve exactly: each delegation is cut into as few
 * pieces as the committees allow (a piece holds one country, one delegate per committee), the
 * pieces get countries, then one min-cost flow seats every delegate in a committee on one of
 * their delegation's countries, with the optimal strategy's costs (as many placed as possible,
 * then the objective, ties by priority; see optimal.ts). Delegates the pieces could not seat
 * (seats short where their countries are free, or no school known) are then placed by the
 * optimal flow in what is left, each costing their delegation another country. Heuristic: the
 * report gives bounds beside the result (delegation-report.ts).
 *
 * Pieces: a delegation of k delegates with w committees open needs ⌈k / w⌉ countries at least;
 * its members are cut into that many pieces by experience (the most experienced together), and a
 * piece's tier is the best its least experienced member may hold, so the most experienced
 * delegations get the better countries. A country's committees may be shared by pieces of
 * several delegations (two schools can both be France, in different committees): pieces go, best
 * tier and largest first, to the first country their delegation wished for that fits them, else
 * to the country of their tier (or the next lower) whose free committees fit them most tightly,
 * never two pieces of one delegation on one country.
 */
export const allocateDelegationsByFlow = (
  problem: AllocationProblem,
  objective: AllocationObjective,
  report: Progress,
): AllocationOutcome => {
  const { delegates, committees } = problem;
  const countries = uniqueCountries(problem);
  const open = openCommittees(problem);
  const taken = committees.map((committee) => new Set(committee.takenCountryIds));
  const freeCommittees = countries.map((country) => [...open].filter((committee) => !taken[committee]!.has(country.id)));
  const delegations = delegationsOf(problem);
  const pieces = cutIntoPieces(problem, delegations, Math.max(1, open.size));
  const countryIndex = indexById(countries);
  const wishes = delegations.map(({ school }) =>
    (problem.countryWishes?.[school] ?? []).flatMap((id) => {
      const at = countryIndex.get(id);
      return at === undefined ? [] : [at];
    }),
  );
  giveCountries(pieces, countries, freeCommittees, wishes);
  report(0.05);

  const placements = new Map<number, Placement>();
  const seatTaken = new Set<string>();
  const seatKey = (country: number, committee: number) => `${country}\u0000${committee}`;
  const committeeIndex = indexById(committees);
  const piecesOf = delegations.map(() => [] as number[]);
  pieces.forEach((piece, index) => piece.country !== -1 && piecesOf[piece.delegation]!.push(index));
  const delegationOf = new Map<number, number>();
  delegations.forEach((delegation, index) => delegation.members.forEach((position) => delegationOf.set(position, index)));

  // Delegates already seated in a committee take one of their delegation's countries there first.
  delegates.forEach((delegate, position) => {
    const committee = delegate.seatedIn === undefined ? undefined : committeeIndex.get(delegate.seatedIn);
    const delegation = delegationOf.get(position);
    if (committee === undefined || delegation === undefined) return;
    for (const piece of piecesOf[delegation]!) {
      const country = pieces[piece]!.country;
      if (taken[committee]!.has(countries[country]!.id) || seatTaken.has(seatKey(country, committee))) continue;
      if (!tierAllowed(delegate.munExperience, countries[country]!.tier)) continue;
      seatTaken.add(seatKey(country, committee));
      placements.set(position, {
        registrationId: delegate.id,
        eventCommitteeId: committees[committee]!.id,
        countryId: countries[country]!.id,
      });
      return;
    }
  });

  const flowing = delegates.flatMap((delegate, position) =>
    delegate.seatedIn === undefined && delegationOf.has(position) ? [position] : [],
  );
  seatByFlow(
    problem,
    objective,
    { pieces, piecesOf, delegationOf, countries, freeCommittees, seatTaken, seatKey },
    flowing,
    placements,
    report,
  );
  report(0.85);
  placeTheRest(problem, objective, placements);
  report(0.95);

  const outcome: AllocationOutcome = { placements: [], unplaced: [] };
  delegates.forEach((delegate, position) => {
    const placement = placements.get(position);
    if (placement) outcome.placements.push(placement);
    else outcome.unplaced.push(delegate.id);
  });
  return outcome;
};

const cutIntoPieces = (problem: AllocationProblem, delegations: ReturnType<typeof delegationsOf>, width: number): Piece[] => {
  const { delegates } = problem;
  return delegations.flatMap(({ members }, delegation) => {
    const count = Math.ceil(members.length / width);
    const byExperience = [...members].sort((a, b) => delegates[b]!.munExperience - delegates[a]!.munExperience || a - b);
    const base = Math.floor(members.length / count);
    const extra = members.length % count;
    const cut: Piece[] = [];
    for (let index = 0, start = 0; index < count; index += 1) {
      const size = base + (index < extra ? 1 : 0);
      const least = delegates[byExperience[start + size - 1]!]!.munExperience;
      cut.push({ delegation, size, tier: allowedTiers(least)[0]!, country: -1 });
      start += size;
    }
    return cut;
  });
};

const giveCountries = (
  pieces: Piece[],
  countries: ReturnType<typeof uniqueCountries>,
  freeCommittees: readonly number[][],
  wishes: readonly (readonly number[])[],
) => {
  const room = freeCommittees.map((list) => list.length);
  const holders = countries.map(() => new Set<number>());
  const order = pieces.map((_, index) => index);
  order.sort((a, b) => tierRank(pieces[a]!.tier) - tierRank(pieces[b]!.tier) || pieces[b]!.size - pieces[a]!.size || a - b);
  for (const index of order) {
    const piece = pieces[index]!;
    const usable = (country: number) => !holders[country]!.has(piece.delegation) && room[country]! > 0;
    // The delegation's wishes first, in its order: one its members may hold with room for the whole piece.
    let chosen =
      wishes[piece.delegation]!.find(
        (at) => tierRank(countries[at]!.tier) >= tierRank(piece.tier) && usable(at) && room[at]! >= piece.size,
      ) ?? -1;
    if (chosen === -1)
      for (const tier of countryTiers.slice(tierRank(piece.tier))) {
        countries.forEach((country, at) => {
          if (country.tier !== tier || !usable(at) || room[at]! < piece.size) return;
          if (chosen === -1 || room[at]! < room[chosen]!) chosen = at;
        });
        if (chosen !== -1) break;
      }
    // No country has room for the whole piece: the one with the most room, of a tier its members may hold.
    if (chosen === -1)
      countries.forEach((country, at) => {
        if (tierRank(country.tier) < tierRank(piece.tier) || !usable(at)) return;
        if (chosen === -1 || room[at]! > room[chosen]!) chosen = at;
      });
    if (chosen === -1) continue;
    piece.country = chosen;
    room[chosen] = Math.max(0, room[chosen]! - piece.size);
    holders[chosen]!.add(piece.delegation);
  }
};

interface PieceLayout {
  pieces: readonly Piece[];
  piecesOf: readonly (readonly number[])[];
  delegationOf: ReadonlyMap<number, number>;
  countries: ReturnType<typeof uniqueCountries>;
  freeCommittees: readonly (readonly number[])[];
  seatTaken: ReadonlySet<string>;
  seatKey: (country: number, committee: number) => string;
}

/**
 * delegate → (country, committee) seat per preference, or → the piece's hub at the cost of
 * "other" → any of the piece's country's seats; seat → committee (1) → sink (free seats). A
 * delegate reaches only the countries of their delegation's pieces whose tier they may hold.
 */
const seatByFlow = (
  problem: AllocationProblem,
  objective: AllocationObjective,
  layout: PieceLayout,
  flowing: readonly number[],
  placements: Map<number, Placement>,
  report: Progress,
) => {
  const { delegates, committees } = problem;
  const { pieces, piecesOf, delegationOf, countries, freeCommittees, seatTaken, seatKey } = layout;
  const n = delegates.length;
  const rankCost = rankCosts(objective, n + 1);
  const unplacedCost = n * rankCost[OTHER]! + 1;
  const tieCost = (position: number, level: number) => UNPLACED_LEVEL * n + (level - UNPLACED_LEVEL) * (n - position);
  const committeeIndex = indexById(committees);

  const sink = 0;
  const committeeNode = (committee: number) => 1 + committee;
  let nodes = 1 + committees.length;
  const seatNodes = new Map<string, { node: number; country: number; committee: number }>();
  const usedCountries = [...new Set(pieces.flatMap((piece) => (piece.country === -1 ? [] : [piece.country])))];
  for (const country of usedCountries)
    for (const committee of freeCommittees[country]!) {
      if (seatTaken.has(seatKey(country, committee)) || committees[committee]!.freeSeats <= 0) continue;
      seatNodes.set(seatKey(country, committee), { node: nodes, country, committee });
      nodes += 1;
    }
  const hubOf = pieces.map((piece) => (piece.country === -1 ? -1 : nodes++));
  const delegateNode = new Map(flowing.map((position) => [position, nodes++]));

  const eligible = (position: number) =>
    piecesOf[delegationOf.get(position)!]!.filter((piece) =>
      tierAllowed(delegates[position]!.munExperience, countries[pieces[piece]!.country]!.tier),
    );
  let edgeCount = seatNodes.size + committees.length;
  for (const piece of pieces) if (piece.country !== -1) edgeCount += freeCommittees[piece.country]!.length;
  for (const position of flowing) edgeCount += 1 + eligible(position).length * 4;
  const network = new FlowNetwork(nodes, edgeCount);

  const choiceEdges = new Map<number, Array<{ edge: number; seat: number }>>();
  const hubEdges = new Map<number, Array<{ edge: number; piece: number }>>();
  for (const position of flowing) {
    const node = delegateNode.get(position)!;
    network.addEdge(node, sink, 1, unplacedCost, tieCost(position, UNPLACED_LEVEL));
    const preferred = preferredCommittees(delegates[position]!, committeeIndex);
    const choices: Array<{ edge: number; seat: number }> = [];
    const hubs: Array<{ edge: number; piece: number }> = [];
    for (const piece of eligible(position)) {
      for (const { committee, rank } of preferred) {
        const seat = seatNodes.get(seatKey(pieces[piece]!.country, committee));
        if (seat) choices.push({ edge: network.addEdge(node, seat.node, 1, rankCost[rank]!, tieCost(position, rank)), seat: seat.node });
      }
      hubs.push({ edge: network.addEdge(node, hubOf[piece]!, 1, rankCost[OTHER]!, tieCost(position, OTHER)), piece });
    }
    choiceEdges.set(position, choices);
    hubEdges.set(position, hubs);
  }
  const hubSeatEdges = pieces.map((piece, index) =>
    piece.country === -1
      ? []
      : freeCommittees[piece.country]!.flatMap((committee) => {
          const seat = seatNodes.get(seatKey(piece.country, committee));
          return seat ? [{ edge: network.addEdge(hubOf[index]!, seat.node, UNBOUNDED, 0), seat: seat.node }] : [];
        }),
  );
  const seatOfNode = new Map([...seatNodes.values()].map((seat) => [seat.node, seat]));
  for (const seat of seatNodes.values()) network.addEdge(seat.node, committeeNode(seat.committee), 1, 0);
  committees.forEach((committee, index) => network.addEdge(committeeNode(index), sink, Math.max(0, committee.freeSeats), 0));
  report(0.1);

  flowing.forEach((position, done) => {
    network.augment(delegateNode.get(position)!, sink, 1);
    report(0.1 + (0.75 * (done + 1)) / flowing.length);
  });

  // A hub's units all reach seats of its country, any of which each of its delegates may take.
  const hubSeats = hubSeatEdges.map((edges) => edges.flatMap(({ edge, seat }) => new Array<number>(network.flow(edge)).fill(seat)));
  const place = (position: number, seatNode: number) => {
    const seat = seatOfNode.get(seatNode)!;
    placements.set(position, {
      registrationId: delegates[position]!.id,
      eventCommitteeId: committees[seat.committee]!.id,
      countryId: countries[seat.country]!.id,
    });
  };
  for (const position of flowing) {
    const choice = choiceEdges.get(position)!.find(({ edge }) => network.flow(edge) > 0);
    if (choice) {
      place(position, choice.seat);
      continue;
    }
    const hub = hubEdges.get(position)!.find(({ edge }) => network.flow(edge) > 0);
    if (hub) place(position, hubSeats[hub.piece]!.pop()!);
  }
};

/** Those still unplaced, by the optimal flow in the seats and countries left (each a country more for their delegation). */
const placeTheRest = (problem: AllocationProblem, objective: AllocationObjective, placements: Map<number, Placement>) => {
  const rest = problem.delegates.flatMap((delegate, position) => (placements.has(position) ? [] : [position]));
  if (rest.length === 0) return;
  const schoolOf = new Map(problem.delegates.map((delegate) => [delegate.id, delegate.school]));
  const seatedIds = new Set(problem.delegates.flatMap((delegate) => (delegate.seatedIn === undefined ? [] : [delegate.id])));
  const residual: AllocationProblem = {
    ...problem,
    delegates: rest.map((position) => problem.delegates[position]!),
    committees: problem.committees.map((committee) => {
      const here = [...placements.values()].filter((placement) => placement.eventCommitteeId === committee.id);
      const schoolCounts = { ...committee.schoolCounts };
      for (const placement of here) {
        const school = schoolOf.get(placement.registrationId);
        if (school != null && !seatedIds.has(placement.registrationId)) schoolCounts[school] = (schoolCounts[school] ?? 0) + 1;
      }
      const newcomers = here.filter((placement) => !seatedIds.has(placement.registrationId)).length;
      return {
        ...committee,
        freeSeats: Math.max(0, committee.freeSeats - newcomers),
        takenCountryIds: [...committee.takenCountryIds, ...here.map((placement) => placement.countryId)],
        schoolCounts,
      };
    }),
  };
  const outcome = allocateOptimally(residual, objective);
  const positionOf = new Map(rest.map((position) => [problem.delegates[position]!.id, position]));
  for (const placement of outcome.placements) placements.set(positionOf.get(placement.registrationId)!, placement);
};
