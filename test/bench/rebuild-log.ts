import { createHash } from 'node:crypto';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { createVault, openWithKey } from '../../commands/event-store/personal-data-vault';
import { emailDigest, usernameDigest } from '../../commands/users/digests';

/**
 * The log of the rebuild benchmark: the events of a recorded rush (read back from `es.events`)
 * stored again as copies, each of other people, conferences and registrations. Every
 * UUID-shaped string in a copy's stream ids, event data and metadata becomes a UUID derived
 * from the original and the copy's number (the same original, the same copy: the same UUID),
 * and so do the digests naming reservation streams; emails and usernames get the copy's
 * number too (the accounts read model keeps them unique), with their digests computed again.
 * Sealed personal data is opened with its subject's key and sealed again through the vault for
 * the copy's subject, whose key is the original's copied (the subject id is bound into the
 * ciphertext, so a blob copied as is would not open); a forgotten subject's tombstone is
 * copied and its blobs stay unreadable, as in the original.
 *
 * Streams named by no id (the school and locality directories, the catalogues) are the
 * deployment's one directory: stored once, with the original, and named by the copies as the
 * original names them (their entries' ids are numbers, not UUIDs).
 */

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const DIGEST = /\b[0-9a-f]{64}\b/g;
const isCopied = (streamId: string) => /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\b[0-9a-f]{64}\b/i.test(streamId);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface StoredEvent {
  event_id: string;
  stream_id: string;
  stream_revision: string;
  type: string;
  data: { [key: string]: Json };
  metadata: { [key: string]: Json };
  created_at: string;
}

interface Original extends StoredEvent {
  /** Its sealed data opened (null when there is none or its subject is forgotten). */
  opened: Record<string, unknown> | null;
}

/** How the strings of copy `copy` are made from the original's. */
const copyNamer = (copy: number, people: { usernames: Set<string>; emails: Set<string>; digests: Map<string, string> }) => {
  const uuids = new Map<string, string>();
  const hash = (value: string) => createHash('sha256').update(`${value}/${copy}`).digest();
  const uuid = (original: string) => {
    let named = uuids.get(original);
    if (named === undefined) {
      const bytes = hash(original.toLowerCase());
      bytes[6] = (bytes[6]! & 0x0f) | 0x40;
      bytes[8] = (bytes[8]! & 0x3f) | 0x80;
      const hex = bytes.toString('hex');
      named = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
      uuids.set(original, named);
    }
    return named;
  };
  const username = (original: string) => `${original}c${copy}`;
  const email = (original: string) => `c${copy}-${original}`;
  const digest = (original: string) => {
    const of = people.digests.get(original);
    if (of?.startsWith('email:')) return emailDigest(email(of.slice('email:'.length)));
    if (of?.startsWith('username:')) return usernameDigest(username(of.slice('username:'.length)));
    return hash(original).toString('hex');
  };
  const string = (value: string) => {
    if (people.usernames.has(value)) return username(value);
    if (people.emails.has(value)) return email(value);
    return value.replace(UUID, uuid).replace(DIGEST, digest);
  };
  const deep = (value: unknown): unknown => {
    if (typeof value === 'string') return string(value);
    if (Array.isArray(value)) return value.map(deep);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, deep(inner)]));
    }
    return value;
  };
  return { uuid, string, deep };
};

const storedRow = z.object({
  event_id: z.string(),
  stream_id: z.string(),
  stream_revision: z.string(),
  type: z.string(),
  data: z.string(),
  metadata: z.string(),
  created_at: z.string(),
});
const keyRow = z.object({ subject_id: z.string(), key: z.instanceof(Buffer).nullable() });

/** The original log as recorded: its events in log order, split into those copied and those stored once. */
const readOriginal = async (db: DatabasePool) => {
  const rows = await db.any(sql.type(storedRow)`
    SELECT event_id::text, stream_id, stream_revision::text, type, data::text AS data, metadata::text AS metadata,
           created_at::text AS created_at
      FROM es.events ORDER BY transaction_id, global_position`);
  const keys = await db.any(sql.type(keyRow)`SELECT subject_id, key FROM vault.subject_keys`);
  const keyOf = new Map(keys.map((row) => [row.subject_id, row.key]));
  const people = { usernames: new Set<string>(), emails: new Set<string>(), digests: new Map<string, string>() };
  const copied: Original[] = [];
  let shared = 0;
  for (const row of rows) {
    const event: StoredEvent = { ...row, data: JSON.parse(row.data), metadata: JSON.parse(row.metadata) };
    if (!isCopied(event.stream_id)) {
      shared += 1;
      continue;
    }
    const { sealed, userId } = event.data;
    const opened = typeof sealed === 'string' && typeof userId === 'string' ? openWithKey(keyOf.get(userId), userId, sealed) : null;
    if (typeof opened?.username === 'string') people.usernames.add(opened.username);
    if (typeof opened?.email === 'string') people.emails.add(opened.email);
    copied.push({ ...event, opened });
  }
  for (const value of people.emails) people.digests.set(emailDigest(value), `email:${value}`);
  for (const value of people.usernames) people.digests.set(usernameDigest(value), `username:${value}`);
  return { copied, shared, total: rows.length, people, subjects: [...keyOf.keys()].filter((id) => isCopied(id)) };
};

/**
 * Adds copies of the log already in the database (the original) until it holds about `total`
 * events; each batch of copies is one INSERT in its own transaction, in log order, so the
 * copies follow the original and each other in the log as they were recorded. Returns the shape.
 */
export const multiplyLog = async (db: DatabasePool, total: number, onProgress?: (events: number) => void) => {
  const original = await readOriginal(db);
  const perCopy = original.copied.length;
  const copies = Math.max(1, Math.round((total - original.shared) / perCopy));
  const vault = createVault(db);
  const COPIES_PER_INSERT = Math.max(1, Math.floor(10_000 / perCopy));
  let stored = original.total;
  for (let first = 1; first < copies; first += COPIES_PER_INSERT) {
    const numbers = Array.from({ length: Math.min(COPIES_PER_INSERT, copies - first) }, (_, i) => first + i);
    const namers = numbers.map((copy) => copyNamer(copy, original.people));
    // The copies' subjects get the originals' keys (and tombstones) first, so that sealing finds them.
    const pairs = namers.flatMap((namer) => original.subjects.map((subject) => [subject, namer.uuid(subject)]));
    await db.query(sql.unsafe`
      INSERT INTO vault.subject_keys (subject_id, key, created_at, forgotten_at)
      SELECT pair.copy, k.key, k.created_at, k.forgotten_at
        FROM ${sql.unnest(pairs, ['text', 'text'])} AS pair(original, copy)
        JOIN vault.subject_keys k ON k.subject_id = pair.original`);
    const rows: StoredEvent[] = [];
    const toSeal: Array<{ row: StoredEvent; subjectId: string; data: Record<string, unknown> }> = [];
    for (const namer of namers) {
      for (const event of original.copied) {
        const row: StoredEvent = {
          event_id: namer.uuid(event.event_id),
          stream_id: namer.string(event.stream_id),
          stream_revision: event.stream_revision,
          type: event.type,
          data: namer.deep(event.data) as StoredEvent['data'],
          metadata: namer.deep(event.metadata) as StoredEvent['metadata'],
          created_at: event.created_at,
        };
        if (event.opened) {
          row.data.sealed = event.data.sealed as string;
          toSeal.push({ row, subjectId: row.data.userId as string, data: namer.deep(event.opened) as Record<string, unknown> });
        }
        rows.push(row);
      }
    }
    const sealed = await vault.sealMany(toSeal);
    toSeal.forEach(({ row }, index) => (row.data.sealed = sealed[index]!));
    await db.query(sql.unsafe`
      INSERT INTO es.events (event_id, stream_id, stream_revision, type, data, metadata, created_at)
      SELECT r.event_id, r.stream_id, r.stream_revision, r.type, r.data, r.metadata, r.created_at
        FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
               AS (event_id uuid, stream_id text, stream_revision bigint, type text, data jsonb, metadata jsonb, created_at timestamptz))
             WITH ORDINALITY AS r(event_id, stream_id, stream_revision, type, data, metadata, created_at, ord)
       ORDER BY r.ord`);
    stored += rows.length;
    onProgress?.(stored);
  }
  // As a log of this size would be in production: vacuumed and analysed (hint bits set, statistics known).
  await db.query(sql.unsafe`VACUUM (ANALYZE) es.events`);
  await db.query(sql.unsafe`VACUUM (ANALYZE) vault.subject_keys`);
  return { events: stored, copies, perCopy, shared: original.shared };
};
