import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDirectorySystem, type DirectorySystem } from '../../../test/support/directory-fixture';

/**
 * A request that would change nothing stores nothing, and fifty identical requests at once
 * change things once: super-user appointments, Localities-list merges, new schools.
 */
let t: DirectorySystem;
let barsha: string;
const RACERS = 50;

beforeAll(async () => {
  t = await startDirectorySystem();
  const dubai = (await t.call('GET', '/api/v1/localities/all-localities')).body.data[0] as { areas: Array<{ id: string; name: string }> };
  barsha = dubai.areas.find((area) => area.name === 'Al Barsha')!.id;
});
afterAll(async () => t?.system.stop());

const eventsOf = async (streamId: string, type: string) => (await t.stream(streamId)).filter((event) => event.type === type);
const statuses = (answers: Array<{ status: number }>) =>
  answers.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('super-user invitations', () => {
  it(`appoints once when ${RACERS} invitations of one person arrive at once`, async () => {
    const teacher = await t.system.createUser({ role: 'teacher' });
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        t.call('PATCH', '/api/v1/users/send-superuser-invite', { username: 'Teacher', email: teacher.email }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: RACERS - 1 });
    expect(answers.find((answer) => answer.body.code === 'ROLE_UNCHANGED')!.body.message).toBe('This user is already a super user');
    const appointed = (await eventsOf('superuser-roster', 'SuperUserAppointed')).filter((event) => event.data.userId === teacher.userId);
    expect(appointed).toHaveLength(1);
    expect(await eventsOf(`user-${teacher.userId}`, 'GlobalRoleChanged')).toHaveLength(1);

    // And once more, later: still nothing stored.
    const again = await t.call('PATCH', '/api/v1/users/send-superuser-invite', { username: 'Teacher', email: teacher.email });
    expect(again.status).toBe(409);
    expect((await eventsOf('superuser-roster', 'SuperUserAppointed')).filter((event) => event.data.userId === teacher.userId)).toHaveLength(
      1,
    );
  });
});

describe('Localities-list merges', () => {
  it('refuses a merge of two plain locality ids that would move and retire nothing, storing nothing', async () => {
    const before = (await t.stream('locality-directory')).length;
    // Dubai (1) and Sharjah (2) both keep their areas; no school sits outside an area in either.
    const refused = await t.call('POST', '/api/v1/localities/merge-localities', { primaryLocalityId: '1', secondaryLocalityId: '2' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, code: 'MERGE_CHANGES_NOTHING' });
    expect((await t.stream('locality-directory')).length).toBe(before);
  });
});

describe('new schools', () => {
  it(`makes one school when ${RACERS} identical 'create school' requests arrive at once`, async () => {
    const body = { code: 'X', name: 'Crescent Bay Academy', locality_id: '1', area_id: barsha };
    const answers = await Promise.all(Array.from({ length: RACERS }, () => t.call('POST', '/api/v1/schools/create-school', body)));
    expect(statuses(answers)).toEqual({ 201: 1, 409: RACERS - 1 });
    const created = answers.find((answer) => answer.status === 201)!.body.data as { id: string; code: string };
    expect(answers.find((answer) => answer.body.code === 'SCHOOL_DUPLICATE')!.body.message).toBe(
      `A school named 'Crescent Bay Academy' already exists in this area (code ${created.code}). Edit that school, or merge duplicates in the Schools list.`,
    );
    const added = (await eventsOf('school-directory', 'SchoolAdded')).filter((event) => event.data.name === 'Crescent Bay Academy');
    expect(added).toHaveLength(1);
    const listed = ((await t.call('GET', '/api/v1/schools/all-schools')).body.data as Array<{ name: string }>).filter(
      (school) => school.name === 'Crescent Bay Academy',
    );
    expect(listed).toHaveLength(1);
  });

  it('refuses the same name in another case or spacing, and a rename onto an existing name, in the same area', async () => {
    const first = await t.call('POST', '/api/v1/schools/create-school', { name: 'Palm Grove School', locality_id: '1', area_id: barsha });
    expect(first.status).toBe(201);
    const before = (await t.stream('school-directory')).length;
    const copy = await t.call('POST', '/api/v1/schools/create-school', {
      name: '  palm   GROVE school ',
      locality_id: '1',
      area_id: barsha,
    });
    expect(copy.status).toBe(409);
    expect(copy.body.code).toBe('SCHOOL_DUPLICATE');
    const other = await t.call('POST', '/api/v1/schools/create-school', { name: 'Palm Grove Annex', locality_id: '1', area_id: barsha });
    expect(other.status).toBe(201);
    const rename = await t.call('PATCH', `/api/v1/schools/update-school/${other.body.data.id}`, {
      name: 'Palm Grove School',
      locality_id: '1',
      area_id: barsha,
    });
    expect(rename.status).toBe(409);
    expect(rename.body.code).toBe('SCHOOL_DUPLICATE');
    expect((await t.stream('school-directory')).length).toBe(before + 1);
  });
});
