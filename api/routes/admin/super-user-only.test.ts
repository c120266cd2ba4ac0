import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from '../../../test/support/test-system';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => system?.stop());

/** The super-user endpoints of the administration area (users, super users, organisers, schools, localities, areas, audit, dashboard). */
const administration = [
  /^\/api\/v1\/users\/(all-users|update-user-status|superusers|superuser-suggestions|send-superuser-invite|remove-superuser-invite)\b/,
  /^\/api\/v1\/(audit|super-user)\//,
  /^\/api\/v1\/organisers?\/(?!organiser-approval-edvince-upload|organiser-approval-request|my-registration-status)/,
  /^\/api\/v1\/(schools|localities|areas)\/(?!all-schools$|all-localities$|all-areas$)/,
];

type Operation = { method: string; path: string };

/** Every operation the API documents, from its own OpenAPI description: none can be forgotten. */
const documentedOperations = (): Operation[] => {
  const spec = system.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
};

it('answers 403 to a signed-in non-super-user on every administration endpoint, whatever the body', async () => {
  const student = await system.createUser({ role: 'student' });
  const { authorization } = await system.login(student.email, student.password);
  const operations = documentedOperations().filter((operation) => administration.some((pattern) => pattern.test(operation.path)));
  // The walk covers the whole area (a broken pattern must not make it pass on nothing).
  expect(operations.length).toBeGreaterThanOrEqual(25);

  const answers: string[] = [];
  for (const { method, path } of operations) {
    const url = path.replace(/\{[^}]+\}/g, randomUUID());
    const response = await system.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization },
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
    answers.push(`${method} ${path} → ${response.statusCode}`);
  }
  expect(answers.filter((answer) => !answer.endsWith('→ 403'))).toEqual([]);
});
