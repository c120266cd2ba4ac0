import { UnrecoverableError } from 'bullmq';
import type { CommonQueryMethods } from 'slonik';
import type { z } from 'zod';
import { findAccountById } from '../../projections/users/accounts-projection';

/** Thrown so BullMQ retries with backoff: the account's row is not projected yet. */
export class AccountNotProjectedYet extends Error {
  constructor(userId: string) {
    super(`account ${userId} is not in the accounts read model yet`);
    this.name = 'AccountNotProjectedYet';
  }
}

/**
 * The reactor that enqueues a link's job can run ahead of the accounts read model by a few
 * batches: a short wait here spares the first attempt's failure and the backoff's delay (2 s)
 * before a new user's email goes out. Longer lags still fail the attempt, and BullMQ retries.
 */
const PROJECTION_GRACE_MS = 1_500;
const POLL_MS = 50;
const projectedAccount = async (db: CommonQueryMethods, userId: string) => {
  const giveUpAt = Date.now() + PROJECTION_GRACE_MS;
  for (;;) {
    const account = await findAccountById(db, userId);
    if (account || Date.now() >= giveUpAt) return account;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
};

/** The job's data; retrying cannot fix malformed data, so that fails for good. */
export const jobDataOf = <Data>(schema: z.ZodType<Data>, jobName: string, data: unknown): Data => {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new UnrecoverableError(`invalid ${jobName} job data: ${parsed.error.message}`);
  return parsed.data;
};

/**
 * What every emailed link's job starts with: its data, then whether there is still someone to
 * write to. The address is read when the job runs (job data holds none); a deleted account has
 * its address erased, and a link past its expiry would not work.
 */
export const openLinkJob = async <Data extends { userId: string; expiresAt: string }>(
  deps: { db: CommonQueryMethods; clock: () => Date },
  job: { schema: z.ZodType<Data>; name: string; data: unknown },
) => {
  const data = jobDataOf(job.schema, job.name, job.data);
  const expiry = new Date(data.expiresAt);
  if (expiry.getTime() <= deps.clock().getTime()) return 'dropped: expired' as const;
  const account = await projectedAccount(deps.db, data.userId);
  if (!account) throw new AccountNotProjectedYet(data.userId);
  if (account.status === 'deleted' || !account.email) return 'dropped: account deleted' as const;
  return { data, expiry, account: { ...account, email: account.email } };
};
