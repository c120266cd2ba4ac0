import { sql, type CommonQueryMethods, type DatabaseTransactionConnection } from 'slonik';
import { z } from 'zod';
import { evidenceSchema, organiserStatuses } from '@domain/organisers/organiser';
import type { RecordedEvent } from '../../../commands/event-store/port';
import { answerReadModel, typesOf, answers, at } from '../../runtime/answer-read-model';
import { readModelSchema, type Projection } from '../../runtime/projection';
import { REMOVED_STATUSES } from '../../schools/directory-tables';
import { schoolsListProjection } from '../../schools/schools-list';
import { userAccountsProjection } from '../../users/accounts-projection';
import { userProfilesProjection } from '../../users/profiles-projection';
import { organisersListProjection } from '../organisers-list';
import { viewOf, type JoinedOrganiser, type OrganiserAnswer } from './view-of';

/**
 * The super user's Organisers list (§2.6) and the organiser writes' answer: one row per
 * organiser record. It keeps its own copies of what the answer shows (organiser records,
 * accounts, profiles, schools with their localities), kept by the same code as the read models
 * they copy, so it follows renames, merges and profile changes exactly as they do; after each
 * batch it writes again the answers the batch touched. Records of deleted accounts have no
 * answer: nobody can act as them.
 */
const NAME = 'organiser_views';

const copies: readonly Projection[] = [organisersListProjection, userAccountsProjection, userProfilesProjection, schoolsListProjection];
/** School and locality changes (merges too) reach any record: their batches write every answer again. */
const everywhere = new Set(typesOf(schoolsListProjection));

/** Which answers an event changes: a record's, a person's, or (directory changes) all. */
type Scope = { organisers: Set<string>; users: Set<string>; all: boolean };
const widen = (scope: Scope, event: RecordedEvent) => {
  const data = event.data as { organiserId?: unknown; userId?: unknown };
  if (everywhere.has(event.type)) scope.all = true;
  else if (typeof data.organiserId === 'string' || typeof data.userId === 'string') {
    if (typeof data.organiserId === 'string') scope.organisers.add(data.organiserId);
    if (typeof data.userId === 'string') scope.users.add(data.userId);
  } else scope.all = true;
};

const nullableText = z.string().nullable();
const joinedRow = z.object({
  id: z.string(),
  user_id: z.string(),
  school_id: z.string(),
  locality_id: nullableText,
  role: z.string(),
  evidence: evidenceSchema,
  status: z.enum([...organiserStatuses, 'deleted']),
  created_at: z.coerce.date(),
  actioned_at: z.coerce.date().nullable(),
  actioned_by_user_id: nullableText,
  revision: z.number(),
  account: z.object({ role: z.enum(['student', 'teacher']), username: nullableText, fullname: nullableText }).nullable(),
  profile: z
    .object({
      username: nullableText,
      fullname: nullableText,
      grade: nullableText,
      years_of_experience: nullableText,
      custom_locality_name: nullableText,
    })
    .nullable(),
  school: z.object({ name: z.string(), locality_name: z.string() }).nullable(),
}) satisfies z.ZodType<Omit<JoinedOrganiser, 'account'> & { account: JoinedOrganiser['account'] | null }>;

const selectJoined = (schema: string) => sql.fragment`
  SELECT o.id, o.user_id, o.school_id, o.locality_id, o.role, o.evidence, o.status, o.created_at, o.actioned_at, o.actioned_by_user_id, o.revision,
         CASE WHEN a.id IS NULL OR a.status = 'deleted' THEN NULL
              ELSE json_build_object('role', a.role, 'username', a.username, 'fullname', a.fullname) END AS account,
         CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object(
           'username', p.username, 'fullname', p.fullname, 'grade', p.grade, 'years_of_experience', p.years_of_experience,
           'custom_locality_name', p.custom_locality_name) END AS profile,
         CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('name', s.name, 'locality_name', coalesce(l.name, '')) END AS school
  FROM ${at(schema, 'organisers')} o
  LEFT JOIN ${at(schema, 'accounts')} a ON a.id = o.user_id
  LEFT JOIN ${at(schema, 'profiles')} p ON p.id = o.user_id
  LEFT JOIN ${at(schema, 'schools')} s ON s.id = o.school_id AND s.status NOT IN ${REMOVED_STATUSES}
  LEFT JOIN ${at(schema, 'localities')} l ON l.id = s.locality_id`;

const textArray = (values: Set<string>) => sql.array([...values], 'text');

/** Writes again the answers of the records in `scope`; a record whose account is gone or deleted loses its answer. */
const writeAnswers = async (tx: DatabaseTransactionConnection, schema: string, scope: Scope) => {
  if (!scope.all && scope.organisers.size + scope.users.size === 0) return;
  const where = scope.all
    ? sql.fragment`TRUE`
    : sql.fragment`(o.id = ANY(${textArray(scope.organisers)}) OR o.user_id = ANY(${textArray(scope.users)}))`;
  const rows = await tx.any(sql.type(joinedRow)`${selectJoined(schema)} WHERE ${where}`);
  const gone = rows.filter((row) => row.account === null).map((row) => row.id);
  if (gone.length > 0) await tx.query(sql.unsafe`DELETE FROM ${answers(schema)} WHERE id = ANY(${sql.array(gone, 'text')})`);
  const values = rows.flatMap(({ account, ...row }) =>
    account === null ? [] : [[row.id, row.status, row.created_at.toISOString(), JSON.stringify(viewOf({ ...row, account }))]],
  );
  if (values.length === 0) return;
  await tx.query(sql.unsafe`
    INSERT INTO ${answers(schema)} AS answer (id, status, created_at, view)
    SELECT id, status, created_at::timestamptz, view::jsonb FROM ${sql.unnest(values, ['text', 'text', 'text', 'text'])} AS v(id, status, created_at, view)
    ON CONFLICT (id) DO UPDATE SET status = excluded.status, created_at = excluded.created_at, view = excluded.view
    WHERE (answer.status, answer.created_at, answer.view) IS DISTINCT FROM (excluded.status, excluded.created_at, excluded.view)`);
};

const accountTypes = new Set(typesOf(userAccountsProjection));
const profileTypes = new Set(typesOf(userProfilesProjection));

export const organiserViewsProjection = answerReadModel<Scope>({
  name: NAME,
  copies,
  tables: ['answers'],
  migrateAnswers: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${answers(schema)} (id text PRIMARY KEY, status text NOT NULL, created_at timestamptz NOT NULL, view jsonb NOT NULL)`);
  },
  newScope: () => ({ organisers: new Set(), users: new Set(), all: false }),
  widen,
  // The copies are kept by their read models' own code, which stores what log-in and the profile
  // page need: this list shows none of it (password hash, email, avatar, birthday, gender, phone).
  forget: async (tx, schema, touched) => {
    if (touched(accountTypes)) {
      await tx.query(sql.unsafe`
        UPDATE ${at(schema, 'accounts')} SET password_hash = NULL, email = NULL, avatar_url = NULL
        WHERE password_hash IS NOT NULL OR email IS NOT NULL OR avatar_url IS NOT NULL`);
    }
    if (touched(profileTypes)) {
      await tx.query(sql.unsafe`
        UPDATE ${at(schema, 'profiles')} SET birthday = NULL, gender = NULL, country_code = NULL, phone = NULL, phone_e164 = NULL
        WHERE birthday IS NOT NULL OR gender IS NOT NULL OR country_code IS NOT NULL OR phone IS NOT NULL OR phone_e164 IS NOT NULL`);
    }
  },
  writeAnswers,
});

const live = answers(readModelSchema(NAME));
const answerRow = z.object({ view: z.custom<OrganiserAnswer>() });

/** The Organisers list: every record not deleted, newest request first. */
export const listOrganiserAnswers = async (db: CommonQueryMethods): Promise<OrganiserAnswer[]> => [
  ...(await db.anyFirst(sql.type(answerRow)`SELECT view FROM ${live} WHERE status <> 'deleted' ORDER BY created_at DESC, id`)),
];

/** One record's answer, whatever its status (null when there is none, or its account was deleted). */
export const findOrganiserAnswer = (db: CommonQueryMethods, id: string): Promise<OrganiserAnswer | null> =>
  db.maybeOneFirst(sql.type(answerRow)`SELECT view FROM ${live} WHERE id = ${id}`);
