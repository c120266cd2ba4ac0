import type { AllocationProblem } from './problem';

/** A committee's free seats and free countries per tier, in class order: S, A, B. */
export interface CommitteeRoom {
  seats: number;
  countries: readonly [number, number, number];
}

/**
 * How many more delegates a committee can take, per class: [any class, A or B class, B class].
 * Allowed tiers are nested, so Hall's condition is this chain, with the seats capping it all.
 */
const reachOf = (room: CommitteeRoom, placed: readonly number[]): number[] => {
  const [s, a, b] = room.countries;
  const all = Math.min(s + a + b, room.seats) - placed[0]! - placed[1]! - placed[2]!;
  const aOrB = Math.min(a + b - placed[1]! - placed[2]!, all);
  return [all, aOrB, Math.min(b - placed[2]!, aOrB)];
};

/**
 * Whether the delegates still waiting, per class [S, A, B], fit into the committees' summed
 * reach. Summing is exact: each committee's room is a polymatroid, and a sum of polymatroids
 * has the summed rank function, so the three chain sums are the whole condition.
 */
const allFit = (waiting: readonly number[], reach: readonly number[]) =>
  waiting[2]! <= reach[2]! && waiting[1]! + waiting[2]! <= reach[1]! && waiting[0]! + waiting[1]! + waiting[2]! <= reach[0]!;

/**
 * Seats the delegates the optimal flow placed outside their preferences. The flow settles who
 * gets a preference and how many are placed; those placed elsewhere may go to any committee
 * with room for their class, at no cost to anyone's preference (were one of those committees
 * a preference of theirs, the flow would not have been optimal). Each goes where their school
 * has the fewest delegates so far, counting earlier assignments and this run's placements; ties
 * go to the committee listed first. A committee is only chosen if everyone still waiting fits
 * afterwards, so the number placed never drops. Delegates of unknown school come last.
 *
 * This is a greedy spread, not an optimum of it, and it never moves a delegate the flow placed
 * in a preferred committee.
 */
export const seatOthers = (
  problem: AllocationProblem,
  placedAt: readonly number[],
  others: readonly number[],
  classOf: readonly number[],
  rooms: readonly CommitteeRoom[],
): number[] => {
  const filled = [...placedAt];
  const counts = problem.committees.map((committee) => new Map(Object.entries(committee.schoolCounts)));
  const count = (committee: number, school: string | null) => (school === null ? 0 : (counts[committee]!.get(school) ?? 0));
  const placed = rooms.map(() => [0, 0, 0]);
  const add = (position: number, committee: number) => {
    const school = problem.delegates[position]!.school;
    if (school !== null) counts[committee]!.set(school, count(committee, school) + 1);
    placed[committee]![classOf[position]!]! += 1;
  };
  filled.forEach((committee, position) => {
    if (committee !== -1) add(position, committee);
  });
  const reaches = rooms.map((room, committee) => reachOf(room, placed[committee]!));
  const total = [0, 1, 2].map((klass) => reaches.reduce((sum, reach) => sum + reach[klass]!, 0));
  const waiting = [0, 0, 0];
  for (const position of others) waiting[classOf[position]!]! += 1;

  const known = others.filter((position) => problem.delegates[position]!.school !== null);
  const unknown = others.filter((position) => problem.delegates[position]!.school === null);
  for (const position of [...known, ...unknown]) {
    const klass = classOf[position]!;
    const school = problem.delegates[position]!.school;
    waiting[klass]! -= 1;
    const totalWith = (committee: number) => {
      placed[committee]![klass]! += 1;
      const after = reachOf(rooms[committee]!, placed[committee]!);
      placed[committee]![klass]! -= 1;
      return total.map((sum, index) => sum - reaches[committee]![index]! + after[index]!);
    };
    let best = -1;
    reaches.forEach((reach, committee) => {
      if (reach[klass]! < 1 || (best !== -1 && count(committee, school) >= count(best, school))) return;
      if (allFit(waiting, totalWith(committee))) best = committee;
    });
    const after = totalWith(best);
    after.forEach((sum, index) => (total[index] = sum));
    add(position, best);
    reaches[best] = reachOf(rooms[best]!, placed[best]!);
    filled[position] = best;
  }
  return filled;
};
