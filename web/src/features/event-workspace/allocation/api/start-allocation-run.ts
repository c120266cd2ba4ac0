import { useMutation } from '@tanstack/react-query';
import { allocationEndpoints } from '@contract/allocation';
import type { AllocationObjective, TieRule } from '@domain/allocation/run-report';
import { call } from '../../../../lib/call';
import type { AllocationStrategy } from './get-allocation-run';

export interface StartAllocationRunInput {
  eventId: string;
  strategy: AllocationStrategy;
  /** true: compute and report only; nothing is assigned until the run is applied. */
  dryRun: boolean;
  objective: AllocationObjective;
  tieRule: TieRule;
  /** A lottery's seed; none: the server draws one. */
  seed?: number;
}

/** POST /api/v1/allocation/{eventId}/runs: starts a global allocation in the background (202) and names the run. */
export const startAllocationRun = ({ eventId, strategy, dryRun, objective, tieRule, seed }: StartAllocationRunInput) =>
  call(allocationEndpoints.startRun, {
    params: { eventId },
    body: { strategy, dryRun, objective, tieRule, ...(tieRule === 'lottery' && seed !== undefined ? { seed } : {}) },
  });

export const useStartAllocationRun = () => useMutation({ mutationFn: startAllocationRun });
