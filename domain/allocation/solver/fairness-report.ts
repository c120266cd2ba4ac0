import type { z } from 'zod';
import type { fairnessReportSchema } from '../run-report';
import { countryTiers, type Tier } from '../tiers';
import { choiceRank } from './preferences';
import type { AllocationOutcome, AllocationProblem } from './problem';

/**
 * The report's shape (run-report.ts). The largest school cluster is the most delegates of one
 * school in one committee, counting earlier assignments and this outcome's placements; size 0
 * (and nulls) when no delegate's school is known. Ties go to the committee listed first, then
 * the school met first.
 */
export type FairnessReport = z.infer<typeof fairnessReportSchema>;

const choiceNames = ['first', 'second', 'third', 'other'] as const;

/** How an allocation treated the delegates: what the organiser sees before confirming it. */
export const fairnessReport = (problem: AllocationProblem, outcome: AllocationOutcome): FairnessReport => {
  const delegates = new Map(problem.delegates.map((delegate) => [delegate.id, delegate]));
  const tierOf = new Map(problem.countries.map((country) => [country.id, country.tier]));
  const choices = { first: 0, second: 0, third: 0, other: 0 };
  const tiers = Object.fromEntries(countryTiers.map((tier) => [tier, 0])) as Record<Tier, number>;
  const clusters = new Map(problem.committees.map((committee) => [committee.id, new Map(Object.entries(committee.schoolCounts))]));

  for (const placement of outcome.placements) {
    const delegate = delegates.get(placement.registrationId);
    const tier = tierOf.get(placement.countryId);
    if (delegate) choices[choiceNames[choiceRank(delegate, placement.eventCommitteeId)]!] += 1;
    if (tier) tiers[tier] += 1;
    const schools = clusters.get(placement.eventCommitteeId);
    // A delegate who already sat there is counted in the committee's school counts.
    if (delegate?.school != null && delegate.seatedIn === undefined && schools)
      schools.set(delegate.school, (schools.get(delegate.school) ?? 0) + 1);
  }

  const largestSchoolCluster: FairnessReport['largestSchoolCluster'] = { size: 0, school: null, committee: null };
  for (const committee of problem.committees) {
    for (const [school, size] of clusters.get(committee.id) ?? []) {
      if (size > largestSchoolCluster.size) Object.assign(largestSchoolCluster, { size, school, committee: committee.label });
    }
  }
  return {
    considered: problem.delegates.length,
    allocated: outcome.placements.length,
    failed: outcome.unplaced.length,
    choices,
    tiers,
    largestSchoolCluster,
  };
};
