import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStreamId } from '@domain/users/user';
import { createVerificationToken } from '../../../commands/users/verification-token';
import { startTestSystem, type TestSystem } from '../../../test/support/test-system';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => system?.stop());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  system.app.inject({ method: 'POST', url, payload: payload as object, headers });

const uniqueEmail = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@gmail.com`;

/** The link token the verification email carries, made from the user's latest request. */
const latestVerificationToken = async (userId: string) => {
  const events = await system.deps.store.readStream(userStreamId(userId));
  const request = events.filter((event) => event.type === 'EmailVerificationRequested').at(-1);
  if (!request) throw new Error('no verification request');
  return createVerificationToken(system.deps.config.JWT_SECRET, { userId, requestId: String(request.data.requestId) });
};

const signUp = async (email: string, role = 'student') => {
  const response = await post('/api/v1/users/register', { email, password: 'secret-pass', role });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.userId as string;
};

describe('sign-up validation (spec §5)', () => {
  const messageOf = async (payload: unknown) => {
    const response = await post('/api/v1/users/register', payload);
    expect(response.statusCode).toBe(400);
    return response.json();
  };

  it('answers each broken rule with its message and field, and creates nothing', async () => {
    const email = uniqueEmail('rules');
    expect((await messageOf({ password: 'secret-pass', role: 'student' })).message).toBe('Email is required');
    expect((await messageOf({ email: 'someone@yahoo.com', password: 'secret-pass', role: 'student' })).message).toBe(
      'Please enter a valid Gmail address',
    );
    expect((await messageOf({ email, role: 'student' })).message).toBe('Password is required');
    expect((await messageOf({ email, password: '12345', role: 'student' })).message).toBe('Password must be at least 6 characters');
    const both = await messageOf({ email: '', password: '', role: 'student' });
    expect(both.message).toBe('Please fill in all required fields');
    expect(both.data.fieldErrors).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect((await messageOf({ email, password: 'secret-pass', role: 'organiser' })).data.fieldErrors.role).toBeDefined();
    const lookup = await post('/api/v1/users/get-userid-by-email', { email });
    expect(lookup.statusCode).toBe(404);
  });

  it('gives an email to one account only', async () => {
    const email = uniqueEmail('twice');
    await signUp(email);
    const again = await post('/api/v1/users/register', { email: email.toUpperCase(), password: 'other-pass', role: 'teacher' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists' });
  });

  it('publishes the rules the form checks', async () => {
    const response = await system.app.inject({ method: 'GET', url: '/api/v1/users/auth-settings' });
    expect(response.json().data).toEqual({
      allowedEmailDomains: ['gmail.com'],
      passwordMinLength: 6,
      resendCooldownSeconds: 60,
      testEmailConfirmation: true,
    });
  });
});

describe('verification and sessions', () => {
  it('refuses log-in until the email is verified, then the link gives a session once', async () => {
    const email = uniqueEmail('verify');
    const userId = await signUp(email, 'teacher');

    const early = await post('/api/v1/users/login', { email, password: 'secret-pass' });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: 'Please verify your email before logging in.' });

    const bad = await post('/api/v1/users/verify-email', { token: `${userId}.forged.mac` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('This verification link is invalid or has expired.');

    const token = await latestVerificationToken(userId);
    const verified = await post('/api/v1/users/verify-email', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({
      userId,
      userRole: 'teacher',
      global_role: 'user',
      organiserId: null,
      hasProfile: false,
      email,
    });
    expect(verified.json().data.refreshToken).toEqual(expect.any(String));

    const reused = await post('/api/v1/users/verify-email', { token });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This email is already verified. Please log in.');

    const login = await post('/api/v1/users/login', { email, password: 'secret-pass' });
    expect(login.statusCode).toBe(200);
    // What the confirmation page reads, with the session the link gave.
    const lookup = await post('/api/v1/users/get-userid-by-email', { email }, { authorization: `Bearer ${verified.json().data.token}` });
    expect(lookup.json().data.user).toEqual({ id: userId, role: 'teacher', global_role: 'user', organiserId: null, hasProfile: false });
  });

  it('resends at most once a minute, saying how long to wait', async () => {
    const email = uniqueEmail('resend');
    const before = Date.now();
    const userId = await signUp(email);
    const tooSoon = await post('/api/v1/users/resend-verification', { email });
    // The wait counts from the sign-up's email: a minute less the time since (slow on a busy machine).
    const elapsed = Math.ceil((Date.now() - before) / 1000);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe('RESEND_TOO_SOON');
    const [, seconds] = /^Please wait (\d+) seconds before resending\.$/.exec(tooSoon.json().message) ?? [];
    expect(Number(seconds)).toBeGreaterThanOrEqual(60 - elapsed);
    expect(Number(seconds)).toBeLessThanOrEqual(60);
    expect(tooSoon.headers['retry-after']).toBe(seconds);
    const requests = (await system.deps.store.readStream(userStreamId(userId))).filter(
      (event) => event.type === 'EmailVerificationRequested',
    );
    expect(requests).toHaveLength(1);
  });

  it('rotates refresh tokens, and log-out ends the refresh token too', async () => {
    const { email, password } = await system.createUser({});
    const login = (await post('/api/v1/users/login', { email, password })).json().data;

    const refreshed = await post('/api/v1/users/refresh-token', { refreshToken: login.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    const { token, refreshToken } = refreshed.json().data;
    const me = await system.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().data.email).toBe(email);

    const replayed = await post('/api/v1/users/refresh-token', { refreshToken: login.refreshToken });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe('REFRESH_INVALID');

    await post('/api/v1/users/logout', { refreshToken }, { authorization: `Bearer ${token}` });
    expect((await post('/api/v1/users/refresh-token', { refreshToken })).statusCode).toBe(401);
  });
});
