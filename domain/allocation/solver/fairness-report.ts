import type { z } from 'zod';
import type { fairnessReportSchema } from '../run-report';
import { countryTiers, type Tier } from '../tiers';
import { choiceRank, indexById, OTHER, preferredCommittees } from './preferences';
import { registrationOrder } from './priority';
import type { AllocationOutcome, AllocationProblem } from './problem';
import { seniorityInversions } from './seniority';

/**
 * The report's shape (run-report.ts). The largest school cluster is the most delegates of one
 * school in one committee, counting earlier assignments and this outcome's placements; size 0
 * (and nulls) when no delegate's school is known. Ties go to the committee listed first, then
 * the school met first.
 */
export type FairnessReport = z.infer<typeof fairnessReportSchema>;

const choiceNames = ['first', 'second', 'third', 'other'] as const;

/** Years of MUN experience grouped as the report shows them: 0, 1, 2, 3, 4, then 5 or more. */
const EXPERIENCE_GROUPS = 6;
const TENTHS = 10;

type Group = NonNullable<FairnessReport['byExperience']>[number];
const emptyGroup = (group: string): Group => ({ group, delegates: 0, placed: 0, firstChoice: 0, anyChoice: 0 });

/**
 * How an allocation treated the delegates: what the organiser sees before confirming it. The
 * groups by registration are tenths of the delegates in registration order, whatever the tie
 * rule, so a lottery's report shows whether early registrants fared better or worse.
 */
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

  const committeeIndex = indexById(problem.committees);
  const committeeOf = new Map(outcome.placements.map((placement) => [placement.registrationId, placement.eventCommitteeId]));
  const byExperience = Array.from({ length: EXPERIENCE_GROUPS }, (_, years) =>
    emptyGroup(years === EXPERIENCE_GROUPS - 1 ? `${years}+` : String(years)),
  );
  const byRegistration = Array.from({ length: TENTHS }, (_, tenth) => emptyGroup(String(tenth + 1)));
  let withoutAnyChoice = 0;
  registrationOrder(problem.delegates).forEach((position, place) => {
    const delegate = problem.delegates[position]!;
    const committee = committeeOf.get(delegate.id);
    const rank = committee === undefined ? OTHER : choiceRank(delegate, committee);
    const years = Math.min(EXPERIENCE_GROUPS - 1, Math.max(0, Math.floor(delegate.munExperience)));
    for (const group of [byExperience[years]!, byRegistration[Math.floor((place * TENTHS) / problem.delegates.length)]!]) {
      group.delegates += 1;
      if (committee !== undefined) group.placed += 1;
      if (rank === 0) group.firstChoice += 1;
      if (rank < OTHER) group.anyChoice += 1;
    }
    if (rank === OTHER && preferredCommittees(delegate, committeeIndex).length > 0) withoutAnyChoice += 1;
  });

  const largestSchoolCluster: FairnessReport['largestSchoolCluster'] = { size: 0, school: null, committee: null };
  for (const committee of problem.committees) {
    for (const [school, size] of clusters.get(committee.id) ?? []) {
      if (size > largestSchoolCluster.size)
        Object.assign(largestSchoolCluster, { size, school: problem.schoolNames?.[school] ?? school, committee: committee.label });
    }
  }
  return {
    considered: problem.delegates.length,
    allocated: outcome.placements.length,
    failed: outcome.unplaced.length,
    choices,
    tiers,
    largestSchoolCluster,
    withoutAnyChoice,
    seniorityInversions: seniorityInversions(problem, outcome),
    byExperience,
    byRegistration,
  };
};
