import { sql, type CommonQueryMethods, type DatabaseTransactionConnection } from 'slonik';
import { z } from 'zod';
import { eventEventTypes } from '@domain/events/event';
import type { RecordedEvent } from '../../../commands/event-store/port';
import { answerReadModel, answers, at } from '../../runtime/answer-read-model';
import { readModelSchema, type Projection } from '../../runtime/projection';
import { flatSchoolRow, schoolsListProjection, selectLiveSchoolsIn, toSchool } from '../../schools/schools-list';
import { eventRow, eventRowColumns, eventsListProjection } from '../events-list';
import { eventAnswerOf, type EventAnswer } from './view-of';

/**
 * The events screens' answer (the visible, organiser's, one-event and all-events lists): one row
 * per event not deleted, with its view but for the phase and the seats left, kept from its own
 * copies of the events list and the schools directory (names after renames and merges). The
 * seats left and the events a person registered for come from the registrations list, which is
 * written with each registration (inline): kept here, every registration would have to wait for
 * this read model, a rush most of all. So a screen reads two read models, never three.
 */
const NAME = 'event_views';

const copies: readonly Projection[] = [eventsListProjection, schoolsListProjection];

/** Which answers a batch touched: an event's, or those of the events held at a school, locality or area; or all. */
type Scope = { events: Set<string>; schools: Set<string>; localities: Set<string>; areas: Set<string>; all: boolean };

const byEvent = new Set<string>(eventEventTypes);
/**
 * The fields of a directory event that name what it changed, most precise first: a school's
 * event (a merge names both sides, a merge of localities the schools it moves) reaches the
 * events held there; an area's or locality's the events at its schools.
 */
const directoryKeys = [
  ['schools', ['schoolId', 'primarySchoolId', 'secondarySchoolId', 'schoolIds']],
  ['areas', ['areaId', 'primaryAreaId', 'secondaryAreaId']],
  ['localities', ['localityId', 'primaryLocalityId', 'secondaryLocalityId']],
] as const;

const widen = (scope: Scope, event: RecordedEvent) => {
  const data = event.data;
  if (byEvent.has(event.type)) {
    if (typeof data.eventId === 'string') scope.events.add(data.eventId);
    else scope.all = true;
    return;
  }
  for (const [kind, keys] of directoryKeys) {
    const named = keys.flatMap((key) => data[key] ?? []).filter((value): value is string => typeof value === 'string');
    if (named.length === 0) continue;
    for (const id of named) scope[kind].add(id);
    return;
  }
  scope.all = true;
};

const joinedRow = eventRow.extend({ school: flatSchoolRow.nullable() });
const textArray = (values: Set<string>) => sql.array([...values], 'text');

/** Writes again the answers of the events in `scope`; a deleted event has none. */
const writeAnswers = async (tx: DatabaseTransactionConnection, schema: string, scope: Scope) => {
  if (!scope.all && scope.events.size + scope.schools.size + scope.localities.size + scope.areas.size === 0) return;
  const reached = scope.all
    ? sql.fragment`TRUE`
    : sql.fragment`(e.id = ANY(${textArray(scope.events)}) OR e.school_id = ANY(${textArray(scope.schools)})
        OR school.locality_id = ANY(${textArray(scope.localities)}) OR school.area_id = ANY(${textArray(scope.areas)}))`;
  const rows = await tx.any(sql.type(joinedRow)`
    SELECT ${eventRowColumns}, CASE WHEN school.id IS NULL THEN NULL ELSE to_jsonb(school) END AS school
    FROM ${at(schema, 'events')} e
    LEFT JOIN (${selectLiveSchoolsIn(schema)}) school ON school.id = e.school_id
    WHERE e.status <> 'deleted' AND ${reached}`);
  const values = rows.map((row) => {
    const view = eventAnswerOf(row, row.school ? toSchool(row.school) : undefined);
    return [row.id, row.organiser_id, row.status, row.start_date, view.created_at, JSON.stringify(view)];
  });
  const kept = sql.array(
    values.map((value) => value[0]!),
    'text',
  );
  // Only an event's own events delete it, and they name it.
  const gone = scope.all ? sql.fragment`TRUE` : sql.fragment`id = ANY(${textArray(scope.events)})`;
  await tx.query(sql.unsafe`DELETE FROM ${answers(schema)} WHERE ${gone} AND NOT (id = ANY(${kept}))`);
  if (values.length === 0) return;
  await tx.query(sql.unsafe`
    INSERT INTO ${answers(schema)} AS answer (id, organiser_id, status, start_date, created_at, view)
    SELECT id, organiser_id, status, start_date::date, created_at::timestamptz, view::jsonb
    FROM ${sql.unnest(values, ['text', 'text', 'text', 'text', 'text', 'text'])} AS v(id, organiser_id, status, start_date, created_at, view)
    ON CONFLICT (id) DO UPDATE SET organiser_id = excluded.organiser_id, status = excluded.status, start_date = excluded.start_date,
                                   created_at = excluded.created_at, view = excluded.view
    WHERE (answer.organiser_id, answer.status, answer.start_date, answer.created_at, answer.view)
      IS DISTINCT FROM (excluded.organiser_id, excluded.status, excluded.start_date, excluded.created_at, excluded.view)`);
};

export const eventViewsProjection = answerReadModel<Scope>({
  name: NAME,
  copies,
  tables: ['answers'],
  migrateAnswers: async (tx, schema) => {
    // The columns the lists filter and order on beside the view.
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${answers(schema)} (
        id text PRIMARY KEY,
        organiser_id text NOT NULL,
        status text NOT NULL,
        start_date date NOT NULL,
        created_at timestamptz NOT NULL,
        view jsonb NOT NULL
      )`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS event_answers_organiser ON ${answers(schema)} (organiser_id)`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS event_answers_order ON ${answers(schema)} (start_date, created_at, id)`);
  },
  newScope: () => ({ events: new Set(), schools: new Set(), localities: new Set(), areas: new Set(), all: false }),
  widen,
  writeAnswers,
});

/** Which events a list holds (deleted events are in none). */
export type EventAnswersFilter =
  | { kind: 'all' }
  | { kind: 'organiser'; organiserId: string }
  /** What a student or teacher sees: the public statuses, their own events if they organise, and those they are registered for. */
  | { kind: 'visible'; statuses: readonly string[]; organiserId: string | null; registeredIds: readonly string[] };

const schema = readModelSchema(NAME);

const whereOf = (filter: EventAnswersFilter) => {
  switch (filter.kind) {
    case 'all':
      return sql.fragment`TRUE`;
    case 'organiser':
      return sql.fragment`a.organiser_id = ${filter.organiserId}`;
    case 'visible':
      return sql.fragment`(a.status = ANY(${sql.array([...filter.statuses], 'text')}) OR a.organiser_id = ${filter.organiserId ?? ''}
        OR a.id = ANY(${sql.array([...filter.registeredIds], 'text')}))`;
  }
};

const answerRow = z.object({ view: z.custom<EventAnswer>() });

/** The answers the filter lets through (only the event `id`, when given), by start date, then as created. */
export const listEventAnswers = async (db: CommonQueryMethods, filter: EventAnswersFilter, id?: string): Promise<EventAnswer[]> => {
  const only = id === undefined ? sql.fragment`` : sql.fragment`AND a.id = ${id}`;
  const rows = await db.any(sql.type(answerRow)`
    SELECT a.view FROM ${answers(schema)} a WHERE ${whereOf(filter)} ${only} ORDER BY a.start_date, a.created_at, a.id`);
  return rows.map((row) => row.view);
};
