import { sql, type CommonQueryMethods, type DatabaseTransactionConnection } from 'slonik';
import { z } from 'zod';
import type { RecordedEvent } from '../../commands/event-store/port';
import { answerReadModel, forgetPasswordHashesOn, typesOf } from '../runtime/answer-read-model';
import { readModelSchema } from '../runtime/projection';
import { schoolsListProjection } from '../schools/schools-list';
import { userAccountsProjection } from './accounts-projection';
import { userProfilesProjection } from './profiles-projection';

/**
 * The super user's Users and Superusers lists (§2.6), one row per account with its profile and
 * school. It keeps its own copies of the accounts, profiles and schools, kept by the same code
 * as the read models they copy, and after each batch writes again the rows the batch touched.
 * Deleted accounts are left out of the lists (their history stays in the audit trail).
 */
const NAME = 'users_admin_list';
const rowsTable = (schema: string) => sql.identifier([schema, 'rows']);
const at = (schema: string, name: string) => sql.identifier([schema, name]);

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

const copies = [userAccountsProjection, userProfilesProjection, schoolsListProjection];
/** School changes (renames, merges) reach any row: their batches write every row again. */
const everywhere = new Set(typesOf(schoolsListProjection));

type Scope = { users: Set<string>; all: boolean };
const widen = (scope: Scope, event: RecordedEvent) => {
  const userId = (event.data as { userId?: unknown }).userId;
  if (!everywhere.has(event.type) && typeof userId === 'string') scope.users.add(userId);
  else scope.all = true;
};

const writeRows = async (tx: DatabaseTransactionConnection, schema: string, scope: Scope) => {
  if (!scope.all && scope.users.size === 0) return;
  const where = scope.all ? sql.fragment`TRUE` : sql.fragment`a.id = ANY(${sql.array([...scope.users], 'text')})`;
  await tx.query(sql.unsafe`
    INSERT INTO ${rowsTable(schema)} AS row (id, email, role, global_role, status, email_verified, organiser_id, fullname, username, has_profile, school, grade, years_of_experience, created_at)
    SELECT a.id, a.email, a.role, a.global_role, a.status, a.email_verified, a.organiser_id, a.fullname, a.username,
           a.has_profile, coalesce(s.name, p.custom_school_name), p.grade, p.years_of_experience, a.created_at
    FROM ${at(schema, 'accounts')} a
    LEFT JOIN ${at(schema, 'profiles')} p ON p.id = a.id
    LEFT JOIN ${at(schema, 'schools')} s ON s.id = p.school_id
    WHERE ${where}
    ON CONFLICT (id) DO UPDATE SET email = excluded.email, role = excluded.role, global_role = excluded.global_role, status = excluded.status,
      email_verified = excluded.email_verified, organiser_id = excluded.organiser_id, fullname = excluded.fullname, username = excluded.username,
      has_profile = excluded.has_profile, school = excluded.school, grade = excluded.grade, years_of_experience = excluded.years_of_experience,
      created_at = excluded.created_at
    WHERE (row.email, row.role, row.global_role, row.status, row.email_verified, row.organiser_id, row.fullname, row.username, row.has_profile,
           row.school, row.grade, row.years_of_experience, row.created_at)
      IS DISTINCT FROM (excluded.email, excluded.role, excluded.global_role, excluded.status, excluded.email_verified, excluded.organiser_id,
           excluded.fullname, excluded.username, excluded.has_profile, excluded.school, excluded.grade, excluded.years_of_experience, excluded.created_at)`);
};

export const usersAdminListProjection = answerReadModel<Scope>({
  name: NAME,
  copies,
  tables: ['rows'],
  migrateAnswers: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${rowsTable(schema)} (
        id text PRIMARY KEY, email text, role text NOT NULL, global_role text NOT NULL, status text NOT NULL, email_verified boolean NOT NULL,
        organiser_id text, fullname text, username text, has_profile boolean NOT NULL, school text, grade text, years_of_experience text,
        created_at timestamptz NOT NULL)`);
  },
  newScope: () => ({ users: new Set(), all: false }),
  widen,
  forget: forgetPasswordHashesOn(new Set(typesOf(userAccountsProjection))),
  writeAnswers: writeRows,
});

const rows = () => rowsTable(readModelSchema(NAME));

export const listUsersForAdmin = async (
  db: CommonQueryMethods,
  filters: { role?: 'student' | 'teacher' | undefined; globalRole?: 'superuser' | 'user' | undefined } = {},
) => {
  const conditions = [sql.fragment`status <> 'deleted'`];
  if (filters.role) conditions.push(sql.fragment`role = ${filters.role}`);
  if (filters.globalRole) conditions.push(sql.fragment`global_role = ${filters.globalRole}`);
  const found = await db.any(sql.type(adminUserRow)`
    SELECT id, email, role, global_role, status, email_verified, organiser_id AS "organiserId", fullname, username,
           has_profile AS "hasProfile", school, grade, years_of_experience, created_at
    FROM ${rows()}
    WHERE ${sql.join(conditions, sql.fragment` AND `)}
    ORDER BY created_at DESC, id`);
  return [...found];
};

/** One account's row, or null when the list does not hold it (yet). */
export const findUserForAdmin = (db: CommonQueryMethods, id: string) =>
  db.maybeOne(sql.type(adminUserRow)`
    SELECT id, email, role, global_role, status, email_verified, organiser_id AS "organiserId", fullname, username,
           has_profile AS "hasProfile", school, grade, years_of_experience, created_at
    FROM ${rows()}
    WHERE id = ${id}`);

const accounts = sql.identifier([readModelSchema('user_accounts'), 'accounts']);

/** The dashboard's count of users, from the accounts themselves. */
export const countUsers = (db: CommonQueryMethods) =>
  db.oneFirst(sql.type(z.object({ count: z.coerce.number() }))`SELECT count(*) AS count FROM ${accounts} WHERE status <> 'deleted'`);
