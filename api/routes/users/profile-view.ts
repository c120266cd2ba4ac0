import type { CommonQueryMethods } from 'slonik';
import type { z } from 'zod';
import type { profileView } from '@contract/users';
import type { EventStore } from '../../../commands/event-store/port';
import { parseUserEvent, userStreamId } from '@domain/users/user';
import type { AccountRow } from '../../../projections/users/accounts-projection';
import { findProfile } from '../../../projections/users/profiles-projection';
import { findSchool } from '../../../projections/schools/schools-list';
import { openSealed, sealedPersonal } from '../../../projections/users/sealed';

export type ProfileView = z.infer<typeof profileView>;

type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;
type ProfileFields = Omit<ProfileRow, 'id' | 'role' | 'completed' | 'locality_id'>;

const viewOf = async (db: CommonQueryMethods, account: AccountRow, profile: ProfileFields | null): Promise<ProfileView> => {
  const school = profile?.school_id ? await findSchool(db, profile.school_id) : null;
  return {
    id: account.id,
    email: account.email,
    role: account.role,
    global_role: account.global_role,
    status: account.status,
    hasProfile: account.has_profile,
    organiserId: account.organiser_id,
    avatar: account.avatar_url,
    fullname: profile?.fullname ?? null,
    username: profile?.username ?? null,
    birthday: profile?.birthday ?? null,
    gender: profile?.gender ?? null,
    phone: profile?.phone_e164 ?? null,
    phone_e164: profile?.phone_e164 ?? null,
    phone_number: profile?.phone ?? null,
    country_code: profile?.country_code ?? null,
    school_id: profile?.school_id ?? null,
    school: school
      ? {
          id: school.id,
          name: school.name,
          code: school.code,
          locality_id: school.locality_id,
          area_id: school.area_id,
          status: school.status,
          locality: school.locality,
        }
      : null,
    grade: profile?.grade ?? null,
    years_of_experience: profile?.years_of_experience ?? null,
    year_of_work_experience: profile?.years_of_experience ?? null,
    yearsOfExperience: profile?.years_of_experience ?? null,
    teacher_role: profile?.teacher_role ?? null,
    custom_locality_name: profile?.custom_locality_name ?? null,
    custom_school_name: profile?.custom_school_name ?? null,
  };
};

export const loadProfileView = async (db: CommonQueryMethods, account: AccountRow): Promise<ProfileView> =>
  viewOf(db, account, await findProfile(db, account.id));

/**
 * A profile write's answer: the profile as the user's stream holds it now (its last completion
 * or update, opened with the person's key), so a read model still catching up can neither
 * deny the write nor show the profile as it was.
 */
export const storedProfileView = async (io: { db: CommonQueryMethods; store: EventStore }, account: AccountRow): Promise<ProfileView> => {
  for (const recorded of await io.store.readStream(userStreamId(account.id), { direction: 'backwards' })) {
    const event = parseUserEvent(recorded.type, recorded.data);
    if (event?.type !== 'ProfileCompleted' && event?.type !== 'ProfileUpdated') continue;
    const { data } = event;
    const personal = await openSealed(io.db, account.id, data.sealed, sealedPersonal);
    return viewOf(
      io.db,
      { ...account, has_profile: true },
      {
        fullname: personal.fullname,
        username: personal.username,
        birthday: personal.birthday,
        gender: personal.gender,
        country_code: personal.countryCode,
        phone: personal.phone,
        phone_e164: personal.phoneE164,
        school_id: data.schoolId,
        grade: data.grade,
        years_of_experience: data.yearsOfExperience,
        teacher_role: data.teacherRole,
        custom_locality_name: data.customLocalityName,
        custom_school_name: data.customSchoolName,
      },
    );
  }
  return loadProfileView(io.db, account);
};
