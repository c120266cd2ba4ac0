import { countryFlag } from '@domain/catalogue/country-flag';
import type { RegistrationStatus } from '@domain/registrations/roster';

/** A registration with what the read model's own copies say about its person, school, committees and seats. */
export interface JoinedRegistration {
  id: string;
  registration_no: string;
  event_id: string;
  user_id: string;
  role: 'student' | 'teacher';
  status: RegistrationStatus;
  mun_experience: number;
  pref_committee_1: string | null;
  pref_committee_2: string | null;
  pref_committee_3: string | null;
  prefs: Array<{ id: string; abbr: string; committee: string } | null>;
  food_pref: string | null;
  food_allergies: string | null;
  emergency_name: string | null;
  emergency_phone: string | null;
  created_at: Date;
  email: string | null;
  avatar_url: string | null;
  profile: {
    username: string | null;
    fullname: string | null;
    birthday: string | null;
    gender: string | null;
    phone_e164: string | null;
    phone: string | null;
    country_code: string | null;
    grade: string | null;
    years_of_experience: string | null;
    custom_school_name: string | null;
    custom_locality_name: string | null;
  } | null;
  /** The profile's school while it is listed (not deleted or merged away), with its locality's name. */
  school: { name: string; locality_name: string } | null;
  /** The organiser's seat (absent: no allocation row) and the last published one (absent: none published). */
  draft: Seat | null;
  published: Seat | null;
  flagged: boolean;
  unlocked: boolean;
}

/** A seat as the read model resolves it: its event committee (of the registration's event) and country, where they exist. */
export interface Seat {
  committee: { id: string; abbr: string; committee: string; category: string } | null;
  country: { id: string; name: string; tier: string; code: string } | null;
}

export type SeatView = 'draft' | 'published';

/** What a seat shows: its committee, and its country only while it names a committee. */
export const shownSeat = (seat: Seat | null) => {
  const committee = seat?.committee ?? null;
  const country = committee ? (seat?.country ?? null) : null;
  return { committee, country };
};

/** The registration screens' answer for one registration (§3 Event registration, with the committees and the seat). */
export const viewOf = (row: JoinedRegistration, seats: SeatView) => {
  const { committee, country } = shownSeat(seats === 'published' ? row.published : row.draft);
  const profile = row.profile;
  const schoolName = row.school?.name ?? profile?.custom_school_name ?? null;
  const localityName = row.school ? row.school.locality_name : (profile?.custom_locality_name ?? '');
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
    pref_committee_1: row.prefs[0] ?? null,
    pref_committee_2: row.prefs[1] ?? null,
    pref_committee_3: row.prefs[2] ?? null,
    food_pref: row.food_pref,
    food_allergies: row.food_allergies,
    emergency_name: row.emergency_name,
    emergency_phone: row.emergency_phone,
    created_at: row.created_at.toISOString(),
    assigned_committees: committee?.id ?? null,
    assigned_committee: committee,
    assigned_country: country?.id ?? null,
    country: country ? { ...country, flag: countryFlag(country.code) } : null,
    flag: row.flagged,
    locked: !row.unlocked,
    user: {
      id: row.user_id,
      username: profile?.username ?? null,
      fullname: profile?.fullname ?? null,
      name: profile?.fullname ?? null,
      birthday: profile?.birthday ?? null,
      gender: profile?.gender ?? null,
      email: row.email,
      phone_e164: profile?.phone_e164 ?? null,
      phone_number: profile?.phone ?? null,
      country_code: profile?.country_code ?? '+971',
      role: row.role,
      grade: profile?.grade ?? null,
      years_of_experience: profile?.years_of_experience ?? null,
      year_of_work_experience: profile?.years_of_experience ?? null,
      avatar: row.avatar_url,
      school: schoolName === null ? null : { name: schoolName, locality: { name: localityName } },
    },
  };
};
export type RegistrationAnswer = ReturnType<typeof viewOf>;
