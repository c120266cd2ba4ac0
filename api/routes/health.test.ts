import { allProjections } from '../../projections/read-models';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from '../../test/support/test-system';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  await system?.stop();
});

it('reports the event store, every read model with its lag, and Redis', async () => {
  await system.createUser({});
  const response = await system.app.inject({ method: 'GET', url: '/api/v1/health' });
  expect(response.statusCode).toBe(200);
  const { data } = response.json();
  expect(data.eventStore.ok).toBe(true);
  expect(data.redis.ok).toBe(true);
  expect(data.readModels.map((model: { name: string }) => model.name).sort()).toEqual(
    allProjections.map((projection) => projection.name).sort(),
  );
  const accounts = data.readModels.find((model: { name: string }) => model.name === 'user_accounts');
  expect(accounts.lagging).toBe(false);
});

it('serves the OpenAPI document with the spec paths', async () => {
  const response = await system.app.inject({ method: 'GET', url: '/docs/json' });
  expect(response.statusCode).toBe(200);
  expect(Object.keys(response.json().paths)).toEqual(
    expect.arrayContaining([
      '/api/v1/users/login',
      '/api/v1/leadership-roles/add-leadership-role',
      '/api/v1/committees/update-committee/{id}',
    ]),
  );
});

it('tells browsers not to sniff any answer: a success, a refusal, an unknown route', async () => {
  const answers = await Promise.all([
    system.app.inject({ method: 'GET', url: '/api/v1/health' }),
    system.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email: 'not an email' } }),
    system.app.inject({ method: 'GET', url: '/api/v1/no-such-route' }),
  ]);
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 400, 404]);
  for (const answer of answers) expect(answer.headers['x-content-type-options']).toBe('nosniff');
});
