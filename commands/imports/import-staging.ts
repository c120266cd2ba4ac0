import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/**
 * Uploaded delegate spreadsheets and what became of their rows, between the upload and the
 * organiser's last look at the results. The file and the row outcomes name people (emails,
 * names, phones), so they live here in Postgres, not in Redis with the jobs, and are deleted
 * after RETENTION_DAYS. What the import did is in the event store (accounts, registrations).
 */
const imports = sql.identifier(['delegate_imports', 'imports']);
export const RETENTION_DAYS = 7;

export const migrateImportStaging = async (db: CommonQueryMethods) => {
  await db.query(sql.unsafe`CREATE SCHEMA IF NOT EXISTS delegate_imports`);
  await db.query(sql.unsafe`
    CREATE TABLE IF NOT EXISTS ${imports} (
      id text PRIMARY KEY,
      event_id text NOT NULL,
      uploaded_by text NOT NULL,
      file_name text NOT NULL,
      content bytea NOT NULL,
      preview jsonb,
      result jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
};

export interface StagedImport {
  id: string;
  eventId: string;
  uploadedBy: string;
  fileName: string;
  content: Buffer;
  preview: unknown;
  result: unknown;
}

const stagedRow = z.object({
  id: z.string(),
  event_id: z.string(),
  uploaded_by: z.string(),
  file_name: z.string(),
  content: z.instanceof(Buffer),
  preview: z.unknown(),
  result: z.unknown(),
});

/** Keeps an upload (the same id again keeps the first: a retried upload is one import). */
export const stageImport = async (db: CommonQueryMethods, upload: Omit<StagedImport, 'preview' | 'result'>) => {
  await db.query(sql.unsafe`DELETE FROM ${imports} WHERE created_at < now() - make_interval(days => ${RETENTION_DAYS})`);
  await db.query(sql.unsafe`
    INSERT INTO ${imports} (id, event_id, uploaded_by, file_name, content)
    VALUES (${upload.id}, ${upload.eventId}, ${upload.uploadedBy}, ${upload.fileName}, ${sql.binary(upload.content)})
    ON CONFLICT (id) DO NOTHING`);
};

export const findStagedImport = async (db: CommonQueryMethods, id: string): Promise<StagedImport | null> => {
  const row = await db.maybeOne(
    sql.type(stagedRow)`SELECT id, event_id, uploaded_by, file_name, content, preview, result FROM ${imports} WHERE id = ${id}`,
  );
  return (
    row && {
      id: row.id,
      eventId: row.event_id,
      uploadedBy: row.uploaded_by,
      fileName: row.file_name,
      content: row.content,
      preview: row.preview,
      result: row.result,
    }
  );
};

export const saveImportOutcome = async (db: CommonQueryMethods, id: string, kind: 'preview' | 'result', outcome: unknown) => {
  const value = sql.jsonb(outcome as Parameters<typeof sql.jsonb>[0]);
  await (kind === 'preview'
    ? db.query(sql.unsafe`UPDATE ${imports} SET preview = ${value} WHERE id = ${id}`)
    : db.query(sql.unsafe`UPDATE ${imports} SET result = ${value} WHERE id = ${id}`));
};
