import { assertNever } from '../../shared/decider';
import { allocateOptimally } from './optimal';
import type { AllocationOutcome, AllocationProblem, AllocationStrategy, Progress } from './problem';
import { allocateBySpec } from './spec-greedy';

/** Allocates with the strategy the organiser chose: the spec's greedy rule or the optimal flow. */
export const allocate = (strategy: AllocationStrategy, problem: AllocationProblem, onProgress?: Progress): AllocationOutcome => {
  switch (strategy) {
    case 'spec':
      return allocateBySpec(problem, onProgress);
    case 'optimal':
      return allocateOptimally(problem, onProgress);
    default:
      return assertNever(strategy);
  }
};
