import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allocationEndpoints } from '@contract/allocation';
import { call, keyOf } from '../../../../lib/call';
import { refreshDelegateViews } from './refresh-delegate-views';

export interface ApplyAllocationRunInput {
  eventId: string;
  runId: string;
}

/**
 * POST /api/v1/allocation/{eventId}/runs/{runId}/apply: makes a completed dry run's placements
 * real, all or none; refused (409) when the delegates, committees or delegation mode changed since it ran.
 */
export const applyAllocationRun = ({ eventId, runId }: ApplyAllocationRunInput) =>
  call(allocationEndpoints.applyRun, { params: { eventId, runId }, body: {} });

export const useApplyAllocationRun = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyAllocationRun,
    // Every run is read again: this one is applied (or found stale), the others may now be stale.
    onSettled: (_answer, _error, { eventId }) =>
      Promise.all([refreshDelegateViews(client, eventId), client.invalidateQueries({ queryKey: keyOf(allocationEndpoints.run) })]),
  });
};
