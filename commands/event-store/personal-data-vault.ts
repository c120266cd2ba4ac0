import { createCipheriv, createDecipheriv, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { DomainError } from '@domain/shared/errors';
import { batchedPerTurn } from '../shared/batched-per-turn';

/**
 * Crypto-shredding for personal data. Events are immutable (and EventStoreDB cannot rewrite
 * them), so personal fields are stored in events only as ciphertext under a key per person.
 * Erasing the person destroys the key: every copy of the ciphertext, in events, backups of
 * the event store or replays, becomes unreadable, while the events themselves (the account
 * existed, its status history) stay intact and replayable.
 *
 * Keys live in Postgres next to the read models (schema `vault`), whichever event store runs.
 */
const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

const keys = sql.identifier(['vault', 'subject_keys']);

export const migrateVault = async (db: CommonQueryMethods) => {
  await db.query(sql.unsafe`CREATE SCHEMA IF NOT EXISTS vault`);
  await db.query(sql.unsafe`
    CREATE TABLE IF NOT EXISTS ${keys} (
      subject_id text PRIMARY KEY,
      key bytea,
      created_at timestamptz NOT NULL DEFAULT now(),
      forgotten_at timestamptz,
      CHECK ((key IS NULL) = (forgotten_at IS NOT NULL))
    )`);
};

const keyRow = z.object({ key: z.instanceof(Buffer).nullable() });

const readKey = (db: CommonQueryMethods, subjectId: string) =>
  db.maybeOne(sql.type(keyRow)`SELECT key FROM ${keys} WHERE subject_id = ${subjectId}`);

const subjectKeyRow = keyRow.extend({ subject_id: z.string() });

/** The keys of these subjects in one read (absent or null: never made, or forgotten), for a batch opening many sealed fields. */
export const readSubjectKeys = async (db: CommonQueryMethods, subjectIds: readonly string[]): Promise<Map<string, Buffer | null>> => {
  if (subjectIds.length === 0) return new Map();
  const rows = await db.any(sql.type(subjectKeyRow)`
    SELECT subject_id, key FROM ${keys} WHERE subject_id = ANY(${sql.array([...new Set(subjectIds)], 'text')})`);
  return new Map(rows.map((row) => [row.subject_id, row.key]));
};

/**
 * A raw key is made into a KeyObject on every cipher, which costs three times the decryption of
 * a field: a rebuild opens the same people's data once per copy of their accounts. Kept in this
 * process's memory only, by the key's bytes, so a key is found here only by whoever read it from
 * the vault (a forgotten subject's never again); bounded, emptied when full.
 */
const secretKeys = new Map<string, KeyObject>();
const SECRET_KEYS_KEPT = 20_000;
const secretKeyOf = (key: Buffer): KeyObject => {
  const id = key.toString('base64');
  let secret = secretKeys.get(id);
  if (!secret) {
    if (secretKeys.size >= SECRET_KEYS_KEPT) secretKeys.clear();
    secret = createSecretKey(key);
    secretKeys.set(id, secret);
  }
  return secret;
};

const isSealed = (sealed: string) => {
  const [version, iv, tag, body] = sealed.split('.');
  return version === VERSION && Boolean(iv) && Boolean(tag) && body !== undefined;
};

/** The sealed data opened with its subject's key, or null once the subject is forgotten (or the blob is not ours). */
export const openWithKey = (key: Buffer | null | undefined, subjectId: string, sealed: string): Record<string, unknown> | null => {
  if (!key || !isSealed(sealed)) return null;
  const [, iv, tag, body] = sealed.split('.') as [string, string, string, string];
  try {
    const decipher = createDecipheriv(ALGORITHM, secretKeyOf(key), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(subjectId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

export class SubjectForgottenError extends DomainError {
  constructor() {
    super('conflict', 'SUBJECT_FORGOTTEN', 'This account has been deleted');
  }
}

export interface PersonalDataVault {
  /** Encrypts under the subject's key, creating the key on first use. */
  seal(subjectId: string, data: Record<string, unknown>): Promise<string>;
  /**
   * Encrypts each item under its subject's key, as `seal` does, with every missing key created
   * in one statement and the keys read in one: a group of new people costs one commit, not one each.
   */
  sealMany(items: ReadonlyArray<{ subjectId: string; data: Record<string, unknown> }>): Promise<string[]>;
  /** The sealed data, or null once the subject has been forgotten (or the blob is not ours). */
  open(subjectId: string, sealed: string): Promise<Record<string, unknown> | null>;
  /** Destroys the key for good; a tombstone stops the key from ever being re-created. */
  forget(subjectId: string): Promise<void>;
}

const sealWith = (key: Buffer, subjectId: string, data: Record<string, unknown>) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, secretKeyOf(key), iv);
  // The subject id is bound in as associated data: a blob copied onto another person fails to open.
  cipher.setAAD(Buffer.from(subjectId));
  const body = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
};

/**
 * Every subject's key, made now where there is none (a tombstone stays a tombstone: DO NOTHING)
 * or the one there, in one round trip. A key another transaction committed while the statement
 * waited is not in its snapshot: those are read again. Inserted in one order (sorted), so two
 * such statements racing on the same new subjects wait for each other instead of deadlocking.
 */
const keysMadeOrFound = async (db: CommonQueryMethods, subjects: readonly string[]): Promise<Map<string, Buffer | null>> => {
  const found = new Map(
    (
      await db.any(sql.type(subjectKeyRow)`
        WITH made AS (
          INSERT INTO ${keys} (subject_id, key)
          SELECT subject_id, decode(hex, 'hex') FROM ${sql.unnest(
            [...subjects].sort().map((subject) => [subject, randomBytes(32).toString('hex')]),
            ['text', 'text'],
          )} AS fresh(subject_id, hex)
          ON CONFLICT (subject_id) DO NOTHING RETURNING subject_id, key)
        SELECT subject_id, key FROM made
        UNION ALL
        SELECT subject_id, key FROM ${keys}
         WHERE subject_id = ANY(${sql.array([...subjects], 'text')}) AND subject_id NOT IN (SELECT subject_id FROM made)`)
    ).map((row) => [row.subject_id, row.key] as const),
  );
  const raced = subjects.filter((subject) => !found.has(subject));
  for (const [subject, key] of await readSubjectKeys(db, raced)) found.set(subject, key);
  return found;
};

export const createVault = (db: CommonQueryMethods): PersonalDataVault => {
  // The seals asked for together (a rush of registrations) make or find their keys in one statement.
  const keyFor = batchedPerTurn<string, Buffer | null>((subjects) => keysMadeOrFound(db, subjects), null);
  return {
    seal: async (subjectId, data) => {
      const key = await keyFor(subjectId);
      if (!key) throw new SubjectForgottenError();
      return sealWith(key, subjectId, data);
    },
    sealMany: async (items) => {
      if (items.length === 0) return [];
      const keyOf = await keysMadeOrFound(db, [...new Set(items.map((item) => item.subjectId))]);
      return items.map(({ subjectId, data }) => {
        const key = keyOf.get(subjectId);
        if (!key) throw new SubjectForgottenError();
        return sealWith(key, subjectId, data);
      });
    },
    open: async (subjectId, sealed) => {
      if (!isSealed(sealed)) return null;
      return openWithKey((await readKey(db, subjectId))?.key, subjectId, sealed);
    },
    forget: async (subjectId) => {
      await db.query(sql.unsafe`
      INSERT INTO ${keys} (subject_id, key, forgotten_at) VALUES (${subjectId}, NULL, now())
      ON CONFLICT (subject_id) DO UPDATE SET key = NULL, forgotten_at = COALESCE(${keys}.forgotten_at, now())`);
    },
  };
};
