import { countryTiers, tierAllowed, type Tier } from '../tiers';
import type { AllocationOutcome, AllocationProblem, Placement } from './problem';

const tierRank = (tier: Tier) => countryTiers.indexOf(tier);

/**
 * Countries to the most experienced first, within each committee: the countries this run gives
 * in a committee are handed out again among the delegates it places there, the most experienced
 * first (ties in input order, which is priority order), each taking the best tier left that they
 * may hold. Nobody changes committee, the committee's countries stay the same, and everyone keeps
 * a tier they may hold: allowed tiers are nested, so when the countries fit the delegates in
 * some order they fit them in this one. Delegates placed by hand earlier are left alone.
 */
export const seniorityFirst = (problem: AllocationProblem, outcome: AllocationOutcome): AllocationOutcome => {
  const tierOf = new Map(problem.countries.map((country) => [country.id, country.tier]));
  const experience = new Map(problem.delegates.map((delegate) => [delegate.id, delegate.munExperience]));
  const position = new Map(problem.delegates.map((delegate, index) => [delegate.id, index]));
  const byCommittee = new Map<string, Placement[]>();
  for (const placement of outcome.placements) {
    const here = byCommittee.get(placement.eventCommitteeId) ?? [];
    here.push(placement);
    byCommittee.set(placement.eventCommitteeId, here);
  }
  const countryOf = new Map<string, string>();
  for (const here of byCommittee.values()) {
    const holders = [...here].sort(
      (a, b) =>
        experience.get(b.registrationId)! - experience.get(a.registrationId)! ||
        position.get(a.registrationId)! - position.get(b.registrationId)!,
    );
    const countries = holders.map((placement) => placement.countryId).sort((a, b) => tierRank(tierOf.get(a)!) - tierRank(tierOf.get(b)!));
    const given = new Map<string, string>();
    for (const holder of holders) {
      const at = countries.findIndex((id) => tierAllowed(experience.get(holder.registrationId)!, tierOf.get(id)!));
      if (at === -1) break;
      given.set(holder.registrationId, countries.splice(at, 1)[0]!);
    }
    // Never reached when the run's countries were valid; the committee then keeps them as they were.
    if (given.size === holders.length) for (const [id, country] of given) countryOf.set(id, country);
  }
  return {
    placements: outcome.placements.map((placement) => ({
      ...placement,
      countryId: countryOf.get(placement.registrationId) ?? placement.countryId,
    })),
    unplaced: [...outcome.unplaced],
  };
};

/**
 * How many of the outcome's delegates hold a country of a lower tier than a less experienced
 * delegate of the outcome in the same committee: each could swap with them, both still holding
 * a tier they may hold (the tiers are nested), and nobody would change committee.
 */
export const seniorityInversions = (problem: AllocationProblem, outcome: AllocationOutcome): number => {
  const tierOf = new Map(problem.countries.map((country) => [country.id, country.tier]));
  const experience = new Map(problem.delegates.map((delegate) => [delegate.id, delegate.munExperience]));
  const byCommittee = new Map<string, Array<{ years: number; tier: number }>>();
  for (const placement of outcome.placements) {
    const tier = tierOf.get(placement.countryId);
    const years = experience.get(placement.registrationId);
    if (tier === undefined || years === undefined) continue;
    const here = byCommittee.get(placement.eventCommitteeId) ?? [];
    here.push({ years, tier: tierRank(tier) });
    byCommittee.set(placement.eventCommitteeId, here);
  }
  let inversions = 0;
  for (const here of byCommittee.values()) {
    here.sort((a, b) => a.years - b.years);
    // The best tier (lowest rank) held by anyone with fewer years than the current group.
    let bestBelow = Infinity;
    for (let start = 0; start < here.length;) {
      let end = start;
      while (end < here.length && here[end]!.years === here[start]!.years) end += 1;
      for (let index = start; index < end; index += 1) if (here[index]!.tier > bestBelow) inversions += 1;
      for (let index = start; index < end; index += 1) bestBelow = Math.min(bestBelow, here[index]!.tier);
      start = end;
    }
  }
  return inversions;
};
