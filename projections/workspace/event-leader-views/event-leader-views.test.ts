import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';
import { leadershipRolesList } from '../../catalogue-lists/read-models';
import { checkProjection } from '../../runtime/check';
import { readModelSchema } from '../../runtime/projection';
import { findAccountsByIds } from '../../users/accounts-projection';
import { findProfilesByIds } from '../../users/profiles-projection';
import { listEventLeaders } from '../event-leaders-list';
import { eventLeaderViewsProjection, listEventLeaderAnswers } from './event-leader-views';

/**
 * The answer the Leadership Roles tab computed before this read model, by joining four read
 * models on each call: the read model must give the same answer, field for field.
 */
const joinedAnswer = async (db: CommonQueryMethods, eventId: string) => {
  const rows = await listEventLeaders(db, eventId);
  const userIds = rows.map((row) => row.user_id);
  const [accounts, profiles, roles] = await Promise.all([
    findAccountsByIds(db, userIds),
    findProfilesByIds(db, userIds),
    leadershipRolesList.listAll(db),
  ]);
  return rows.map((row) => {
    const role = roles.find((candidate) => String(candidate.id) === row.role_id);
    const profile = profiles.find((candidate) => candidate.id === row.user_id);
    return {
      id: row.id,
      ranking: row.ranking,
      leadership_roles: role ? { abbr: role.abbr ?? '', leadership_role: role.leadership_role ?? '' } : null,
      users: {
        id: row.user_id,
        username: profile?.username ?? null,
        fullname: profile?.fullname ?? null,
        phone_e164: profile?.phone_e164 ?? null,
        email: accounts.find((account) => account.id === row.user_id)?.email ?? null,
      },
      eventId: row.event_id,
      userId: row.user_id,
      roleId: row.role_id,
    };
  });
};

let setup: WorkspaceTestSetup;
beforeAll(async () => {
  setup = await startWorkspaceTest();
});
afterAll(() => stopWorkspaceTest(setup?.system, setup?.db));

it('answers as the four read models joined did, after a holder changes name and phone, a role is renamed, holders move and one is removed; a rebuild gives the same rows', async () => {
  const { fx, superUser, organiser, system } = setup;
  const role = async (abbr: string, name: string) =>
    (await fx.call('POST', '/api/v1/leadership-roles/add-leadership-role', superUser, { abbr, leadership_role: name })).json().data as {
      id: number;
    };
  const [sg, chair] = [await role('SG', 'Secretary-General'), await role('HC', 'Head Chair')];
  const event = await fx.createEvent(organiser);
  expect((await fx.call('PATCH', `/api/v1/events/update-event-status/${event.id}`, superUser, { status: 'approved' })).statusCode).toBe(
    200,
  );
  const holders = [];
  for (const roleId of [sg.id, chair.id, chair.id]) {
    const student = await fx.person('student');
    const registered = await fx.call('POST', `/api/v1/registerations/event-registration-student/${student.userId}`, student, {
      eventId: event.id,
      mun_experience: '1',
      food_pref: 'Vegetarian',
      emergency_name: 'Alice Lee',
      emergency_phone: '050 650 5005',
    });
    expect(registered.statusCode).toBe(201);
    const saved = await fx.call('POST', '/api/v1/event-leaders/save-leadership-role-by-event', organiser, {
      eventId: event.id,
      userId: student.userId,
      roleId: String(roleId),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    holders.push({ student, entryId: saved.json().data.id as string });
  }
  const [first, second, third] = holders;

  const profile = (await fx.call('GET', `/api/v1/users/user-profile/${first!.student.userId}`, first!.student)).json().data as {
    school_id: string;
  };
  const changed = await fx.call('PATCH', `/api/v1/users/student-profile-update/${first!.student.userId}`, first!.student, {
    fullname: `${first!.student.fullname} Renamed`,
    username: first!.student.username,
    birthday: '1990-04-12',
    gender: 'female',
    school_id: profile.school_id,
    grade: 'grade-10',
    country_code: '+971',
    phone: '50 650 5006',
  });
  expect(changed.statusCode, changed.body).toBe(200);
  expect(
    (
      await fx.call('PATCH', `/api/v1/leadership-roles/update-leadership-role/${sg.id}`, superUser, {
        abbr: 'SG',
        leadership_role: 'Secretary-General, renamed',
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await fx.call('PATCH', `/api/v1/event-leaders/update-leadership-role-ranking-by-event/${third!.entryId}`, organiser, {
        direction: -1,
      })
    ).statusCode,
  ).toBe(200);
  expect((await fx.call('DELETE', `/api/v1/event-leaders/delete-leadership-role-by-event/${second!.entryId}`, organiser)).statusCode).toBe(
    200,
  );

  expect(await system.runtime.waitForStored({ timeoutMs: 30_000 })).toBe(true);
  const answers = await listEventLeaderAnswers(system.deps.db, event.id);
  expect(answers).toEqual(await joinedAnswer(system.deps.db, event.id));
  expect(answers.map((answer) => answer.id)).toEqual([first!.entryId, third!.entryId]);
  expect(answers[0]).toMatchObject({
    leadership_roles: { leadership_role: 'Secretary-General, renamed' },
    users: { fullname: `${first!.student.fullname} Renamed`, email: first!.student.email },
  });

  // Its copy of the accounts holds no password hash: no screen shows one.
  const hashes = await system.deps.db.oneFirst(
    sql.type(
      z.object({ count: z.number() }),
    )`SELECT count(*)::int AS count FROM ${sql.identifier([readModelSchema(eventLeaderViewsProjection.name), 'accounts'])} WHERE password_hash IS NOT NULL`,
  );
  expect(hashes).toBe(0);

  const check = await checkProjection({ pool: system.deps.db, store: system.deps.store, projection: eventLeaderViewsProjection });
  expect(check.differences).toEqual([]);
  expect(check.equal).toBe(true);
}, 120_000);
