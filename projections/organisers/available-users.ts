import type { CommonQueryMethods } from 'slonik';
import { listSchools } from '../schools/schools-list';
import { listUsersForAdmin } from '../users/users-admin-list';
import { findProfile } from '../users/profiles-projection';
import { listUserIdsWithOpenRecords } from './organisers-list';

/** One match of the Organisers list's add row: what picking it fills in (§2.6; the wire shape is in api/contract/organisers.ts). */
export interface AvailableUser {
  id: string;
  user_id: string;
  username: string;
  fullname: string | null;
  name: string | null;
  role: 'student' | 'teacher';
  school_id: string | null;
  school: string | null;
  locality_id: string | null;
  school_location: string | null;
  grade: string | null;
  years_of_experience: string | null;
}

export const AVAILABLE_USERS_LIMIT = 20;

/**
 * Users with a profile, of the tab's role, who are not organisers (no record, or only a
 * rejected or deleted one), whose username or name contains `q` (any case).
 */
export const findAvailableUsers = async (
  db: CommonQueryMethods,
  filters: { role?: 'student' | 'teacher' | undefined; q?: string | undefined },
): Promise<AvailableUser[]> => {
  const needle = (filters.q ?? '').trim().toLowerCase();
  const [users, organisers] = await Promise.all([listUsersForAdmin(db, { role: filters.role }), listUserIdsWithOpenRecords(db)]);
  const matches = users
    .filter((user) => user.username !== null && !organisers.has(user.id))
    .filter((user) => needle === '' || [user.username, user.fullname].some((value) => value?.toLowerCase().includes(needle)))
    .sort((a, b) => a.username!.localeCompare(b.username!))
    .slice(0, AVAILABLE_USERS_LIMIT);
  if (matches.length === 0) return [];
  const schools = new Map((await listSchools(db)).map((school) => [school.id, school]));
  return Promise.all(
    matches.map(async (user) => {
      const profile = await findProfile(db, user.id);
      const school = profile?.school_id ? schools.get(profile.school_id) : undefined;
      return {
        id: user.id,
        user_id: user.id,
        username: user.username!,
        fullname: user.fullname,
        name: user.fullname,
        role: user.role,
        school_id: profile?.school_id ?? null,
        school: school?.name ?? user.school,
        locality_id: profile?.locality_id ?? null,
        school_location: school?.locality.name || profile?.custom_locality_name || null,
        grade: user.grade,
        years_of_experience: user.years_of_experience,
      };
    }),
  );
};
