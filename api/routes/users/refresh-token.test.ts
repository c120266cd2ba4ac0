import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from '../../../test/support/test-system';
import { buildApp } from '../../app';

let system: TestSystem;
/** An instance without the grace for a second tab, so that any reuse counts as one. */
let strict: FastifyInstance;
beforeAll(async () => {
  system = await startTestSystem();
  strict = await buildApp({ ...system.deps, config: { ...system.deps.config, REFRESH_REUSE_GRACE_SECONDS: 0 } }, { logger: false });
});
afterAll(async () => {
  await strict?.close();
  await system?.stop();
});

let requests = 0;
const post = (app: FastifyInstance, url: string, payload: object) => {
  requests += 1;
  return app.inject({ method: 'POST', url, payload, remoteAddress: `10.85.${(requests >> 8) & 255}.${requests & 255}` });
};
const logIn = async (app: FastifyInstance, user: { email: string; password: string }) =>
  (await post(app, '/api/v1/users/login', user)).json().data.refreshToken as string;
const refresh = (app: FastifyInstance, refreshToken: string) => post(app, '/api/v1/users/refresh-token', { refreshToken });
const rotated = async (app: FastifyInstance, refreshToken: string) => {
  const answer = await refresh(app, refreshToken);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.refreshToken as string;
};

describe('refresh-token reuse', () => {
  it('ends the whole chain when a token it has moved past comes back: the newest token stops working too', async () => {
    const user = await system.createUser({});
    const first = await logIn(strict, user);
    const second = await rotated(strict, first);
    const newest = await rotated(strict, second);

    const replayed = await refresh(strict, first);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: 'REFRESH_INVALID', message: 'Your session has ended. Please login again.' });
    expect((await refresh(strict, newest)).statusCode).toBe(401);
  });

  it('leaves the person’s other sessions alone', async () => {
    const user = await system.createUser({});
    const stolen = await logIn(strict, user);
    const otherDevice = await logIn(strict, user);
    const thiefs = await rotated(strict, stolen);
    expect((await refresh(strict, stolen)).statusCode).toBe(401);
    expect((await refresh(strict, thiefs)).statusCode).toBe(401);
    await rotated(strict, otherDevice);
  });

  it('takes a second tab sending the same token a moment later for a race, not a theft: the newer token still works', async () => {
    const user = await system.createUser({});
    const first = await logIn(system.app, user);
    const newer = await rotated(system.app, first);
    expect((await refresh(system.app, first)).statusCode).toBe(401);
    await rotated(system.app, newer);
  });

  it('ends nothing when an unknown or logged-out token comes', async () => {
    const user = await system.createUser({});
    const kept = await logIn(strict, user);
    const loggedOut = await logIn(strict, user);
    expect((await post(strict, '/api/v1/users/logout', { refreshToken: loggedOut })).statusCode).toBe(200);
    expect((await refresh(strict, loggedOut)).statusCode).toBe(401);
    const [, id, secret] = kept.split('.');
    expect((await refresh(strict, `00000000-0000-4000-8000-000000000000.${id}.${secret}x`)).statusCode).toBe(401);
    expect((await refresh(strict, 'not-a-token')).statusCode).toBe(401);
    await rotated(strict, kept);
  });
});
