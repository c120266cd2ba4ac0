import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../api/login';
import { landingPathAfterConfirmation, landingPathAfterLogin, pathAfterLogin, type ConfirmedUser } from './landing-path';

const result = (overrides: Partial<LoginResult>): LoginResult => ({
  token: 't',
  refreshToken: 'r',
  email: 'a@gmail.com',
  avatar: null,
  language: 'en',
  userId: 'u',
  userRole: 'student',
  global_role: 'user',
  organiserId: null,
  hasProfile: true,
  ...overrides,
});

const sessionOf = (login: LoginResult) => ({
  token: login.token,
  globalRole: login.global_role,
  userRole: login.userRole,
  userType: null,
  organiserId: login.organiserId ?? null,
});

describe('log-in redirect (spec §2.4)', () => {
  it('sends a super user to /super-user', () => {
    expect(landingPathAfterLogin(result({ global_role: 'superuser', organiserId: 'o' }))).toBe('/super-user');
  });

  it('sends a user with an organiser id to /organiser', () => {
    expect(landingPathAfterLogin(result({ organiserId: 'o' }))).toBe('/organiser');
  });

  it('sends students and teachers home, or to their profile page when they have no profile', () => {
    expect(landingPathAfterLogin(result({ userRole: 'student' }))).toBe('/home');
    expect(landingPathAfterLogin(result({ userRole: 'student', hasProfile: false }))).toBe('/student-profile-page');
    expect(landingPathAfterLogin(result({ userRole: 'teacher' }))).toBe('/home');
    expect(landingPathAfterLogin(result({ userRole: 'teacher', hasProfile: false }))).toBe('/teacher-profile-page');
  });
});

describe('remembered page', () => {
  it('returns to the page the guard remembered when the account may open it', () => {
    const login = result({ global_role: 'superuser' });
    expect(pathAfterLogin(login, sessionOf(login), '/super-user/masterlists/committees?category=open')).toBe(
      '/super-user/masterlists/committees?category=open',
    );
  });

  it('ignores a remembered page the account may not open', () => {
    const login = result({});
    expect(pathAfterLogin(login, sessionOf(login), '/super-user')).toBe('/home');
  });

  it('still sends a user without a profile to complete it first', () => {
    const login = result({ hasProfile: false });
    expect(pathAfterLogin(login, sessionOf(login), '/home')).toBe('/student-profile-page');
  });
});

describe('redirect after email confirmation (spec §2.4)', () => {
  const user = (overrides: Partial<ConfirmedUser>): ConfirmedUser => ({
    role: 'student',
    global_role: 'user',
    organiserId: null,
    hasProfile: false,
    ...overrides,
  });

  it('sends a super user to /super-user and an organiser to /organiser', () => {
    expect(landingPathAfterConfirmation(user({ global_role: 'superuser', organiserId: 'o' }))).toBe('/super-user');
    expect(landingPathAfterConfirmation(user({ organiserId: 'o', hasProfile: true }))).toBe('/organiser');
  });

  it('sends students and teachers to their home, or to the profile wizard when they have no profile', () => {
    expect(landingPathAfterConfirmation(user({ role: 'student', hasProfile: true }))).toBe('/student-home');
    expect(landingPathAfterConfirmation(user({ role: 'student' }))).toBe('/student-profile');
    expect(landingPathAfterConfirmation(user({ role: 'teacher', hasProfile: true }))).toBe('/teacher-home');
    expect(landingPathAfterConfirmation(user({ role: 'teacher' }))).toBe('/teacher-profile');
  });
});
