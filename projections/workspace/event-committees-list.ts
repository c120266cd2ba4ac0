import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { committeeCategories } from '@domain/catalogue/committees';
import {
  eventCommitteeEventTypes,
  parseEventCommitteeEvent,
  type CommitteeSettings,
  type EventCommitteeEvent,
} from '@domain/workspace/event-committees';
import { readModelSchema, type Projection } from '../runtime/projection';
import { lenient } from '../runtime/lenient-parse';
import { RowBuffer } from '../runtime/row-buffer';

/**
 * An event's committees (the Committees tab, the dashboard, the delegate pages) and their
 * agendas (the Agendas tab). Chairs are kept as usernames; their names are looked up when
 * read, so an erased person's name never lingers here.
 */
const NAME = 'event_committees_list';
const committeesTable = (schema: string) => sql.identifier([schema, 'committees']);
const agendasTable = (schema: string) => sql.identifier([schema, 'agendas']);

const parsed = lenient((type, data): EventCommitteeEvent | null => parseEventCommitteeEvent(type, data));

const columnOf: Record<keyof CommitteeSettings, string> = {
  committeeId: 'committee_id',
  category: 'category',
  abbr: 'abbr',
  seats: 'seats',
  chairUsername: 'chair_username',
  deputyChair1Username: 'deputy_chair_1_username',
  deputyChair2Username: 'deputy_chair_2_username',
};

const committeeColumns = [
  'id',
  'event_id',
  'committee_id',
  'category',
  'abbr',
  'seats',
  'chair_username',
  'deputy_chair_1_username',
  'deputy_chair_2_username',
  'created_at',
  'updated_at',
];

/** The batch's rows: committees and agenda items. */
interface Rows {
  committees: RowBuffer;
  agendas: RowBuffer;
}

/** One event on the batch's rows, exactly as `handle` changes the tables. */
const foldCommittee = (rows: Rows, event: EventCommitteeEvent) => {
  switch (event.type) {
    case 'EventCommitteeAdded': {
      const d = event.data;
      rows.committees.insert({
        id: d.eventCommitteeId,
        event_id: d.eventId,
        committee_id: d.committeeId,
        category: d.category,
        abbr: d.abbr,
        seats: d.seats,
        chair_username: d.chairUsername,
        deputy_chair_1_username: d.deputyChair1Username,
        deputy_chair_2_username: d.deputyChair2Username,
        created_at: d.at,
        updated_at: d.at,
      });
      return;
    }
    case 'EventCommitteeUpdated': {
      const entries = Object.entries(event.data.changes) as Array<[keyof CommitteeSettings, string | number | null]>;
      if (entries.length === 0) return;
      rows.committees.update(event.data.eventCommitteeId, {
        ...Object.fromEntries(entries.map(([field, value]) => [columnOf[field], value])),
        updated_at: event.data.at,
      });
      return;
    }
    case 'EventCommitteeDeleted':
      for (const agenda of rows.agendas.filter((row) => row.event_committee_id === event.data.eventCommitteeId)) {
        rows.agendas.delete(String(agenda.id));
      }
      rows.committees.delete(event.data.eventCommitteeId);
      return;
    case 'AgendaItemAdded': {
      const d = event.data;
      rows.agendas.insert({
        id: d.agendaId,
        event_id: d.eventId,
        event_committee_id: d.eventCommitteeId,
        agenda_abbr: d.agendaAbbr,
        agenda_title: d.title,
        created_at: d.at,
        updated_at: d.at,
      });
      return;
    }
    case 'AgendaItemRetitled':
      rows.agendas.update(event.data.agendaId, { agenda_title: event.data.title, updated_at: event.data.at });
      return;
    case 'AgendaItemDeleted':
      rows.agendas.delete(event.data.agendaId);
      return;
    default:
      return;
  }
};

export const eventCommitteesListProjection: Projection = {
  name: NAME,
  filter: { eventTypes: [...eventCommitteeEventTypes] },
  tables: ['committees', 'agendas'],
  migrate: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${committeesTable(schema)} (
        id text PRIMARY KEY,
        event_id text NOT NULL,
        committee_id text NOT NULL,
        category text NOT NULL,
        abbr text NOT NULL,
        seats integer NOT NULL,
        chair_username text,
        deputy_chair_1_username text,
        deputy_chair_2_username text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS event_committees_event ON ${committeesTable(schema)} (event_id)`);
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${agendasTable(schema)} (
        id text PRIMARY KEY,
        event_id text NOT NULL,
        event_committee_id text NOT NULL,
        agenda_abbr text NOT NULL,
        agenda_title text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS event_agendas_event ON ${agendasTable(schema)} (event_id)`);
  },
  handle: async (tx, recorded, schema) => {
    const event = parsed(recorded);
    if (!event) return;
    const committees = committeesTable(schema);
    const agendas = agendasTable(schema);
    switch (event.type) {
      case 'EventCommitteeAdded': {
        const d = event.data;
        await tx.query(sql.unsafe`
          INSERT INTO ${committees} (id, event_id, committee_id, category, abbr, seats, chair_username, deputy_chair_1_username, deputy_chair_2_username, created_at, updated_at)
          VALUES (${d.eventCommitteeId}, ${d.eventId}, ${d.committeeId}, ${d.category}, ${d.abbr}, ${d.seats}, ${d.chairUsername}, ${d.deputyChair1Username},
                  ${d.deputyChair2Username}, ${d.at}, ${d.at})
          ON CONFLICT (id) DO NOTHING`);
        return;
      }
      case 'EventCommitteeUpdated': {
        const entries = Object.entries(event.data.changes) as Array<[keyof CommitteeSettings, string | number | null]>;
        if (entries.length === 0) return;
        const assignments = entries.map(([field, value]) => sql.fragment`${sql.identifier([columnOf[field]])} = ${value}`);
        await tx.query(sql.unsafe`
          UPDATE ${committees} SET ${sql.join(assignments, sql.fragment`, `)}, updated_at = ${event.data.at} WHERE id = ${event.data.eventCommitteeId}`);
        return;
      }
      case 'EventCommitteeDeleted':
        await tx.query(sql.unsafe`DELETE FROM ${agendas} WHERE event_committee_id = ${event.data.eventCommitteeId}`);
        await tx.query(sql.unsafe`DELETE FROM ${committees} WHERE id = ${event.data.eventCommitteeId}`);
        return;
      case 'AgendaItemAdded': {
        const d = event.data;
        await tx.query(sql.unsafe`
          INSERT INTO ${agendas} (id, event_id, event_committee_id, agenda_abbr, agenda_title, created_at, updated_at)
          VALUES (${d.agendaId}, ${d.eventId}, ${d.eventCommitteeId}, ${d.agendaAbbr}, ${d.title}, ${d.at}, ${d.at})
          ON CONFLICT (id) DO NOTHING`);
        return;
      }
      case 'AgendaItemRetitled':
        await tx.query(
          sql.unsafe`UPDATE ${agendas} SET agenda_title = ${event.data.title}, updated_at = ${event.data.at} WHERE id = ${event.data.agendaId}`,
        );
        return;
      case 'AgendaItemDeleted':
        await tx.query(sql.unsafe`DELETE FROM ${agendas} WHERE id = ${event.data.agendaId}`);
        return;
      default:
        return;
    }
  },
  // A batch in a few statements: the committees and agenda items it names (and those of committees it deletes) read, the rows written back.
  handleBatch: async (tx, recorded, schema) => {
    const events = recorded.flatMap((each) => parsed(each) ?? []);
    const rows = {
      committees: new RowBuffer({ table: committeesTable(schema), key: 'id', columns: committeeColumns }),
      agendas: new RowBuffer({
        table: agendasTable(schema),
        key: 'id',
        columns: ['id', 'event_id', 'event_committee_id', 'agenda_abbr', 'agenda_title', 'created_at', 'updated_at'],
      }),
    };
    const named = (key: 'eventCommitteeId' | 'agendaId') =>
      sql.array([...new Set(events.flatMap(({ data }) => (key in data ? [(data as Record<string, string>)[key]!] : [])))], 'text');
    await rows.committees.load(tx, sql.fragment`t.id = ANY(${named('eventCommitteeId')})`);
    await rows.agendas.load(tx, sql.fragment`t.id = ANY(${named('agendaId')}) OR t.event_committee_id = ANY(${named('eventCommitteeId')})`);
    for (const event of events) foldCommittee(rows, event);
    await rows.committees.flush(tx);
    await rows.agendas.flush(tx);
  },
};

export const eventCommitteeRow = z.object({
  id: z.string(),
  event_id: z.string(),
  committee_id: z.string(),
  category: z.enum(committeeCategories),
  abbr: z.string(),
  seats: z.number(),
  chair_username: z.string().nullable(),
  deputy_chair_1_username: z.string().nullable(),
  deputy_chair_2_username: z.string().nullable(),
});
export type EventCommitteeRow = z.infer<typeof eventCommitteeRow>;

export const agendaRow = z.object({
  id: z.string(),
  event_id: z.string(),
  event_committee_id: z.string(),
  agenda_abbr: z.string(),
  agenda_title: z.string(),
});
export type AgendaRow = z.infer<typeof agendaRow>;

const liveCommittees = committeesTable(readModelSchema(NAME));
const liveAgendas = agendasTable(readModelSchema(NAME));
const selectCommittees = sql.fragment`
  SELECT id, event_id, committee_id, category, abbr, seats, chair_username, deputy_chair_1_username, deputy_chair_2_username FROM ${liveCommittees}`;
const selectAgendas = sql.fragment`SELECT id, event_id, event_committee_id, agenda_abbr, agenda_title FROM ${liveAgendas}`;

/** An event's committees in the order they were added. */
export const listEventCommittees = async (db: CommonQueryMethods, eventId: string): Promise<EventCommitteeRow[]> => [
  ...(await db.any(sql.type(eventCommitteeRow)`${selectCommittees} WHERE event_id = ${eventId} ORDER BY created_at, id`)),
];

/**
 * One committee of an event, by the event committee's own id (the `id` of
 * get-all-event-committees, not the catalogue's), or null when the event has no such committee.
 */
export const findEventCommittee = (db: CommonQueryMethods, eventId: string, committeeId: string) =>
  db.maybeOne(sql.type(eventCommitteeRow)`${selectCommittees} WHERE event_id = ${eventId} AND id = ${committeeId}`);

/** An event committee by its id alone (the update and delete calls name only that). */
export const findEventCommitteeById = (db: CommonQueryMethods, id: string) =>
  db.maybeOne(sql.type(eventCommitteeRow)`${selectCommittees} WHERE id = ${id}`);

/** An event's agenda items, committee by committee, in the order they were added. */
export const listAgendasOfEvent = async (db: CommonQueryMethods, eventId: string): Promise<AgendaRow[]> => [
  ...(await db.any(sql.type(agendaRow)`${selectAgendas} WHERE event_id = ${eventId} ORDER BY created_at, id`)),
];

export const findAgenda = (db: CommonQueryMethods, id: string) => db.maybeOne(sql.type(agendaRow)`${selectAgendas} WHERE id = ${id}`);

/** The events at which a committee's chair or a deputy chair is named by this username now. */
export const listEventIdsChairedBy = async (db: CommonQueryMethods, username: string): Promise<string[]> => [
  ...(await db.anyFirst(sql.type(z.object({ event_id: z.string() }))`
    SELECT DISTINCT event_id FROM ${liveCommittees}
    WHERE ${username} IN (chair_username, deputy_chair_1_username, deputy_chair_2_username) ORDER BY event_id`)),
];
