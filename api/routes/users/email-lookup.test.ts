import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from '../../../test/support/test-system';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => system?.stop());

let requests = 0;
const lookUp = (email: string, authorization?: string) => {
  requests += 1;
  return system.app.inject({
    method: 'POST',
    url: '/api/v1/users/get-userid-by-email',
    payload: { email },
    headers: authorization ? { authorization } : {},
    remoteAddress: `10.77.${(requests >> 8) & 255}.${requests & 255}`,
  });
};

describe('POST /api/v1/users/get-userid-by-email', () => {
  it('tells a caller without a session only the id, never who is a super user or an organiser', async () => {
    const admin = await system.createUser({ role: 'teacher', globalRole: 'superuser' });
    const answer = await lookUp(admin.email);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: 'User found', data: { user: { id: admin.userId } } });
    // A token that does not hold is no session either.
    expect((await lookUp(admin.email, 'Bearer not-a-token')).json().data.user).toEqual({ id: admin.userId });
    expect((await lookUp('nobody.here@gmail.com')).statusCode).toBe(404);
  });

  it('gives the spec’s whole user to the account itself and to super users, and only the id to other people', async () => {
    const admin = await system.createUser({ role: 'teacher', globalRole: 'superuser' });
    const student = await system.createUser({ role: 'student' });
    const other = await system.createUser({ role: 'student' });
    const whole = { id: admin.userId, role: 'teacher', global_role: 'superuser', organiserId: null, hasProfile: false };

    const itself = await system.login(admin.email, admin.password);
    expect((await lookUp(admin.email, itself.authorization)).json().data.user).toEqual(whole);
    const bySuperUser = await lookUp(student.email, itself.authorization);
    expect(bySuperUser.json().data.user).toEqual({
      id: student.userId,
      role: 'student',
      global_role: 'user',
      organiserId: null,
      hasProfile: false,
    });

    const stranger = await system.login(other.email, other.password);
    expect((await lookUp(admin.email, stranger.authorization)).json().data.user).toEqual({ id: admin.userId });
  });

  it('is limited per address, whatever X-Forwarded-For says', async () => {
    const { email } = await system.createUser({});
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const response = await system.app.inject({
        method: 'POST',
        url: '/api/v1/users/get-userid-by-email',
        payload: { email },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        remoteAddress: '10.78.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
