import loadHighs from 'highs';
import type { ExactSolver } from '@domain/allocation/solver/delegation-model';

/** No level of a delegation model may block a worker longer than this (seconds); a slower one falls back to the heuristic. */
const TIME_LIMIT_SECONDS = 20;

let loading: Promise<ExactSolver> | null = null;

/**
 * HiGHS (WebAssembly) as the delegation model's exact solver, loaded once per process. The MIP
 * gap is 0 so "optimal" means proven optimal, not within HiGHS's default 0.01 %.
 */
export const highsSolver = (): Promise<ExactSolver> =>
  (loading ??= loadHighs().then((highs): ExactSolver => (lp) => {
    try {
      const result = highs.solve(lp, { output_flag: false, mip_rel_gap: 0, time_limit: TIME_LIMIT_SECONDS });
      if (result.Status !== 'Optimal') return { optimal: false, objective: Number.NaN, values: new Map() };
      const values = new Map(Object.entries(result.Columns).map(([name, column]) => [name, column.Primal]));
      return { optimal: true, objective: result.ObjectiveValue, values };
    } catch {
      return { optimal: false, objective: Number.NaN, values: new Map() };
    }
  }));
