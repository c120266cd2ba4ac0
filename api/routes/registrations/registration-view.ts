import type { CommonQueryMethods } from 'slonik';
import type { z } from 'zod';
import type { registrationView } from '@contract/registrations';
import { countryFlag } from '@domain/catalogue/country-flag';
import { findDelegateAllocations, findPublishedSeats } from '../../../projections/allocation/delegate-allocations';
import { committeesList, countriesList } from '../../../projections/catalogue-lists/read-models';
import { listEventCommittees } from '../../../projections/workspace/event-committees-list';
import type { RegistrationRow } from '../../../projections/registrations/registrations-list';
import { listSchools } from '../../../projections/schools/schools-list';
import { findAccountsByIds } from '../../../projections/users/accounts-projection';
import { findProfilesByIds } from '../../../projections/users/profiles-projection';

export type RegistrationView = z.infer<typeof registrationView>;

/**
 * Which seat a view shows: `draft` (the organiser's lists: where the organiser put the
 * delegate) or `published` (the delegate's own page: what was published to them).
 */
export type SeatView = 'draft' | 'published';

/** Views of registrations, with people, schools and committees looked up once for the whole list. */
export const registrationViews = async (db: CommonQueryMethods, rows: readonly RegistrationRow[], seats: SeatView = 'draft'): Promise<RegistrationView[]> => {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const eventIds = [...new Set(rows.map((row) => row.event_id))];
  const [accounts, profiles, schools, committees, allocations, eventCommittees, countries] = await Promise.all([
    findAccountsByIds(db, userIds),
    findProfilesByIds(db, userIds),
    listSchools(db),
    committeesList.listAll(db),
    findDelegateAllocations(db, rows.map((row) => row.id)),
    Promise.all(eventIds.map((eventId) => listEventCommittees(db, eventId))),
    countriesList.listAll(db),
  ]);
  const published = seats === 'published' ? await findPublishedSeats(db, rows.map((row) => row.id)) : null;
  const eventCommitteeOf = new Map(eventCommittees.flat().map((committee) => [committee.id, committee]));
  const countryOf = new Map(countries.map((country) => [String(country.id), country]));
  const placementOf = (registrationId: string) => {
    const allocation = allocations.get(registrationId);
    const seat = published ? published.get(registrationId) : allocation;
    const committee = seat?.event_committee_id ? eventCommitteeOf.get(seat.event_committee_id) : undefined;
    const country = committee && seat?.country_id ? countryOf.get(seat.country_id) : undefined;
    return {
      assigned_committees: committee?.id ?? null,
      assigned_committee: committee
        ? { id: committee.id, abbr: committee.abbr, committee: committeeOf.get(committee.committee_id)?.committee ?? committee.abbr, category: committee.category }
        : null,
      assigned_country: country ? String(country.id) : null,
      country: country ? { id: String(country.id), name: country.name ?? '', tier: country.tier ?? 'B', code: country.code ?? '', flag: countryFlag(country.code) } : null,
      flag: allocation?.flagged ?? false,
      locked: !(allocation?.unlocked ?? false),
    };
  };
  const accountOf = new Map(accounts.map((account) => [account.id, account]));
  const profileOf = new Map(profiles.map((profile) => [profile.id, profile]));
  const schoolOf = new Map(schools.map((school) => [school.id, school]));
  const committeeOf = new Map(committees.map((committee) => [String(committee.id), committee]));
  const choice = (id: string | null) => {
    const committee = id === null ? undefined : committeeOf.get(id);
    return committee ? { id: String(committee.id), abbr: committee.abbr ?? '', committee: committee.committee ?? '' } : null;
  };
  return rows.map((row) => {
    const account = accountOf.get(row.user_id);
    const profile = profileOf.get(row.user_id);
    const school = profile?.school_id ? schoolOf.get(profile.school_id) : undefined;
    const schoolName = school?.name ?? profile?.custom_school_name ?? null;
    const localityName = school?.locality.name ?? profile?.custom_locality_name ?? '';
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
      ...placementOf(row.id),
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
        school: schoolName === null ? null : { name: schoolName, locality: { name: localityName } },
      },
    };
  });
};
