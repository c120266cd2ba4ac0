import type { CommonQueryMethods } from 'slonik';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { allocationFixtures } from '../../../test/support/allocation-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';
import { countAssigned } from '../../allocation/delegate-allocations';
import { committeesList } from '../../catalogue-lists/read-models';
import { checkProjection } from '../../runtime/check';
import { findProfilesByUsernames } from '../../users/profiles-projection';
import { listEventCommittees } from '../event-committees-list';
import { eventCommitteeViewsProjection, listEventCommitteeAnswers } from './event-committee-views';

/**
 * The answer the Committees tab computed before this read model, by joining four read models on
 * each call: the read model must give the same answer, field for field.
 */
const joinedAnswer = async (db: CommonQueryMethods, eventId: string) => {
  const rows = await listEventCommittees(db, eventId);
  const usernames = rows.flatMap((row) => [row.chair_username, row.deputy_chair_1_username, row.deputy_chair_2_username]);
  const [catalogue, profiles, assigned] = await Promise.all([
    committeesList.listAll(db),
    findProfilesByUsernames(
      db,
      usernames.filter((name): name is string => name !== null),
    ),
    countAssigned(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const nameOf = new Map(profiles.map((profile) => [profile.username, profile.fullname]));
  const name = (username: string | null) => (username === null ? null : (nameOf.get(username) ?? null));
  return rows.map((row) => {
    const entry = catalogue.find((candidate) => String(candidate.id) === row.committee_id);
    return {
      id: row.id,
      eventId: row.event_id,
      committee: {
        id: row.committee_id,
        abbr: entry?.abbr ?? row.abbr,
        committee: entry?.committee ?? row.abbr,
        category: entry?.category ?? row.category,
      },
      committee_id: row.committee_id,
      abbr: row.abbr,
      category: row.category,
      seats: row.seats,
      assigned: assigned.get(row.id) ?? 0,
      chair_username: row.chair_username,
      chair_name: name(row.chair_username),
      deputy_chair_1_username: row.deputy_chair_1_username,
      deputy_chair_1_name: name(row.deputy_chair_1_username),
      deputy_chair_2_username: row.deputy_chair_2_username,
      deputy_chair_2_name: name(row.deputy_chair_2_username),
    };
  });
};

let setup: WorkspaceTestSetup;
beforeAll(async () => {
  setup = await startWorkspaceTest();
});
afterAll(() => stopWorkspaceTest(setup?.system, setup?.db));

it('answers as the four read models joined did, after chairs named, chairs renamed, a catalogue rename, a seat taken and a committee deleted; a rebuild gives the same rows', async () => {
  const { fx, superUser, organiser, system } = setup;
  const fixtures = allocationFixtures(setup);
  const countries = await fixtures.seed(['UNSC', 'UNHRC', 'DISEC']);
  const event = await fixtures.event({ UNSC: 10, UNHRC: 10, DISEC: 5 }, 50);
  const [chair, deputy] = [await fx.person('student'), await fx.person('student')];
  const chairs = await fx.call('PATCH', `/api/v1/event-committees/update-event-committees-by-event/${event.committees.UNSC}`, organiser, {
    committeeId: event.catalogue.UNSC,
    eventId: event.eventId,
    category: 'country',
    seats: '10',
    chair_username: chair.username,
    deputy_chair1_username: deputy.username,
    deputy_chair2_username: null,
  });
  expect(chairs.statusCode, chairs.body).toBe(200);
  const [registrationId] = await fixtures.delegates(event, [{ munExperience: 2 }]);
  const [country] = [...countries.values()];
  expect((await fixtures.assign(registrationId!, event.committees.UNHRC!, country!.id)).statusCode).toBe(200);

  // The chair and the deputy change their names (the username, generated from the first word, stays).
  const profileChange = async (person: typeof chair, changes: Record<string, string>) =>
    fx.call('PATCH', `/api/v1/users/student-profile-update/${person.userId}`, person, {
      fullname: person.fullname,
      username: person.username,
      birthday: '1990-04-12',
      gender: 'female',
      school_id: ((await fx.call('GET', `/api/v1/users/user-profile/${person.userId}`, person)).json().data as { school_id: string })
        .school_id,
      grade: 'grade-10',
      country_code: '+971',
      phone: '50 650 5006',
      ...changes,
    });
  for (const person of [chair, deputy]) {
    const renamed = await profileChange(person, { fullname: `${person.fullname} Renamed` });
    expect(renamed.statusCode, renamed.body).toBe(200);
  }

  const committee = (await fx.call('GET', '/api/v1/committees/all-committees', superUser))
    .json()
    .data.find((entry: { id: number }) => String(entry.id) === event.catalogue.UNSC);
  expect(
    (
      await fx.call('PATCH', `/api/v1/committees/update-committee/${committee.id}`, superUser, {
        ...committee,
        committee: 'Security Council, renamed',
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (await fx.call('DELETE', `/api/v1/event-committees/delete-event-committees-by-event/${event.committees.DISEC}`, organiser)).statusCode,
  ).toBe(200);

  expect(await system.runtime.waitForStored({ timeoutMs: 30_000 })).toBe(true);
  const answers = await listEventCommitteeAnswers(system.deps.db, event.eventId);
  expect(answers).toEqual(await joinedAnswer(system.deps.db, event.eventId));
  expect(answers.map((answer) => answer.abbr)).toEqual(['UNSC', 'UNHRC']);
  expect(answers[0]).toMatchObject({
    committee: { committee: 'Security Council, renamed' },
    chair_name: `${chair.fullname} Renamed`,
    deputy_chair_1_username: deputy.username,
    deputy_chair_1_name: `${deputy.fullname} Renamed`,
  });
  expect(answers[1]).toMatchObject({ assigned: 1 });

  const check = await checkProjection({ pool: system.deps.db, store: system.deps.store, projection: eventCommitteeViewsProjection });
  expect(check.differences).toEqual([]);
  expect(check.equal).toBe(true);
}, 120_000);
