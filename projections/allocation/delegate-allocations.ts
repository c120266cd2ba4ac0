import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { allocationEventTypes, parseAllocationEvent } from '@domain/allocation/allocation-events';
import { parsePublicationEvent, publicationEventTypes, publishModes, type PublicationEvent } from '@domain/allocation/publication';
import { lenient } from '../runtime/lenient-parse';
import { readModelSchema, type Projection } from '../runtime/projection';

/**
 * Where each delegate sits, and their lock and flag (the Delegates tab's Key Info and
 * Allocation), and the seat their delegate page shows: the one last published, which the
 * draft may have moved on from. A delegate without a row is unassigned, locked (the spec's
 * default) and not flagged. Per event: the publish setting and the last publication.
 */
const NAME = 'delegate_allocations';
const table = (schema: string) => sql.identifier([schema, 'delegates']);
const publicationsTable = (schema: string) => sql.identifier([schema, 'publications']);

const parsed = lenient(parseAllocationEvent);
const parsedPublication = lenient(parsePublicationEvent);

/** One statement for a publication, whatever the number of delegates it reaches. */
const applyPublication = async (tx: CommonQueryMethods, schema: string, event: PublicationEvent) => {
  const { eventId, by, at } = event.data;
  if (event.type === 'AllocationPublishModeChanged') {
    await tx.query(sql.unsafe`
      INSERT INTO ${publicationsTable(schema)} (event_id, mode) VALUES (${eventId}, ${event.data.mode})
      ON CONFLICT (event_id) DO UPDATE SET mode = excluded.mode`);
    return;
  }
  await tx.query(sql.unsafe`
    INSERT INTO ${publicationsTable(schema)} (event_id, mode, published_at, published_by) VALUES (${eventId}, 'batched', ${at}, ${by})
    ON CONFLICT (event_id) DO UPDATE SET published_at = excluded.published_at, published_by = excluded.published_by`);
  if (event.data.changes.length === 0) return;
  const rows = event.data.changes.map((change) => [
    change.registrationId,
    eventId,
    change.seat?.eventCommitteeId ?? null,
    change.seat?.countryId ?? null,
  ]);
  await tx.query(sql.unsafe`
    INSERT INTO ${table(schema)} AS d (registration_id, event_id, published_committee_id, published_country_id)
    SELECT * FROM ${sql.unnest(rows, ['text', 'text', 'text', 'text'])}
    ON CONFLICT (registration_id) DO UPDATE SET published_committee_id = excluded.published_committee_id, published_country_id = excluded.published_country_id`);
};

export const delegateAllocationsProjection: Projection = {
  name: NAME,
  filter: { eventTypes: [...allocationEventTypes, ...publicationEventTypes] },
  tables: ['delegates', 'publications'],
  migrate: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${table(schema)} (
        registration_id text PRIMARY KEY,
        event_id text NOT NULL,
        event_committee_id text,
        country_id text,
        unlocked boolean NOT NULL DEFAULT false,
        flagged boolean NOT NULL DEFAULT false
      )`);
    // Added later: before any publication nothing was published, which is what null says.
    await tx.query(sql.unsafe`ALTER TABLE ${table(schema)} ADD COLUMN IF NOT EXISTS published_committee_id text`);
    await tx.query(sql.unsafe`ALTER TABLE ${table(schema)} ADD COLUMN IF NOT EXISTS published_country_id text`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS delegate_allocations_event ON ${table(schema)} (event_id, event_committee_id)`);
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${publicationsTable(schema)} (
        event_id text PRIMARY KEY,
        mode text NOT NULL,
        published_at timestamptz,
        published_by text
      )`);
  },
  // Every change sets values (never adds to them): a replayed event writes the same again.
  handle: async (tx, recorded, schema) => {
    const publication = parsedPublication(recorded);
    if (publication) {
      await applyPublication(tx, schema, publication);
      return;
    }
    const event = parsed(recorded);
    if (!event) return;
    const delegates = table(schema);
    const upsert = (
      registrationId: string,
      eventId: string,
      set: { committee?: string | null; country?: string | null; unlocked?: boolean; flagged?: boolean },
    ) =>
      tx.query(sql.unsafe`
        INSERT INTO ${delegates} AS d (registration_id, event_id, event_committee_id, country_id, unlocked, flagged)
        VALUES (${registrationId}, ${eventId}, ${set.committee ?? null}, ${set.country ?? null}, ${set.unlocked ?? false}, ${set.flagged ?? false})
        ON CONFLICT (registration_id) DO UPDATE SET
          event_committee_id = ${'committee' in set ? sql.fragment`excluded.event_committee_id` : sql.fragment`d.event_committee_id`},
          country_id = ${'country' in set ? sql.fragment`excluded.country_id` : sql.fragment`d.country_id`},
          unlocked = ${'unlocked' in set ? sql.fragment`excluded.unlocked` : sql.fragment`d.unlocked`},
          flagged = ${'flagged' in set ? sql.fragment`excluded.flagged` : sql.fragment`d.flagged`}`);
    const { eventId } = event.data;
    switch (event.type) {
      case 'DelegateAssigned':
        await upsert(event.data.registrationId, eventId, { committee: event.data.eventCommitteeId, country: event.data.countryId });
        return;
      case 'DelegateUnassigned':
        await upsert(event.data.registrationId, eventId, { committee: null, country: null });
        // A delegate who left sees no seat any more, published or not.
        if (event.data.reason === 'left') {
          await tx.query(
            sql.unsafe`UPDATE ${delegates} SET published_committee_id = NULL, published_country_id = NULL WHERE registration_id = ${event.data.registrationId}`,
          );
        }
        return;
      case 'DelegatesLocked':
      case 'DelegatesUnlocked':
        for (const registrationId of event.data.registrationIds)
          await upsert(registrationId, eventId, { unlocked: event.type === 'DelegatesUnlocked' });
        return;
      case 'DelegateFlagChanged':
        await upsert(event.data.registrationId, eventId, { flagged: event.data.flag });
        return;
      case 'AllocationApplied':
        for (const placement of event.data.placements)
          await upsert(placement.registrationId, eventId, { committee: placement.eventCommitteeId, country: placement.countryId });
        return;
      default:
        return event satisfies never;
    }
  },
};

const allocationRow = z.object({
  registration_id: z.string(),
  event_committee_id: z.string().nullable(),
  country_id: z.string().nullable(),
  unlocked: z.boolean(),
  flagged: z.boolean(),
});
export type DelegateAllocationRow = z.infer<typeof allocationRow>;

const live = table(readModelSchema(NAME));

/** The named delegates' allocation rows, by registration id (absent: unassigned, locked, not flagged). */
export const findDelegateAllocations = async (
  db: CommonQueryMethods,
  registrationIds: readonly string[],
): Promise<Map<string, DelegateAllocationRow>> => {
  if (registrationIds.length === 0) return new Map();
  const rows = await db.any(sql.type(allocationRow)`
    SELECT registration_id, event_committee_id, country_id, unlocked, flagged FROM ${live} WHERE registration_id = ANY(${sql.array([...registrationIds], 'text')})`);
  return new Map(rows.map((row) => [row.registration_id, row]));
};

/** How many delegates sit in each of the named event committees. */
export const countAssigned = async (db: CommonQueryMethods, eventCommitteeIds: readonly string[]): Promise<Map<string, number>> => {
  if (eventCommitteeIds.length === 0) return new Map();
  const rows = await db.any(sql.type(z.object({ event_committee_id: z.string(), count: z.number() }))`
    SELECT event_committee_id, count(*)::int AS count FROM ${live} WHERE event_committee_id = ANY(${sql.array([...eventCommitteeIds], 'text')}) GROUP BY event_committee_id`);
  return new Map(rows.map((row) => [row.event_committee_id, row.count]));
};

const seatRow = z.object({ registration_id: z.string(), event_committee_id: z.string().nullable(), country_id: z.string().nullable() });
export type PublishedSeatRow = z.infer<typeof seatRow>;

/** The seats the named delegates see: the last published (absent: none published). */
export const findPublishedSeats = async (
  db: CommonQueryMethods,
  registrationIds: readonly string[],
): Promise<Map<string, PublishedSeatRow>> => {
  if (registrationIds.length === 0) return new Map();
  const rows = await db.any(sql.type(seatRow)`
    SELECT registration_id, published_committee_id AS event_committee_id, published_country_id AS country_id FROM ${live}
    WHERE registration_id = ANY(${sql.array([...registrationIds], 'text')}) AND published_committee_id IS NOT NULL`);
  return new Map(rows.map((row) => [row.registration_id, row]));
};

const publicationRow = z.object({
  mode: z.enum(publishModes),
  published_at: z.string().nullable(),
  published_by: z.string().nullable(),
  pending: z.number(),
});
export type PublicationRow = z.infer<typeof publicationRow>;

/** An event's publish setting, its last publication, and how many delegates' seats differ from what they see. */
export const findPublication = async (db: CommonQueryMethods, eventId: string): Promise<PublicationRow> => {
  const livePublications = publicationsTable(readModelSchema(NAME));
  return db.one(sql.type(publicationRow)`
    SELECT coalesce(p.mode, 'batched') AS mode, to_char(p.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS published_at, p.published_by,
      (SELECT count(*)::int FROM ${live} d WHERE d.event_id = ${eventId}
        AND (d.event_committee_id, d.country_id) IS DISTINCT FROM (d.published_committee_id, d.published_country_id)) AS pending
    FROM (SELECT 1) AS one LEFT JOIN ${livePublications} p ON p.event_id = ${eventId}`);
};
