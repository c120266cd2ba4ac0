import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { sleep } from './signals';

/**
 * Waits until every transaction running now has ended, so the head a catch-up reader sees next
 * covers every append committed before this call (the head stops below the oldest transaction
 * still running, and an unrelated one may be older than the appends that matter).
 */
export const waitForHorizon = async (db: CommonQueryMethods, signal?: AbortSignal): Promise<void> => {
  const horizon = await db.oneFirst(sql.type(z.object({ xmax: z.string() }))`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax`);
  for (;;) {
    const passed = await db.oneFirst(
      sql.type(z.object({ passed: z.boolean() }))`SELECT pg_snapshot_xmin(pg_current_snapshot()) >= ${horizon}::xid8 AS passed`,
    );
    if (passed || signal?.aborted) return;
    await sleep(5, signal);
  }
};
