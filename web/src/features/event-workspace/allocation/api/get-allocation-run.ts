import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { allocationEndpoints, type allocationRunView } from '@contract/allocation';
import type { AllocationStrategy, fairnessReportSchema } from '@domain/allocation/run-report';
import { call, keyOf } from '../../../../lib/call';

export type { AllocationStrategy };
export type AllocationReport = z.output<typeof fairnessReportSchema>;
export type AllocationRun = z.output<typeof allocationRunView>;

/** How often a run's progress is asked for while it works. */
export const RUN_POLL_MS = 300;

export const isRunFinished = (run: Pick<AllocationRun, 'state'> | undefined): boolean =>
  run?.state === 'completed' || run?.state === 'failed';

export const allocationRunQueryKey = (eventId: string, runId: string) => keyOf(allocationEndpoints.run, { params: { eventId, runId } });

/** GET /api/v1/allocation/{eventId}/runs/{runId}: a global allocation run's state, progress and result. */
export const getAllocationRun = async (eventId: string, runId: string, signal?: AbortSignal): Promise<AllocationRun | null> =>
  (await call(allocationEndpoints.run, { params: { eventId, runId } }, { signal })) ?? null;

/** A run, asked for again every 300 ms until it has completed or failed. */
export const useAllocationRun = (eventId: string, runId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: allocationRunQueryKey(eventId, runId ?? ''),
      queryFn: ({ signal }) => getAllocationRun(eventId, runId!, signal),
      enabled: runId !== null,
      staleTime: 0,
      // A run that could not be read at all is not asked for again; one read before keeps being followed.
      refetchInterval: ({ state }) =>
        isRunFinished(state.data ?? undefined) || (state.status === 'error' && !state.data) ? false : RUN_POLL_MS,
    }),
  );
