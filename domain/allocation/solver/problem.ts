import type { Tier } from '../tiers';

/**
 * What the allocation solvers read and return. Plain data with ids only, so a caller can build
 * a problem from any read model and the solvers stay pure and easy to test.
 */
export interface SolverDelegate {
  id: string;
  /** Whole years of MUN experience; decides the country tiers the delegate may hold. */
  munExperience: number;
  /** Committee ids, most wanted first, up to 3; may be empty; ids not among the committees are ignored. */
  prefs: readonly string[];
  /** School name or key, to spread a school's delegates; null when unknown. */
  school: string | null;
  /**
   * The committee the delegate already sits in without a country (chosen by hand). They keep it
   * and are only given a country there; their seat is already counted out of its free seats.
   */
  seatedIn?: string;
  /**
   * The delegate's place in registration order (1: the first to register). First come, first
   * served breaks ties by it; without it, the input order counts.
   */
  registered?: number;
}

export interface SolverCommittee {
  id: string;
  /** The committee's abbreviation, for reports. */
  label: string;
  freeSeats: number;
  /** Countries already held in this committee by earlier assignments. */
  takenCountryIds: readonly string[];
  /** Delegates of each school already assigned here. */
  schoolCounts: Readonly<Record<string, number>>;
}

export interface SolverCountry {
  id: string;
  name: string;
  tier: Tier;
}

export interface AllocationProblem {
  delegates: readonly SolverDelegate[];
  committees: readonly SolverCommittee[];
  countries: readonly SolverCountry[];
  /** Delegation mode: the countries each delegation (by school) asked for, most wanted first. */
  countryWishes?: Readonly<Record<string, readonly string[]>>;
  /** The schools' names by the keys the delegates' `school` holds, for reports; a key without one is shown as it is. */
  schoolNames?: Readonly<Record<string, string>>;
}

export interface Placement {
  registrationId: string;
  eventCommitteeId: string;
  countryId: string;
}

/** Placements and unplaced delegates, each in the delegates' input order. */
export interface AllocationOutcome {
  placements: Placement[];
  unplaced: string[];
}

/** Share of the work done, 0 to 1; called a bounded number of times (about 100 at most). */
export type Progress = (fraction: number) => void;

export type { AllocationObjective, AllocationRules, AllocationStrategy } from '../run-report';
