import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { UserLookup } from '../api/get-user-by-email';
import type { AuthSession } from '../api/auth-session';
import { confirmEmail, planConfirmation, type ConfirmationSteps } from './email-confirmation';

const session: AuthSession = {
  token: 'access',
  refreshToken: 'refresh',
  userId: 'u-1',
  userRole: 'teacher',
  global_role: 'user',
  organiserId: null,
  hasProfile: false,
  email: 'new.teacher@gmail.com',
  avatar: null,
  language: 'en',
};

const teacher: UserLookup = { id: 'u-1', role: 'teacher', global_role: 'user', organiserId: null, hasProfile: false };

const stepsWith = (overrides: Partial<ConfirmationSteps> = {}): ConfirmationSteps => ({
  verifyEmail: vi.fn(async () => session),
  findUserByEmail: vi.fn(async () => teacher),
  storeSession: vi.fn(),
  clearSession: vi.fn(),
  ...overrides,
});

describe('what the confirmation page was opened with', () => {
  it('prefers the emailed token, then an email parameter', () => {
    expect(planConfirmation('#verification_token=tok', '?email=a%40gmail.com')).toEqual({ kind: 'verify', token: 'tok' });
    expect(planConfirmation('', '?email=a%40gmail.com')).toEqual({ kind: 'lookup', email: 'a@gmail.com' });
    expect(planConfirmation('#access_token=jwt', '?email=+')).toEqual({ kind: 'none' });
    expect(planConfirmation('', '')).toEqual({ kind: 'none' });
  });
});

describe('confirming an email (spec §2.4)', () => {
  it('verifies the token, stores the session, looks the user up and sends a new teacher to the profile wizard', async () => {
    const steps = stepsWith();
    const outcome = await confirmEmail({ kind: 'verify', token: 'tok' }, steps);
    expect(steps.verifyEmail).toHaveBeenCalledWith('tok');
    expect(steps.storeSession).toHaveBeenCalledWith(session);
    // With the session it just got: only then does the lookup answer more than the id.
    expect(steps.findUserByEmail).toHaveBeenCalledWith('new.teacher@gmail.com', 'access');
    expect(outcome).toEqual({
      kind: 'success',
      verified: true,
      welcome: 'Welcome! Your email has been verified.',
      redirectTo: '/teacher-profile',
    });
  });

  it("reports a refused token with the server's reason and stores nothing", async () => {
    const steps = stepsWith({
      verifyEmail: vi.fn(async () => {
        throw new ApiError(400, 'This verification link is invalid or has expired.', 'VERIFICATION_INVALID', {});
      }),
    });
    const outcome = await confirmEmail({ kind: 'verify', token: 'old' }, steps);
    expect(outcome).toEqual({
      kind: 'error',
      message: 'Email confirmation failed. Please try again.',
      detail: 'This verification link is invalid or has expired.',
      redirectTo: '/login',
    });
    expect(steps.storeSession).not.toHaveBeenCalled();
  });

  it('asks for a manual log-in when the lookup fails, and forgets the stored session', async () => {
    const steps = stepsWith({
      findUserByEmail: vi.fn(async () => Promise.reject(new ApiError(404, 'User not found', 'USER_NOT_FOUND', {}))),
    });
    const outcome = await confirmEmail({ kind: 'verify', token: 'tok' }, steps);
    expect(outcome).toMatchObject({ kind: 'error', message: 'Login failed. Please try logging in manually.', redirectTo: '/login' });
    expect(steps.clearSession).toHaveBeenCalled();
  });

  it('redirects by the email parameter alone when there is no token', async () => {
    const steps = stepsWith({ findUserByEmail: vi.fn(async () => ({ ...teacher, role: 'student' as const, hasProfile: true })) });
    const outcome = await confirmEmail({ kind: 'lookup', email: 'a@gmail.com' }, steps);
    expect(outcome).toMatchObject({ kind: 'success', verified: false, redirectTo: '/student-home' });
    expect(steps.verifyEmail).not.toHaveBeenCalled();
    expect(steps.storeSession).not.toHaveBeenCalled();
  });

  it('sends a visitor with only an email parameter on towards log-in: without a session the lookup tells only the id', async () => {
    const steps = stepsWith({ findUserByEmail: vi.fn(async () => ({ id: 'u-1', hasProfile: false })) });
    const outcome = await confirmEmail({ kind: 'lookup', email: 'a@gmail.com' }, steps);
    expect(outcome).toMatchObject({ kind: 'success', verified: false, redirectTo: '/home' });
  });

  it('says there is no session when the page has neither', async () => {
    expect(await confirmEmail({ kind: 'none' }, stepsWith())).toEqual({
      kind: 'error',
      message: 'No active session found. Please log in.',
      detail: null,
      redirectTo: '/login',
    });
  });
});
