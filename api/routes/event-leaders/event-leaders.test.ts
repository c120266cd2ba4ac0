import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../../test/support/organiser-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';

let { system, fx, db, superUser, organiser } = {} as WorkspaceTestSetup;
let sgRole: string;
let chairRole: string;

const base = '/api/v1/event-leaders';
const save = `${base}/save-leadership-role-by-event`;
const list = (eventId: string) => `${base}/get-leadership-roles-by-event/${eventId}`;
const update = (id: string) => `${base}/update-leadership-role-by-event/${id}`;
const remove = (id: string) => `${base}/delete-leadership-role-by-event/${id}`;
const rank = (id: string) => `${base}/update-leadership-role-ranking-by-event/${id}`;

beforeAll(async () => {
  ({ system, fx, db, superUser, organiser } = await startWorkspaceTest());
  const role = async (abbr: string, name: string) =>
    String(
      (await fx.call('POST', '/api/v1/leadership-roles/add-leadership-role', superUser, { abbr, leadership_role: name })).json().data.id,
    );
  sgRole = await role('SG', 'Secretary-General');
  chairRole = await role('HC', 'Head Chair');
});
afterAll(() => stopWorkspaceTest(system, db));

const leaderEvents = async () =>
  Number((await db.query<{ count: string }>("SELECT count(*) FROM es.events WHERE stream_id LIKE 'event-leaders-%'")).rows[0]!.count);

const approvedEvent = async () => {
  const event = await fx.createEvent(organiser);
  expect((await fx.call('PATCH', `/api/v1/events/update-event-status/${event.id}`, superUser, { status: 'approved' })).statusCode).toBe(
    200,
  );
  return event;
};

const delegate = async (eventId: string) => {
  const student = await fx.person('student');
  const registered = await fx.call('POST', `/api/v1/registerations/event-registration-student/${student.userId}`, student, {
    eventId,
    mun_experience: '1',
    food_pref: 'Vegetarian',
    emergency_name: 'Alice Lee',
    emergency_phone: '050 650 5005',
  });
  expect(registered.statusCode).toBe(201);
  return student;
};

const ids = async (eventId: string, who: Person = organiser) =>
  ((await fx.call('GET', list(eventId), who)).json().data as Array<{ id: string }>).map((entry) => entry.id);

describe('leadership roles of an event', () => {
  it('takes back a role id exactly as the leadership roles list hands it out (a number)', async () => {
    const event = await approvedEvent();
    const holder = await delegate(event.id);
    const listed = (await fx.call('GET', '/api/v1/leadership-roles/all-leadership-roles', organiser)).json().data as Array<{
      id: unknown;
      abbr: string;
    }>;
    const chair = listed.find((role) => role.abbr === 'HC')!;
    expect(typeof chair.id).toBe('number');
    const added = await fx.call('POST', save, organiser, { eventId: event.id, userId: holder.userId, roleId: chair.id });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ roleId: String(chair.id) });
  });

  it('adds, lists, updates, moves and deletes entries with the spec’s messages', async () => {
    const event = await approvedEvent();
    const [first, second] = [await delegate(event.id), await delegate(event.id)];

    const added = await fx.call('POST', save, organiser, { eventId: event.id, userId: first.userId, roleId: sgRole });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      success: true,
      message: 'Leadership role added successfully',
      data: {
        ranking: 1,
        leadership_roles: { abbr: 'SG', leadership_role: 'Secretary-General' },
        users: { id: first.userId, username: first.username, fullname: first.fullname, phone_e164: '+971506505005', email: first.email },
        eventId: event.id,
        userId: first.userId,
        roleId: sgRole,
      },
    });
    const a = added.json().data.id as string;
    const b = (await fx.call('POST', save, superUser, { eventId: event.id, userId: second.userId, roleId: chairRole })).json().data
      .id as string;

    const listed = await fx.call('GET', list(event.id), organiser);
    expect(listed.json()).toMatchObject({
      success: true,
      data: [
        { id: a, ranking: 1 },
        { id: b, ranking: 2, users: { fullname: second.fullname } },
      ],
    });

    const moved = await fx.call('PATCH', rank(b), organiser, { direction: -1 });
    expect(moved.json().message).toBe('Ranking updated successfully');
    expect(await ids(event.id)).toEqual([b, a]);
    expect((await fx.call('PATCH', rank(b), organiser, { direction: 1 })).statusCode).toBe(200);
    expect(await ids(event.id)).toEqual([a, b]);

    const updated = await fx.call('PATCH', update(a), organiser, { eventId: event.id, roleId: chairRole, userId: first.userId });
    expect(updated.json()).toMatchObject({
      message: 'Leadership role updated successfully',
      data: { id: a, leadership_roles: { abbr: 'HC' } },
    });

    const deleted = await fx.call('DELETE', remove(a), organiser);
    expect(deleted.json()).toMatchObject({ success: true, message: 'Leadership role deleted successfully', data: { id: a } });
    expect(await ids(event.id)).toEqual([b]);
    expect((await fx.call('DELETE', remove(a), organiser)).statusCode).toBe(404);
  });

  it('refuses missing fields, unknown roles, non-delegates, duplicates and impossible moves, storing nothing', async () => {
    const event = await approvedEvent();
    const holder = await delegate(event.id);
    const stranger = await fx.person('student');
    const entry = (await fx.call('POST', save, organiser, { eventId: event.id, userId: holder.userId, roleId: sgRole })).json().data
      .id as string;
    const before = await leaderEvents();
    const refusals = [
      [await fx.call('POST', save, organiser, { eventId: event.id, userId: holder.userId }), 400, 'Please fill in all required fields'],
      [
        await fx.call('POST', save, organiser, { eventId: event.id, userId: '', roleId: sgRole }),
        400,
        'Please fill in all required fields',
      ],
      [
        await fx.call('POST', save, organiser, { eventId: event.id, userId: holder.userId, roleId: '999999' }),
        400,
        'Unable to save leadership role. Please try again.',
      ],
      [
        await fx.call('POST', save, organiser, { eventId: event.id, userId: stranger.userId, roleId: sgRole }),
        400,
        'Only a registered delegate of this event can hold a leadership role',
      ],
      [
        await fx.call('POST', save, organiser, { eventId: event.id, userId: holder.userId, roleId: sgRole }),
        409,
        'This person already holds this leadership role',
      ],
      [
        await fx.call('PATCH', update(entry), organiser, { eventId: event.id, userId: holder.userId }),
        400,
        'Please fill in all required fields',
      ],
      [
        await fx.call('PATCH', update(entry), organiser, { eventId: event.id, userId: holder.userId, roleId: '999999' }),
        400,
        'Unable to update leadership role. Please try again.',
      ],
      [await fx.call('PATCH', rank(entry), organiser, { direction: -1 }), 409, 'This leadership role is already first'],
      [await fx.call('PATCH', rank(entry), organiser, { direction: 1 }), 409, 'This leadership role is already last'],
      [await fx.call('PATCH', rank(entry), organiser, { direction: 2 }), 400, 'Direction must be -1 (up) or 1 (down)'],
    ] as const;
    expect(refusals.map(([response]) => [response.statusCode, response.json().message])).toEqual(
      refusals.map(([, status, message]) => [status, message]),
    );
    const unchanged = await fx.call('PATCH', update(entry), organiser, { eventId: event.id, userId: holder.userId, roleId: sgRole });
    expect(unchanged.json().message).toBe('Leadership role updated successfully');
    expect(await leaderEvents()).toBe(before);
  });

  it('makes an entry once when a request is retried with the same Idempotency-Key', async () => {
    const event = await approvedEvent();
    const holder = await delegate(event.id);
    const headers = { ...organiser.headers, 'idempotency-key': `leader-${event.id}` };
    const body = { eventId: event.id, userId: holder.userId, roleId: sgRole };
    const once = await system.app.inject({ method: 'POST', url: save, headers, payload: body });
    const twice = await system.app.inject({ method: 'POST', url: save, headers, payload: body });
    expect(twice.json().data.id).toBe(once.json().data.id);
    expect(await ids(event.id)).toEqual([once.json().data.id]);
  });
});

describe('who may see and change leadership roles', () => {
  type Operation = { method: 'POST' | 'PATCH' | 'DELETE'; path: string };
  const writes = (): Operation[] => {
    const spec = system.app.swagger() as unknown as { paths: Record<string, Record<string, { tags?: string[] }>> };
    return Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method, operation]) => ['post', 'patch', 'delete'].includes(method) && operation.tags?.includes('event-leaders'))
        .map(([method]) => ({ method: method.toUpperCase() as Operation['method'], path })),
    );
  };

  it('refuses anonymous callers, students and another organiser on every write, and stores nothing', async () => {
    const event = await approvedEvent();
    const holder = await delegate(event.id);
    const entry = (await fx.call('POST', save, organiser, { eventId: event.id, userId: holder.userId, roleId: sgRole })).json().data
      .id as string;
    const other = await delegate(event.id);
    const another = await fx.organiser('student');
    const operations = writes();
    expect(operations.length).toBe(4);
    const before = await leaderEvents();
    const wrong: string[] = [];
    for (const operation of operations) {
      const url = operation.path.replace('{id}', entry);
      const payload = operation.path.includes('ranking')
        ? { direction: 1 }
        : { eventId: event.id, userId: other.userId, roleId: chairRole };
      const callers: Array<[string, Person | undefined, number]> = [
        ['anonymous', undefined, 401],
        ['a student delegate', holder, 403],
        ['another organiser', another, 403],
      ];
      for (const [who, person, expected] of callers) {
        const response = await fx.call(operation.method, url, person, operation.method === 'DELETE' ? undefined : payload);
        if (response.statusCode !== expected) wrong.push(`${operation.method} ${operation.path} as ${who} → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await leaderEvents()).toBe(before);
    expect(await ids(event.id)).toEqual([entry]);
  });

  it('lets the event’s registered delegates read the list (Support Contact), not other students', async () => {
    const event = await approvedEvent();
    const holder = await delegate(event.id);
    const reader = await delegate(event.id);
    const entry = (await fx.call('POST', save, organiser, { eventId: event.id, userId: holder.userId, roleId: sgRole })).json().data
      .id as string;
    const read = await fx.call('GET', list(event.id), reader);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject([
      { id: entry, leadership_roles: { abbr: 'SG' }, users: { username: holder.username, email: holder.email } },
    ]);
    expect((await fx.call('GET', list(event.id), superUser)).statusCode).toBe(200);
    expect((await fx.call('GET', list(event.id), await fx.person('student'))).statusCode).toBe(403);
    expect((await fx.call('GET', list(event.id), await fx.organiser('student'))).statusCode).toBe(403);
    expect((await fx.call('GET', list(event.id))).statusCode).toBe(401);
  });
});
