import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from '../../../test/support/test-system';

let system: TestSystem;
let admin: { userId: string; email: string; authorization: string };
let secondAdmin: { userId: string; email: string; authorization: string };

const asAdmin = async () => {
  const user = await system.createUser({ globalRole: 'superuser', role: 'teacher' });
  return { ...user, authorization: (await system.login(user.email, user.password)).authorization };
};

beforeAll(async () => {
  system = await startTestSystem();
  admin = await asAdmin();
  secondAdmin = await asAdmin();
});
afterAll(async () => system?.stop());

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, authorization: string, payload?: object) =>
  system.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

const history = async (query: string) => {
  const response = await call('GET', `/api/v1/audit/status-changes?${query}`, admin.authorization);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { rows: Array<Record<string, unknown>>; total: number };
};

describe('users list and status menu', () => {
  it('flags, blocks and reactivates a user; the audit trail shows each change with who, when, from and to', async () => {
    const student = await system.createUser({ role: 'student' });
    const studentLogin = await system.login(student.email, student.password);

    const list = await call('GET', '/api/v1/users/all-users?role=student', admin.authorization);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual(expect.objectContaining({ id: student.userId, status: 'active', role: 'student' }));
    const teachers = (await call('GET', '/api/v1/users/all-users?role=teacher', admin.authorization)).json().data as Array<{ id: string }>;
    expect(teachers.map((user) => user.id)).not.toContain(student.userId);

    for (const status of ['flagged', 'blocked', 'active'] as const) {
      const response = await call('PATCH', `/api/v1/users/update-user-status/${student.userId}`, admin.authorization, { status });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ message: 'User updated successfully', data: { id: student.userId, status } });
    }
    // A blocked account's tokens stopped working; active again, it logs in.
    expect(
      (await system.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: studentLogin.authorization } }))
        .statusCode,
    ).toBe(200);

    const again = await call('PATCH', `/api/v1/users/update-user-status/${student.userId}`, admin.authorization, { status: 'active' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This user is already active. Reload to see the latest status.');
    const invalid = await call('PATCH', `/api/v1/users/update-user-status/${student.userId}`, admin.authorization, { status: 'deleted' });
    expect(invalid.statusCode).toBe(400);

    const { rows, total } = await history(`entityType=user&entityId=${student.userId}`);
    expect(total).toBe(4);
    expect(rows.map((row) => [row.from, row.to, row.actorId])).toEqual([
      ['blocked', 'active', admin.userId],
      ['flagged', 'blocked', admin.userId],
      ['active', 'flagged', admin.userId],
      [null, 'active', student.userId],
    ]);
    expect(rows[0]).toMatchObject({ entityType: 'user', actorName: admin.email });

    // Filters: by actor and by date.
    expect((await history(`actorId=${admin.userId}&entityId=${student.userId}`)).total).toBe(3);
    expect((await history(`entityId=${student.userId}&to=2000-01-01`)).total).toBe(0);

    const csv = await call('GET', `/api/v1/audit/status-changes.csv?entityId=${student.userId}`, admin.authorization);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('When (UTC),Entity type,Entity id,Entity name,From,To,Changed by,Changed by (id),Detail');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`,user,${student.userId},${student.email},blocked,active,${admin.email},${admin.userId},`);
  });

  it('lets one of two super users acting at once win; the other learns it and the history shows one change', async () => {
    const student = await system.createUser({ role: 'student' });
    const [first, second] = await Promise.all(
      [admin, secondAdmin].map((actor) =>
        call('PATCH', `/api/v1/users/update-user-status/${student.userId}`, actor.authorization, { status: 'flagged' }),
      ),
    );
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const { rows } = await history(`entityId=${student.userId}&to=2100-01-01`);
    expect(rows.filter((row) => row.to === 'flagged')).toHaveLength(1);
  });

  it('does not let a super user account be deleted before its role is removed', async () => {
    const response = await call('DELETE', `/api/v1/users/delete-account/${secondAdmin.userId}`, admin.authorization);
    expect(response.statusCode).toBe(409);
  });
});

describe('invite non-user', () => {
  it('sends an unconfirmed sign-up a new link, once a minute, and refuses people who are already users', async () => {
    const pending = await system.createUser({ role: 'teacher', emailVerified: false });
    const row = (
      (await call('GET', '/api/v1/users/all-users?role=teacher', admin.authorization)).json().data as Array<{
        id: string;
        email_verified: boolean;
      }>
    ).find((user) => user.id === pending.userId);
    expect(row).toMatchObject({ email_verified: false });

    // The sign-up itself just asked for a link: the cool-down applies to invitations too.
    const early = await system.app.inject({
      method: 'POST',
      url: `/api/v1/users/invite-non-user/${pending.userId}`,
      headers: { authorization: admin.authorization },
    });
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toMatch(/^Please wait \d+ seconds before resending\.$/);

    const confirmed = await system.createUser({ role: 'teacher' });
    const refused = await system.app.inject({
      method: 'POST',
      url: `/api/v1/users/invite-non-user/${confirmed.userId}`,
      headers: { authorization: admin.authorization },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This person has already confirmed their email');
  });
});

describe('superusers', () => {
  it('invites an existing user by email, suggests at most 5, and removes them again', async () => {
    const teacher = await system.createUser({ role: 'teacher' });
    for (let index = 0; index < 6; index += 1) await system.createUser({ email: `suggest-${index}-${Date.now()}@gmail.com` });

    const suggestions = await call('GET', '/api/v1/users/superuser-suggestions?q=suggest-', admin.authorization);
    expect(suggestions.json().data).toHaveLength(5);

    const missing = await call('PATCH', '/api/v1/users/send-superuser-invite', admin.authorization, { username: '', email: teacher.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please fill in both name and email fields');
    const unknown = await call('PATCH', '/api/v1/users/send-superuser-invite', admin.authorization, {
      username: 'X',
      email: 'nobody@gmail.com',
    });
    expect(unknown.statusCode).toBe(404);

    const invited = await call('PATCH', '/api/v1/users/send-superuser-invite', admin.authorization, {
      username: 'Teacher',
      email: teacher.email,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const supers = (await call('GET', '/api/v1/users/superusers', admin.authorization)).json().data as Array<{ id: string }>;
    expect(supers.map((user) => user.id)).toContain(teacher.userId);
    // Their next log-in carries the role.
    const login = await system.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: teacher.email, password: teacher.password },
      remoteAddress: '10.9.9.9',
    });
    expect(login.json().data.global_role).toBe('superuser');

    const removed = await call('PATCH', '/api/v1/users/remove-superuser-invite', admin.authorization, { userId: teacher.userId });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.global_role).toBe('user');
    const { rows } = await history(`entityId=${teacher.userId}`);
    expect(rows.filter((row) => row.detail === 'global role').map((row) => row.to)).toEqual(['user', 'superuser']);
  });

  it('never leaves the platform without a super user: no self-removal, and two removing each other leaves one', async () => {
    const self = await call('PATCH', '/api/v1/users/remove-superuser-invite', admin.authorization, { userId: admin.userId });
    expect(self.statusCode).toBe(409);

    const a = await asAdmin();
    const b = await asAdmin();
    const [first, second] = await Promise.all([
      call('PATCH', '/api/v1/users/remove-superuser-invite', a.authorization, { userId: b.userId }),
      call('PATCH', '/api/v1/users/remove-superuser-invite', b.authorization, { userId: a.userId }),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 403]);
    const supers = ((await call('GET', '/api/v1/users/superusers', admin.authorization)).json().data as Array<{ id: string }>).map(
      (user) => user.id,
    );
    expect([a.userId, b.userId].filter((id) => supers.includes(id))).toHaveLength(1);
  });
});

describe('dashboard', () => {
  it('counts users and schools from the live read models, and events as none until they exist', async () => {
    await system.seedSchools();
    const [dashboard, users, schools] = await Promise.all([
      call('GET', '/api/v1/super-user/dashboard', admin.authorization),
      call('GET', '/api/v1/users/all-users', admin.authorization),
      call('GET', '/api/v1/schools/all-schools', admin.authorization),
    ]);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().data).toEqual({
      eventsUpcoming: 0,
      eventsCompleted: 0,
      users: users.json().data.length,
      organisers: 0,
      pendingApprovals: 0,
      schools: schools.json().data.length,
    });
    expect(schools.json().data.length).toBeGreaterThan(50);
  });
});
