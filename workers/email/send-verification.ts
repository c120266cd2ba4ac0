import { UnrecoverableError } from 'bullmq';
import type { CommonQueryMethods } from 'slonik';
import { createVerificationToken, verificationLink } from '../../commands/users/verification-token';
import { sendVerificationJobData } from '../../projections/reactors/email-queue';
import { findAccountById } from '../../projections/users/accounts-projection';
import type { MailTransport } from './mail-transport';
import { verificationEmail } from './verification-email';

export interface SendVerificationDependencies {
  config: { JWT_SECRET: string; PUBLIC_URL: string };
  db: CommonQueryMethods;
  transport: MailTransport;
  clock?: () => Date;
}

/** What became of a job; BullMQ keeps it as the return value (ids and words only). */
export type SendVerificationOutcome = 'sent' | 'dropped: expired' | 'dropped: account deleted' | 'dropped: already verified';

/** Thrown so BullMQ retries with backoff: the sign-up's account row is not projected yet. */
export class AccountNotProjectedYet extends Error {
  constructor(userId: string) {
    super(`account ${userId} is not in the accounts read model yet`);
    this.name = 'AccountNotProjectedYet';
  }
}

/**
 * Sends the verification email of one `EmailVerificationRequested`. The link carries no
 * stored secret: the token is recomputed from the ids and the server secret. Safe to run
 * again: a repeat can at worst send the same link twice (SMTP offers no exactly-once).
 */
export const sendVerification =
  ({ config, db, transport, clock = () => new Date() }: SendVerificationDependencies) =>
  async (data: unknown): Promise<SendVerificationOutcome> => {
    const parsed = sendVerificationJobData.safeParse(data);
    // Retrying cannot fix malformed data.
    if (!parsed.success) throw new UnrecoverableError(`invalid send-verification job data: ${parsed.error.message}`);
    const { userId, requestId, expiresAt } = parsed.data;
    const expiry = new Date(expiresAt);
    if (expiry.getTime() <= clock().getTime()) return 'dropped: expired';

    const account = await findAccountById(db, userId);
    if (!account) throw new AccountNotProjectedYet(userId);
    // Deleted accounts have their address erased: there is no one to write to.
    if (account.status === 'deleted' || !account.email) return 'dropped: account deleted';
    if (account.email_verified) return 'dropped: already verified';

    const link = verificationLink(config.PUBLIC_URL, createVerificationToken(config.JWT_SECRET, { userId, requestId }));
    await transport.send({ userId, to: account.email, ...verificationEmail(link, expiry), link, kind: 'Verification' });
    return 'sent';
  };
