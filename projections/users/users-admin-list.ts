import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { readModelSchema } from '../runtime/projection';

/**
 * The super user's Users and Superusers lists (§2.6): accounts with their profile and school.
 * Deleted accounts are left out (their history stays in the audit trail).
 */
export const adminUserRow = z.object({
  id: z.string(),
  email: z.string().nullable(),
  role: z.enum(['student', 'teacher']),
  global_role: z.enum(['superuser', 'user']),
  status: z.enum(['active', 'flagged', 'blocked', 'deleted']),
  /** false: signed up but never confirmed the email (not yet a user of the platform) */
  email_verified: z.boolean(),
  organiserId: z.string().nullable(),
  fullname: z.string().nullable(),
  username: z.string().nullable(),
  hasProfile: z.boolean(),
  school: z.string().nullable(),
  grade: z.string().nullable(),
  years_of_experience: z.string().nullable(),
  created_at: z.coerce.date(),
});

const accounts = sql.identifier([readModelSchema('user_accounts'), 'accounts']);
const profiles = sql.identifier([readModelSchema('user_profiles'), 'profiles']);
const schools = sql.identifier([readModelSchema('schools_list'), 'schools']);

export const listUsersForAdmin = async (
  db: CommonQueryMethods,
  filters: { role?: 'student' | 'teacher' | undefined; globalRole?: 'superuser' | 'user' | undefined } = {},
) => {
  const conditions = [sql.fragment`a.status <> 'deleted'`];
  if (filters.role) conditions.push(sql.fragment`a.role = ${filters.role}`);
  if (filters.globalRole) conditions.push(sql.fragment`a.global_role = ${filters.globalRole}`);
  const rows = await db.any(sql.type(adminUserRow)`
    SELECT a.id, a.email, a.role, a.global_role, a.status, a.email_verified, a.organiser_id AS "organiserId", a.fullname, a.username,
           a.has_profile AS "hasProfile", coalesce(s.name, p.custom_school_name) AS school, p.grade, p.years_of_experience,
           a.created_at
    FROM ${accounts} a
    LEFT JOIN ${profiles} p ON p.id = a.id
    LEFT JOIN ${schools} s ON s.id = p.school_id
    WHERE ${sql.join(conditions, sql.fragment` AND `)}
    ORDER BY a.created_at DESC, a.id`);
  return [...rows];
};

export const countUsers = (db: CommonQueryMethods) =>
  db.oneFirst(sql.type(z.object({ count: z.coerce.number() }))`SELECT count(*) AS count FROM ${accounts} WHERE status <> 'deleted'`);
