import { randomUUID } from 'node:crypto';
import { UnrecoverableError } from 'bullmq';
import { sql, type DatabasePool } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventStore } from '../../commands/event-store/create-event-store';
import type { EventStore } from '../../commands/event-store/port';
import { parseInvitationToken } from '../../commands/users/verification-token';
import { userStreamId } from '@domain/users/user';
import { createDatabasePool } from '../../projections/db/pool';
import { migrateProjections } from '../../projections/runtime/migrate';
import { userAccountsProjection } from '../../projections/users/accounts-projection';
import { createFreshDatabase, type FreshDatabase } from '../../test/support/fresh-database';
import { AccountNotProjectedYet } from './link-job';
import { outboxTransport } from './mail-transport';
import { listOutbox, migrateOutbox } from './outbox';
import { sendInvitation } from './send-invitation';

const config = { JWT_SECRET: 'worker-test-secret-worker-test-secret-0123', PUBLIC_URL: 'https://mun.example' };
const silent = { info: () => {}, warn: () => {}, error: () => {} };

let database: FreshDatabase;
let db: DatabasePool;
let store: EventStore;
let send: ReturnType<typeof sendInvitation>;

beforeAll(async () => {
  database = await createFreshDatabase('worker');
  db = await createDatabasePool(database.url, { maximumPoolSize: 3 });
  store = await createEventStore({ databaseUrl: database.url });
  await migrateProjections(db, [userAccountsProjection]);
  await migrateOutbox(db);
  send = sendInvitation({ config, db, store, transport: outboxTransport(db, silent) });
});

afterAll(async () => {
  await store?.close();
  await db?.end();
  await database?.drop();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * An invited account as its stream and the accounts read model hold it (written directly:
 * this tests the worker, not the invitation command).
 */
const invited = async (options: { eventName?: string; status?: string; email?: string | null } = {}) => {
  const userId = randomUUID();
  const invitationId = randomUUID();
  const email = options.email === undefined ? `invited-${userId.slice(0, 8)}@school.ae` : options.email;
  const at = new Date().toISOString();
  await store.appendToStream(userStreamId(userId), [
    {
      id: randomUUID(),
      type: 'UserRegistered',
      data: { userId, role: 'student', globalRole: 'user', emailDigest: 'd', emailVerified: false, sealed: 's', by: 'o', at },
    },
    {
      id: randomUUID(),
      type: 'InvitationIssued',
      data: {
        userId,
        invitationId,
        eventId: 'event-1',
        eventName: options.eventName ?? 'Dubai MUN 2026',
        expiresAt: inDays(7),
        by: 'o',
        at,
      },
    },
  ]);
  await db.query(sql.unsafe`
    INSERT INTO rm_user_accounts.accounts (id, email, role, global_role, status, email_verified, created_at)
    VALUES (${userId}, ${email}, 'student', 'user', ${options.status ?? 'active'}, false, now())`);
  return { userId, email, job: { userId, invitationId, expiresAt: inDays(7) } };
};

describe('send-invitation', () => {
  it('mails the invitee a link to set a password, naming the event, whose token gives back the same ids', async () => {
    const { userId, email, job } = await invited();
    expect(await send(job)).toBe('sent');

    const [message, ...others] = await listOutbox(db, { to: email! });
    expect(others).toEqual([]);
    expect(message).toMatchObject({ userId, to: email, subject: 'You are invited to Dubai MUN 2026' });
    const link = new URL(message!.link!);
    expect(`${link.origin}${link.pathname}`).toBe('https://mun.example/accept-invitation');
    // The token rides in the hash: browsers never send it to a server (or its logs).
    expect(link.search).toBe('');
    const token = new URLSearchParams(link.hash.slice(1)).get('token')!;
    expect(parseInvitationToken(config.JWT_SECRET, token)).toEqual({ userId, requestId: job.invitationId });
    expect(message!.text).toContain(message!.link!);
    expect(message!.text).toContain('Dubai MUN 2026');
    expect(message!.html).toContain('Set my password');
  });

  it('keeps the subject on one line and escapes the event name in the HTML', async () => {
    const { email, job } = await invited({ eventName: 'Model <UN>\r\nBcc: someone' });
    await send(job);
    const [message] = await listOutbox(db, { to: email! });
    expect(message!.subject).toBe('You are invited to Model <UN> Bcc: someone');
    expect(message!.html).toContain('Model &lt;UN&gt;');
    expect(message!.html).not.toContain('<UN>');
  });

  it('drops, without sending, expired jobs, deleted accounts and invitations already accepted', async () => {
    const expired = await invited();
    expect(await send({ ...expired.job, expiresAt: inDays(-1) })).toBe('dropped: expired');

    const erased = await invited({ email: null, status: 'deleted' });
    expect(await send(erased.job)).toBe('dropped: account deleted');

    const accepted = await invited();
    await store.appendToStream(userStreamId(accepted.userId), [
      {
        id: randomUUID(),
        type: 'InvitationAccepted',
        data: {
          userId: accepted.userId,
          invitationId: accepted.job.invitationId,
          sealed: 's',
          by: accepted.userId,
          at: new Date().toISOString(),
        },
      },
    ]);
    expect(await send(accepted.job)).toBe('dropped: invitation closed');
    expect(await send({ ...expired.job, invitationId: 'never-issued' })).toBe('dropped: invitation closed');

    for (const { email } of [expired, accepted]) expect(await listOutbox(db, { to: email! })).toEqual([]);
  });

  it('fails (to be retried) while the account is not projected yet, and for good on malformed data', async () => {
    await expect(send({ userId: randomUUID(), invitationId: 'i1', expiresAt: inDays(7) })).rejects.toBeInstanceOf(AccountNotProjectedYet);
    await expect(send({ userId: 'u1', invitationId: 'i1', expiresAt: 'next week' })).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(send({ userId: 'u1', email: 'a@b.c' })).rejects.toBeInstanceOf(UnrecoverableError);
  });
});
