import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { attendanceMarks, bySchedule } from '@domain/conference/conference-rules';
import { parseRollCallEvent, rollCallEventTypes, type RollCallEvent } from '@domain/conference/roll-call';
import { parseSessionEvent, sessionEventTypes, type SessionEvent } from '@domain/conference/sessions';
import { lenient } from '../runtime/lenient-parse';
import { readModelSchema, type Projection } from '../runtime/projection';
import { RowBuffer } from '../runtime/row-buffer';

/**
 * A conference's sessions (the organiser's programme) and every delegate's current roll-call
 * mark per committee and session (the chair's roll call, the attendance screens and the
 * export). Only ids are kept: names are looked up when read. A removed session's marks stay
 * (the stream keeps them); the screens show the sessions on the programme only.
 */
const NAME = 'conference_attendance';
const sessionsTable = (schema: string) => sql.identifier([schema, 'sessions']);
const marksTable = (schema: string) => sql.identifier([schema, 'marks']);

type ConferenceEvent = SessionEvent | RollCallEvent;
const parsed = lenient((type, data): ConferenceEvent | null => parseSessionEvent(type, data) ?? parseRollCallEvent(type, data));

const markId = (data: { eventCommitteeId: string; sessionId: string; registrationId: string }) =>
  `${data.eventCommitteeId}/${data.sessionId}/${data.registrationId}`;

interface Rows {
  sessions: RowBuffer;
  marks: RowBuffer;
}

/** One event on the batch's rows, exactly as `handle` changes the tables. */
const fold = (rows: Rows, event: ConferenceEvent) => {
  switch (event.type) {
    case 'SessionAdded': {
      const { sessionId, eventId, name, day, start, at } = event.data;
      rows.sessions.insert({ session_id: sessionId, event_id: eventId, name, day, start, created_at: at });
      return;
    }
    case 'SessionRenamed': {
      const { sessionId, name, day, start } = event.data;
      rows.sessions.update(sessionId, { name, day, start });
      return;
    }
    case 'SessionRemoved':
      rows.sessions.delete(event.data.sessionId);
      return;
    case 'AttendanceMarked': {
      const { eventId, eventCommitteeId, sessionId, registrationId, mark, late, by, at } = event.data;
      const set = { mark, late, marked_by: by, marked_at: at };
      rows.marks.upsert(
        {
          id: markId(event.data),
          event_id: eventId,
          event_committee_id: eventCommitteeId,
          session_id: sessionId,
          registration_id: registrationId,
          ...set,
        },
        () => set,
      );
      return;
    }
  }
};

export const conferenceAttendanceProjection: Projection = {
  name: NAME,
  filter: { eventTypes: [...sessionEventTypes, ...rollCallEventTypes] },
  tables: ['sessions', 'marks'],
  migrate: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${sessionsTable(schema)} (
        session_id text PRIMARY KEY,
        event_id text NOT NULL,
        name text NOT NULL,
        day text NOT NULL,
        start text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS conference_sessions_event ON ${sessionsTable(schema)} (event_id)`);
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${marksTable(schema)} (
        id text PRIMARY KEY,
        event_id text NOT NULL,
        event_committee_id text NOT NULL,
        session_id text NOT NULL,
        registration_id text NOT NULL,
        mark text NOT NULL,
        late boolean NOT NULL,
        marked_by text NOT NULL,
        marked_at timestamptz NOT NULL
      )`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS conference_marks_event ON ${marksTable(schema)} (event_id, event_committee_id)`);
  },
  handle: async (tx, recorded, schema) => {
    const event = parsed(recorded);
    if (!event) return;
    const sessions = sessionsTable(schema);
    switch (event.type) {
      case 'SessionAdded': {
        const { sessionId, eventId, name, day, start, at } = event.data;
        await tx.query(sql.unsafe`
          INSERT INTO ${sessions} (session_id, event_id, name, day, start, created_at)
          VALUES (${sessionId}, ${eventId}, ${name}, ${day}, ${start}, ${at}) ON CONFLICT (session_id) DO NOTHING`);
        return;
      }
      case 'SessionRenamed': {
        const { sessionId, name, day, start } = event.data;
        await tx.query(sql.unsafe`UPDATE ${sessions} SET name = ${name}, day = ${day}, start = ${start} WHERE session_id = ${sessionId}`);
        return;
      }
      case 'SessionRemoved':
        await tx.query(sql.unsafe`DELETE FROM ${sessions} WHERE session_id = ${event.data.sessionId}`);
        return;
      case 'AttendanceMarked': {
        const { eventId, eventCommitteeId, sessionId, registrationId, mark, late, by, at } = event.data;
        await tx.query(sql.unsafe`
          INSERT INTO ${marksTable(schema)} (id, event_id, event_committee_id, session_id, registration_id, mark, late, marked_by, marked_at)
          VALUES (${markId(event.data)}, ${eventId}, ${eventCommitteeId}, ${sessionId}, ${registrationId}, ${mark}, ${late}, ${by}, ${at})
          ON CONFLICT (id) DO UPDATE SET mark = excluded.mark, late = excluded.late, marked_by = excluded.marked_by, marked_at = excluded.marked_at`);
        return;
      }
    }
  },
  // A batch in a few statements: the sessions and marks it names read, the rows written back.
  handleBatch: async (tx, recorded, schema) => {
    const events = recorded.flatMap((each) => parsed(each) ?? []);
    const rows: Rows = {
      sessions: new RowBuffer({
        table: sessionsTable(schema),
        key: 'session_id',
        columns: ['session_id', 'event_id', 'name', 'day', 'start', 'created_at'],
      }),
      marks: new RowBuffer({
        table: marksTable(schema),
        key: 'id',
        columns: ['id', 'event_id', 'event_committee_id', 'session_id', 'registration_id', 'mark', 'late', 'marked_by', 'marked_at'],
      }),
    };
    await rows.sessions.loadKeys(
      tx,
      events.flatMap((event) => (event.type === 'AttendanceMarked' ? [] : [event.data.sessionId])),
    );
    await rows.marks.loadKeys(
      tx,
      events.flatMap((event) => (event.type === 'AttendanceMarked' ? [markId(event.data)] : [])),
    );
    for (const event of events) fold(rows, event);
    await rows.sessions.flush(tx);
    await rows.marks.flush(tx);
  },
};

const sessionRow = z.object({ session_id: z.string(), event_id: z.string(), name: z.string(), day: z.string(), start: z.string() });
export type SessionRow = z.infer<typeof sessionRow>;

const markRow = z.object({
  event_committee_id: z.string(),
  session_id: z.string(),
  registration_id: z.string(),
  mark: z.enum(attendanceMarks),
  late: z.boolean(),
  marked_by: z.string(),
  marked_at: z.string(),
});
export type MarkRow = z.infer<typeof markRow>;

const schema = readModelSchema(NAME);
const liveSessions = sessionsTable(schema);
const liveMarks = marksTable(schema);

/** An event's sessions, in the order of the programme. */
export const listSessions = async (db: CommonQueryMethods, eventId: string): Promise<SessionRow[]> =>
  [
    ...(await db.any(sql.type(sessionRow)`SELECT session_id, event_id, name, day, start FROM ${liveSessions} WHERE event_id = ${eventId}`)),
  ].sort(bySchedule);

/** The current marks of an event's sessions on the programme, of one committee or of all. */
export const listMarks = async (db: CommonQueryMethods, eventId: string, eventCommitteeId?: string): Promise<MarkRow[]> => [
  ...(await db.any(sql.type(markRow)`
    SELECT m.event_committee_id, m.session_id, m.registration_id, m.mark, m.late, m.marked_by,
           to_char(m.marked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS marked_at
    FROM ${liveMarks} m JOIN ${liveSessions} s ON s.session_id = m.session_id
    WHERE m.event_id = ${eventId} ${eventCommitteeId === undefined ? sql.fragment`` : sql.fragment`AND m.event_committee_id = ${eventCommitteeId}`}`)),
];
