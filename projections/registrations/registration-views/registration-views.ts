import { sql, type CommonQueryMethods, type DatabaseTransactionConnection } from 'slonik';
import { z } from 'zod';
import { registrationStatuses } from '@domain/registrations/roster';
import type { RecordedEvent } from '../../../commands/event-store/port';
import { delegateAllocationsProjection } from '../../allocation/delegate-allocations';
import { copyOfCommittees, copyOfCountries } from '../../catalogue-lists/read-models';
import { answerReadModel, forgetPasswordHashesOn, typesOf, answers, at } from '../../runtime/answer-read-model';
import { readModelSchema, type Projection } from '../../runtime/projection';
import { REMOVED_STATUSES } from '../../schools/directory-tables';
import { schoolsListProjection } from '../../schools/schools-list';
import { userAccountsProjection } from '../../users/accounts-projection';
import { userProfilesProjection } from '../../users/profiles-projection';
import { eventCommitteesListProjection } from '../../workspace/event-committees-list';
import { registrationsListProjection } from '../registrations-list';
import { viewOf, type JoinedRegistration, type RegistrationAnswer, type SeatView } from './view-of';

/**
 * The registration screens' answer (the organiser's Delegates tables, the delegate's own
 * registration), one row per registration, both as the organiser placed the delegate and as
 * it was published to them. It keeps its own copies of what the answer shows (registrations,
 * accounts, profiles, schools with their localities, event committees, seats, and the committee
 * and country catalogues), kept by the same code as the read models they copy, so it follows
 * renames, merges and profile changes exactly as they do; after each batch it writes again the
 * answers the batch touched.
 */
const NAME = 'registration_views';

const committeesCopy = copyOfCommittees(NAME);
const countriesCopy = copyOfCountries(NAME);

const copies: readonly Projection[] = [
  registrationsListProjection,
  userAccountsProjection,
  userProfilesProjection,
  schoolsListProjection,
  eventCommitteesListProjection,
  delegateAllocationsProjection,
  committeesCopy.projection,
  countriesCopy.projection,
];
/** School, locality and catalogue changes reach any registration: their batches write every answer again. */
const everywhere = new Set([schoolsListProjection, committeesCopy.projection, countriesCopy.projection].flatMap(typesOf));

/** Which answers an event changes: a registration's, a person's, an event's, or (directory and catalogue changes) all. */
type Scope = { registrations: Set<string>; users: Set<string>; events: Set<string>; all: boolean };

/** A seat shows its committee's id, abbreviation, catalogue entry and category: not its chairs, seats or agenda. */
const shownCommitteeSettings = ['abbr', 'category', 'committeeId'];
const showsNothing = (event: RecordedEvent) =>
  event.type.startsWith('AgendaItem') ||
  (event.type === 'EventCommitteeUpdated' &&
    !shownCommitteeSettings.some((setting) => setting in ((event.data.changes ?? {}) as Record<string, unknown>)));

const widen = (scope: Scope, event: RecordedEvent) => {
  const data = event.data as { registrationId?: unknown; registrationIds?: unknown; userId?: unknown; eventId?: unknown };
  if (showsNothing(event)) return;
  if (everywhere.has(event.type)) scope.all = true;
  else if (typeof data.registrationId === 'string') scope.registrations.add(data.registrationId);
  else if (Array.isArray(data.registrationIds)) for (const id of data.registrationIds) scope.registrations.add(String(id));
  else if (typeof data.userId === 'string') scope.users.add(data.userId);
  else if (typeof data.eventId === 'string') scope.events.add(data.eventId);
  else scope.all = true;
};

const nullableText = z.string().nullable();
const committeeChoice = z.object({ id: z.string(), abbr: z.string(), committee: z.string() }).nullable();
export const seatColumns = {
  committee: z.object({ id: z.string(), abbr: z.string(), committee: z.string(), category: z.string() }).nullable(),
  country: z.object({ id: z.string(), name: z.string(), tier: z.string(), code: z.string() }).nullable(),
};
const joinedRow = z.object({
  id: z.string(),
  registration_no: z.string(),
  event_id: z.string(),
  user_id: z.string(),
  role: z.enum(['student', 'teacher']),
  status: z.enum(registrationStatuses),
  mun_experience: z.number(),
  pref_committee_1: nullableText,
  pref_committee_2: nullableText,
  pref_committee_3: nullableText,
  prefs: z.tuple([committeeChoice, committeeChoice, committeeChoice]),
  food_pref: nullableText,
  food_allergies: nullableText,
  emergency_name: nullableText,
  emergency_phone: nullableText,
  created_at: z.coerce.date(),
  email: nullableText,
  avatar_url: nullableText,
  profile: z
    .object({
      username: nullableText,
      fullname: nullableText,
      birthday: nullableText,
      gender: nullableText,
      phone_e164: nullableText,
      phone: nullableText,
      country_code: nullableText,
      grade: nullableText,
      years_of_experience: nullableText,
      custom_school_name: nullableText,
      custom_locality_name: nullableText,
    })
    .nullable(),
  school: z.object({ name: z.string(), locality_name: z.string() }).nullable(),
  draft: z.object(seatColumns).nullable(),
  published: z.object(seatColumns).nullable(),
  flagged: z.boolean(),
  unlocked: z.boolean(),
}) satisfies z.ZodType<JoinedRegistration>;

/** A seat's event committee (of the registration's event `r`) and country, as JSON, from the copies in `schema`. */
export const seatOf = (
  schema: string,
  committeeId: ReturnType<typeof sql.fragment>,
  countryId: ReturnType<typeof sql.fragment>,
) => sql.fragment`
  (SELECT json_build_object(
     'committee', json_build_object('id', ec.id, 'abbr', ec.abbr, 'committee', coalesce(cc.committee, ec.abbr), 'category', ec.category),
     'country', (SELECT json_build_object('id', co.id::text, 'name', co.name, 'tier', co.tier, 'code', co.code) FROM ${at(schema, 'catalogue_countries')} co WHERE co.id::text = ${countryId}))
   FROM ${at(schema, 'committees')} ec LEFT JOIN ${at(schema, 'catalogue_committees')} cc ON cc.id::text = ec.committee_id
   WHERE ec.id = ${committeeId} AND ec.event_id = r.event_id)`;

const choiceOf = (schema: string, column: string) => sql.fragment`
  (SELECT json_build_object('id', c.id::text, 'abbr', c.abbr, 'committee', c.committee) FROM ${at(schema, 'catalogue_committees')} c WHERE c.id::text = r.${sql.identifier([column])})`;

const selectJoined = (schema: string) => sql.fragment`
  SELECT r.id, r.registration_no, r.event_id, r.user_id, r.role, r.status, r.mun_experience, r.pref_committee_1, r.pref_committee_2, r.pref_committee_3,
         json_build_array(${choiceOf(schema, 'pref_committee_1')}, ${choiceOf(schema, 'pref_committee_2')}, ${choiceOf(schema, 'pref_committee_3')}) AS prefs,
         r.food_pref, r.food_allergies, r.emergency_name, r.emergency_phone, r.created_at,
         a.email, a.avatar_url,
         CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object(
           'username', p.username, 'fullname', p.fullname, 'birthday', p.birthday, 'gender', p.gender, 'phone_e164', p.phone_e164, 'phone', p.phone,
           'country_code', p.country_code, 'grade', p.grade, 'years_of_experience', p.years_of_experience,
           'custom_school_name', p.custom_school_name, 'custom_locality_name', p.custom_locality_name) END AS profile,
         CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('name', s.name, 'locality_name', coalesce(l.name, '')) END AS school,
         ${seatOf(schema, sql.fragment`d.event_committee_id`, sql.fragment`d.country_id`)} AS draft,
         ${seatOf(schema, sql.fragment`d.published_committee_id`, sql.fragment`d.published_country_id`)} AS published,
         coalesce(d.flagged, false) AS flagged, coalesce(d.unlocked, false) AS unlocked
  FROM ${at(schema, 'registrations')} r
  LEFT JOIN ${at(schema, 'accounts')} a ON a.id = r.user_id
  LEFT JOIN ${at(schema, 'profiles')} p ON p.id = r.user_id
  LEFT JOIN ${at(schema, 'schools')} s ON s.id = p.school_id AND s.status NOT IN ${REMOVED_STATUSES}
  LEFT JOIN ${at(schema, 'localities')} l ON l.id = s.locality_id
  LEFT JOIN ${at(schema, 'delegates')} d ON d.registration_id = r.id`;

const textArray = (values: Set<string>) => sql.array([...values], 'text');

/** Writes again the answers of the registrations in `scope`. */
const writeAnswers = async (tx: DatabaseTransactionConnection, schema: string, scope: Scope) => {
  if (!scope.all && scope.registrations.size + scope.users.size + scope.events.size === 0) return;
  const where = scope.all
    ? sql.fragment`TRUE`
    : sql.fragment`(r.id = ANY(${textArray(scope.registrations)}) OR r.user_id = ANY(${textArray(scope.users)}) OR r.event_id = ANY(${textArray(scope.events)}))`;
  const rows = await tx.any(sql.type(joinedRow)`${selectJoined(schema)} WHERE ${where}`);
  if (rows.length === 0) return;
  const values = rows.map((row) => [row.id, JSON.stringify(viewOf(row, 'draft')), JSON.stringify(viewOf(row, 'published'))]);
  await tx.query(sql.unsafe`
    INSERT INTO ${answers(schema)} AS answer (id, draft, published)
    SELECT id, draft::jsonb, published::jsonb FROM ${sql.unnest(values, ['text', 'text', 'text'])} AS v(id, draft, published)
    ON CONFLICT (id) DO UPDATE SET draft = excluded.draft, published = excluded.published
    WHERE (answer.draft, answer.published) IS DISTINCT FROM (excluded.draft, excluded.published)`);
};

const accountTypes = new Set(typesOf(userAccountsProjection));

export const registrationViewsProjection = answerReadModel<Scope>({
  name: NAME,
  copies,
  tables: ['answers'],
  migrateAnswers: async (tx, schema) => {
    await tx.query(
      sql.unsafe`CREATE TABLE IF NOT EXISTS ${answers(schema)} (id text PRIMARY KEY, draft jsonb NOT NULL, published jsonb NOT NULL)`,
    );
  },
  newScope: () => ({ registrations: new Set(), users: new Set(), events: new Set(), all: false }),
  widen,
  forget: forgetPasswordHashesOn(accountTypes),
  writeAnswers,
});

const answerRow = z.object({ id: z.string(), view: z.custom<RegistrationAnswer>() });

/** The answers for these registrations, in their order (a registration the read model has not shown yet is left out). */
export const findRegistrationAnswers = async (
  db: CommonQueryMethods,
  registrationIds: readonly string[],
  seats: SeatView,
): Promise<RegistrationAnswer[]> => {
  if (registrationIds.length === 0) return [];
  const live = answers(readModelSchema(NAME));
  const column = sql.identifier([seats]);
  const rows = await db.any(
    sql.type(answerRow)`SELECT id, ${column} AS view FROM ${live} WHERE id = ANY(${sql.array([...registrationIds], 'text')})`,
  );
  const viewOfId = new Map(rows.map((row) => [row.id, row.view]));
  return registrationIds.flatMap((id) => viewOfId.get(id) ?? []);
};

const bothRow = z.object({ id: z.string(), draft: z.custom<RegistrationAnswer>(), published: z.custom<RegistrationAnswer>() });

/** The answers for these registrations both as the organiser placed them and as published, read together (one snapshot). */
export const findRegistrationAnswersBoth = async (
  db: CommonQueryMethods,
  registrationIds: readonly string[],
): Promise<Array<{ id: string; draft: RegistrationAnswer; published: RegistrationAnswer }>> => {
  if (registrationIds.length === 0) return [];
  return [
    ...(await db.any(
      sql.type(
        bothRow,
      )`SELECT id, draft, published FROM ${answers(readModelSchema(NAME))} WHERE id = ANY(${sql.array([...registrationIds], 'text')})`,
    )),
  ];
};
