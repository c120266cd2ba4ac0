import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from '../../../test/support/test-system';

let system: TestSystem;
let superUser: string;
let student: string;

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  authorization?: string,
  payload?: object,
  headers: Record<string, string> = {},
) => system.app.inject({ method, url, payload, headers: { ...(authorization ? { authorization } : {}), ...headers } });

const streamLength = async (streamId: string) => (await system.deps.store.readStream(streamId)).length;

beforeAll(async () => {
  system = await startTestSystem();
  const admin = await system.createUser({ role: 'teacher', globalRole: 'superuser' });
  const pupil = await system.createUser({ role: 'student' });
  superUser = (await system.login(admin.email, admin.password)).authorization;
  student = (await system.login(pupil.email, pupil.password)).authorization;
});

afterAll(async () => {
  await system?.stop();
});

describe('leadership roles', () => {
  it('a super user adds, edits and deletes a role, and each list read shows the change at once', async () => {
    const added = await inject('POST', '/api/v1/leadership-roles/add-leadership-role', superUser, {
      abbr: ' USG-C ',
      leadership_role: 'Under-Secretary-General for Committees',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      success: true,
      message: 'Leadership role created successfully',
      data: { abbr: 'USG-C', leadership_role: 'Under-Secretary-General for Committees' },
    });
    const id = added.json().data.id as number;

    let list = (await inject('GET', '/api/v1/leadership-roles/all-leadership-roles', student)).json();
    expect(list.data).toContainEqual({ id, abbr: 'USG-C', leadership_role: 'Under-Secretary-General for Committees' });

    const updated = await inject('PATCH', `/api/v1/leadership-roles/update-leadership-role/${id}`, superUser, {
      abbr: 'USGC',
      leadership_role: 'USG Committees',
    });
    expect(updated.statusCode).toBe(200);
    list = (await inject('GET', '/api/v1/leadership-roles/all-leadership-roles', superUser)).json();
    expect(list.data).toContainEqual({ id, abbr: 'USGC', leadership_role: 'USG Committees' });

    const deleted = await inject('DELETE', `/api/v1/leadership-roles/delete-leadership-role/${id}`, superUser);
    expect(deleted.json()).toMatchObject({ success: true, message: 'Leadership role deleted successfully' });
    list = (await inject('GET', '/api/v1/leadership-roles/all-leadership-roles', superUser)).json();
    expect(list.data.find((row: { id: number }) => row.id === id)).toBeUndefined();
  });

  it('rejects a blank field with the spec message and field errors, appending nothing', async () => {
    const before = await streamLength('catalogue-leadership-roles');
    for (const payload of [
      { abbr: '   ', leadership_role: 'Head Chair' },
      { leadership_role: 'Head Chair' },
      {},
      { abbr: 5, leadership_role: 'x' },
    ]) {
      const response = await inject('POST', '/api/v1/leadership-roles/add-leadership-role', superUser, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Please fill in all fields',
        data: { fieldErrors: { abbr: 'Please fill in all fields' } },
      });
    }
    const noBody = await inject('POST', '/api/v1/leadership-roles/add-leadership-role', superUser);
    expect(noBody.json()).toMatchObject({ success: false, message: 'Please fill in all fields' });
    expect(await streamLength('catalogue-leadership-roles')).toBe(before);
  });

  it('refuses a second role with the same ABBR (any case) with 409', async () => {
    expect(
      (await inject('POST', '/api/v1/leadership-roles/add-leadership-role', superUser, { abbr: 'HC', leadership_role: 'Head Chair' }))
        .statusCode,
    ).toBe(201);
    const duplicate = await inject('POST', '/api/v1/leadership-roles/add-leadership-role', superUser, {
      abbr: 'hc',
      leadership_role: 'Head of Chairs',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A leadership role with ABBR hc already exists');
  });

  it('answers 404 for a role that does not exist', async () => {
    const response = await inject('PATCH', '/api/v1/leadership-roles/update-leadership-role/99999', superUser, {
      abbr: 'X',
      leadership_role: 'Y',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: 'Leadership role not found' });
  });

  it('treats a retried request with the same Idempotency-Key as one write', async () => {
    const before = await streamLength('catalogue-leadership-roles');
    const headers = { 'idempotency-key': 'add-dsg-once' };
    const first = await inject(
      'POST',
      '/api/v1/leadership-roles/add-leadership-role',
      superUser,
      { abbr: 'DSG', leadership_role: 'Deputy Secretary-General' },
      headers,
    );
    const second = await inject(
      'POST',
      '/api/v1/leadership-roles/add-leadership-role',
      superUser,
      { abbr: 'DSG', leadership_role: 'Deputy Secretary-General' },
      headers,
    );
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toEqual(first.json().data);
    expect(await streamLength('catalogue-leadership-roles')).toBe(before + 1);
  });

  it('lets exactly one of two simultaneous adds of the same ABBR win', async () => {
    const results = await Promise.all(
      ['Director of Research', 'Research Director'].map((name) =>
        inject('POST', '/api/v1/leadership-roles/add-leadership-role', superUser, { abbr: 'DOR', leadership_role: name }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('committees and countries', () => {
  it('adds a committee in a category and moves it to another', async () => {
    const added = await inject('POST', '/api/v1/committees/add-committee', superUser, {
      abbr: 'JCC',
      committee: 'Joint Crisis Committee',
      category: 'crisis',
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().data.id;
    const moved = await inject('PATCH', `/api/v1/committees/update-committee/${id}`, superUser, {
      abbr: 'JCC',
      committee: 'Joint Crisis Committee',
      category: 'open',
    });
    expect(moved.json().data).toEqual({ id, abbr: 'JCC', committee: 'Joint Crisis Committee', category: 'open' });
  });

  it('rejects an unknown category and blank update fields', async () => {
    const badCategory = await inject('POST', '/api/v1/committees/add-committee', superUser, {
      abbr: 'X',
      committee: 'Y',
      category: 'general',
    });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().data.fieldErrors.category).toBe('Category must be one of country, role, crisis or open');
    const blank = await inject('PATCH', '/api/v1/committees/update-committee/1', superUser, { abbr: '', committee: 'Y', category: 'role' });
    expect(blank.json()).toMatchObject({ success: false, message: 'Please fill in all fields' });
  });

  it('keeps countries with tier S, A or B, defaulting to B', async () => {
    const added = await inject('POST', '/api/v1/countries/add-country', superUser, { name: 'Oman', code: 'om' });
    expect(added.json().data).toMatchObject({ name: 'Oman', code: 'OM', tier: 'B' });
    const badTier = await inject('PATCH', `/api/v1/countries/update-country/${added.json().data.id}`, superUser, {
      name: 'Oman',
      code: 'OM',
      tier: 'C',
    });
    expect(badTier.statusCode).toBe(400);
    expect(badTier.json().message).toBe('Tier must be S, A or B');
    const list = (await inject('GET', '/api/v1/countries/all-countries', student)).json();
    expect(list.data).toContainEqual({ id: added.json().data.id, name: 'Oman', code: 'OM', tier: 'B' });
  });

  it('stores one country of a code when 20 super-user requests add it at once under different names', async () => {
    const before = await streamLength('catalogue-countries');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        inject('POST', '/api/v1/countries/add-country', superUser, { name: `Fuzzland ${index}`, code: index % 2 ? 'fz' : 'FZ' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort((a, b) => a - b);
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ success: false, code: 'COUNTRY_CODE_DUPLICATE' });
    expect(await streamLength('catalogue-countries')).toBe(before + 1);
    const list = (await inject('GET', '/api/v1/countries/all-countries', student)).json().data as Array<{ code: string }>;
    expect(list.filter((country) => country.code === 'FZ')).toHaveLength(1);
  });

  it("refuses changing a country's code to one another country has, and stores nothing", async () => {
    const first = (await inject('POST', '/api/v1/countries/add-country', superUser, { name: 'Bhutan', code: 'BT', tier: 'A' })).json().data;
    const second = (await inject('POST', '/api/v1/countries/add-country', superUser, { name: 'Nepal', code: 'NP', tier: 'A' })).json().data;
    const before = await streamLength('catalogue-countries');
    const moved = await inject('PATCH', `/api/v1/countries/update-country/${second.id}`, superUser, {
      name: 'Nepal',
      code: 'bt',
      tier: 'A',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({
      success: false,
      code: 'COUNTRY_CODE_DUPLICATE',
      message: 'A country with code BT already exists',
    });
    expect(await streamLength('catalogue-countries')).toBe(before);
    const list = (await inject('GET', '/api/v1/countries/all-countries', student)).json().data;
    expect(list).toContainEqual({ id: first.id, name: 'Bhutan', code: 'BT', tier: 'A' });
    expect(list).toContainEqual({ id: second.id, name: 'Nepal', code: 'NP', tier: 'A' });
  });
});

describe('permissions', () => {
  const writes: Array<['POST' | 'PATCH' | 'DELETE', string, object | undefined]> = [
    ['POST', '/api/v1/leadership-roles/add-leadership-role', { abbr: 'ZZ', leadership_role: 'Z' }],
    ['PATCH', '/api/v1/leadership-roles/update-leadership-role/1', { abbr: 'ZZ', leadership_role: 'Z' }],
    ['DELETE', '/api/v1/leadership-roles/delete-leadership-role/1', undefined],
    ['POST', '/api/v1/committees/add-committee', { abbr: 'ZZ', committee: 'Z', category: 'open' }],
    ['PATCH', '/api/v1/committees/update-committee/1', { abbr: 'ZZ', committee: 'Z', category: 'open' }],
    ['DELETE', '/api/v1/committees/delete-committee/1', undefined],
    ['POST', '/api/v1/countries/add-country', { name: 'Zedland', code: 'ZZ', tier: 'S' }],
    ['PATCH', '/api/v1/countries/update-country/1', { name: 'Zedland', code: 'ZZ', tier: 'S' }],
    ['DELETE', '/api/v1/countries/delete-country/1', undefined],
  ];
  const streams = ['catalogue-leadership-roles', 'catalogue-committees', 'catalogue-countries'];
  const totals = async () => Promise.all(streams.map(streamLength));

  it('gives a student 403 on every catalogue write and changes nothing', async () => {
    const before = await totals();
    for (const [method, url, payload] of writes) {
      const response = await inject(method, url, student, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'SUPERUSER_REQUIRED' });
    }
    expect(await totals()).toEqual(before);
  });

  it('gives 401 without a token, with an invalid one, and the spec text for an expired one', async () => {
    for (const [method, url, payload] of writes) {
      expect((await inject(method, url, undefined, payload)).statusCode).toBe(401);
    }
    expect((await inject('GET', '/api/v1/committees/all-committees', 'Bearer not-a-token')).statusCode).toBe(401);
    const expired = system.app.jwt.sign({ sub: 'x', jti: 'expired', role: 'student', globalRole: 'superuser' }, { expiresIn: -10 });
    const response = await inject('GET', '/api/v1/committees/all-committees', `Bearer ${expired}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'JWT token is expired. Please login again.', code: 'TOKEN_EXPIRED' });
  });
});
