import { assertNever } from '../../shared/decider';
import { defaultAllocationRules } from '../run-report';
import { allocateOptimally } from './optimal';
import { priorityOrder } from './priority';
import type { AllocationOutcome, AllocationProblem, AllocationRules, AllocationStrategy, Progress } from './problem';
import { seniorityFirst } from './seniority';
import { allocateBySpec } from './spec-greedy';

/**
 * Allocates with the strategy the organiser chose (the spec's greedy rule or the optimal flow)
 * under their rules: the objective (optimal only) and the tie rule (both). The solvers settle
 * ties by input order, so they are given the delegates in the tie rule's priority order: the
 * outcome then depends on the rule, never on the order the roster happens to list them in.
 * Countries are then handed out again within each committee, the most experienced first.
 * Placements and unplaced delegates come back in the input order.
 */
export const allocate = (
  strategy: AllocationStrategy,
  problem: AllocationProblem,
  rules: AllocationRules = defaultAllocationRules,
  onProgress?: Progress,
): AllocationOutcome => {
  const ordered = { ...problem, delegates: priorityOrder(problem.delegates, rules).map((position) => problem.delegates[position]!) };
  const outcome = seniorityFirst(ordered, solve(strategy, ordered, rules, onProgress));
  const placementOf = new Map(outcome.placements.map((placement) => [placement.registrationId, placement]));
  const result: AllocationOutcome = { placements: [], unplaced: [] };
  for (const delegate of problem.delegates) {
    const placement = placementOf.get(delegate.id);
    if (placement) result.placements.push(placement);
    else result.unplaced.push(delegate.id);
  }
  return result;
};

const solve = (strategy: AllocationStrategy, problem: AllocationProblem, rules: AllocationRules, onProgress?: Progress) => {
  switch (strategy) {
    case 'spec':
      return allocateBySpec(problem, onProgress);
    case 'optimal':
      return allocateOptimally(problem, rules.objective, onProgress);
    default:
      return assertNever(strategy);
  }
};
