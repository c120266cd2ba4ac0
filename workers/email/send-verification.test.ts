import { randomUUID } from 'node:crypto';
import { UnrecoverableError } from 'bullmq';
import { sql, type DatabasePool } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseVerificationToken } from '../../commands/users/verification-token';
import { createDatabasePool } from '../../projections/db/pool';
import { migrateProjections } from '../../projections/runtime/migrate';
import { userAccountsProjection } from '../../projections/users/accounts-projection';
import { createFreshDatabase, type FreshDatabase } from '../../test/support/fresh-database';
import { outboxTransport } from './mail-transport';
import { latestVerificationLink, listOutbox, migrateOutbox, purgeOutboxFor } from './outbox';
import { AccountNotProjectedYet } from './link-job';
import { sendVerification } from './send-verification';

const config = { JWT_SECRET: 'worker-test-secret-worker-test-secret-0123', PUBLIC_URL: 'https://mun.example' };
const silent = { info: () => {}, warn: () => {}, error: () => {} };

let database: FreshDatabase;
let db: DatabasePool;
let send: ReturnType<typeof sendVerification>;

beforeAll(async () => {
  database = await createFreshDatabase('worker');
  db = await createDatabasePool(database.url);
  await migrateProjections(db, [userAccountsProjection]);
  await migrateOutbox(db);
  send = sendVerification({ config, db, transport: outboxTransport(db, silent) });
});

afterAll(async () => {
  await db?.end();
  await database?.drop();
});

/** An accounts row as the projection leaves it (written directly: this tests the worker, not sign-up). */
const account = async (overrides: { email?: string | null; emailVerified?: boolean; status?: string; language?: 'en' | 'ar' } = {}) => {
  const id: string = randomUUID();
  const email = overrides.email === undefined ? `user-${id.slice(0, 8)}@gmail.com` : overrides.email;
  await db.query(sql.unsafe`
    INSERT INTO rm_user_accounts.accounts (id, email, role, global_role, status, email_verified, created_at, language)
    VALUES (${id}, ${email}, 'student', 'user', ${overrides.status ?? 'active'}, ${overrides.emailVerified ?? false}, now(),
            ${overrides.language ?? 'en'})`);
  return { userId: id, email };
};

const job = (userId: string, hoursLeft = 24) => ({
  userId,
  requestId: randomUUID(),
  expiresAt: new Date(Date.now() + hoursLeft * 3_600_000).toISOString(),
});

const tokenOf = (link: string) => decodeURIComponent(new URL(link).hash.replace('#verification_token=', ''));

describe('send-verification', () => {
  it('mails the account a branded link whose token verifies back to the same ids', async () => {
    const { userId, email } = await account();
    const data = job(userId);

    expect(await send(data)).toBe('sent');

    const [message, ...others] = await listOutbox(db, { to: email! });
    expect(others).toEqual([]);
    expect(message).toMatchObject({ userId, to: email, subject: 'Confirm your email' });
    expect(message!.link!.startsWith(`${config.PUBLIC_URL}/auth-redirect#verification_token=`)).toBe(true);
    expect(parseVerificationToken(config.JWT_SECRET, tokenOf(message!.link!))).toEqual({ userId, requestId: data.requestId });
    expect(message!.text).toContain(message!.link!);
    expect(message!.text).toContain('Quest for Leadership, Quest for Change');
    expect(message!.html).toContain('Quest for Leadership, Quest for Change');
    expect(message!.html).toContain('href="https://mun.example/auth-redirect#verification_token=');
    expect(await latestVerificationLink(db, email!.toUpperCase())).toBe(message!.link);
  });

  it('writes to a person who chose Arabic in Arabic, right to left, the link kept as it is', async () => {
    const { userId, email } = await account({ language: 'ar' });
    expect(await send(job(userId))).toBe('sent');
    const [message] = await listOutbox(db, { to: email! });
    expect(message!.subject).toBe('تأكيد بريدك الإلكتروني');
    expect(message!.text).toContain('مرحبًا بك في مسيرة القيادة، مسيرة التغيير!');
    expect(message!.text).toContain(message!.link!);
    expect(message!.text).toMatch(/يعمل الرابط حتى .* UTC\./);
    expect(message!.html).toContain('<html lang="ar" dir="rtl">');
    expect(message!.html).toContain('تأكيد بريدي الإلكتروني');
    expect(message!.html).toContain(`href="${message!.link!}"`);
    // No English sentence of the layout is left.
    expect(message!.text).not.toMatch(/Welcome|The link works|If you did not/);
  });

  it('drops, without sending, requests that expired, accounts without an address, and verified ones', async () => {
    const active = await account();
    const erased = await account({ email: null, status: 'deleted' });
    const verified = await account({ emailVerified: true });

    expect(await send(job(active.userId, -1))).toBe('dropped: expired');
    expect(await send(job(erased.userId))).toBe('dropped: account deleted');
    expect(await send(job(verified.userId))).toBe('dropped: already verified');

    expect(await listOutbox(db, { to: active.email! })).toEqual([]);
    expect(await listOutbox(db, { to: verified.email! })).toEqual([]);
    expect((await listOutbox(db, { limit: 1000 })).filter((m) => [erased.userId, verified.userId].includes(m.userId))).toEqual([]);
  });

  it('fails (to be retried) while the account is not projected yet, and for good on malformed data', async () => {
    await expect(send(job(randomUUID()))).rejects.toBeInstanceOf(AccountNotProjectedYet);
    await expect(send({ userId: 'u1', requestId: 'r1', expiresAt: 'tomorrow' })).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(send({ userId: 'u1', email: 'a@b.c' })).rejects.toBeInstanceOf(UnrecoverableError);
  });
});

describe('outbox', () => {
  it('lists newest first, and purgeOutboxFor erases one user’s messages only', async () => {
    const leaving = await account();
    const staying = await account();
    await send(job(leaving.userId));
    await send(job(leaving.userId));
    await send(job(staying.userId));

    const [newest, older] = await listOutbox(db, { to: leaving.email! });
    expect(newest!.id).toBeGreaterThan(older!.id);
    expect(await latestVerificationLink(db, leaving.email!)).toBe(newest!.link);

    expect(await purgeOutboxFor(db, leaving.userId)).toBe(2);
    expect(await listOutbox(db, { to: leaving.email! })).toEqual([]);
    expect(await latestVerificationLink(db, leaving.email!)).toBeNull();
    expect(await listOutbox(db, { to: staying.email! })).toHaveLength(1);
    expect(await purgeOutboxFor(db, leaving.userId)).toBe(0);
  });

  it('purgeOutboxFor finds nothing to erase where no outbox was ever created', async () => {
    const other = await createFreshDatabase('worker');
    const otherDb = await createDatabasePool(other.url);
    try {
      expect(await purgeOutboxFor(otherDb, randomUUID())).toBe(0);
    } finally {
      await otherDb.end();
      await other.drop();
    }
  });
});
