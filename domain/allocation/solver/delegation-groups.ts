import type { AllocationProblem, SolverCountry } from './problem';

/**
 * A school's delegation in one run: the positions of its delegates in the problem, in input
 * (priority) order. Delegates whose school is unknown belong to none.
 */
export interface Delegation {
  school: string;
  members: number[];
}

export const delegationsOf = (problem: AllocationProblem): Delegation[] => {
  const bySchool = new Map<string, number[]>();
  problem.delegates.forEach((delegate, position) => {
    if (delegate.school === null) return;
    const members = bySchool.get(delegate.school) ?? [];
    members.push(position);
    bySchool.set(delegate.school, members);
  });
  return [...bySchool].map(([school, members]) => ({ school, members }));
};

/** The catalogue's countries, each once (first listing wins). */
export const uniqueCountries = (problem: AllocationProblem): SolverCountry[] => {
  const seen = new Set<string>();
  return problem.countries.filter((country) => !seen.has(country.id) && seen.add(country.id));
};

/**
 * The committees a delegate of this run can sit in: those with a free seat, and those a delegate
 * already sits in (their seat is counted out of the free ones already).
 */
export const openCommittees = (problem: AllocationProblem): Set<number> => {
  const seatedIn = new Set(problem.delegates.flatMap((delegate) => (delegate.seatedIn === undefined ? [] : [delegate.seatedIn])));
  return new Set(problem.committees.flatMap((committee, index) => (committee.freeSeats > 0 || seatedIn.has(committee.id) ? [index] : [])));
};
