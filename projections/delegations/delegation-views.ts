import { sql, type CommonQueryMethods, type DatabaseTransactionConnection } from 'slonik';
import { z } from 'zod';
import { countryFlag } from '@domain/catalogue/country-flag';
import { schoolKeyOf } from '@domain/delegations/delegation';
import { publicEventStatuses } from '@domain/events/event';
import { registrationStatuses } from '@domain/registrations/roster';
import type { RecordedEvent } from '../../commands/event-store/port';
import { delegateAllocationsProjection } from '../allocation/delegate-allocations';
import { copyOfCommittees, copyOfCountries } from '../catalogue-lists/read-models';
import { eventsListProjection } from '../events/events-list';
import { seatColumns, seatOf } from '../registrations/registration-views/registration-views';
import { shownSeat } from '../registrations/registration-views/view-of';
import { registrationsListProjection } from '../registrations/registrations-list';
import { answerReadModel, typesOf, answers, at } from '../runtime/answer-read-model';
import { readModelSchema, type Projection } from '../runtime/projection';
import { userProfilesProjection } from '../users/profiles-projection';
import { eventCommitteesListProjection } from '../workspace/event-committees-list';

/**
 * The delegation screen's answer (a teacher's "My delegation"): one row per registration whose
 * delegate's profile names a school, with the event, the delegate's name, grade and status, and
 * the seat as published to the delegate (the rule of their own page, `shownSeat` over the
 * published seat). Kept from its own copies of the registrations, profiles, events, event
 * committees, seats and the committee and country catalogues, so no call joins seven read
 * models; the copies forget the contact details, birthdays and registration details no advisor
 * sees. Rows are found by the school (`schoolKeyOf`), so a delegate who changes school moves
 * to the other delegation.
 */
const NAME = 'delegation_views';

const committeesCopy = copyOfCommittees(NAME);
const countriesCopy = copyOfCountries(NAME);

const copies: readonly Projection[] = [
  registrationsListProjection,
  userProfilesProjection,
  eventsListProjection,
  eventCommitteesListProjection,
  delegateAllocationsProjection,
  committeesCopy.projection,
  countriesCopy.projection,
];
/** Catalogue changes reach any seat: their batches write every answer again. */
const everywhere = new Set([committeesCopy.projection, countriesCopy.projection].flatMap(typesOf));

/** Which answers a batch touched: a registration's, a person's, an event's, or (catalogues, school merges) all. */
type Scope = { registrations: Set<string>; users: Set<string>; events: Set<string>; all: boolean };

const widen = (scope: Scope, event: RecordedEvent) => {
  // Agendas, documents and chairs are not shown here.
  if (event.type.startsWith('AgendaItem')) return;
  const data = event.data as { registrationId?: unknown; registrationIds?: unknown; userId?: unknown; eventId?: unknown };
  if (everywhere.has(event.type)) scope.all = true;
  else if (typeof data.registrationId === 'string') scope.registrations.add(data.registrationId);
  else if (Array.isArray(data.registrationIds)) for (const id of data.registrationIds) scope.registrations.add(String(id));
  else if (typeof data.userId === 'string') scope.users.add(data.userId);
  else if (typeof data.eventId === 'string') scope.events.add(data.eventId);
  else scope.all = true;
};

const personalTypes = new Set([...typesOf(userProfilesProjection), ...typesOf(registrationsListProjection)]);

/** The copies keep what the advisor sees of a person: name and grade; not their birthday, phone or the registration's private details. */
const forget = async (tx: DatabaseTransactionConnection, schema: string, touched: (types: ReadonlySet<string>) => boolean) => {
  if (!touched(personalTypes)) return;
  await tx.query(sql.unsafe`
    UPDATE ${at(schema, 'profiles')} SET birthday = NULL, gender = NULL, country_code = NULL, phone = NULL, phone_e164 = NULL
    WHERE (birthday, gender, country_code, phone, phone_e164) IS DISTINCT FROM (NULL, NULL, NULL, NULL, NULL)`);
  await tx.query(sql.unsafe`
    UPDATE ${at(schema, 'registrations')} SET food_pref = NULL, food_allergies = NULL, emergency_name = NULL, emergency_phone = NULL
    WHERE (food_pref, food_allergies, emergency_name, emergency_phone) IS DISTINCT FROM (NULL, NULL, NULL, NULL)`);
};

const joinedRow = z.object({
  id: z.string(),
  registration_no: z.string(),
  event_id: z.string(),
  user_id: z.string(),
  role: z.enum(['student', 'teacher']),
  status: z.enum(registrationStatuses),
  fullname: z.string().nullable(),
  grade: z.string().nullable(),
  school_id: z.string().nullable(),
  custom_school_name: z.string().nullable(),
  event_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  event_status: z.string(),
  published: z.object(seatColumns).nullable(),
});
type JoinedRow = z.infer<typeof joinedRow>;

const selectJoined = (schema: string) => sql.fragment`
  SELECT r.id, r.registration_no, r.event_id, r.user_id, r.role, r.status, p.fullname, p.grade, p.school_id, p.custom_school_name,
         e.name AS event_name, e.start_date::text AS start_date, e.end_date::text AS end_date, e.status AS event_status,
         ${seatOf(schema, sql.fragment`d.published_committee_id`, sql.fragment`d.published_country_id`)} AS published
  FROM ${at(schema, 'registrations')} r
  JOIN ${at(schema, 'profiles')} p ON p.id = r.user_id
  JOIN ${at(schema, 'events')} e ON e.id = r.event_id
  LEFT JOIN ${at(schema, 'delegates')} d ON d.registration_id = r.id`;

/** One delegate of a delegation as the advisor sees them: no contact details, the seat only as published to the delegate. */
const delegateOf = (row: JoinedRow) => {
  const { committee, country } = shownSeat(row.published);
  return {
    id: row.id,
    registration_no: row.registration_no,
    user_id: row.user_id,
    fullname: row.fullname,
    role: row.role,
    grade: row.grade,
    status: row.status,
    committee: committee ? { id: committee.id, abbr: committee.abbr, committee: committee.committee } : null,
    country: country ? { id: country.id, name: country.name, code: country.code, flag: countryFlag(country.code) } : null,
  };
};
export type DelegationDelegate = ReturnType<typeof delegateOf>;
type Answer = {
  event: { id: string; name: string; start_date: string; end_date: string };
  delegate: DelegationDelegate;
};

const textArray = (values: Set<string>) => sql.array([...values], 'text');

/** Writes again the answers of the registrations in `scope`; a registration whose delegate names no school has none. */
const writeAnswers = async (tx: DatabaseTransactionConnection, schema: string, scope: Scope) => {
  if (!scope.all && scope.registrations.size + scope.users.size + scope.events.size === 0) return;
  const where = (alias: 'r' | 'answer') =>
    scope.all
      ? sql.fragment`TRUE`
      : sql.fragment`(${sql.identifier([alias, 'id'])} = ANY(${textArray(scope.registrations)})
          OR ${sql.identifier([alias, 'user_id'])} = ANY(${textArray(scope.users)})
          OR ${sql.identifier([alias, 'event_id'])} = ANY(${textArray(scope.events)}))`;
  const rows = await tx.any(sql.type(joinedRow)`${selectJoined(schema)} WHERE ${where('r')}`);
  const values = rows.flatMap((row) => {
    const schoolKey = schoolKeyOf({ schoolId: row.school_id, customSchoolName: row.custom_school_name });
    if (schoolKey === null) return [];
    const answer: Answer = {
      event: { id: row.event_id, name: row.event_name, start_date: row.start_date, end_date: row.end_date },
      delegate: delegateOf(row),
    };
    return [[row.id, row.user_id, row.event_id, schoolKey, row.event_status, JSON.stringify(answer)]];
  });
  const kept = sql.array(
    values.map((value) => value[0]!),
    'text',
  );
  await tx.query(sql.unsafe`DELETE FROM ${answers(schema)} answer WHERE ${where('answer')} AND NOT (answer.id = ANY(${kept}))`);
  if (values.length === 0) return;
  await tx.query(sql.unsafe`
    INSERT INTO ${answers(schema)} AS answer (id, user_id, event_id, school_key, event_status, view)
    SELECT id, user_id, event_id, school_key, event_status, view::jsonb
    FROM ${sql.unnest(values, ['text', 'text', 'text', 'text', 'text', 'text'])} AS v(id, user_id, event_id, school_key, event_status, view)
    ON CONFLICT (id) DO UPDATE SET school_key = excluded.school_key, event_status = excluded.event_status, view = excluded.view
    WHERE (answer.school_key, answer.event_status, answer.view) IS DISTINCT FROM (excluded.school_key, excluded.event_status, excluded.view)`);
};

export const delegationViewsProjection = answerReadModel<Scope>({
  name: NAME,
  copies,
  tables: ['answers'],
  migrateAnswers: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${answers(schema)} (
        id text PRIMARY KEY,
        user_id text NOT NULL,
        event_id text NOT NULL,
        school_key text NOT NULL,
        event_status text NOT NULL,
        view jsonb NOT NULL
      )`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS delegation_answers_school ON ${answers(schema)} (school_key)`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS delegation_answers_user ON ${answers(schema)} (user_id)`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS delegation_answers_event ON ${answers(schema)} (event_id)`);
  },
  newScope: () => ({ registrations: new Set(), users: new Set(), events: new Set(), all: false }),
  widen,
  forget,
  writeAnswers,
});

export interface DelegationEvent {
  id: string;
  name: string;
  start_date: string;
  end_date: string;
  delegates: DelegationDelegate[];
}

const answerRow = z.object({ view: z.custom<Answer>() });

/**
 * A school's delegation at each event its delegates registered for, the events the school's
 * people may see (approved, cancelled, completed), the latest first; delegates by name.
 */
export const findDelegations = async (db: CommonQueryMethods, schoolKey: string): Promise<DelegationEvent[]> => {
  const rows = await db.any(sql.type(answerRow)`
    SELECT view FROM ${answers(readModelSchema(NAME))}
    WHERE school_key = ${schoolKey} AND event_status = ANY(${sql.array([...publicEventStatuses], 'text')})
    ORDER BY view->'event'->>'start_date' DESC, view->'event'->>'name', view->'event'->>'id',
             lower(coalesce(view->'delegate'->>'fullname', '')), view->'delegate'->>'registration_no'`);
  const events = new Map<string, DelegationEvent>();
  for (const { view } of rows) {
    const event = events.get(view.event.id) ?? { ...view.event, delegates: [] };
    events.set(view.event.id, event);
    event.delegates.push(view.delegate);
  }
  return [...events.values()];
};
