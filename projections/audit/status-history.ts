import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { auditedEntities, type StatusChangeFilters } from '@domain/shared/status-change';
import { readModelSchema, type Projection } from '../runtime/projection';
import type { StatusChangeSource } from './source';
import { statusChangeSources } from './sources';

/**
 * The audit trail: one row per status change of any audited entity, kept forever (merges and
 * deletions add rows, never remove any). Rows hold ids only; names are looked up when read,
 * so erasing a person's data erases their name here too.
 */
const NAME = 'status_history';

export const createStatusHistoryProjection = (sources: readonly StatusChangeSource[]): Projection => {
  const byType = new Map<string, StatusChangeSource[]>();
  for (const source of sources) for (const type of source.eventTypes) byType.set(type, [...(byType.get(type) ?? []), source]);
  return {
    name: NAME,
    filter: { eventTypes: [...byType.keys()] },
    tables: ['status_changes'],
    migrate: async (tx, schema) => {
      await tx.query(sql.unsafe`
        CREATE TABLE IF NOT EXISTS ${sql.identifier([schema, 'status_changes'])} (
          event_id text NOT NULL,
          entry integer NOT NULL,
          position text NOT NULL,
          entity_type text NOT NULL,
          entity_id text NOT NULL,
          from_status text,
          to_status text NOT NULL,
          actor_id text,
          at timestamptz NOT NULL,
          detail text,
          PRIMARY KEY (event_id, entry)
        )`);
      await tx.query(
        sql.unsafe`CREATE INDEX IF NOT EXISTS status_changes_entity ON ${sql.identifier([schema, 'status_changes'])} (entity_type, entity_id, at)`,
      );
      await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS status_changes_at ON ${sql.identifier([schema, 'status_changes'])} (at DESC)`);
    },
    handle: async (tx, event, schema) => {
      const entries = (byType.get(event.type) ?? []).flatMap((source) => source.entriesOf(event));
      for (const [index, entry] of entries.entries()) {
        await tx.query(sql.unsafe`
          INSERT INTO ${sql.identifier([schema, 'status_changes'])}
            (event_id, entry, position, entity_type, entity_id, from_status, to_status, actor_id, at, detail)
          VALUES (${event.id}, ${index}, ${event.position}, ${entry.entityType}, ${entry.entityId}, ${entry.from}, ${entry.to},
                  ${entry.by}, ${entry.at}, ${entry.detail ?? null})
          ON CONFLICT (event_id, entry) DO NOTHING`);
      }
    },
  };
};

export const statusHistoryProjection = createStatusHistoryProjection(statusChangeSources);

export const statusChangeRow = z.object({
  eventId: z.string(),
  entityType: z.enum(auditedEntities),
  entityId: z.string(),
  entityName: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.coerce.date(),
  detail: z.string().nullable(),
});

const changes = sql.identifier([readModelSchema(NAME), 'status_changes']);
const accounts = sql.identifier([readModelSchema('user_accounts'), 'accounts']);
// Names of the other audited things, from their own read models (removed rows keep their name).
const organisers = sql.identifier([readModelSchema('organisers_list'), 'organisers']);
const schools = sql.identifier([readModelSchema('schools_list'), 'schools']);
const areas = sql.identifier([readModelSchema('areas_list'), 'areas']);
const localities = sql.identifier([readModelSchema('localities_list'), 'localities']);
const events = sql.identifier([readModelSchema('events_list'), 'events']);
const registrations = sql.identifier([readModelSchema('registrations_list'), 'registrations']);
const committees = sql.identifier([readModelSchema('event_committees_list'), 'committees']);

/** A date alone as `to` means the whole of that day. */
const upperBound = (to: string) =>
  to.length === 10 ? sql.fragment`${to}::date + interval '1 day'` : sql.fragment`${to}::timestamptz + interval '1 millisecond'`;

const whereOf = (filters: StatusChangeFilters) => {
  const conditions = [sql.fragment`true`];
  if (filters.entityType) conditions.push(sql.fragment`c.entity_type = ${filters.entityType}`);
  if (filters.entityId) conditions.push(sql.fragment`c.entity_id = ${filters.entityId}`);
  if (filters.actorId) conditions.push(sql.fragment`c.actor_id = ${filters.actorId}`);
  if (filters.from) conditions.push(sql.fragment`c.at >= ${filters.from}::timestamptz`);
  if (filters.to) conditions.push(sql.fragment`c.at < ${upperBound(filters.to)}`);
  return sql.join(conditions, sql.fragment` AND `);
};

/**
 * Newest first. Names are looked up at read time in the read models that own them (a person,
 * an organiser's person, a school, area, locality, event, registration or committee; the acting super user); an erased
 * person reads as null.
 */
export const listStatusChanges = async (db: CommonQueryMethods, filters: StatusChangeFilters, page: { limit: number; offset: number }) => {
  const where = whereOf(filters);
  const rows = await db.any(sql.type(statusChangeRow)`
    SELECT c.event_id AS "eventId", c.entity_type AS "entityType", c.entity_id AS "entityId",
           CASE c.entity_type
             WHEN 'user' THEN coalesce(subject.fullname, subject.username, subject.email)
             WHEN 'organiser' THEN coalesce(organiser_person.fullname, organiser_person.username, organiser_person.email)
             WHEN 'school' THEN school.name
             WHEN 'area' THEN area.name
             WHEN 'locality' THEN locality.name
             WHEN 'event' THEN event.name
             WHEN 'import-mapping' THEN event.name
             WHEN 'allocation' THEN event.name
             WHEN 'registration' THEN registration.registration_no
             WHEN 'committee-chair' THEN committee.abbr
           END AS "entityName",
           c.from_status AS "from", c.to_status AS "to", c.actor_id AS "actorId",
           coalesce(actor.fullname, actor.username, actor.email) AS "actorName", c.at, c.detail
    FROM ${changes} c
    LEFT JOIN ${accounts} actor ON actor.id = c.actor_id
    LEFT JOIN ${accounts} subject ON c.entity_type = 'user' AND subject.id = c.entity_id
    LEFT JOIN ${organisers} organiser ON c.entity_type = 'organiser' AND organiser.id = c.entity_id
    LEFT JOIN ${accounts} organiser_person ON organiser_person.id = organiser.user_id
    LEFT JOIN ${schools} school ON c.entity_type = 'school' AND school.id = c.entity_id
    LEFT JOIN ${areas} area ON c.entity_type = 'area' AND area.id = c.entity_id
    LEFT JOIN ${localities} locality ON c.entity_type = 'locality' AND locality.id = c.entity_id
    LEFT JOIN ${events} event ON c.entity_type IN ('event', 'import-mapping', 'allocation') AND event.id = c.entity_id
    LEFT JOIN ${registrations} registration ON c.entity_type = 'registration' AND registration.id = c.entity_id
    LEFT JOIN ${committees} committee ON c.entity_type = 'committee-chair' AND committee.id = c.entity_id
    WHERE ${where}
    ORDER BY c.at DESC, length(c.position) DESC, c.position DESC, c.entry DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`);
  const total = await db.oneFirst(sql.type(z.object({ total: z.coerce.number() }))`
    SELECT count(*) AS total FROM ${changes} c WHERE ${where}`);
  return { rows: [...rows], total };
};
