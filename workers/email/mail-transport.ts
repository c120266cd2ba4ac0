import nodemailer from 'nodemailer';
import type { CommonQueryMethods } from 'slonik';
import type { WorkerLogger } from '../logger';
import { recordOutboxMessage } from './outbox';

export interface MailMessage {
  /** whom it is about; logged instead of the address */
  userId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the action link, if any: the outbox keeps and logs it so development needs no inbox */
  link?: string;
  /** what it is, for the outbox's log line, e.g. 'Verification' */
  kind?: string;
}

/** Where email leaves the system: an SMTP server, or the local outbox. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * SMTP errors often quote the recipient ("<x@y> rejected"), and BullMQ stores the error of
 * a failed attempt in Redis: only the codes go on, never the server's text.
 */
class SmtpSendError extends Error {
  constructor(cause: unknown) {
    const { code, responseCode } = (cause ?? {}) as { code?: unknown; responseCode?: unknown };
    super(`SMTP send failed (code ${String(code ?? 'unknown')}, response ${String(responseCode ?? 'none')})`);
    this.name = 'SmtpSendError';
  }
}

export const smtpTransport = (smtpUrl: string, from: string): MailTransport => {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    send: async ({ to, subject, text, html }) => {
      try {
        await transporter.sendMail({ from, to, subject, text, html });
      } catch (error) {
        throw new SmtpSendError(error);
      }
    },
    close: async () => transporter.close(),
  };
};

export const outboxTransport = (db: CommonQueryMethods, logger: WorkerLogger): MailTransport => ({
  send: async (message) => {
    await recordOutboxMessage(db, message);
    // The link, never the address: logs are shipped and kept where erasure cannot reach.
    logger.info({ userId: message.userId }, `${message.kind ?? 'An'} email for user ${message.userId}: ${message.link ?? '(no link)'}`);
  },
  close: async () => {},
});

export const createMailTransport = (
  config: { SMTP_URL?: string | undefined; MAIL_FROM: string },
  db: CommonQueryMethods,
  logger: WorkerLogger,
): MailTransport => (config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : outboxTransport(db, logger));
