import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import { allocationRunsQueryKey } from './get-allocation-run';
import { refreshDelegateViews } from './refresh-delegate-views';

export interface ApplyAllocationRunInput {
  eventId: string;
  runId: string;
}

/**
 * POST /api/v1/allocation/{eventId}/runs/{runId}/apply: makes a completed dry run's placements
 * real, all or none; refused (409) when the delegates or committees changed since it ran.
 */
export const applyAllocationRun = ({ eventId, runId }: ApplyAllocationRunInput) =>
  apiRequest(`/api/v1/allocation/${encodeURIComponent(eventId)}/runs/${encodeURIComponent(runId)}/apply`, {
    method: 'POST',
    schema: z.object({ allocated: z.number().int().nonnegative() }),
  });

export const useApplyAllocationRun = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyAllocationRun,
    // Every run of the event is read again: this one is applied (or found stale), the others may now be stale.
    onSettled: (_answer, _error, { eventId }) => Promise.all([refreshDelegateViews(client, eventId), client.invalidateQueries({ queryKey: allocationRunsQueryKey(eventId) })]),
  });
};
