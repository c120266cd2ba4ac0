import type { Tier } from '../../tiers';
import type { SolverCommittee, SolverCountry, SolverDelegate } from '../problem';

export const delegate = (id: string, munExperience: number, prefs: string[] = [], school: string | null = null): SolverDelegate => ({
  id,
  munExperience,
  prefs,
  school,
});

/** A delegate already sitting in `eventCommitteeId` without a country. */
export const seatedDelegate = (
  id: string,
  munExperience: number,
  eventCommitteeId: string,
  prefs: string[] = [],
  school: string | null = null,
): SolverDelegate => ({
  ...delegate(id, munExperience, prefs, school),
  seatedIn: eventCommitteeId,
});

export const committee = (id: string, freeSeats: number, extra: Partial<SolverCommittee> = {}): SolverCommittee => ({
  id,
  label: id.toUpperCase(),
  freeSeats,
  takenCountryIds: [],
  schoolCounts: {},
  ...extra,
});

export const country = (id: string, tier: Tier, name = id): SolverCountry => ({ id, name, tier });

/** One country of each tier, named so that name order and tier order differ. */
export const oneOfEachTier = [country('s', 'S', 'Sweden'), country('a', 'A', 'Austria'), country('b', 'B', 'Belize')];
