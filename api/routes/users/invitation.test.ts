import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteUser } from '../../../commands/users/invite-user';
import { createInvitationToken, createVerificationToken } from '../../../commands/users/verification-token';
import { userStreamId } from '@domain/users/user';
import { findPersonalData } from '../../../test/support/personal-data-search';
import { startTestSystem, type TestSystem } from '../../../test/support/test-system';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => system?.stop());

/** Rows, not the head position, which waits for the oldest transaction running anywhere in the cluster. */
const storedEvents = async () => Number(await system.deps.db.oneFirst(sql.unsafe`SELECT count(*) FROM es.events`));

let requests = 0;
/** Each request from its own address: these tests call more often than the per-address limits allow. */
const post = (url: string, payload: object) => {
  requests += 1;
  return system.app.inject({ method: 'POST', url, payload, remoteAddress: `10.9.${(requests >> 8) & 255}.${requests & 255}` });
};

/** An organiser's import invites someone (at `now`); the account and its read models are there afterwards. */
const invite = async ({
  now = new Date(),
  email = `invited.${randomUUID().slice(0, 8)}@school.ae`,
  fullName = 'Omar Haddad',
  phone = '+971 50 650 5005',
} = {}) => {
  const { userId, position } = await inviteUser(
    { store: system.deps.store, vault: system.deps.vault, now },
    {
      email,
      role: 'teacher',
      fullName,
      schoolId: null,
      customSchoolName: 'Desert Rose Academy',
      grade: null,
      phone,
      invitedFor: { eventId: 'event-1', eventName: 'Dubai MUN 2026' },
      by: 'organiser-1',
    },
    { commandId: randomUUID(), userId: 'organiser-1' },
  );
  if (position) await system.runtime.waitFor(position, { timeoutMs: 20_000 });
  return { email, userId };
};

/** The token the invitation email carries, made from the account's latest invitation. */
const invitationToken = async (userId: string) => {
  const issued = (await system.deps.store.readStream(userStreamId(userId))).filter((event) => event.type === 'InvitationIssued').at(-1);
  if (!issued) throw new Error('no invitation');
  return createInvitationToken(system.deps.config.JWT_SECRET, { userId, requestId: String(issued.data.invitationId) });
};

describe('an invited account', () => {
  it('cannot log in before its password is set, whatever password is tried, and says where to set it', async () => {
    const { email } = await invite();
    for (const password of ['secret-pass', 'another-guess']) {
      const response = await post('/api/v1/users/login', { email, password });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'INVITATION_PENDING',
        message: 'Please set your password using the invitation link we emailed you.',
      });
    }
  });

  it('sets its password through the link, which signs in and verifies the email; then log-in works', async () => {
    const { email, userId } = await invite();
    const token = await invitationToken(userId);

    const accepted = await post('/api/v1/users/accept-invitation', { token, password: 'my-new-password' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      success: true,
      message: 'Password set successfully! Welcome aboard.',
      // The profile came from the organiser's sheet: the log-in landing skips the wizard.
      data: { userId, userRole: 'teacher', global_role: 'user', organiserId: null, hasProfile: true, email, token: expect.any(String) },
    });

    const login = await post('/api/v1/users/login', { email, password: 'my-new-password' });
    expect(login.statusCode, login.body).toBe(200);
    expect((await post('/api/v1/users/login', { email, password: 'wrong-password' })).json().code).toBe('INVALID_CREDENTIALS');

    const profile = await system.app.inject({
      method: 'GET',
      url: `/api/v1/users/user-profile/${userId}`,
      headers: { authorization: `Bearer ${login.json().data.token}` },
    });
    expect(profile.json().data).toMatchObject({
      fullname: 'Omar Haddad',
      username: expect.stringMatching(/^omar\d{4}$/),
      custom_school_name: 'Desert Rose Academy',
      phone_e164: '+971506505005',
    });

    const again = await post('/api/v1/users/accept-invitation', { token, password: 'another-password' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVITATION_USED', message: 'This invitation has already been used. Please log in.' });
  });

  it('refuses a forged, a foreign or an expired token, and a short password, storing nothing', async () => {
    const { userId } = await invite();
    const { userId: lateId } = await invite({ now: new Date(Date.now() - 8 * 86_400_000) });
    const secret = system.deps.config.JWT_SECRET;
    const issued = (await system.deps.store.readStream(userStreamId(userId))).find((event) => event.type === 'InvitationIssued')!;
    const before = await storedEvents();

    const refused = async (payload: object) => {
      const response = await post('/api/v1/users/accept-invitation', payload);
      expect(response.statusCode, response.body).toBe(400);
      return response.json();
    };
    const invalid = { code: 'INVITATION_INVALID', message: 'This invitation link is invalid or has expired.' };
    expect(await refused({ token: `${userId}.forged.mac`, password: 'secret-pass' })).toMatchObject(invalid);
    // A verification link's token for the same ids is no invitation token.
    expect(
      await refused({
        token: createVerificationToken(secret, { userId, requestId: String(issued.data.invitationId) }),
        password: 'secret-pass',
      }),
    ).toMatchObject(invalid);
    expect(await refused({ token: await invitationToken(lateId), password: 'secret-pass' })).toMatchObject(invalid);
    expect(await refused({ password: 'secret-pass' })).toMatchObject(invalid);
    expect(await refused({ token: await invitationToken(userId), password: '12345' })).toMatchObject({
      message: 'Password must be at least 6 characters',
      data: { fieldErrors: { password: 'Password must be at least 6 characters' } },
    });
    expect(await storedEvents()).toBe(before);
  });

  it('gets a new invitation, not a verification link, when it asks for the email again', async () => {
    // Invited 8 days ago: the first link has expired, and the resend cool-down has passed.
    const { email, userId } = await invite({ now: new Date(Date.now() - 8 * 86_400_000) });
    const resent = await post('/api/v1/users/resend-verification', { email });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().message).toBe('We emailed you a new invitation link. Please check your inbox.');
    const types = (await system.deps.store.readStream(userStreamId(userId))).map((event) => event.type);
    expect(types).toEqual(['UserRegistered', 'ProfileCompleted', 'InvitationIssued', 'InvitationIssued']);

    const accepted = await post('/api/v1/users/accept-invitation', { token: await invitationToken(userId), password: 'fresh-password' });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('takes only the newest link once another was sent: the earlier one no longer sets a password', async () => {
    // Invited two minutes ago: the first link is still within its 7 days, and the cool-down has passed.
    const { email, userId } = await invite({ now: new Date(Date.now() - 120_000) });
    const earlier = await invitationToken(userId);
    expect((await post('/api/v1/users/resend-verification', { email })).statusCode).toBe(200);
    const newest = await invitationToken(userId);
    expect(newest).not.toBe(earlier);

    const before = await storedEvents();
    const stale = await post('/api/v1/users/accept-invitation', { token: earlier, password: 'someone-elses' });
    expect(stale.statusCode, stale.body).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'INVITATION_INVALID', message: 'This invitation link is invalid or has expired.' });
    expect(await storedEvents()).toBe(before);

    const accepted = await post('/api/v1/users/accept-invitation', { token: newest, password: 'the-owners-password' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await post('/api/v1/users/login', { email, password: 'the-owners-password' })).statusCode).toBe(200);
  });
});

it('is erased like any account: the sheet’s personal data, the invitation email and its link', async () => {
  const email = `philippa.wolstenholme.${Date.now()}@school.ae`;
  const needles = [email, 'Philippa Wolstenholme', 'Wolstenholme', '524681357', '52 468 1357'];
  const { userId } = await invite({ email, fullName: 'Philippa Wolstenholme', phone: '052 468 1357' });
  // The invitation email reaches the outbox through the queue: wait for it, so its erasure is tested too.
  await expect
    .poll(async () => (await findPersonalData(system.database.url, [email])).some((place) => place.startsWith('mail_outbox')), {
      timeout: 20_000,
    })
    .toBe(true);
  expect((await findPersonalData(system.database.url, needles)).filter((place) => place.startsWith('es.'))).toEqual([]);
  const session = (await post('/api/v1/users/accept-invitation', { token: await invitationToken(userId), password: 'secret-pass' })).json()
    .data;

  const deleted = await system.app.inject({
    method: 'DELETE',
    url: `/api/v1/users/delete-account/${userId}`,
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(deleted.statusCode, deleted.body).toBe(200);
  await expect.poll(() => findPersonalData(system.database.url, needles), { timeout: 20_000, interval: 500 }).toEqual([]);
});
