import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql } from 'slonik';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inviteUser } from '../../commands/users/invite-user';
import { parseVerificationToken } from '../../commands/users/verification-token';
import { startTestSystem, type TestSystem } from '../../test/support/test-system';
import { listOutbox, type OutboxMessage } from './outbox';

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem({ ROLE: 'all', PUBLIC_URL: 'https://mun.example' });
});

afterAll(async () => {
  if (!system) return;
  const prefix = system.deps.config.REDIS_PREFIX;
  await system.stop();
  // The run's queue keys (completed jobs are kept a week) have no business outliving it.
  const redis = new Redis(system.deps.config.REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
});

const waitForMessage = async (find: () => Promise<OutboxMessage | undefined>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

it('an EmailVerificationRequested event ends as a message in the outbox: reactor, queue, worker', async () => {
  const userId = randomUUID();
  const email = `verify-${userId.slice(0, 8)}@gmail.com`;
  // The account as the accounts read model holds it (this test is about the email path, not sign-up).
  await system.deps.db.query(sql.unsafe`
    INSERT INTO rm_user_accounts.accounts (id, email, role, global_role, status, email_verified, created_at)
    VALUES (${userId}, ${email}, 'student', 'user', 'active', false, now())`);
  const requestId = randomUUID();
  const now = new Date();
  await system.deps.store.appendToStream(`user-${userId}`, [
    {
      id: randomUUID(),
      type: 'EmailVerificationRequested',
      data: { userId, requestId, expiresAt: new Date(now.getTime() + 86_400_000).toISOString(), at: now.toISOString() },
    },
  ]);

  const message = await waitForMessage(async () =>
    (await listOutbox(system.deps.db, { to: email })).find((candidate) => candidate.userId === userId),
  );

  expect(message).toMatchObject({ to: email, subject: 'Confirm your email' });
  const token = decodeURIComponent(new URL(message!.link!).hash.replace('#verification_token=', ''));
  expect(parseVerificationToken(system.deps.config.JWT_SECRET, token)).toEqual({ userId, requestId });
  expect(message!.link!.startsWith('https://mun.example/auth-redirect#')).toBe(true);
});

it('an invitation ends as a message in the outbox whose link sets the password: command, reactor, queue, worker, API', async () => {
  const email = `invited-${randomUUID().slice(0, 8)}@school.ae`;
  const { userId } = await inviteUser(
    { store: system.deps.store, vault: system.deps.vault, now: new Date() },
    {
      email,
      role: 'student',
      fullName: 'Aisha Khan',
      schoolId: null,
      customSchoolName: 'Desert Rose Academy',
      grade: 'Grade 9',
      phone: null,
      invitedFor: { eventId: 'event-1', eventName: 'Dubai MUN 2026' },
      by: 'organiser-1',
    },
    { commandId: randomUUID(), userId: 'organiser-1' },
  );

  const message = await waitForMessage(async () =>
    (await listOutbox(system.deps.db, { to: email })).find((candidate) => candidate.userId === userId),
  );
  expect(message).toMatchObject({ to: email, subject: 'You are invited to Dubai MUN 2026' });
  const token = new URLSearchParams(new URL(message!.link!).hash.slice(1)).get('token');
  expect(message!.link!.startsWith('https://mun.example/accept-invitation#token=')).toBe(true);

  const accepted = await system.app.inject({
    method: 'POST',
    url: '/api/v1/users/accept-invitation',
    payload: { token, password: 'chosen-password' },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  expect((await system.login(email, 'chosen-password')).token).toEqual(expect.any(String));
});
