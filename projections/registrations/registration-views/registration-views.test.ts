import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { countryFlag } from '@domain/catalogue/country-flag';
import { allocationFixtures } from '../../../test/support/allocation-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';
import { findDelegateAllocations, findPublishedSeats } from '../../allocation/delegate-allocations';
import { committeesList, countriesList } from '../../catalogue-lists/read-models';
import { checkProjection } from '../../runtime/check';
import { readModelSchema } from '../../runtime/projection';
import { listSchools } from '../../schools/schools-list';
import { findAccountsByIds } from '../../users/accounts-projection';
import { findProfilesByIds } from '../../users/profiles-projection';
import { listEventCommittees } from '../../workspace/event-committees-list';
import { findRegistration, type RegistrationRow } from '../registrations-list';
import { findRegistrationAnswers, registrationViewsProjection } from './registration-views';
import type { SeatView } from './view-of';

/**
 * The answer the registration screens computed before this read model, by joining seven read
 * models on each call: the read model must give the same answer, field for field.
 */
const joinedAnswer = async (db: CommonQueryMethods, row: RegistrationRow, seats: SeatView) => {
  const [[account], [profile], schools, committees, allocations, eventCommittees, countries] = await Promise.all([
    findAccountsByIds(db, [row.user_id]),
    findProfilesByIds(db, [row.user_id]),
    listSchools(db),
    committeesList.listAll(db),
    findDelegateAllocations(db, [row.id]),
    listEventCommittees(db, row.event_id),
    countriesList.listAll(db),
  ]);
  const allocation = allocations.get(row.id);
  const seat = seats === 'published' ? (await findPublishedSeats(db, [row.id])).get(row.id) : allocation;
  const committeeOf = new Map(committees.map((committee) => [String(committee.id), committee]));
  const committee = seat?.event_committee_id ? eventCommittees.find((candidate) => candidate.id === seat.event_committee_id) : undefined;
  const country = committee && seat?.country_id ? countries.find((candidate) => String(candidate.id) === seat.country_id) : undefined;
  const school = profile?.school_id ? schools.find((candidate) => candidate.id === profile.school_id) : undefined;
  const schoolName = school?.name ?? profile?.custom_school_name ?? null;
  const choice = (id: string | null) => {
    const chosen = id === null ? undefined : committeeOf.get(id);
    return chosen ? { id: String(chosen.id), abbr: chosen.abbr ?? '', committee: chosen.committee ?? '' } : null;
  };
  return {
    id: row.id,
    registration_no: row.registration_no,
    event_id: row.event_id,
    user_id: row.user_id,
    status: row.status,
    mun_experience: row.mun_experience,
    pref_committee_1_id: row.pref_committee_1,
    pref_committee_2_id: row.pref_committee_2,
    pref_committee_3_id: row.pref_committee_3,
    pref_committee_1: choice(row.pref_committee_1),
    pref_committee_2: choice(row.pref_committee_2),
    pref_committee_3: choice(row.pref_committee_3),
    food_pref: row.food_pref,
    food_allergies: row.food_allergies,
    emergency_name: row.emergency_name,
    emergency_phone: row.emergency_phone,
    created_at: row.created_at.toISOString(),
    assigned_committees: committee?.id ?? null,
    assigned_committee: committee
      ? {
          id: committee.id,
          abbr: committee.abbr,
          committee: committeeOf.get(committee.committee_id)?.committee ?? committee.abbr,
          category: committee.category,
        }
      : null,
    assigned_country: country ? String(country.id) : null,
    country: country
      ? {
          id: String(country.id),
          name: country.name ?? '',
          tier: country.tier ?? 'B',
          code: country.code ?? '',
          flag: countryFlag(country.code),
        }
      : null,
    flag: allocation?.flagged ?? false,
    locked: !(allocation?.unlocked ?? false),
    user: {
      id: row.user_id,
      username: profile?.username ?? null,
      fullname: profile?.fullname ?? null,
      name: profile?.fullname ?? null,
      birthday: profile?.birthday ?? null,
      gender: profile?.gender ?? null,
      email: account?.email ?? null,
      phone_e164: profile?.phone_e164 ?? null,
      phone_number: profile?.phone ?? null,
      country_code: profile?.country_code ?? '+971',
      role: row.role,
      grade: profile?.grade ?? null,
      years_of_experience: profile?.years_of_experience ?? null,
      year_of_work_experience: profile?.years_of_experience ?? null,
      avatar: account?.avatar_url ?? null,
      school:
        schoolName === null ? null : { name: schoolName, locality: { name: school?.locality.name ?? profile?.custom_locality_name ?? '' } },
    },
  };
};

let setup: WorkspaceTestSetup;
beforeAll(async () => {
  setup = await startWorkspaceTest();
});
afterAll(() => stopWorkspaceTest(setup?.system, setup?.db));

it('answers as the seven read models joined did, after a school merge and rename, a profile change, a catalogue rename and a seat published then moved; a rebuild gives the same rows', async () => {
  const { fx, superUser, organiser, system } = setup;
  const fixtures = allocationFixtures(setup);
  const countries = await fixtures.seed(['UNSC', 'UNHRC']);
  const event = await fixtures.event({ UNSC: 10, UNHRC: 10 }, 50);
  const student = await fx.person('student');
  const registered = await fx.call('POST', `/api/v1/registerations/event-registration-student/${student.userId}`, student, {
    eventId: event.eventId,
    mun_experience: '3',
    pref_committee_1_id: event.catalogue.UNSC,
    pref_committee_2_id: event.catalogue.UNHRC,
    pref_committee_3_id: null,
    food_pref: 'Vegetarian',
    food_allergies: 'Peanut',
    emergency_name: 'Alice Lee',
    emergency_phone: '+971 50 650 5005',
  });
  expect(registered.statusCode).toBe(201);
  const registrationId = registered.json().data.id as string;
  const [first, second] = [...countries.values()];
  expect((await fixtures.assign(registrationId, event.committees.UNSC!, first!.id)).statusCode).toBe(200);
  expect((await fx.call('POST', `/api/v1/allocation/${event.eventId}/publish`, organiser, {})).statusCode).toBe(200);
  expect((await fixtures.assign(registrationId, event.committees.UNHRC!, second!.id)).statusCode).toBe(200);

  // The student's school is merged into another, which is then renamed; the student changes their grade and phone.
  const schools = (await fx.call('GET', '/api/v1/schools/all-schools', superUser)).json().data as Array<{
    id: string;
    locality_id: string;
    area: { id: string } | null;
  }>;
  const profile = (await fx.call('GET', `/api/v1/users/user-profile/${student.userId}`, student)).json().data as { school_id: string };
  const primary = schools.find((school) => school.id !== profile.school_id && school.area)!;
  expect(
    (
      await fx.call('POST', '/api/v1/schools/merge-schools', superUser, {
        primarySchoolId: primary.id,
        secondarySchoolId: profile.school_id,
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await fx.call('PATCH', `/api/v1/schools/update-school/${primary.id}`, superUser, {
        name: 'Renamed Academy',
        locality_id: primary.locality_id,
        area_id: primary.area!.id,
      })
    ).statusCode,
  ).toBe(200);
  const changed = await fx.call('PATCH', `/api/v1/users/student-profile-update/${student.userId}`, student, {
    fullname: student.fullname,
    username: student.username,
    birthday: '1990-04-12',
    gender: 'female',
    school_id: primary.id,
    grade: 'grade-10',
    country_code: '+971',
    phone: '50 650 5006',
  });
  expect(changed.statusCode, changed.body).toBe(200);
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

  expect(await system.runtime.waitForStored({ timeoutMs: 30_000 })).toBe(true);
  const row = (await findRegistration(system.deps.db, registrationId))!;
  for (const seats of ['draft', 'published'] as const) {
    expect(await findRegistrationAnswers(system.deps.db, [registrationId], seats)).toEqual([
      await joinedAnswer(system.deps.db, row, seats),
    ]);
  }
  const [draft] = await findRegistrationAnswers(system.deps.db, [registrationId], 'draft');
  const [published] = await findRegistrationAnswers(system.deps.db, [registrationId], 'published');
  expect(draft).toMatchObject({
    assigned_committees: event.committees.UNHRC,
    assigned_country: second!.id,
    pref_committee_1: { committee: 'Security Council, renamed' },
  });
  expect(draft!.user).toMatchObject({
    fullname: student.fullname,
    phone_number: '50 650 5006',
    grade: 'grade-10',
    school: { name: 'Renamed Academy' },
  });
  expect(published).toMatchObject({
    assigned_committees: event.committees.UNSC,
    assigned_committee: { committee: 'Security Council, renamed' },
    assigned_country: first!.id,
  });

  // Its copy of the accounts holds no password hash: no screen shows one.
  const hashes = await system.deps.db.oneFirst(
    sql.type(
      z.object({ count: z.number() }),
    )`SELECT count(*)::int AS count FROM ${sql.identifier([readModelSchema(registrationViewsProjection.name), 'accounts'])} WHERE password_hash IS NOT NULL`,
  );
  expect(hashes).toBe(0);

  const check = await checkProjection({ pool: system.deps.db, store: system.deps.store, projection: registrationViewsProjection });
  expect(check.differences).toEqual([]);
  expect(check.equal).toBe(true);
}, 120_000);
