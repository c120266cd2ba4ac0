import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  malformedBodies,
  pick,
  RAW_BODIES,
  seededRandom,
  UNSAFE_STRINGS,
  WHOLE_BODIES,
  unsafeMultipartBodies,
  type JsonSchema,
  type SampleContext,
} from '../../test/support/fuzz-bodies';
import { allEndpoints } from '@contract/index';
import { startTestSystem, type TestSystem } from '../../test/support/test-system';
import { eventFixtures } from '../../test/support/event-fixtures';
import type { Person } from '../../test/support/organiser-fixtures';

/**
 * Every write endpoint of the contract (api/contract), whatever endpoints exist when it runs, gets
 * malformed bodies and path parameters from three callers. Nothing may answer 5xx, and a
 * refused request must leave the event store as it was. FUZZ_SEED reproduces a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const BODIES_PER_ROUTE = 22;
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

type Operation = { method: string; path: string; schema?: JsonSchema; hasJsonBody: boolean };
type ActorKind = 'superuser' | 'student' | 'anonymous';
type Actor = { kind: ActorKind; userId?: string; authorization?: string };

let system: TestSystem;
let events: pg.Pool;
beforeAll(async () => {
  system = await startTestSystem();
  await system.seedSchools();
  events = new pg.Pool({ connectionString: system.database.url, max: 2 });
});
afterAll(async () => {
  await events?.end();
  await system?.stop();
});

type OpenApi = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; parameters?: { in: string; name: string }[] }>
  >;
};

/** The write endpoints of the contract, with the body's JSON schema as the OpenAPI document gives it. */
const operationsOf = (spec: OpenApi): Operation[] =>
  allEndpoints
    .filter((endpoint) => WRITE_METHODS.includes(endpoint.method.toLowerCase()))
    .map((endpoint) => {
      const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const schema = spec.paths[path]?.[endpoint.method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
      return { method: endpoint.method, path, schema, hasJsonBody: Boolean(schema) };
    });

/** Every property name any request schema uses, offered to bodies a schema leaves open. */
const fieldNamesOf = (operations: Operation[]) => {
  const names = new Set<string>();
  const walk = (schema: JsonSchema | undefined) => {
    if (!schema) return;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      names.add(name);
      walk(property);
    }
    for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) walk(part);
    walk(schema.items);
  };
  for (const operation of operations) walk(operation.schema);
  return [...names];
};

/** Ids the read side already shows (schools, localities, users...), harvested from every list route. */
const harvestIds = async (spec: OpenApi, authorization: string) => {
  const ids = new Set<string>();
  const walk = (value: unknown, key = '') => {
    if (typeof value === 'string' && /(^id$|Id$|_id$)/.test(key)) ids.add(value);
    else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) walk(item, name);
  };
  for (const [path, methods] of Object.entries(spec.paths)) {
    if (!methods.get || path.includes('{') || path.endsWith('.csv')) continue;
    const response = await system.app.inject({ method: 'GET', url: path, headers: { authorization } });
    if (response.statusCode === 200 && response.headers['content-type']?.toString().includes('json')) walk(response.json());
  }
  return [...ids].slice(0, 300);
};

let addressCount = 0;
/** A new client address per request: rate limits must not hide the validation behind a 429. */
const nextAddress = () => {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
};

const lastPosition = async () =>
  (await events.query<{ position: string }>('SELECT coalesce(max(global_position), 0)::text AS position FROM es.events')).rows[0]!.position;

const MULTIPART_CASES = [
  {
    contentType: 'multipart/form-data; boundary=fuzz',
    payload: '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot a png\r\n--fuzz--\r\n',
  },
  {
    contentType: 'multipart/form-data; boundary=fuzz',
    payload: `--fuzz\r\nContent-Disposition: form-data; name="${UNSAFE_STRINGS[0]}"\r\n\r\n${UNSAFE_STRINGS[1]}\r\n--fuzz--\r\n`,
  },
  {
    contentType: 'multipart/form-data; boundary=fuzz',
    payload: '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7 truncated',
  },
  { contentType: 'multipart/form-data', payload: 'no boundary at all' },
  { contentType: 'multipart/form-data; boundary=', payload: '' },
];

const JUNK_PARAMS = [
  '%00',
  '%ED%A0%80',
  'x'.repeat(3_000),
  '..%2F..%2Fetc',
  '%',
  '00000000-0000-0000-0000-000000000000',
  '-1',
  '%F0%9F%98%80',
];

it('answers every malformed write with a 4xx (never 5xx) and stores nothing for it', { timeout: 600_000 }, async () => {
  const random = seededRandom(SEED);
  const spec = system.app.swagger() as unknown as OpenApi;
  const operations = operationsOf(spec);
  // The walk covers the API (a broken filter must not make it pass on nothing).
  expect(operations.length).toBeGreaterThanOrEqual(40);

  const freshActor = async (kind: ActorKind): Promise<Actor> => {
    if (kind === 'anonymous') return { kind };
    const user = await system.createUser({
      role: kind === 'superuser' ? 'teacher' : 'student',
      globalRole: kind === 'superuser' ? 'superuser' : 'user',
    });
    return { kind, userId: user.userId, authorization: (await system.login(user.email, user.password)).authorization };
  };
  // A fuzzed request may succeed at deleting, blocking or demoting its caller: replace such callers.
  const signedIn = async (actor: Actor) =>
    !actor.authorization ||
    (await system.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: actor.authorization } })).statusCode ===
      200;
  const actors: Record<ActorKind, Actor> = {
    superuser: await freshActor('superuser'),
    student: await freshActor('student'),
    anonymous: { kind: 'anonymous' },
  };

  const context: SampleContext = {
    random,
    ids: [...(await harvestIds(spec, actors.superuser.authorization!)), actors.student.userId!],
    fieldNames: [
      ...fieldNamesOf(operations),
      'fullname',
      'username',
      'birthday',
      'gender',
      'phone',
      'country_code',
      'school_id',
      'grade',
      'locality',
    ],
  };

  // Uploads naming a real event reach past "event not found" to where their text is stored.
  const fixtures = eventFixtures(system, {
    userId: actors.superuser.userId!,
    headers: { authorization: actors.superuser.authorization! },
  } as Person);
  const uploadsEvent = await fixtures.createEvent(await fixtures.organiser('teacher'));
  const uploadContext: SampleContext = { ...context, ids: [uploadsEvent.id] };

  const urlFor = (path: string, actor: Actor) =>
    path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      if (random() < 0.15) return pick(random, JUNK_PARAMS);
      if (/user/i.test(name) && actor.userId && random() < 0.7) return actor.userId;
      return encodeURIComponent(pick(random, context.ids));
    });

  const failures: string[] = [];
  const statuses: Record<string, number> = {};
  let sent = 0;
  const send = async (operation: Operation, actor: Actor, payload: string | undefined, contentType: string, shown: string) => {
    const before = await lastPosition();
    const url = urlFor(operation.path, actor);
    const response = await system.app.inject({
      method: operation.method as 'POST',
      url,
      remoteAddress: nextAddress(),
      headers: {
        ...(actor.authorization ? { authorization: actor.authorization } : {}),
        ...(payload === undefined ? {} : { 'content-type': contentType }),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    sent += 1;
    statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
    const where = `${operation.method} ${url.slice(0, 120)} as ${actor.kind} with ${shown.slice(0, 160)}`;
    if (response.statusCode >= 500) failures.push(`${where} → ${response.statusCode} ${response.body.slice(0, 200)}`);
    else if (response.statusCode >= 400 && (await lastPosition()) !== before)
      failures.push(`${where} → ${response.statusCode} but events were appended`);
  };

  const kinds: ActorKind[] = ['superuser', 'student', 'anonymous'];
  for (const operation of operations) {
    const bodies = malformedBodies(operation.schema, context, BODIES_PER_ROUTE);
    for (const [index, body] of bodies.entries()) {
      // Mostly as the super user, who gets past every permission check; the others see the doors.
      const actor = actors[index % 4 === 3 ? kinds[1 + (index % 2)]! : 'superuser'];
      const payload = JSON.stringify(body);
      await send(operation, actor, payload, 'application/json', payload);
    }
    for (const raw of RAW_BODIES)
      await send(operation, actors.superuser, raw, 'application/json', `raw ${JSON.stringify(raw.slice(0, 40))}`);
    if (!operation.hasJsonBody) {
      await send(operation, actors.superuser, undefined, '', 'no body');
      for (const { contentType, payload } of [...MULTIPART_CASES, ...unsafeMultipartBodies(uploadContext)])
        await send(operation, pick(random, [actors.superuser, actors.student]), payload, contentType, `multipart ${contentType}`);
      for (const body of WHOLE_BODIES.slice(0, 6))
        await send(operation, actors.student, JSON.stringify(body), 'application/json', JSON.stringify(body));
    }
    for (const kind of kinds) if (!(await signedIn(actors[kind]))) actors[kind] = await freshActor(kind);
  }

  console.info(`fuzz seed ${SEED}: ${sent} requests over ${operations.length} write routes; answers by status ${JSON.stringify(statuses)}`);
  expect(sent).toBeGreaterThanOrEqual(1_000);
  expect(failures).toEqual([]);
});

// A request refused on one stream after writing another used to leave the first write behind.
it('stores nothing for a completed profile sent again with new locality and school names', async () => {
  const random = seededRandom(SEED + 1);
  const junkName = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join('');
  const user = await system.createUser({ role: 'student' });
  const headers = { authorization: (await system.login(user.email, user.password)).authorization };
  const school = (await system.app.inject({ method: 'GET', url: '/api/v1/schools/all-schools', headers })).json().data[0] as { id: string };
  const profile = {
    fullname: 'Layla Haddad',
    username: `layl${1000 + Math.floor(random() * 8999)}`,
    birthday: '2010-04-12',
    gender: 'female',
    grade: 'grade-9',
    country_code: '+971',
    phone: '50 650 5005',
  };
  const completed = await system.app.inject({
    method: 'PATCH',
    url: `/api/v1/users/student-profile/${user.userId}`,
    headers,
    payload: { ...profile, school_id: school.id },
  });
  expect(completed.statusCode, completed.body).toBe(200);

  for (let attempt = 0; attempt < 10; attempt += 1) {
    const before = await lastPosition();
    const payload = { ...profile, custom_locality_name: junkName(), custom_school_name: junkName() };
    const refused = await system.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/student-profile-and-custom-locality/${user.userId}`,
      headers,
      payload,
    });
    expect(refused.statusCode).toBe(409);
    expect(await lastPosition()).toBe(before);
  }
});
