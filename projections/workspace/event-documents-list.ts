import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { eventDocumentEventTypes, parseEventDocumentEvent, type EventDocumentEvent } from '@domain/workspace/event-documents';
import { readModelSchema, type Projection } from '../runtime/projection';
import { lenient } from '../runtime/lenient-parse';

/** Each event's live documents, general and per committee, as the workspace and the delegate pages list them. */
const NAME = 'event_documents_list';
const table = (schema: string) => sql.identifier([schema, 'documents']);

const parsed = lenient((type, data): EventDocumentEvent | null => parseEventDocumentEvent(type, data));

export const eventDocumentsListProjection: Projection = {
  name: NAME,
  filter: { eventTypes: [...eventDocumentEventTypes] },
  tables: ['documents'],
  migrate: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${table(schema)} (
        id text PRIMARY KEY,
        event_id text NOT NULL,
        committee_id text,
        doc_type text NOT NULL,
        title text NOT NULL,
        file_url text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS documents_event ON ${table(schema)} (event_id, committee_id)`);
  },
  handle: async (tx, recorded, schema) => {
    const event = parsed(recorded);
    if (!event) return;
    const documents = table(schema);
    const d = event.data;
    switch (event.type) {
      case 'EventDocumentSaved':
        await tx.query(sql.unsafe`
          INSERT INTO ${documents} (id, event_id, committee_id, doc_type, title, file_url, created_at, updated_at)
          VALUES (${d.documentId}, ${d.eventId}, ${d.committeeId}, ${d.docType}, ${d.title}, ${d.fileUrl}, ${d.at}, ${d.at})
          ON CONFLICT (id) DO UPDATE SET doc_type = EXCLUDED.doc_type, title = EXCLUDED.title, updated_at = EXCLUDED.updated_at`);
        return;
      case 'EventDocumentDeleted':
        await tx.query(sql.unsafe`DELETE FROM ${documents} WHERE id = ${d.documentId}`);
        return;
    }
  },
};

export const eventDocumentRow = z.object({
  id: z.string(),
  event_id: z.string(),
  committee_id: z.string().nullable(),
  doc_type: z.string(),
  title: z.string(),
  file_url: z.string(),
  created_at: z.coerce.date(),
});
export type EventDocumentRow = z.infer<typeof eventDocumentRow>;

const live = table(readModelSchema(NAME));
const select = sql.fragment`SELECT id, event_id, committee_id, doc_type, title, file_url, created_at FROM ${live}`;

/** The event's general documents, oldest first. */
export const listGeneralDocuments = async (db: CommonQueryMethods, eventId: string): Promise<EventDocumentRow[]> => [
  ...(await db.any(sql.type(eventDocumentRow)`${select} WHERE event_id = ${eventId} AND committee_id IS NULL ORDER BY created_at, id`)),
];

/** One committee's documents in the event, oldest first. */
export const listCommitteeDocuments = async (db: CommonQueryMethods, eventId: string, committeeId: string): Promise<EventDocumentRow[]> => [
  ...(await db.any(
    sql.type(eventDocumentRow)`${select} WHERE event_id = ${eventId} AND committee_id = ${committeeId} ORDER BY created_at, id`,
  )),
];

/** Every document of the event, general first, then by committee (the delegate page). */
export const listEventDocuments = async (db: CommonQueryMethods, eventId: string): Promise<EventDocumentRow[]> => [
  ...(await db.any(sql.type(eventDocumentRow)`${select} WHERE event_id = ${eventId} ORDER BY committee_id NULLS FIRST, created_at, id`)),
];

export const findEventDocument = (db: CommonQueryMethods, id: string) =>
  db.maybeOne(sql.type(eventDocumentRow)`${select} WHERE id = ${id}`);
