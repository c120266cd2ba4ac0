import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { allocationFixtures } from '../../test/support/allocation-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../test/support/workspace-test-setup';
import { checkProjection } from '../runtime/check';
import { readModelSchema } from '../runtime/projection';
import { auditHistoryProjection, listStatusChanges, statusChangeRow } from './audit-history';

const live = (name: string, table: string) => sql.identifier([readModelSchema(name), table]);

/**
 * The answer the History screen computed before this read model, by joining the rows with
 * eight read models on each call: the read model must give the same answer, field for field.
 */
const joinedAnswer = async (db: CommonQueryMethods) => [
  ...(await db.any(sql.type(statusChangeRow)`
    SELECT c.event_id AS "eventId", c.entity_type AS "entityType", c.entity_id AS "entityId",
           CASE c.entity_type
             WHEN 'user' THEN coalesce(subject.fullname, subject.username, subject.email)
             WHEN 'organiser' THEN coalesce(organiser_person.fullname, organiser_person.username, organiser_person.email)
             WHEN 'school' THEN school.name
             WHEN 'area' THEN area.name
             WHEN 'locality' THEN locality.name
             WHEN 'event' THEN event.name
             WHEN 'import-mapping' THEN event.name
             WHEN 'allocation' THEN event.name
             WHEN 'position-paper' THEN event.name
             WHEN 'waiting-list' THEN event.name
             WHEN 'awards' THEN event.name
             WHEN 'session' THEN event.name
             WHEN 'roll-call' THEN event.name
             WHEN 'certificates' THEN event.name
             WHEN 'registration' THEN registration.registration_no
             WHEN 'committee-chair' THEN committee.abbr
           END AS "entityName",
           c.from_status AS "from", c.to_status AS "to", c.actor_id AS "actorId",
           coalesce(actor.fullname, actor.username, actor.email) AS "actorName", c.at, c.detail
    FROM ${live('audit_history', 'status_changes')} c
    LEFT JOIN ${live('user_accounts', 'accounts')} actor ON actor.id = c.actor_id
    LEFT JOIN ${live('user_accounts', 'accounts')} subject ON c.entity_type = 'user' AND subject.id = c.entity_id
    LEFT JOIN ${live('organisers_list', 'organisers')} organiser ON c.entity_type = 'organiser' AND organiser.id = c.entity_id
    LEFT JOIN ${live('user_accounts', 'accounts')} organiser_person ON organiser_person.id = organiser.user_id
    LEFT JOIN ${live('schools_list', 'schools')} school ON c.entity_type = 'school' AND school.id = c.entity_id
    LEFT JOIN ${live('areas_list', 'areas')} area ON c.entity_type = 'area' AND area.id = c.entity_id
    LEFT JOIN ${live('localities_list', 'localities')} locality ON c.entity_type = 'locality' AND locality.id = c.entity_id
    LEFT JOIN ${live('events_list', 'events')} event ON c.entity_type IN ('event', 'import-mapping', 'allocation', 'waiting-list', 'session', 'roll-call', 'awards', 'position-paper', 'certificates') AND event.id = c.entity_id
    LEFT JOIN ${live('registrations_list', 'registrations')} registration ON c.entity_type = 'registration' AND registration.id = c.entity_id
    LEFT JOIN ${live('event_committees_list', 'committees')} committee ON c.entity_type = 'committee-chair' AND committee.id = c.entity_id
    ORDER BY c.at DESC, length(c.position) DESC, c.position DESC, c.entry DESC`)),
];

let setup: WorkspaceTestSetup;
beforeAll(async () => {
  setup = await startWorkspaceTest();
});
afterAll(() => stopWorkspaceTest(setup?.system, setup?.db));

it('answers as the eight read models joined did, after a person is renamed then erased, a school merge and rename and an event rename; a rebuild gives the same rows', async () => {
  const { fx, superUser, system } = setup;
  const student = await fx.person('student');
  const erased = await fx.person('teacher');
  for (const person of [student, erased]) {
    const flagged = await fx.call('PATCH', `/api/v1/users/update-user-status/${person.userId}`, superUser, { status: 'flagged' });
    expect(flagged.statusCode, flagged.body).toBe(200);
  }

  // The student renames themselves; the teacher erases their account.
  const profile = (await fx.call('GET', `/api/v1/users/user-profile/${student.userId}`, student)).json().data as { school_id: string };
  const renamed = await fx.call('PATCH', `/api/v1/users/student-profile-update/${student.userId}`, student, {
    fullname: `${student.fullname} Junior`,
    username: student.username,
    birthday: '1990-04-12',
    gender: 'female',
    school_id: profile.school_id,
    grade: 'grade-10',
    country_code: '+971',
    phone: '50 650 5006',
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  expect((await fx.call('DELETE', `/api/v1/users/delete-account/${erased.userId}`, erased)).statusCode).toBe(200);

  // A school is merged into another, which is then flagged and renamed.
  const schools = (await fx.call('GET', '/api/v1/schools/all-schools', superUser)).json().data as Array<{
    id: string;
    name: string;
    locality_id: string;
    area: { id: string } | null;
  }>;
  const [primary, secondary] = schools.filter((school) => school.area);
  expect(
    (await fx.call('POST', '/api/v1/schools/merge-schools', superUser, { primarySchoolId: primary!.id, secondarySchoolId: secondary!.id }))
      .statusCode,
  ).toBe(200);
  const schoolFlagged = await fx.call('PATCH', `/api/v1/schools/update-school-status/${primary!.id}`, superUser, { status: 'Flagged' });
  expect(schoolFlagged.statusCode, schoolFlagged.body).toBe(200);
  const primaryRenamed = await fx.call('PATCH', `/api/v1/schools/update-school/${primary!.id}`, superUser, {
    name: 'Renamed Academy',
    locality_id: primary!.locality_id,
    area_id: primary!.area!.id,
  });
  expect(primaryRenamed.statusCode, primaryRenamed.body).toBe(200);

  // An approved event with a registered delegate and a committee is renamed.
  const fixtures = allocationFixtures(setup);
  await fixtures.seed(['UNSC']);
  const event = await fixtures.event({ UNSC: 10 });
  const [registrationId] = await fixtures.delegates(event, [{ munExperience: 1 }]);
  const eventRenamed = await fx.call('PATCH', `/api/v1/events/update-event/${event.eventId}`, setup.organiser, {
    name: 'Renamed Conference',
  });
  expect(eventRenamed.statusCode, eventRenamed.body).toBe(200);

  expect(await system.runtime.waitForStored({ timeoutMs: 30_000 })).toBe(true);
  const { rows, total } = await listStatusChanges(system.deps.db, {}, { limit: 100_000, offset: 0 });
  expect(rows).toEqual(await joinedAnswer(system.deps.db));
  expect(total).toBe(rows.length);
  expect(rows.find((row) => row.entityType === 'user' && row.entityId === student.userId)).toMatchObject({
    entityName: `${student.fullname} Junior`,
  });
  expect(rows.filter((row) => row.entityType === 'user' && row.entityId === erased.userId).every((row) => row.entityName === null)).toBe(
    true,
  );
  expect(rows.filter((row) => row.actorId === erased.userId).every((row) => row.actorName === null)).toBe(true);
  expect(rows.find((row) => row.entityType === 'school' && row.entityId === primary!.id)).toMatchObject({ entityName: 'Renamed Academy' });
  expect(rows.find((row) => row.entityType === 'school' && row.entityId === secondary!.id)).toMatchObject({ entityName: secondary!.name });

  expect(rows.find((row) => row.entityType === 'event' && row.entityId === event.eventId)).toMatchObject({
    entityName: 'Renamed Conference',
  });
  expect(rows.some((row) => row.entityType === 'registration' && row.entityId === registrationId)).toBe(true);

  // Its copies keep only what the screen shows: no password hashes, no emergency contacts.
  const kept = sql.type(z.object({ count: z.number() }));
  const at = (table: string) => sql.identifier([readModelSchema(auditHistoryProjection.name), table]);
  expect(await system.deps.db.oneFirst(kept`SELECT count(*)::int AS count FROM ${at('accounts')} WHERE password_hash IS NOT NULL`)).toBe(0);
  expect(
    await system.deps.db.oneFirst(kept`SELECT count(*)::int AS count FROM ${at('registrations')} WHERE emergency_name IS NOT NULL`),
  ).toBe(0);

  const check = await checkProjection({ pool: system.deps.db, store: system.deps.store, projection: auditHistoryProjection });
  expect(check.differences).toEqual([]);
  expect(check.equal).toBe(true);
}, 120_000);
