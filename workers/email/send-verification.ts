import type { CommonQueryMethods } from 'slonik';
import { createVerificationToken, verificationLink } from '../../commands/users/verification-token';
import { SEND_VERIFICATION, sendVerificationJobData } from '../../projections/reactors/email-queue';
import { openLinkJob } from './link-job';
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

/**
 * Sends the verification email of one `EmailVerificationRequested`. The link carries no
 * stored secret: the token is recomputed from the ids and the server secret. Safe to run
 * again: a repeat can at worst send the same link twice (SMTP offers no exactly-once).
 */
export const sendVerification =
  ({ config, db, transport, clock = () => new Date() }: SendVerificationDependencies) =>
  async (data: unknown): Promise<SendVerificationOutcome> => {
    const job = await openLinkJob({ db, clock }, { schema: sendVerificationJobData, name: SEND_VERIFICATION, data });
    if (typeof job === 'string') return job;
    const {
      data: { userId, requestId },
      expiry,
      account,
    } = job;
    if (account.email_verified) return 'dropped: already verified';

    const link = verificationLink(config.PUBLIC_URL, createVerificationToken(config.JWT_SECRET, { userId, requestId }));
    await transport.send({ userId, to: account.email, ...verificationEmail(link, expiry, account.language), link, kind: 'Verification' });
    return 'sent';
  };
