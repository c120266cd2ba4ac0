import { z } from 'zod';

/**
 * What a global allocation run is asked for and what it reports, shared by the queue's
 * contract, the API's answers and the Global Allocation dialog, so the three cannot drift.
 */
export const allocationStrategies = ['spec', 'optimal'] as const;
export type AllocationStrategy = (typeof allocationStrategies)[number];

/** Why a dry run can no longer be applied (the Apply call's refusal, and the dialog's note). */
export const STALE_DRY_RUN_MESSAGE = 'The delegates or committees changed since this dry run. Run it again.';

const count = z.number().int().nonnegative();

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
});
