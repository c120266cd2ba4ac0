import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../api/login';
import { landingPathAfterLogin, pathAfterLogin } from './landing-path';

const result = (overrides: Partial<LoginResult>): LoginResult => ({
  token: 't',
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
  userType: login.userType ?? null,
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
