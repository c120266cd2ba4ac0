import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from '../../test/support/test-system';
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH, nestsDeeperThan } from './json-body';

const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '"bottom"' + '}'.repeat(depth);
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('nestsDeeperThan', () => {
  it('counts objects and arrays opened inside one another, not brackets inside strings', () => {
    expect(nestsDeeperThan(nestedObjects(3), 3)).toBe(false);
    expect(nestsDeeperThan(nestedObjects(4), 3)).toBe(true);
    expect(nestsDeeperThan(nestedArrays(4), 3)).toBe(true);
    expect(nestsDeeperThan('[[1],[2],[3],{"a":[4]}]', 3)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[{{{{', quoted: 'a \\" [[[[ \\\\' }), 1)).toBe(false);
    expect(nestsDeeperThan('[' + JSON.stringify('\\"[[[[') + ']', 1)).toBe(false);
  });
});

describe('deeply nested request bodies', () => {
  let system: TestSystem;
  let events: pg.Pool;
  let superUser: string;
  const storedEvents = async () => Number((await events.query<{ count: string }>('SELECT count(*) FROM es.events')).rows[0]!.count);

  beforeAll(async () => {
    // The test's HTTP client stands in for a proxy on loopback, so each body can name its own client address.
    system = await startTestSystem({ TRUST_PROXY: '127.0.0.1' });
    events = new pg.Pool({ connectionString: system.database.url, max: 1 });
    const admin = await system.createUser({ role: 'teacher', globalRole: 'superuser' });
    superUser = (await system.login(admin.email, admin.password)).authorization;
  });
  afterAll(async () => {
    await events?.end();
    await system?.stop();
  });

  it('answers 10,000 levels with a 400 that says why, on log-in and on a write route, storing nothing', async () => {
    const before = await storedEvents();
    const requests = [
      { url: '/api/v1/users/login', payload: nestedObjects(10_000), headers: {} },
      { url: '/api/v1/users/login', payload: nestedArrays(10_000), headers: {} },
      { url: '/api/v1/countries/add-country', payload: nestedObjects(10_000), headers: { authorization: superUser } },
      {
        url: '/api/v1/countries/add-country',
        payload: `{"name":"Deepland","code":"DL","tier":${nestedArrays(10_000)}}`,
        headers: { authorization: superUser },
      },
    ];
    for (const { url, payload, headers } of requests) {
      const response = await system.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, 'content-type': 'application/json' },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'JSON_TOO_DEEP', message: JSON_TOO_DEEP_MESSAGE });
    }
    expect(await storedEvents()).toBe(before);
  });

  it('still takes a body nested to the limit (the route then judges its shape)', async () => {
    const response = await system.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: nestedObjects(MAX_JSON_DEPTH),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).not.toBe('JSON_TOO_DEEP');
  });

  it('keeps /health answering within a second while 200 such bodies arrive over HTTP', { timeout: 60_000 }, async () => {
    const address = await system.app.listen({ port: 0, host: '127.0.0.1' });
    const body = nestedObjects(10_000);
    let lastDeepAnswerAt = 0;
    const deep = Array.from({ length: 200 }, async (_, index) => {
      const response = await fetch(`${address}/api/v1/users/login`, {
        method: 'POST',
        body,
        // Each from its own address, so that the log-in rate limit lets every body be read.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${index >> 8}.${index & 255}` },
      });
      await response.arrayBuffer();
      lastDeepAnswerAt = performance.now();
      return response.status;
    });
    const askedAt = performance.now();
    const health = await fetch(`${address}/api/v1/health`);
    const healthAt = performance.now();
    expect(health.status).toBe(200);
    const statuses = await Promise.all(deep);
    expect(new Set(statuses)).toEqual(new Set([400]));
    // Within a second, or at least ahead of the flood on a machine too loaded for any bound.
    expect(healthAt - askedAt < 1_000 || healthAt < lastDeepAnswerAt, `/health took ${Math.round(healthAt - askedAt)} ms`).toBe(true);
  });
});
