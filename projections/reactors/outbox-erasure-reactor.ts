import { z } from 'zod';
import type { Projection } from '../runtime/projection';
import { emailJobOptions, PURGE_OUTBOX, purgeOutboxJobId, type JobQueue } from './email-queue';

export const USER_DELETED = 'UserDeleted';
/** Far longer than one send takes (sends re-check the account on every attempt). */
const SWEEP_DELAY_MS = 2 * 60_000;

const deleted = z.object({ userId: z.string().min(1) });

/**
 * Turns each `UserDeleted` into one `purge-outbox` job: the local outbox keeps copies of
 * the account's mail (its address and links), which account deletion must erase. The
 * outbox belongs to the workers, so the erasure runs there rather than in the command.
 * Replays are no-ops for the same reason as the verification reactor's (job id = event id),
 * and a purge that runs twice erases nothing the second time.
 */
export const outboxErasureReactor = ({ queue }: { queue: JobQueue }): Projection => ({
  name: 'reactor_outbox_erasure',
  filter: { eventTypes: [USER_DELETED] },
  tables: [],
  migrate: async () => {},
  handle: async (_tx, event) => {
    const parsed = deleted.safeParse(event.data);
    if (!parsed.success) return;
    const data = { userId: parsed.data.userId };
    await queue.add(PURGE_OUTBOX, data, { ...emailJobOptions, jobId: purgeOutboxJobId(event.id) });
    // A send that had already read the account before the deletion may still record its
    // message after the first purge; a second purge a little later catches it.
    await queue.add(PURGE_OUTBOX, data, { ...emailJobOptions, jobId: `${purgeOutboxJobId(event.id)}-sweep`, delay: SWEEP_DELAY_MS });
  },
});
