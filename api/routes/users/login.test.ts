import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from '../../../test/support/test-system';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  await system?.stop();
});

describe('POST /api/v1/users/login', () => {
  it('returns the session fields the spec names', async () => {
    const { userId, email, password } = await system.createUser({
      email: 'Chair.Person@gmail.com',
      role: 'teacher',
      globalRole: 'superuser',
    });
    const response = await system.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'chair.person@GMAIL.com ', password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Login successful!',
      data: { userId, userRole: 'teacher', global_role: 'superuser', organiserId: null, hasProfile: false, email: email.toLowerCase() },
    });
    const token = response.json().data.token;
    const claims = system.app.jwt.verify<{ sub: string }>(token);
    expect(claims.sub).toBe(userId);
  });

  it('refuses a wrong password or unknown email with the same answer', async () => {
    const { email } = await system.createUser({});
    const wrong = await system.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password: 'not-it' } });
    const unknown = await system.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'nobody@gmail.com', password: 'whatever' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('requires email and password with the spec messages', async () => {
    const response = await system.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email: '', password: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fieldErrors).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(response.json().message).toBe('Please fill in all required fields');
  });

  it('answers an empty body and a short password with the spec messages before any credential check', async () => {
    const { email } = await system.createUser({ password: 'right-password' });
    const empty = await system.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please fill in all required fields');
    // A short password is refused for its length even for an account that exists.
    const short = await system.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password: 'abc' } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      message: 'Password must be at least 6 characters',
      data: { fieldErrors: { password: 'Password must be at least 6 characters' } },
    });
  });

  it('refuses text that cannot be stored with a 400, not a server error', async () => {
    const response = await system.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'nul\u0000@gmail.com', password: 'secret-\ud800' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'TEXT_NOT_ALLOWED', message: 'Text contains characters that are not allowed' });
  });
});

describe('POST /api/v1/users/logout', () => {
  it('stops the token working at once, while a new log-in works', async () => {
    const { email, password } = await system.createUser({});
    const { authorization } = await system.login(email, password);
    const list = () => system.app.inject({ method: 'GET', url: '/api/v1/committees/all-committees', headers: { authorization } });
    expect((await list()).statusCode).toBe(200);
    const logout = await system.app.inject({ method: 'POST', url: '/api/v1/users/logout', headers: { authorization } });
    expect(logout.json()).toMatchObject({ success: true, message: 'Logged out successfully' });
    expect((await list()).statusCode).toBe(401);
    const fresh = await system.login(email, password);
    expect(
      (
        await system.app.inject({
          method: 'GET',
          url: '/api/v1/committees/all-committees',
          headers: { authorization: fresh.authorization },
        })
      ).statusCode,
    ).toBe(200);
  });
});

// Last: it spends this address's log-in budget.
describe('log-in rate limit', () => {
  it('limits repeated attempts from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await system.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: 'nobody@gmail.com', password: 'x' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
    const limited = await system.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'nobody@gmail.com', password: 'x' },
    });
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });
});
