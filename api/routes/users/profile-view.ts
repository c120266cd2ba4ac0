import type { CommonQueryMethods } from 'slonik';
import type { z } from 'zod';
import type { profileView } from '@contract/users';
import type { AccountRow } from '../../../projections/users/accounts-projection';
import { findProfile } from '../../../projections/users/profiles-projection';
import { findSchool } from '../../../projections/schools/schools-list';

export type ProfileView = z.infer<typeof profileView>;

export const loadProfileView = async (db: CommonQueryMethods, account: AccountRow): Promise<ProfileView> => {
  const profile = await findProfile(db, account.id);
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
