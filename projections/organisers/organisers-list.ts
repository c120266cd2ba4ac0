import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import {
  evidenceSchema,
  organiserEventTypes,
  organiserStatuses,
  parseOrganiserEvent,
  type OrganiserEvent,
} from '@domain/organisers/organiser';
import type { RecordedEvent } from '../../commands/event-store/port';
import { foldSchoolMerge, followSchoolMerges, loadRowsMergesReach, schoolMergeEventTypes } from '../schools/profile-school-merges';
import { readModelSchema, type Projection } from '../runtime/projection';
import { lenient } from '../runtime/lenient-parse';
import { RowBuffer, type Row } from '../runtime/row-buffer';

/**
 * Organiser records as the super user's Organisers list (§2.6) and the home page's
 * registration check read them. Deleted records stay as rows with status 'deleted' (the
 * home page tells their user 'cancelled'); the list leaves them out. Each row keeps the
 * revision of its stream, which makes replays harmless and lets clients send If-Match.
 */
const NAME = 'organisers_list';
const table = (schema: string) => sql.identifier([schema, 'organisers']);

const parsed = lenient((type, data): OrganiserEvent | null => parseOrganiserEvent(type, data));

const columns = [
  'id',
  'user_id',
  'school_id',
  'locality_id',
  'role',
  'evidence',
  'status',
  'created_at',
  'actioned_at',
  'actioned_by_user_id',
  'revision',
];

const merges = new Set<string>(schoolMergeEventTypes);

/** One event on the batch's rows, exactly as `handle` changes the table. */
const foldOrganiser = (organisers: RowBuffer, recorded: RecordedEvent) => {
  if (merges.has(recorded.type)) return foldSchoolMerge(organisers, recorded, { stamp: false });
  const event = parsed(recorded);
  if (!event) return;
  const revision = Number(recorded.revision);
  const { organiserId, to, by, at } = event.data;
  // The revision guard of `handle`'s statements: a replayed event leaves a later one's values.
  const later = (changes: Row) => (row: Row) => (Number(row.revision) < revision ? { ...changes, revision } : {});
  switch (event.type) {
    case 'OrganiserRequested':
    case 'OrganiserAdded':
    case 'OrganiserAssigned': {
      const { userId, schoolId, localityId, role, evidence } = event.data;
      const actioned = event.type === 'OrganiserRequested' ? { at: null, by: null } : { at, by };
      const changes = {
        school_id: schoolId,
        locality_id: localityId,
        role,
        evidence,
        status: to,
        created_at: at,
        actioned_at: actioned.at,
        actioned_by_user_id: actioned.by,
      };
      return organisers.upsert({ id: organiserId, user_id: userId, ...changes, revision }, later(changes));
    }
    case 'OrganiserStatusChanged':
    case 'OrganiserDeleted':
      return organisers.update(organiserId, later({ status: to, actioned_at: at, actioned_by_user_id: by }));
    default:
      return;
  }
};

export const organisersListProjection: Projection = {
  name: NAME,
  // Merges too: an organiser of a merged school is an organiser of the school it went into.
  filter: { eventTypes: [...organiserEventTypes, ...schoolMergeEventTypes] },
  tables: ['organisers'],
  migrate: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${table(schema)} (
        id text PRIMARY KEY,
        user_id text NOT NULL,
        school_id text NOT NULL,
        locality_id text,
        role text NOT NULL,
        evidence jsonb NOT NULL,
        status text NOT NULL,
        created_at timestamptz NOT NULL,
        actioned_at timestamptz,
        actioned_by_user_id text,
        revision integer NOT NULL
      )`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS organisers_user ON ${table(schema)} (user_id)`);
  },
  handle: async (tx, recorded, schema) => {
    if ((schoolMergeEventTypes as readonly string[]).includes(recorded.type)) {
      await followSchoolMerges(tx, recorded, table(schema), { stamp: false });
      return;
    }
    const event = parsed(recorded);
    if (!event) return;
    const organisers = table(schema);
    const revision = Number(recorded.revision);
    const { organiserId, to, by, at } = event.data;
    switch (event.type) {
      case 'OrganiserRequested':
      case 'OrganiserAdded':
      case 'OrganiserAssigned': {
        const { userId, schoolId, localityId, role, evidence } = event.data;
        // Date Actioned is a super user's act; a user's own request is not one.
        const actioned = event.type === 'OrganiserRequested' ? { at: null, by: null } : { at, by };
        await tx.query(sql.unsafe`
          INSERT INTO ${organisers} AS o (id, user_id, school_id, locality_id, role, evidence, status, created_at, actioned_at, actioned_by_user_id, revision)
          VALUES (${organiserId}, ${userId}, ${schoolId}, ${localityId}, ${role}, ${JSON.stringify(evidence)}::jsonb, ${to}, ${at},
                  ${actioned.at}, ${actioned.by}, ${revision})
          ON CONFLICT (id) DO UPDATE SET
            school_id = EXCLUDED.school_id, locality_id = EXCLUDED.locality_id, role = EXCLUDED.role, evidence = EXCLUDED.evidence,
            status = EXCLUDED.status, created_at = EXCLUDED.created_at, actioned_at = EXCLUDED.actioned_at,
            actioned_by_user_id = EXCLUDED.actioned_by_user_id, revision = EXCLUDED.revision
          WHERE o.revision < EXCLUDED.revision`);
        return;
      }
      case 'OrganiserStatusChanged':
      case 'OrganiserDeleted':
        await tx.query(sql.unsafe`
          UPDATE ${organisers} SET status = ${to}, actioned_at = ${at}, actioned_by_user_id = ${by}, revision = ${revision}
          WHERE id = ${organiserId} AND revision < ${revision}`);
        return;
      default:
        return;
    }
  },
  // A batch in three statements at most: the records it names read, and the rows its merges reach, the rows written back.
  handleBatch: async (tx, recorded, schema) => {
    // The audit history's copy of this table keeps no evidence: JSON null.
    const organisers = new RowBuffer({ table: table(schema), key: 'id', columns, jsonNotNull: ['evidence'] });
    await organisers.loadKeys(
      tx,
      recorded.flatMap((each) => parsed(each)?.data.organiserId ?? []),
    );
    await loadRowsMergesReach(tx, organisers, recorded);
    for (const each of recorded) foldOrganiser(organisers, each);
    await organisers.flush(tx);
  },
};

const organiserRow = z.object({
  id: z.string(),
  user_id: z.string(),
  school_id: z.string(),
  locality_id: z.string().nullable(),
  role: z.string(),
  evidence: evidenceSchema,
  status: z.enum([...organiserStatuses, 'deleted']),
  created_at: z.coerce.date(),
  actioned_at: z.coerce.date().nullable(),
  actioned_by_user_id: z.string().nullable(),
  revision: z.number(),
});
export type OrganiserRow = z.infer<typeof organiserRow>;

const live = table(readModelSchema(NAME));
const select = sql.fragment`
  SELECT id, user_id, school_id, locality_id, role, evidence, status, created_at, actioned_at, actioned_by_user_id, revision
  FROM ${live}`;

/** Every record not deleted, newest request first. */
export const listOrganisers = async (db: CommonQueryMethods): Promise<OrganiserRow[]> => [
  ...(await db.any(sql.type(organiserRow)`${select} WHERE status <> 'deleted' ORDER BY created_at DESC, id`)),
];

export const findOrganiser = (db: CommonQueryMethods, id: string) => db.maybeOne(sql.type(organiserRow)`${select} WHERE id = ${id}`);

/** The user's current record, or else their latest deleted one (null when they never had one). */
export const findOrganiserOfUser = (db: CommonQueryMethods, userId: string) =>
  db.maybeOne(sql.type(organiserRow)`${select} WHERE user_id = ${userId} ORDER BY (status <> 'deleted') DESC, created_at DESC, id LIMIT 1`);

/** Users whose record makes them organisers (or on the way to it): everyone but rejected and deleted. */
export const listUserIdsWithOpenRecords = async (db: CommonQueryMethods): Promise<Set<string>> =>
  new Set(
    await db.anyFirst(sql.type(z.object({ user_id: z.string() }))`SELECT user_id FROM ${live} WHERE status NOT IN ('rejected', 'deleted')`),
  );

/** The evidence files of every record the user ever had (account deletion removes the files). */
export const listEvidenceFileUrlsOfUser = async (db: CommonQueryMethods, userId: string): Promise<string[]> => {
  const evidence = await db.anyFirst(
    sql.type(z.object({ evidence: evidenceSchema }))`SELECT evidence FROM ${live} WHERE user_id = ${userId}`,
  );
  return evidence.flatMap((item) => (item.kind === 'files' ? item.fileUrls : []));
};

/** Every evidence document cited by a record, with the person the record is of. */
export const listEvidenceFileUrls = async (db: CommonQueryMethods): Promise<Array<{ userId: string; url: string }>> => {
  const rows = await db.any(sql.type(z.object({ user_id: z.string(), evidence: evidenceSchema }))`SELECT user_id, evidence FROM ${live}`);
  return rows.flatMap((row) => (row.evidence.kind === 'files' ? row.evidence.fileUrls.map((url) => ({ userId: row.user_id, url })) : []));
};
