import { assertNever } from '../../shared/decider';
import { defaultAllocationRules } from '../run-report';
import { allocateDelegationsByFlow } from './delegation-flow';
import { allocateDelegationsExactly, type ExactSolver } from './delegation-model';
import { allocateOptimally } from './optimal';
import { priorityOrder } from './priority';
import type { AllocationOutcome, AllocationProblem, AllocationRules, AllocationStrategy, Progress } from './problem';
import { throttled } from './progress';
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
  const ordered = inPriorityOrder(problem, rules);
  return inInputOrder(problem, seniorityFirst(ordered, solve(strategy, ordered, rules, onProgress)));
};

/**
 * Delegation mode (the optimal strategy for schools' delegations): solved exactly when the model
 * is small enough for the exact solver given (delegation-model.ts), else by the delegation flow
 * (delegation-flow.ts), whose report carries bounds. Countries are not handed out again by
 * experience: a delegation's delegates keep their delegation's country.
 */
export const allocateDelegations = (
  problem: AllocationProblem,
  rules: AllocationRules = defaultAllocationRules,
  exact?: ExactSolver,
  onProgress?: Progress,
): { outcome: AllocationOutcome; exact: boolean } => {
  const report = throttled(onProgress);
  report(0);
  const ordered = inPriorityOrder(problem, rules);
  const solved = exact ? allocateDelegationsExactly(ordered, rules.objective, exact) : null;
  const outcome = solved ?? allocateDelegationsByFlow(ordered, rules.objective, report);
  report(1);
  return { outcome: inInputOrder(problem, outcome), exact: solved !== null };
};

const inPriorityOrder = (problem: AllocationProblem, rules: AllocationRules): AllocationProblem => ({
  ...problem,
  delegates: priorityOrder(problem.delegates, rules).map((position) => problem.delegates[position]!),
});

const inInputOrder = (problem: AllocationProblem, outcome: AllocationOutcome): AllocationOutcome => {
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
