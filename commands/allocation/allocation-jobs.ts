import type { JobsOptions } from 'bullmq';
import { z } from 'zod';
import { placementSchema } from '@domain/allocation/allocation-events';
import {
  allocationObjectives,
  allocationStrategies,
  defaultAllocationRules,
  fairnessReportSchema,
  MAX_LOTTERY_SEED,
  objectiveComparisonSchema,
  tieRules,
  type AllocationRules,
} from '@domain/allocation/run-report';

/**
 * The contract of the `global-allocation` queue, shared by its producer (the API) and its
 * consumer (workers/allocation). A job is one run: it computes an allocation for the event's
 * unlocked, unassigned delegates and, unless it is a dry run, appends it at once.
 */
export const ALLOCATION_QUEUE = 'global-allocation';
export const RUN_ALLOCATION = 'run-allocation';

export const allocationJobData = z.object({
  eventId: z.string().min(1),
  strategy: z.enum(allocationStrategies),
  dryRun: z.boolean(),
  /** The organiser who started the run (recorded on the placements). */
  by: z.string().min(1),
  /** The organiser's rules (see run-report.ts); absent in jobs queued before they existed, which then run with the defaults. */
  objective: z.enum(allocationObjectives).optional(),
  tieRule: z.enum(tieRules).optional(),
  /** The lottery's seed (a lottery only). */
  seed: z.number().int().min(0).max(MAX_LOTTERY_SEED).optional(),
});
export type AllocationJobData = z.infer<typeof allocationJobData>;

const count = z.number().int().nonnegative();

/** What a finished run returns (kept by BullMQ as the job's return value). */
export const allocationJobResult = z.object({
  considered: count,
  allocated: count,
  failed: count,
  /** True once the placements are stored (a run, or a dry run applied later). */
  applied: z.boolean(),
  /** The allocation version the placements were computed on (a dry run applies only on it). */
  basis: z.number().int(),
  report: fairnessReportSchema,
  placements: z.array(placementSchema),
  /** Where the placements were stored (read models have them once they reach it). */
  position: z.string().nullable(),
  /** An optimal dry run: what the objective not chosen would have given, for comparison. */
  otherObjective: objectiveComparisonSchema.nullable().optional(),
  /** The registrations the run could not place (absent in runs made before they were kept). */
  unplaced: z.array(z.string()).optional(),
  /** Computed in delegation mode (optimal strategy with the event's delegation mode on). */
  delegationMode: z.boolean().optional(),
});
export type AllocationJobResult = z.infer<typeof allocationJobResult>;

/** The rules a job runs with: its own, else the defaults. */
export const rulesOfJob = (job: AllocationJobData): AllocationRules => ({
  objective: job.objective ?? defaultAllocationRules.objective,
  tieRule: job.tieRule ?? defaultAllocationRules.tieRule,
  seed: job.tieRule === 'lottery' ? (job.seed ?? 0) : 0,
});

/** The run id is the job id; a retried start request (same command id) finds its run. */
export const allocationRunId = (commandId: string) => `allocation-${commandId.replace(/[^A-Za-z0-9-]/g, '')}`;

export const allocationJobOptions = {
  // A run killed half-way has appended nothing (one append per run); retrying repeats it.
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 7 * 24 * 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
} satisfies JobsOptions;
