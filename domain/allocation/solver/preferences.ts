import type { SolverDelegate } from './problem';

/** Choice ranks 0, 1 and 2 are the first three preferences; anything else counts as OTHER. */
export const OTHER = 3;

/**
 * The rank of a committee among a delegate's preferences: its first position in the list, so a
 * delegate whose first choice was since removed gets their second choice at best, and the
 * report says so. Only the first three entries count, as the product asks for three.
 */
export const choiceRank = (delegate: SolverDelegate, eventCommitteeId: string): number => {
  const position = delegate.prefs.indexOf(eventCommitteeId);
  return position === -1 || position >= OTHER ? OTHER : position;
};

/** The delegate's preferred committees that exist, as indexes, with their ranks, best first. */
export const preferredCommittees = (
  delegate: SolverDelegate,
  committeeIndex: ReadonlyMap<string, number>,
): Array<{ committee: number; rank: number }> => {
  const preferred: Array<{ committee: number; rank: number }> = [];
  delegate.prefs.slice(0, OTHER).forEach((id, rank) => {
    const committee = committeeIndex.get(id);
    if (committee !== undefined && !preferred.some((entry) => entry.committee === committee)) preferred.push({ committee, rank });
  });
  return preferred;
};

export const indexById = (items: ReadonlyArray<{ id: string }>): Map<string, number> => {
  const index = new Map<string, number>();
  items.forEach((item, position) => {
    if (!index.has(item.id)) index.set(item.id, position);
  });
  return index;
};
