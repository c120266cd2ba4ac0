import { sql, type CommonQueryMethods, type DatabaseTransactionConnection } from 'slonik';
import { z } from 'zod';
import { auditedEntities, eventPartEntities, type StatusChangeFilters } from '@domain/shared/status-change';
import type { RecordedEvent } from '../../commands/event-store/port';
import { eventsListProjection } from '../events/events-list';
import { organisersListProjection } from '../organisers/organisers-list';
import { registrationsListProjection } from '../registrations/registrations-list';
import { answerReadModel, typesOf } from '../runtime/answer-read-model';
import { readModelSchema, type Projection } from '../runtime/projection';
import { schoolsListProjection } from '../schools/schools-list';
import { userAccountsProjection } from '../users/accounts-projection';
import { eventCommitteesListProjection } from '../workspace/event-committees-list';
import { statusHistoryProjection } from './status-history';

/**
 * The History screen's answer: every status change with the names it shows (the thing changed
 * and who changed it). It keeps its own copies of what those names come from (people,
 * organisers, schools with their areas and localities, events, registrations, event committees),
 * kept by the same code as the read models they copy, so a rename, a merge or an erasure shows
 * here exactly as it does there (an erased person's name reads as null); after each batch it
 * writes again the names of the rows the batch touched.
 */
const NAME = 'audit_history';
const at = (schema: string, name: string) => sql.identifier([schema, name]);

/** Which rows' names an event changes: new rows, a person's, some events' or registrations', or every row of some entity types. */
type Scope = {
  eventIds: Set<string>;
  users: Set<string>;
  events: Set<string>;
  registrations: Set<string>;
  types: Set<string>;
  all: boolean;
};
type Data = { userId?: unknown; eventId?: unknown; registrationId?: unknown; registrationIds?: unknown; changes?: unknown };

/** The entity types named by their event's name. */
const namedByEvent = ['event', ...eventPartEntities];

const byId = (ids: Set<string>, value: unknown) => (typeof value === 'string' ? (ids.add(value), true) : false);

/** Each copy, with the rows whose names its events may change. */
const copies: ReadonlyArray<{ copy: Projection; widen: (scope: Scope, data: Data) => void }> = [
  { copy: statusHistoryProjection, widen: () => undefined },
  { copy: userAccountsProjection, widen: (scope, data) => byId(scope.users, data.userId) || scope.types.add('user').add('organiser') },
  { copy: organisersListProjection, widen: (scope) => scope.types.add('organiser') },
  { copy: schoolsListProjection, widen: (scope) => scope.types.add('school').add('area').add('locality') },
  {
    copy: eventsListProjection,
    // An event is renamed only by a change of its name (its other events, the far more frequent
    // ones, rename nothing); an event without one (a merge of schools) may touch any.
    widen: (scope, data) => {
      if (typeof data.eventId !== 'string') for (const type of namedByEvent) scope.types.add(type);
      else if (typeof data.changes === 'object' && data.changes !== null && 'name' in data.changes) scope.events.add(data.eventId);
    },
  },
  {
    copy: registrationsListProjection,
    widen: (scope, data) => {
      if (byId(scope.registrations, data.registrationId)) return;
      if (Array.isArray(data.registrationIds)) for (const id of data.registrationIds) scope.registrations.add(String(id));
      else scope.types.add('registration');
    },
  },
  { copy: eventCommitteesListProjection, widen: (scope) => scope.types.add('committee-chair') },
];

const textArray = (values: Set<string>) => sql.array([...values], 'text');

/** A person's name as the screen shows it: full name, else username, else email. */
const personName = (alias: string) =>
  sql.fragment`coalesce(${sql.identifier([alias, 'fullname'])}, ${sql.identifier([alias, 'username'])}, ${sql.identifier([alias, 'email'])})`;

/**
 * The names as the screen shows them, each looked up by key for its row's entity type alone:
 * a join of the eleven tables cost more to plan (a few milliseconds per batch) than the few rows
 * a batch rewrites cost to find.
 */
const namesOf = (schema: string, where: ReturnType<typeof sql.fragment>) => sql.fragment`
  SELECT c.event_id, c.entry,
         CASE c.entity_type
           WHEN 'user' THEN (SELECT ${personName('a')} FROM ${at(schema, 'accounts')} a WHERE a.id = c.entity_id)
           WHEN 'organiser' THEN (SELECT ${personName('a')} FROM ${at(schema, 'organisers')} o
                                    JOIN ${at(schema, 'accounts')} a ON a.id = o.user_id WHERE o.id = c.entity_id)
           WHEN 'school' THEN (SELECT name FROM ${at(schema, 'schools')} WHERE id = c.entity_id)
           WHEN 'area' THEN (SELECT name FROM ${at(schema, 'areas')} WHERE id = c.entity_id)
           WHEN 'locality' THEN (SELECT name FROM ${at(schema, 'localities')} WHERE id = c.entity_id)
           WHEN 'registration' THEN (SELECT registration_no FROM ${at(schema, 'registrations')} WHERE id = c.entity_id)
           WHEN 'committee-chair' THEN (SELECT abbr FROM ${at(schema, 'committees')} WHERE id = c.entity_id)
           ELSE (SELECT name FROM ${at(schema, 'events')} WHERE id = c.entity_id AND c.entity_type = ANY(${sql.array(namedByEvent, 'text')}))
         END AS entity_name,
         (SELECT ${personName('a')} FROM ${at(schema, 'accounts')} a WHERE a.id = c.actor_id) AS actor_name
  FROM ${at(schema, 'status_changes')} c
  WHERE ${where}`;

/**
 * The condition for the rows in `scope` (null: none), a union of lookups each served by an index (the key, the entity, the
 * actor), of the sets the batch filled only: as one filter of ORed conditions the planner read
 * the whole history on every batch, and a batch took longer the longer the history grew.
 */
const rowsIn = (schema: string, scope: Scope) => {
  const changes = at(schema, 'status_changes');
  const rows = (where: ReturnType<typeof sql.fragment>) => sql.fragment`SELECT event_id, entry FROM ${changes} WHERE ${where}`;
  const lookups = [];
  if (scope.eventIds.size > 0) lookups.push(rows(sql.fragment`event_id = ANY(${textArray(scope.eventIds)})`));
  if (scope.types.size > 0) lookups.push(rows(sql.fragment`entity_type = ANY(${textArray(scope.types)})`));
  if (scope.users.size > 0) {
    const users = textArray(scope.users);
    lookups.push(
      rows(sql.fragment`actor_id = ANY(${users})`),
      rows(sql.fragment`entity_type = 'user' AND entity_id = ANY(${users})`),
      rows(
        sql.fragment`entity_type = 'organiser' AND entity_id IN (SELECT id FROM ${at(schema, 'organisers')} WHERE user_id = ANY(${users}))`,
      ),
    );
  }
  if (scope.events.size > 0)
    lookups.push(rows(sql.fragment`entity_type = ANY(${sql.array(namedByEvent, 'text')}) AND entity_id = ANY(${textArray(scope.events)})`));
  if (scope.registrations.size > 0)
    lookups.push(rows(sql.fragment`entity_type = 'registration' AND entity_id = ANY(${textArray(scope.registrations)})`));
  return lookups.length === 0 ? null : sql.fragment`(c.event_id, c.entry) IN (${sql.join(lookups, sql.fragment` UNION `)})`;
};

/** Writes again the names of the rows in `scope`. */
const writeNames = async (tx: DatabaseTransactionConnection, schema: string, scope: Scope) => {
  const changes = at(schema, 'status_changes');
  const where = scope.all ? sql.fragment`TRUE` : rowsIn(schema, scope);
  if (where === null) return;
  await tx.query(sql.unsafe`
    UPDATE ${changes} AS row SET entity_name = named.entity_name, actor_name = named.actor_name
    FROM (${namesOf(schema, where)}) AS named
    WHERE row.event_id = named.event_id AND row.entry = named.entry
      AND (row.entity_name, row.actor_name) IS DISTINCT FROM (named.entity_name, named.actor_name)`);
};

const statusChangeTypes = new Set(typesOf(statusHistoryProjection));
const accountTypes = new Set(typesOf(userAccountsProjection));
const registrationTypes = new Set(typesOf(registrationsListProjection));
const organiserTypes = new Set(typesOf(organisersListProjection));

/** The copies are kept by their read models' own code, which stores more than names: no screen here shows the rest, so it goes. */
const forgetWhatIsNotShown = async (
  tx: DatabaseTransactionConnection,
  schema: string,
  touched: (types: ReadonlySet<string>) => boolean,
) => {
  if (touched(accountTypes)) {
    await tx.query(sql.unsafe`
      UPDATE ${at(schema, 'accounts')} SET password_hash = NULL, avatar_url = NULL WHERE password_hash IS NOT NULL OR avatar_url IS NOT NULL`);
  }
  if (touched(registrationTypes)) {
    await tx.query(sql.unsafe`
      UPDATE ${at(schema, 'registrations')} SET food_pref = NULL, food_allergies = NULL, emergency_name = NULL, emergency_phone = NULL
      WHERE food_pref IS NOT NULL OR food_allergies IS NOT NULL OR emergency_name IS NOT NULL OR emergency_phone IS NOT NULL`);
  }
  if (touched(organiserTypes)) {
    await tx.query(sql.unsafe`UPDATE ${at(schema, 'organisers')} SET evidence = 'null'::jsonb WHERE evidence <> 'null'::jsonb`);
  }
};

export const auditHistoryProjection = answerReadModel<Scope>({
  name: NAME,
  copies: copies.map(({ copy }) => copy),
  // The names live on the copied history rows themselves.
  tables: [],
  migrateAnswers: async (tx, schema) => {
    await tx.query(sql.unsafe`
      ALTER TABLE ${at(schema, 'status_changes')} ADD COLUMN IF NOT EXISTS entity_name text, ADD COLUMN IF NOT EXISTS actor_name text`);
    // Without these each batch read whole tables, and a rebuild slowed as the history grew: the
    // names are written again for the changes a person made (one branch of an OR, which an index
    // serves only when every branch has one), and what is not shown is forgotten from the rows
    // that still hold it (few: the ones the batch just wrote).
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS status_changes_actor ON ${at(schema, 'status_changes')} (actor_id)`);
    await tx.query(sql.unsafe`
      CREATE INDEX IF NOT EXISTS accounts_not_forgotten ON ${at(schema, 'accounts')} (id)
      WHERE password_hash IS NOT NULL OR avatar_url IS NOT NULL`);
    await tx.query(sql.unsafe`
      CREATE INDEX IF NOT EXISTS registrations_not_forgotten ON ${at(schema, 'registrations')} (id)
      WHERE food_pref IS NOT NULL OR food_allergies IS NOT NULL OR emergency_name IS NOT NULL OR emergency_phone IS NOT NULL`);
    await tx.query(sql.unsafe`
      CREATE INDEX IF NOT EXISTS organisers_not_forgotten ON ${at(schema, 'organisers')} (id) WHERE evidence <> 'null'::jsonb`);
  },
  newScope: () => ({ eventIds: new Set(), users: new Set(), events: new Set(), registrations: new Set(), types: new Set(), all: false }),
  widen: (scope, event) => {
    // The rows a batch adds are those of its status changes.
    if (statusChangeTypes.has(event.type)) scope.eventIds.add(event.id);
    for (const { copy, widen } of copies) if (typesOf(copy).includes(event.type)) widen(scope, event.data as Data);
  },
  forget: forgetWhatIsNotShown,
  writeAnswers: writeNames,
});

export const statusChangeRow = z.object({
  eventId: z.string(),
  entityType: z.enum(auditedEntities),
  entityId: z.string(),
  entityName: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.coerce.date(),
  detail: z.string().nullable(),
});

const changes = at(readModelSchema(NAME), 'status_changes');

/** A date alone as `to` means the whole of that day. */
const upperBound = (to: string) =>
  to.length === 10 ? sql.fragment`${to}::date + interval '1 day'` : sql.fragment`${to}::timestamptz + interval '1 millisecond'`;

const whereOf = (filters: StatusChangeFilters) => {
  const conditions = [sql.fragment`true`];
  if (filters.entityType) conditions.push(sql.fragment`c.entity_type = ${filters.entityType}`);
  if (filters.entityId) conditions.push(sql.fragment`c.entity_id = ${filters.entityId}`);
  if (filters.actorId) conditions.push(sql.fragment`c.actor_id = ${filters.actorId}`);
  if (filters.from) conditions.push(sql.fragment`c.at >= ${filters.from}::timestamptz`);
  if (filters.to) conditions.push(sql.fragment`c.at < ${upperBound(filters.to)}`);
  return sql.join(conditions, sql.fragment` AND `);
};

/** Newest first, with the names the read model keeps. */
export const listStatusChanges = async (db: CommonQueryMethods, filters: StatusChangeFilters, page: { limit: number; offset: number }) => {
  const where = whereOf(filters);
  const rows = await db.any(sql.type(statusChangeRow)`
    SELECT c.event_id AS "eventId", c.entity_type AS "entityType", c.entity_id AS "entityId", c.entity_name AS "entityName",
           c.from_status AS "from", c.to_status AS "to", c.actor_id AS "actorId", c.actor_name AS "actorName", c.at, c.detail
    FROM ${changes} c
    WHERE ${where}
    ORDER BY c.at DESC, length(c.position) DESC, c.position DESC, c.entry DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`);
  const total = await db.oneFirst(sql.type(z.object({ total: z.coerce.number() }))`
    SELECT count(*) AS total FROM ${changes} c WHERE ${where}`);
  return { rows: [...rows], total };
};
