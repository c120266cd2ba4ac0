import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { z } from 'zod';

/**
 * The local outbox: where email goes when no SMTP server is configured (development,
 * tests, a demo box). It keeps every message so a developer can open the links; it holds
 * addresses, so an account's rows are purged with the rest of its personal data.
 */
const messages = sql.identifier(['mail_outbox', 'messages']);

export const migrateOutbox = async (db: DatabasePool): Promise<void> => {
  await db.transaction(async (tx) => {
    // Two processes starting together would race on CREATE SCHEMA IF NOT EXISTS.
    await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(hashtext('mail_outbox:migrate'))`);
    await tx.query(sql.unsafe`CREATE SCHEMA IF NOT EXISTS mail_outbox`);
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${messages} (
        id bigserial PRIMARY KEY,
        user_id text NOT NULL,
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        link text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS messages_user_id ON ${messages} (user_id)`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS messages_to_address ON ${messages} (lower(to_address), id DESC)`);
  });
};

export interface NewOutboxMessage {
  userId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string | null;
}

export const recordOutboxMessage = async (db: CommonQueryMethods, message: NewOutboxMessage): Promise<void> => {
  await db.query(sql.unsafe`
    INSERT INTO ${messages} (user_id, to_address, subject, text_body, html_body, link)
    VALUES (${message.userId}, ${message.to}, ${message.subject}, ${message.text}, ${message.html}, ${message.link ?? null})`);
};

const outboxRow = z.object({
  id: z.coerce.number(),
  userId: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  link: z.string().nullable(),
  createdAt: z.coerce.date(),
});
export type OutboxMessage = z.infer<typeof outboxRow>;

/** Newest first; `to` matches the address case-insensitively. */
export const listOutbox = async (db: CommonQueryMethods, options: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> => {
  const where = options.to ? sql.fragment`WHERE lower(to_address) = ${options.to.trim().toLowerCase()}` : sql.fragment``;
  const rows = await db.any(sql.type(outboxRow)`
    SELECT id, user_id AS "userId", to_address AS "to", subject, text_body AS "text", html_body AS "html", link,
           created_at AS "createdAt"
    FROM ${messages} ${where}
    ORDER BY id DESC
    LIMIT ${options.limit ?? 20}`);
  return [...rows];
};

/** The link of the newest message to `to` that carries one, or null. */
export const latestVerificationLink = async (db: CommonQueryMethods, to: string): Promise<string | null> => {
  const link = await db.maybeOneFirst(sql.type(z.object({ link: z.string() }))`
    SELECT link FROM ${messages}
    WHERE lower(to_address) = ${to.trim().toLowerCase()} AND link IS NOT NULL
    ORDER BY id DESC
    LIMIT 1`);
  return link ?? null;
};

/**
 * Erases every message kept for this user (their address and links): part of deleting an
 * account. Returns how many were removed. A database whose outbox was never created (a
 * deployment that only ever sent through SMTP) has nothing to erase.
 */
export const purgeOutboxFor = async (db: CommonQueryMethods, userId: string): Promise<number> => {
  const exists = await db.oneFirst(sql.type(z.object({ exists: z.boolean() }))`
    SELECT to_regclass('mail_outbox.messages') IS NOT NULL AS exists`);
  if (!exists) return 0;
  const result = await db.query(sql.unsafe`DELETE FROM ${messages} WHERE user_id = ${userId}`);
  return result.rowCount;
};
