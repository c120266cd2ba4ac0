import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { sleep } from './signals';

/**
 * Waits until every transaction running now has ended, so the head a catch-up reader sees next
 * covers every append committed before this call (the head stops below the oldest transaction
 * still running, and an unrelated one may be older than the appends that matter). True once it
 * has; false when `timeoutMs` passed first (a long transaction elsewhere in the cluster).
 */
export const waitForHorizon = async (db: CommonQueryMethods, options: { timeoutMs?: number } = {}): Promise<boolean> => {
  const deadline = Date.now() + (options.timeoutMs ?? Number.POSITIVE_INFINITY);
  const horizon = await db.oneFirst(sql.type(z.object({ xmax: z.string() }))`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax`);
  for (let pause = 2; ; pause = Math.min(pause * 2, 100)) {
    const passed = await db.oneFirst(
      sql.type(z.object({ passed: z.boolean() }))`SELECT pg_snapshot_xmin(pg_current_snapshot()) >= ${horizon}::xid8 AS passed`,
    );
    if (passed) return true;
    if (Date.now() >= deadline) return false;
    await sleep(pause);
  }
};
