import { sql, type CommonQueryMethods, type DatabaseTransactionConnection } from 'slonik';
import { z } from 'zod';
import {
  criterionSchema,
  defaultRubric,
  paperEventTypes,
  paperIdOf,
  paperStatuses,
  parsePaperEvent,
  scoreSchema,
  type PaperEvent,
} from '@domain/papers/papers';
import type { RecordedEvent } from '../../commands/event-store/port';
import { lenient } from '../runtime/lenient-parse';
import { readModelSchema, type Projection } from '../runtime/projection';
import { RowBuffer, type Row } from '../runtime/row-buffer';

/**
 * Position papers as the screens read them: each event's paper settings (deadlines, rubric,
 * release) and one row per delegate's paper for a committee, with its versions and the chair's
 * review. Ids only: names and countries come from the registration answers at read time, so
 * nothing personal is copied here (but the name the delegate's file had).
 */
const NAME = 'position_papers';
const papersTable = (schema: string) => sql.identifier([schema, 'papers']);
const settingsTable = (schema: string) => sql.identifier([schema, 'settings']);

const parsed = lenient((type, data): PaperEvent | null => parsePaperEvent(type, data));

const paperColumns = [
  'id',
  'event_id',
  'event_committee_id',
  'registration_id',
  'user_id',
  'versions',
  'latest_at',
  'late',
  'status',
  'scores',
  'comment',
  'reviewed_version',
  'reviewed_by',
  'reviewed_at',
] as const;
const settingsColumns = ['event_id', 'deadline', 'committee_deadlines', 'rubric', 'released', 'released_by', 'released_at'] as const;

const settingsRow = (eventId: string): Row => ({
  event_id: eventId,
  deadline: null,
  committee_deadlines: {},
  rubric: null,
  released: false,
  released_by: null,
  released_at: null,
});

/** One event on the rows loaded, as the table should change (a replayed event changes nothing). */
const fold = (papers: RowBuffer, settings: RowBuffer, event: PaperEvent) => {
  switch (event.type) {
    case 'PaperDeadlineSet': {
      const { eventId, eventCommitteeId, deadline } = event.data;
      settings.insert(settingsRow(eventId));
      settings.update(eventId, (row) => {
        if (eventCommitteeId === null) return { deadline };
        const committeeDeadlines = { ...(row.committee_deadlines as Record<string, string>) };
        if (deadline === null) delete committeeDeadlines[eventCommitteeId];
        else committeeDeadlines[eventCommitteeId] = deadline;
        return { committee_deadlines: committeeDeadlines };
      });
      return;
    }
    case 'PaperRubricSet':
      settings.insert(settingsRow(event.data.eventId));
      settings.update(event.data.eventId, { rubric: event.data.criteria });
      return;
    case 'PaperScoresReleased': {
      const { eventId, released, by, at } = event.data;
      settings.insert(settingsRow(eventId));
      settings.update(eventId, { released, released_by: by, released_at: at });
      return;
    }
    case 'PaperSubmitted': {
      const { eventId, eventCommitteeId, registrationId, userId, version, file, name, size, type, late, deadline, at } = event.data;
      const id = paperIdOf(registrationId, eventCommitteeId);
      papers.insert({
        id,
        event_id: eventId,
        event_committee_id: eventCommitteeId,
        registration_id: registrationId,
        user_id: userId,
        versions: [],
        latest_at: at,
        late,
      });
      papers.update(id, (row) => {
        const versions = [...(row.versions as Array<Record<string, unknown> & { version: number; at: string; late: boolean }>)].filter(
          (each) => each.version !== version,
        );
        versions.push({ version, file, name, size, type, late, deadline, at });
        versions.sort((a, b) => a.version - b.version);
        const latest = versions.at(-1)!;
        return { versions, latest_at: latest.at, late: latest.late };
      });
      return;
    }
    case 'PaperReviewed': {
      const { eventCommitteeId, registrationId, status, scores, comment, version, by, at } = event.data;
      papers.update(paperIdOf(registrationId, eventCommitteeId), {
        status,
        scores,
        comment,
        reviewed_version: version,
        reviewed_by: by,
        reviewed_at: at,
      });
      return;
    }
  }
};

const apply = async (tx: DatabaseTransactionConnection, recorded: readonly RecordedEvent[], schema: string) => {
  const events = recorded.flatMap((each) => parsed(each) ?? []);
  if (events.length === 0) return;
  const papers = new RowBuffer({ table: papersTable(schema), key: 'id', columns: paperColumns });
  const settings = new RowBuffer({ table: settingsTable(schema), key: 'event_id', columns: settingsColumns });
  const paperIds = events.flatMap((event) =>
    event.type === 'PaperSubmitted' || event.type === 'PaperReviewed'
      ? [paperIdOf(event.data.registrationId, event.data.eventCommitteeId)]
      : [],
  );
  await papers.loadKeys(tx, paperIds);
  await settings.loadKeys(
    tx,
    events.flatMap((event) => (event.type === 'PaperSubmitted' || event.type === 'PaperReviewed' ? [] : [event.data.eventId])),
  );
  for (const event of events) fold(papers, settings, event);
  await papers.flush(tx);
  await settings.flush(tx);
};

export const positionPapersProjection: Projection = {
  name: NAME,
  filter: { eventTypes: [...paperEventTypes] },
  tables: ['papers', 'settings'],
  migrate: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${papersTable(schema)} (
        id text PRIMARY KEY,
        event_id text NOT NULL,
        event_committee_id text NOT NULL,
        registration_id text NOT NULL,
        user_id text NOT NULL,
        versions jsonb NOT NULL,
        latest_at text NOT NULL,
        late boolean NOT NULL,
        status text,
        scores jsonb,
        comment text,
        reviewed_version integer,
        reviewed_by text,
        reviewed_at text
      )`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS papers_committee ON ${papersTable(schema)} (event_id, event_committee_id)`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS papers_registration ON ${papersTable(schema)} (registration_id)`);
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${settingsTable(schema)} (
        event_id text PRIMARY KEY,
        deadline text,
        committee_deadlines jsonb NOT NULL,
        rubric jsonb,
        released boolean NOT NULL,
        released_by text,
        released_at text
      )`);
  },
  // One event is a batch of one: the same fold, so the two can never disagree.
  handle: (tx, event, schema) => apply(tx, [event], schema),
  // A batch in at most six statements: the papers and settings it names read, each table written back once.
  handleBatch: (tx, events, schema) => apply(tx, events, schema),
};

const versionSchema = z.object({
  version: z.number(),
  file: z.string(),
  name: z.string(),
  size: z.number(),
  type: z.enum(['pdf', 'docx']),
  late: z.boolean(),
  deadline: z.string().nullable(),
  at: z.string(),
});

export const paperRow = z.object({
  id: z.string(),
  event_id: z.string(),
  event_committee_id: z.string(),
  registration_id: z.string(),
  user_id: z.string(),
  versions: z.array(versionSchema),
  latest_at: z.string(),
  late: z.boolean(),
  status: z.enum(paperStatuses).nullable(),
  scores: z.array(scoreSchema).nullable(),
  comment: z.string().nullable(),
  reviewed_version: z.number().nullable(),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type PaperRow = z.infer<typeof paperRow>;

const settingsRowSchema = z.object({
  event_id: z.string(),
  deadline: z.string().nullable(),
  committee_deadlines: z.record(z.string(), z.string()),
  rubric: z.array(criterionSchema).nullable(),
  released: z.boolean(),
  released_by: z.string().nullable(),
  released_at: z.string().nullable(),
});

export interface PaperSettings {
  deadline: string | null;
  committeeDeadlines: Record<string, string>;
  rubric: Array<z.infer<typeof criterionSchema>>;
  released: boolean;
  releasedAt: string | null;
}

const livePapers = papersTable(readModelSchema(NAME));
const liveSettings = settingsTable(readModelSchema(NAME));

/** An event's settings; the defaults (no deadline, the default rubric, unreleased) before any were set. */
export const findPaperSettings = async (db: CommonQueryMethods, eventId: string): Promise<PaperSettings> => {
  const row = await db.maybeOne(sql.type(settingsRowSchema)`SELECT * FROM ${liveSettings} WHERE event_id = ${eventId}`);
  return {
    deadline: row?.deadline ?? null,
    committeeDeadlines: row?.committee_deadlines ?? {},
    rubric: row?.rubric ?? [...defaultRubric],
    released: row?.released ?? false,
    releasedAt: row?.released ? row.released_at : null,
  };
};

/** A committee's papers at an event. */
export const listCommitteePapers = async (db: CommonQueryMethods, eventId: string, eventCommitteeId: string): Promise<PaperRow[]> => [
  ...(await db.any(
    sql.type(paperRow)`SELECT * FROM ${livePapers} WHERE event_id = ${eventId} AND event_committee_id = ${eventCommitteeId} ORDER BY id`,
  )),
];

/** Every paper of an event (the organiser's overview counts them). */
export const listEventPapers = async (db: CommonQueryMethods, eventId: string): Promise<PaperRow[]> => [
  ...(await db.any(sql.type(paperRow)`SELECT * FROM ${livePapers} WHERE event_id = ${eventId} ORDER BY id`)),
];

/** One delegate's paper for a committee. */
export const findPaper = (db: CommonQueryMethods, registrationId: string, eventCommitteeId: string) =>
  db.maybeOne(sql.type(paperRow)`SELECT * FROM ${livePapers} WHERE id = ${paperIdOf(registrationId, eventCommitteeId)}`);
