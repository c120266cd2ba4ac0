import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';

import { allocationStrategies, fairnessReportSchema, type AllocationStrategy } from '@domain/allocation/run-report';

export type { AllocationStrategy };
export type AllocationReport = z.infer<typeof fairnessReportSchema>;

const count = z.number().int().nonnegative();

export const allocationRunSchema = z.object({
  runId: z.string(),
  strategy: z.enum(allocationStrategies),
  dryRun: z.boolean(),
  state: z.enum(['queued', 'running', 'completed', 'failed']),
  /** 0 to 100. */
  progress: z.number().transform((progress) => Math.min(100, Math.max(0, progress))),
  result: z
    .object({
      considered: count,
      allocated: count,
      failed: count,
      applied: z.boolean(),
      stale: z.boolean(),
      report: fairnessReportSchema,
    })
    .nullable(),
  error: z.string().nullable(),
});
export type AllocationRun = z.infer<typeof allocationRunSchema>;

/** How often a run's progress is asked for while it works. */
export const RUN_POLL_MS = 300;

export const isRunFinished = (run: Pick<AllocationRun, 'state'> | undefined): boolean => run?.state === 'completed' || run?.state === 'failed';

export const allocationRunsQueryKey = (eventId: string) => ['event-workspace', 'allocation-run', eventId] as const;
export const allocationRunQueryKey = (eventId: string, runId: string) => [...allocationRunsQueryKey(eventId), runId] as const;

/** GET /api/v1/allocation/{eventId}/runs/{runId}: a global allocation run's state, progress and result. */
export const getAllocationRun = async (eventId: string, runId: string, signal?: AbortSignal): Promise<AllocationRun | null> =>
  (await apiRequest(`/api/v1/allocation/${encodeURIComponent(eventId)}/runs/${encodeURIComponent(runId)}`, { schema: allocationRunSchema, signal })) ?? null;

/** A run, asked for again every 300 ms until it has completed or failed. */
export const useAllocationRun = (eventId: string, runId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: allocationRunQueryKey(eventId, runId ?? ''),
      queryFn: ({ signal }) => getAllocationRun(eventId, runId!, signal),
      enabled: runId !== null,
      staleTime: 0,
      // A run that could not be read at all is not asked for again; one read before keeps being followed.
      refetchInterval: ({ state }) => (isRunFinished(state.data ?? undefined) || (state.status === 'error' && !state.data) ? false : RUN_POLL_MS),
    }),
  );
