import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from '../../../test/support/test-system';
import { buildApp } from '../../app';
import type { AppConfig } from '../../config';

let system: TestSystem;
const extraApps: FastifyInstance[] = [];
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  for (const app of extraApps) await app.close();
  await system?.stop();
});

/** Another API instance on the same stores, configured differently (as a second deployment would be). */
const appWith = async (config: Partial<AppConfig>) => {
  const app = await buildApp({ ...system.deps, config: { ...system.deps.config, ...config } }, { logger: false });
  extraApps.push(app);
  return app;
};

const nobody = () => `nobody.${randomUUID().slice(0, 8)}@gmail.com`;

const logIn = (
  app: FastifyInstance,
  payload: { email: string; password: string },
  from: { remoteAddress: string; forwardedFor?: string },
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload,
    remoteAddress: from.remoteAddress,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });

describe('per-address limits and X-Forwarded-For', () => {
  it('counts a client by its connection when no proxy is declared, whatever X-Forwarded-For it writes', async () => {
    const user = await system.createUser({});
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await logIn(
        system.app,
        { email: nobody(), password: 'a-guess' },
        { remoteAddress: '10.80.0.1', forwardedFor: `198.51.100.${i}` },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    // Even the right password waits: the limit is the address's, not the guess's.
    const right = await logIn(system.app, user, { remoteAddress: '10.80.0.1', forwardedFor: '198.51.100.200' });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });

  it('limits sign-up and resend per address the same way', async () => {
    const signUps: number[] = [];
    let refusedEmail = '';
    for (let i = 0; i < 11; i += 1) {
      refusedEmail = `flood.${i}.${randomUUID().slice(0, 6)}@gmail.com`;
      const response = await system.app.inject({
        method: 'POST',
        url: '/api/v1/users/register',
        payload: { email: refusedEmail, password: 'secret-pass', role: 'student' },
        remoteAddress: '10.80.0.2',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      signUps.push(response.statusCode);
    }
    expect(signUps).toEqual([...Array<number>(10).fill(201), 429]);
    const lookup = await system.app.inject({
      method: 'POST',
      url: '/api/v1/users/get-userid-by-email',
      payload: { email: refusedEmail },
      remoteAddress: '10.80.0.3',
    });
    expect(lookup.statusCode).toBe(404);

    const resends: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await system.app.inject({
        method: 'POST',
        url: '/api/v1/users/resend-verification',
        payload: { email: nobody() },
        remoteAddress: '10.80.0.4',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      resends.push(response.statusCode);
    }
    expect(resends).toEqual([...Array<number>(5).fill(404), 429]);
  });

  it('behind a declared proxy (TRUST_PROXY=1) counts the address the proxy added, not what the client wrote before it', async () => {
    const proxied = await appWith({ TRUST_PROXY: 1 });
    const spoofed: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await logIn(
        proxied,
        { email: nobody(), password: 'a-guess' },
        { remoteAddress: '10.81.0.1', forwardedFor: `198.51.100.${i}, 203.0.113.9` },
      );
      spoofed.push(response.statusCode);
    }
    expect(spoofed).toEqual([...Array<number>(10).fill(401), 429]);
    // Twelve people behind the same proxy: each has a budget of their own.
    const people: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await logIn(
        proxied,
        { email: nobody(), password: 'a-guess' },
        { remoteAddress: '10.81.0.1', forwardedFor: `203.0.113.${100 + i}` },
      );
      people.push(response.statusCode);
    }
    expect(people).toEqual(Array<number>(12).fill(401));
  });
});

describe('wrong passwords for one account', () => {
  let address = 0;
  /** Each attempt from an address of its own, as a guesser with many addresses sends them. */
  const fromAnywhere = () => {
    address += 1;
    return { remoteAddress: `10.82.${(address >> 8) & 255}.${address & 255}` };
  };

  it('make the next attempt wait, from any address, each wait twice the last; after it the right password works and the count starts over', async () => {
    const quick = await appWith({ LOGIN_BACKOFF_SECONDS: 2 });
    const user = await system.createUser({});
    const wrong = { email: user.email, password: 'not-the-password' };
    const secondsToWait = (answer: Awaited<ReturnType<typeof logIn>>) => {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toMatchObject({ success: false, code: 'LOGIN_BACKOFF' });
      const seconds = Number(/^Too many failed attempts\. Try again in (\d+) seconds?\.$/.exec(answer.json().message)?.[1]);
      expect(answer.headers['retry-after']).toBe(String(seconds));
      return seconds;
    };
    for (let i = 0; i < 5; i += 1) expect((await logIn(quick, wrong, fromAnywhere())).statusCode).toBe(401);

    // Even the right password waits: the guesser cannot tell it from a wrong one meanwhile.
    const first = secondsToWait(await logIn(quick, user, fromAnywhere()));
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(2);

    // Once the wait is over, one more wrong password doubles it.
    await expect.poll(async () => (await logIn(quick, wrong, fromAnywhere())).statusCode, { timeout: 10_000, interval: 200 }).toBe(401);
    const second = secondsToWait(await logIn(quick, user, fromAnywhere()));
    expect(second).toBeGreaterThan(2);
    expect(second).toBeLessThanOrEqual(4);

    await expect.poll(async () => (await logIn(quick, user, fromAnywhere())).statusCode, { timeout: 15_000, interval: 200 }).toBe(200);
    // The right password cleared the count: five more wrong ones are answered as wrong, then the wait is the first one again.
    for (let i = 0; i < 5; i += 1) expect((await logIn(quick, wrong, fromAnywhere())).statusCode).toBe(401);
    expect(secondsToWait(await logIn(quick, wrong, fromAnywhere()))).toBeLessThanOrEqual(2);
  });

  it('are counted before any is checked when sent at once', async () => {
    const user = await system.createUser({});
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => logIn(system.app, { email: user.email, password: 'not-the-password' }, fromAnywhere())),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(7).fill(429)]);
    const waits = answers.filter((answer) => answer.statusCode === 429).map((answer) => answer.json().message as string);
    expect(waits.every((message) => /^Too many failed attempts\. Try again in (30|29|28) seconds\.$/.test(message))).toBe(true);
  });

  it('wait the same for an email without an account, so waiting tells nobody which emails exist', async () => {
    const email = nobody();
    for (let i = 0; i < 5; i += 1) expect((await logIn(system.app, { email, password: 'a-guess' }, fromAnywhere())).statusCode).toBe(401);
    expect((await logIn(system.app, { email, password: 'a-guess' }, fromAnywhere())).json().code).toBe('LOGIN_BACKOFF');
  });
});

describe('password checking work', () => {
  it('checks an unknown email against a stand-in hash, as it checks a known one', async () => {
    const user = await system.createUser({});
    const verifications = () => system.app.passwords.stats().verifications;
    const start = verifications();
    const known = await logIn(system.app, { email: user.email, password: 'not-the-password' }, { remoteAddress: '10.83.0.1' });
    expect(verifications()).toBe(start + 1);
    const unknown = await logIn(system.app, { email: nobody(), password: 'not-the-password' }, { remoteAddress: '10.83.0.2' });
    expect(verifications()).toBe(start + 2);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });

  it('refuses a flood beyond its cap at once with 503 and Retry-After, and answers normally afterwards', async () => {
    const capped = await appWith({ PASSWORD_WORK_CONCURRENCY: 1, PASSWORD_WORK_QUEUE: 1 });
    const user = await system.createUser({});
    const flood = await Promise.all(
      Array.from({ length: 10 }, (_, i) => logIn(capped, { email: nobody(), password: 'a-guess' }, { remoteAddress: `10.84.0.${i + 1}` })),
    );
    const statuses = flood.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
    const busy = flood.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.json()).toMatchObject({
      code: 'SERVER_BUSY',
      message: 'Too many people are signing in right now. Please try again in a moment.',
    });
    expect(busy[0]!.headers['retry-after']).toBe('1');
    expect(capped.passwords.stats()).toMatchObject({ running: 0, waiting: 0 });
    expect((await logIn(capped, user, { remoteAddress: '10.84.1.1' })).statusCode).toBe(200);
  });
});
