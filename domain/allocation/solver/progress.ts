import type { Progress } from './problem';

/**
 * Reports a fraction only when it moved on by at least a hundredth, so a caller relaying it
 * (to a job queue, say) hears from a solver about a hundred times at most, however large the
 * problem. The first and last reports always go through.
 */
export const throttled = (onProgress: Progress | undefined): Progress => {
  let reported = -1;
  return (fraction) => {
    if (!onProgress) return;
    if (fraction < 1 && fraction - reported < 0.01) return;
    reported = fraction;
    onProgress(fraction);
  };
};
