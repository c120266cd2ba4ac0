import { z } from 'zod';

/**
 * What a global allocation run is asked for and what it reports, shared by the queue's
 * contract, the API's answers and the Global Allocation dialog, so the three cannot drift.
 */
export const allocationStrategies = ['spec', 'optimal'] as const;
export type AllocationStrategy = (typeof allocationStrategies)[number];

/**
 * What the optimal strategy maximises once as many delegates as possible are placed.
 * `coverage` (the default): as many delegates as possible in one of their choices, then first
 * choices, then second, then third. `rank_maximal`: first choices, then second, then third,
 * even if that leaves some delegates with none of theirs.
 */
export const allocationObjectives = ['coverage', 'rank_maximal'] as const;
export type AllocationObjective = (typeof allocationObjectives)[number];

/**
 * How delegates equal in every other respect are ordered, for both strategies: `first_come`
 * (the default) by registration order; `lottery` by a draw fixed by its seed, so the same seed
 * gives the same allocation and anyone can replay it.
 */
export const tieRules = ['first_come', 'lottery'] as const;
export type TieRule = (typeof tieRules)[number];

/** The largest seed a lottery takes (seeds are whole numbers from 0). */
export const MAX_LOTTERY_SEED = 2_147_483_647;

/** The organiser's choices for a run; the seed only counts for a lottery. */
export interface AllocationRules {
  objective: AllocationObjective;
  tieRule: TieRule;
  seed: number;
}

export const defaultAllocationRules: AllocationRules = { objective: 'coverage', tieRule: 'first_come', seed: 0 };

/** The objective a dry run compares the chosen one with. */
export const otherObjective = (objective: AllocationObjective): AllocationObjective =>
  objective === 'coverage' ? 'rank_maximal' : 'coverage';

/** Why a dry run can no longer be applied (the Apply call's refusal, and the dialog's note). */
export const STALE_DRY_RUN_MESSAGE = 'The delegates or committees changed since this dry run. Run it again.';

const count = z.number().int().nonnegative();

/** A group of delegates in the fairness report: how many, and how many were placed, in their first choice, in any of their choices. */
const fairnessGroupSchema = z.object({ group: z.string(), delegates: count, placed: count, firstChoice: count, anyChoice: count });

/** How an allocation treated the delegates (see solver/fairness-report.ts for how each figure is counted). */
export const fairnessReportSchema = z.object({
  considered: count,
  allocated: count,
  failed: count,
  /** Among the placements: which preference the committee was. */
  choices: z.object({ first: count, second: count, third: count, other: count }),
  /** The tiers of the countries given. */
  tiers: z.object({ S: count, A: count, B: count }),
  largestSchoolCluster: z.object({ size: count, school: z.string().nullable(), committee: z.string().nullable() }),
  /** Delegates with at least one preference that exists who got none of them (placed elsewhere or not at all). Absent in runs made before it was counted. */
  withoutAnyChoice: count.optional(),
  /**
   * Delegates of this run holding a country of a lower tier than a less experienced delegate of
   * this run in the same committee (a swap both may hold, costing nobody their committee).
   */
  seniorityInversions: count.optional(),
  /** Placed, first-choice and any-choice counts per years of MUN experience (the last group: that many or more). */
  byExperience: z.array(fairnessGroupSchema).optional(),
  /** The same per tenth of the delegates in registration order (first tenth: the earliest). */
  byRegistration: z.array(fairnessGroupSchema).optional(),
  /** In delegation mode only: how the schools' delegations were kept together. */
  delegations: z
    .object({
      /** Delegations (schools) with delegates in this run; delegates without a known school are not in one. */
      count,
      /** Delegations kept whole: all their delegates placed, on one country. */
      keptWhole: count,
      /** Delegations whose placed delegates hold more than one country. */
      split: count,
      /** A proven upper bound on keptWhole: a delegation larger than the committees open cannot be kept whole. */
      keptWholeBound: count,
      /** Countries held by delegations, summed over delegations, and a proven lower bound for that sum. */
      countries: count,
      countriesBound: count,
      /** True when the whole model was solved exactly (HiGHS); false when heuristic, with the bounds above. */
      exact: z.boolean(),
      /** Each delegation: its school, its delegates in this run, how many were placed, its countries' names and the countries it wished for. */
      list: z.array(
        z.object({
          school: z.string(),
          delegates: count,
          placed: count,
          countries: z.array(z.string()),
          wishes: z.array(z.string()).optional(),
        }),
      ),
    })
    .optional(),
});

/** One group's figures in the objective not chosen, for the dry run's comparison. */
export const objectiveComparisonSchema = z.object({
  objective: z.enum(allocationObjectives),
  allocated: count,
  withoutAnyChoice: count,
  choices: z.object({ first: count, second: count, third: count, other: count }),
});
