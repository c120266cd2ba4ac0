import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import { eventEventTypes, eventStatuses, parseEventEvent, type EventDetails, type EventEvent } from '@domain/events/event';
import type { RecordedEvent } from '../../commands/event-store/port';
import { readModelSchema, type Projection } from '../runtime/projection';
import { RowBuffer, type Row } from '../runtime/row-buffer';
import { foldSchoolMerge, followSchoolMerges, loadRowsMergesReach, schoolMergeEventTypes } from '../schools/profile-school-merges';
import { lenient } from '../runtime/lenient-parse';

/**
 * Events as every list and the details tab read them: one row per event, deleted ones kept
 * with status 'deleted' and left out of every query. Each row keeps its stream's revision,
 * which makes replays harmless and lets clients send If-Match. School and locality follow
 * merges, like profiles and organisers do.
 */
const NAME = 'events_list';
const table = (schema: string) => sql.identifier([schema, 'events']);

const parsed = lenient((type, data): EventEvent | null => parseEventEvent(type, data));

const columnOf: Record<keyof EventDetails, string> = {
  name: 'name',
  description: 'description',
  startDate: 'start_date',
  endDate: 'end_date',
  numberOfSeats: 'number_of_seats',
  feesPerDelegate: 'fees_per_delegate',
  website: 'website',
  instagram: 'instagram',
};

const assignments = (changes: Partial<EventDetails>): FragmentSqlToken[] =>
  Object.entries(changes).map(
    ([field, value]) => sql.fragment`${sql.identifier([columnOf[field as keyof EventDetails]])} = ${value as string | number}`,
  );

const columns = [
  'id',
  'organiser_id',
  'name',
  'description',
  'start_date',
  'end_date',
  'cover_image',
  'logo_image',
  'school_id',
  'locality_id',
  'number_of_seats',
  'fees_per_delegate',
  'website',
  'instagram',
  'status',
  'created_at',
  'updated_at',
  'revision',
];

const merges = new Set<string>(schoolMergeEventTypes);

/** One event on the batch's rows, exactly as `handle` changes the table. */
const foldEvent = (events: RowBuffer, recorded: RecordedEvent) => {
  if (merges.has(recorded.type)) return foldSchoolMerge(events, recorded, { stamp: false });
  const event = parsed(recorded);
  if (!event) return;
  const revision = Number(recorded.revision);
  const { eventId, at } = event.data;
  // The revision guard of `handle`'s UPDATEs: a replayed event leaves a later one's values.
  const later = (changes: Row) => (row: Row) => (Number(row.revision) < revision ? { ...changes, updated_at: at, revision } : {});
  switch (event.type) {
    case 'EventCreated': {
      const d = event.data;
      return events.insert({
        id: eventId,
        organiser_id: d.organiserId,
        name: d.name,
        description: d.description,
        start_date: d.startDate,
        end_date: d.endDate,
        cover_image: d.coverImage,
        logo_image: d.logoImage,
        school_id: d.schoolId,
        locality_id: d.localityId,
        number_of_seats: d.numberOfSeats,
        fees_per_delegate: d.feesPerDelegate,
        website: d.website,
        instagram: d.instagram,
        status: d.to,
        created_at: at,
        updated_at: at,
        revision,
      });
    }
    case 'EventDetailsUpdated': {
      const changes = Object.entries(event.data.changes).map(([field, value]) => [columnOf[field as keyof EventDetails], value]);
      return events.update(eventId, later(Object.fromEntries(changes)));
    }
    case 'EventImageChanged':
      return events.update(eventId, later({ [event.data.image === 'coverImage' ? 'cover_image' : 'logo_image']: event.data.url }));
    case 'EventStatusChanged':
    case 'EventDeleted':
      return events.update(eventId, later({ status: event.data.to }));
    default:
      return;
  }
};

export const eventsListProjection: Projection = {
  name: NAME,
  filter: { eventTypes: [...eventEventTypes, ...schoolMergeEventTypes] },
  tables: ['events'],
  migrate: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${table(schema)} (
        id text PRIMARY KEY,
        organiser_id text NOT NULL,
        name text NOT NULL,
        description text NOT NULL,
        start_date date NOT NULL,
        end_date date NOT NULL,
        cover_image text NOT NULL,
        logo_image text NOT NULL,
        school_id text NOT NULL,
        locality_id text,
        number_of_seats integer NOT NULL,
        fees_per_delegate integer NOT NULL,
        website text NOT NULL,
        instagram text NOT NULL,
        status text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        revision integer NOT NULL
      )`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS events_organiser ON ${table(schema)} (organiser_id)`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS events_status_start ON ${table(schema)} (status, start_date)`);
  },
  handle: async (tx, recorded, schema) => {
    const events = table(schema);
    if ((schoolMergeEventTypes as readonly string[]).includes(recorded.type)) {
      await followSchoolMerges(tx, recorded, events, { stamp: false });
      return;
    }
    const event = parsed(recorded);
    if (!event) return;
    const revision = Number(recorded.revision);
    const { eventId, at } = event.data;
    switch (event.type) {
      case 'EventCreated': {
        const d = event.data;
        await tx.query(sql.unsafe`
          INSERT INTO ${events} (id, organiser_id, name, description, start_date, end_date, cover_image, logo_image, school_id, locality_id,
                                 number_of_seats, fees_per_delegate, website, instagram, status, created_at, updated_at, revision)
          VALUES (${eventId}, ${d.organiserId}, ${d.name}, ${d.description}, ${d.startDate}, ${d.endDate}, ${d.coverImage}, ${d.logoImage},
                  ${d.schoolId}, ${d.localityId}, ${d.numberOfSeats}, ${d.feesPerDelegate}, ${d.website}, ${d.instagram}, ${d.to}, ${at}, ${at}, ${revision})
          ON CONFLICT (id) DO NOTHING`);
        return;
      }
      case 'EventDetailsUpdated':
        await tx.query(sql.unsafe`
          UPDATE ${events} SET ${sql.join(assignments(event.data.changes), sql.fragment`, `)}, updated_at = ${at}, revision = ${revision}
          WHERE id = ${eventId} AND revision < ${revision}`);
        return;
      case 'EventImageChanged': {
        const column = sql.identifier([event.data.image === 'coverImage' ? 'cover_image' : 'logo_image']);
        await tx.query(sql.unsafe`
          UPDATE ${events} SET ${column} = ${event.data.url}, updated_at = ${at}, revision = ${revision}
          WHERE id = ${eventId} AND revision < ${revision}`);
        return;
      }
      case 'EventStatusChanged':
      case 'EventDeleted':
        await tx.query(sql.unsafe`
          UPDATE ${events} SET status = ${event.data.to}, updated_at = ${at}, revision = ${revision}
          WHERE id = ${eventId} AND revision < ${revision}`);
        return;
      default:
        return;
    }
  },
  // A batch in three statements at most: the events it names read, and the rows its merges reach, the rows written back.
  handleBatch: async (tx, recorded, schema) => {
    const events = new RowBuffer({ table: table(schema), key: 'id', columns });
    await events.loadKeys(
      tx,
      recorded.flatMap((each) => parsed(each)?.data.eventId ?? []),
    );
    await loadRowsMergesReach(tx, events, recorded);
    for (const each of recorded) foldEvent(events, each);
    await events.flush(tx);
  },
};

export const eventRow = z.object({
  id: z.string(),
  organiser_id: z.string(),
  name: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  cover_image: z.string(),
  logo_image: z.string(),
  school_id: z.string(),
  locality_id: z.string().nullable(),
  number_of_seats: z.number(),
  fees_per_delegate: z.number(),
  website: z.string(),
  instagram: z.string(),
  status: z.enum(eventStatuses),
  created_at: z.coerce.date(),
  revision: z.number(),
});
export type EventRow = z.infer<typeof eventRow>;

const live = table(readModelSchema(NAME));
/** An EventRow's columns, read from an events table named `e`: the list's own, or a copy's (see event_views). */
export const eventRowColumns = sql.fragment`
  e.id, e.organiser_id, e.name, e.description, to_char(e.start_date, 'YYYY-MM-DD') AS start_date, to_char(e.end_date, 'YYYY-MM-DD') AS end_date,
  e.cover_image, e.logo_image, e.school_id, e.locality_id, e.number_of_seats, e.fees_per_delegate, e.website, e.instagram, e.status, e.created_at,
  e.revision`;
const select = sql.fragment`SELECT ${eventRowColumns} FROM ${live} e`;

/** The event, unless it was deleted (or never existed). */
export const findEvent = (db: CommonQueryMethods, id: string) =>
  db.maybeOne(sql.type(eventRow)`${select} WHERE e.id = ${id} AND e.status <> 'deleted'`);

/** The super user's dashboard tiles (§4): pending counts as upcoming, completed as completed. */
export const countEventsByStatus = async (db: CommonQueryMethods): Promise<Record<string, number>> => {
  const rows = await db.any(
    sql.type(z.object({ status: z.string(), count: z.number() }))`SELECT status, count(*)::int AS count FROM ${live} GROUP BY status`,
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
};
