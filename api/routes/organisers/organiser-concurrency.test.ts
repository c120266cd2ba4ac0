import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organiserStreamId } from '@domain/organisers/organiser';
import { findAccountById } from '../../../projections/users/accounts-projection';
import { startTestSystem, type TestSystem } from '../../../test/support/test-system';
import { organiserFixtures, type Person } from '../../../test/support/organiser-fixtures';

/**
 * Two super users act on the same organiser at the same moment: exactly one wins, the other
 * is told that someone else changed it, and the record's history holds exactly one change.
 */
let system: TestSystem;
let fixtures: ReturnType<typeof organiserFixtures>;
let first: Person;
let second: Person;
let schoolId: string;

const ROUNDS = 10;

beforeAll(async () => {
  system = await startTestSystem();
  await system.seedSchools();
  fixtures = organiserFixtures(system);
  [first, second] = await Promise.all([fixtures.person('teacher', { superUser: true }), fixtures.person('teacher', { superUser: true })]);
  schoolId = (await fixtures.firstSchool(first.headers)).id;
});
afterAll(async () => system?.stop());

const historyOf = async (id: string) =>
  (await system.deps.store.readStream(organiserStreamId(id))).map((event) => `${event.data.from}->${event.data.to}`);

/** A fresh organiser record (added by a super user), optionally moved to a status first. */
const freshOrganiser = async (status?: 'approved') => {
  const user = await system.createUser({ role: 'student' });
  const added = await system.app.inject({
    method: 'POST',
    url: '/api/v1/organisers/add-organiser-by-super-user',
    headers: first.headers,
    payload: { user_id: user.userId, school_id: schoolId, role: 'Coach', evidence: 'Internal', status: 'pending' },
  });
  expect(added.statusCode, added.body).toBe(201);
  const { id } = added.json().data as { id: string };
  if (status) {
    const moved = await system.app.inject({
      method: 'PATCH',
      url: `/api/v1/organisers/update-organiser-status/${id}`,
      headers: first.headers,
      payload: { status },
    });
    expect(moved.statusCode).toBe(200);
  }
  return { id, userId: user.userId };
};

const patchStatus = (who: Person, id: string, payload: object) =>
  system.app.inject({ method: 'PATCH', url: `/api/v1/organisers/update-organiser-status/${id}`, headers: who.headers, payload });

const expectOneWinner = (responses: Array<{ statusCode: number; json(): { message: string; code?: string } }>) => {
  expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  const loser = responses.find((response) => response.statusCode === 409)!;
  expect(loser.json().code).toBe('ORGANISER_STATUS_CHANGED');
  expect(loser.json().message).toMatch(
    /^This organiser's status was changed by someone else \(now (approved|rejected|flagged|blocked|deleted)\)\. Reload and try again\.$/,
  );
  return responses.findIndex((response) => response.statusCode === 200);
};

describe('two super users changing the same organiser at once', () => {
  it(`lets exactly one of two identical changes through, without expectedStatus (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { id } = await freshOrganiser('approved');
      const before = await historyOf(id);
      const responses = await Promise.all([
        patchStatus(first, id, { status: 'flagged', userId: first.userId }),
        patchStatus(second, id, { status: 'flagged', userId: second.userId }),
      ]);
      expectOneWinner(responses);
      expect(await historyOf(id)).toEqual([...before, 'approved->flagged']);
    }
  });

  it(`lets exactly one of two different changes through when both send the status they saw (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { id } = await freshOrganiser();
      const before = await historyOf(id);
      const responses = await Promise.all([
        patchStatus(first, id, { status: 'approved', expectedStatus: 'pending', userId: first.userId }),
        patchStatus(second, id, { status: 'rejected', expectedStatus: 'pending', userId: second.userId }),
      ]);
      const winner = expectOneWinner(responses);
      expect(await historyOf(id)).toEqual([...before, winner === 0 ? 'pending->approved' : 'pending->rejected']);
    }
  });

  it(`lets exactly one of a deletion and a status change through (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { id } = await freshOrganiser('approved');
      const before = await historyOf(id);
      const responses = await Promise.all([
        patchStatus(first, id, { status: 'blocked', expectedStatus: 'approved' }),
        system.app.inject({
          method: 'DELETE',
          url: `/api/v1/organisers/delete-organiser/${id}`,
          headers: { ...second.headers, 'if-match': `"${before.length - 1}"` },
        }),
      ]);
      const winner = expectOneWinner(responses);
      expect(await historyOf(id)).toEqual([...before, winner === 0 ? 'approved->blocked' : 'approved->deleted']);
    }
  });

  it('leaves the session and the list showing the winner', async () => {
    const { id, userId } = await freshOrganiser('approved');
    const responses = await Promise.all([
      patchStatus(first, id, { status: 'flagged', expectedStatus: 'approved' }),
      patchStatus(second, id, { status: 'blocked', expectedStatus: 'approved' }),
    ]);
    const winner = expectOneWinner(responses);
    const list = await system.app.inject({ method: 'GET', url: '/api/v1/organisers/all-organisers', headers: second.headers });
    const row = list.json().data.find((entry: { id: string }) => entry.id === id);
    expect(row.status).toBe(winner === 0 ? 'flagged' : 'blocked');
    expect(row.revision).toBe(2);
    // Flagged or blocked, the user has lost organiser access either way.
    expect((await findAccountById(system.deps.db, userId))?.organiser_id).toBeNull();
  });
});
