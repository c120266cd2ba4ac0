import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { allEndpoints } from '@contract/index';
import { startTestSystem, type TestSystem } from '../../test/support/test-system';

/**
 * The permission walk, over every endpoint of the contract (api/contract; the contract-coverage
 * test makes sure no route exists outside it): each states who may call it (`x-access`, from the hook guarding it);
 * nobody signed out gets past a signed-in route, no student past a super-user or organiser route, and
 * neither changes anything. The routes open to anyone are exactly the ones named below: a new
 * one must be added here on purpose.
 */
const PUBLIC_OPERATIONS = [
  'GET /api/v1/health',
  'GET /api/v1/users/auth-settings',
  // The invitation's link sets the first password of an account an organiser made.
  'POST /api/v1/users/accept-invitation',
  'POST /api/v1/users/get-userid-by-email',
  'POST /api/v1/users/login',
  // Log-out checks the token itself: an expired one must still end its refresh token.
  'POST /api/v1/users/logout',
  'POST /api/v1/users/refresh-token',
  'POST /api/v1/users/register',
  'POST /api/v1/users/resend-verification',
  'POST /api/v1/users/verify-email',
  // A certificate's QR code opens its verification: who, what and when, nothing else personal.
  'GET /api/v1/verify/{code}',
];

type Operation = { method: string; path: string; access: string | undefined; declared: string };

let system: TestSystem;
let events: pg.Pool;
beforeAll(async () => {
  system = await startTestSystem();
  events = new pg.Pool({ connectionString: system.database.url, max: 1 });
});
afterAll(async () => {
  await events?.end();
  await system?.stop();
});

/** Every endpoint of the contract, with who may call it as the OpenAPI document states it (from the guard the route runs). */
const operations = (): Operation[] => {
  const spec = system.app.swagger() as unknown as { paths: Record<string, Record<string, { 'x-access'?: string }>> };
  return allEndpoints
    .filter((endpoint) => endpoint.data !== 'socket')
    .map((endpoint) => {
      const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      return {
        method: endpoint.method,
        path,
        access: spec.paths[path]?.[endpoint.method.toLowerCase()]?.['x-access'],
        declared: endpoint.access,
      };
    });
};

const eventCount = async () => (await events.query<{ count: string }>('SELECT count(*) FROM es.events')).rows[0]!.count;

const call = (operation: Operation, authorization?: string) =>
  system.app.inject({
    method: operation.method as 'GET',
    url: operation.path.replace(/\{[^}]+\}/g, randomUUID()),
    headers: authorization ? { authorization } : {},
    ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { payload: {} }),
  });

it('knows who may call every documented operation, and opens only the listed ones to anyone', () => {
  const all = operations();
  expect(all.length).toBeGreaterThanOrEqual(60);
  expect(all.filter((operation) => !operation.access).map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  // The guard each route runs is the one its contract names.
  expect(all.filter((operation) => operation.access !== operation.declared).map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  const open = all.filter((operation) => operation.access === 'public').map(({ method, path }) => `${method} ${path}`);
  expect(open.sort()).toEqual([...PUBLIC_OPERATIONS].sort());
  // The walk below has routes of each kind to walk.
  expect(all.filter((operation) => operation.access === 'superuser').length).toBeGreaterThanOrEqual(25);
  expect(all.filter((operation) => operation.access === 'signed-in').length).toBeGreaterThanOrEqual(10);
});

it('answers 401 signed out and 403 to a student, whatever the body, and stores nothing', async () => {
  const student = await system.createUser({ role: 'student' });
  const { authorization } = await system.login(student.email, student.password);
  const before = await eventCount();
  const wrong: string[] = [];
  for (const operation of operations()) {
    if (operation.access === 'public') continue;
    const signedOut = await call(operation);
    if (signedOut.statusCode !== 401) wrong.push(`${operation.method} ${operation.path} signed out → ${signedOut.statusCode}`);
    if (operation.access === 'superuser' || operation.access === 'organiser') {
      const asStudent = await call(operation, authorization);
      if (asStudent.statusCode !== 403) wrong.push(`${operation.method} ${operation.path} as a student → ${asStudent.statusCode}`);
    }
  }
  expect(wrong).toEqual([]);
  expect(await eventCount()).toBe(before);
});
