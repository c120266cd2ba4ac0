import { afterAll, beforeAll, expect, it } from 'vitest';
import { allEndpoints } from '@contract/index';
import { startTestSystem, type TestSystem } from '../../test/support/test-system';
import { endpointKey } from '../lib/route';

/**
 * Every route of the API is registered from its contract (api/contract/), so the SPA's calls,
 * the OpenAPI document, the permission walk and the fuzz test all know it. A route added by
 * hand, or a contract endpoint no route serves, fails here.
 */
let system: TestSystem;
const routes: { method: string; url: string; endpoint: string | undefined }[] = [];
beforeAll(async () => {
  system = await startTestSystem(
    {},
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD') routes.push({ method, url: route.url, endpoint: route.config?.endpoint });
        }
      },
    },
  );
});
afterAll(async () => {
  await system?.stop();
});

it('registers every /api route from its contract endpoint, and serves every endpoint of the contract', () => {
  const apiRoutes = routes.filter((route) => route.url.startsWith('/api/'));
  expect(apiRoutes.length).toBeGreaterThanOrEqual(90);
  const byHand = apiRoutes
    .filter((route) => route.endpoint !== `${route.method} ${route.url}`)
    .map((route) => `${route.method} ${route.url}`);
  expect(byHand).toEqual([]);
  const served = new Set(apiRoutes.map((route) => `${route.method} ${route.url}`));
  const unserved = allEndpoints.map(endpointKey).filter((key) => !served.has(key));
  expect(unserved).toEqual([]);
  const keys = allEndpoints.map(endpointKey);
  expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
});

it('documents a request body for every write in /docs/json', async () => {
  const response = await system.app.inject({ method: 'GET', url: '/docs/json' });
  const spec = response.json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>>;
  };
  const writes = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['post', 'put', 'patch'].includes(method))
      .map(([method, operation]) => ({ operation: `${method.toUpperCase()} ${path}`, content: operation.requestBody?.content ?? {} })),
  );
  expect(writes.length).toBeGreaterThanOrEqual(50);
  const undocumented = writes
    .filter(({ content }) => !Object.values(content).some((media) => media.schema))
    .map(({ operation }) => operation);
  expect(undocumented).toEqual([]);
});
