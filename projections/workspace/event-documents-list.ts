import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { eventDocumentEventTypes, parseEventDocumentEvent, type EventDocumentEvent } from '@domain/workspace/event-documents';
import { readModelSchema, type Projection } from '../runtime/projection';
import { lenient } from '../runtime/lenient-parse';
import { RowBuffer } from '../runtime/row-buffer';

/** Each event's live documents, general and per committee, as the workspace and the delegate pages list them. */
const NAME = 'event_documents_list';
const table = (schema: string) => sql.identifier([schema, 'documents']);

const parsed = lenient((type, data): EventDocumentEvent | null => parseEventDocumentEvent(type, data));

/** One event on the batch's rows, exactly as `handle` changes the table. */
const foldDocument = (documents: RowBuffer, event: EventDocumentEvent) => {
  const d = event.data;
  switch (event.type) {
    case 'EventDocumentSaved':
      documents.upsert(
        {
          id: d.documentId,
          event_id: d.eventId,
          committee_id: d.committeeId,
          doc_type: d.docType,
          title: d.title,
          file_url: d.fileUrl,
          created_at: d.at,
          updated_at: d.at,
        },
        () => ({ doc_type: d.docType, title: d.title, updated_at: d.at }),
      );
      return;
    case 'EventDocumentDeleted':
      documents.delete(d.documentId);
      return;
  }
};

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
  // A batch in three statements at most: the documents it names read, the rows gone deleted, the others written back.
  handleBatch: async (tx, recorded, schema) => {
    const events = recorded.flatMap((each) => parsed(each) ?? []);
    const documents = new RowBuffer({
      table: table(schema),
      key: 'id',
      columns: ['id', 'event_id', 'committee_id', 'doc_type', 'title', 'file_url', 'created_at', 'updated_at'],
    });
    await documents.loadKeys(
      tx,
      events.map((event) => event.data.documentId),
    );
    for (const event of events) foldDocument(documents, event);
    await documents.flush(tx);
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
