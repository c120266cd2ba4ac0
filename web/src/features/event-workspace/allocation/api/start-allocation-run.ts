import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import type { AllocationStrategy } from './get-allocation-run';

export interface StartAllocationRunInput {
  eventId: string;
  strategy: AllocationStrategy;
  /** true: compute and report only; nothing is assigned until the run is applied. */
  dryRun: boolean;
}

/** POST /api/v1/allocation/{eventId}/runs: starts a global allocation in the background (202) and names the run. */
export const startAllocationRun = ({ eventId, strategy, dryRun }: StartAllocationRunInput) =>
  apiRequest(`/api/v1/allocation/${encodeURIComponent(eventId)}/runs`, {
    method: 'POST',
    body: { strategy, dryRun },
    schema: z.object({ runId: z.string() }),
  });

export const useStartAllocationRun = () => useMutation({ mutationFn: startAllocationRun });
