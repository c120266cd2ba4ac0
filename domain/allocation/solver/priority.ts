import type { AllocationRules, SolverDelegate } from './problem';

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Positions of the delegates by registration order: their `registered` place, else their input
 * position, then their id. Independent of the order they are listed in once every delegate has a place.
 */
export const registrationOrder = (delegates: readonly SolverDelegate[]): number[] =>
  delegates
    .map((_, position) => position)
    .sort(
      (a, b) =>
        (delegates[a]!.registered ?? a) - (delegates[b]!.registered ?? b) || compareIds(delegates[a]!.id, delegates[b]!.id) || a - b,
    );

/** FNV-1a of the id, mixed with the seed (murmur3's finaliser): each delegate's lottery ticket, whatever the roster around them. */
const ticket = (seed: number, id: string): number => {
  let hash = 0x811c9dc5 ^ seed;
  for (let index = 0; index < id.length; index += 1) hash = Math.imul(hash ^ id.charCodeAt(index), 0x01000193);
  hash ^= seed;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
};

/**
 * Positions of the delegates in the order ties are settled, the first served first: by
 * registration order (first come, first served), or by lottery tickets drawn from the seed (ties
 * between tickets by registration order). A delegate's ticket depends only on the seed and
 * their own id, so the draw does not change when others join or leave.
 */
export const priorityOrder = (delegates: readonly SolverDelegate[], rules: Pick<AllocationRules, 'tieRule' | 'seed'>): number[] => {
  const registration = registrationOrder(delegates);
  if (rules.tieRule === 'first_come') return registration;
  const tickets = delegates.map((delegate) => ticket(rules.seed, delegate.id));
  const place = new Array<number>(delegates.length);
  registration.forEach((position, index) => (place[position] = index));
  return [...registration].sort((a, b) => tickets[a]! - tickets[b]! || place[a]! - place[b]!);
};
