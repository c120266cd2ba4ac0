import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { allocationEventTypes, parseAllocationEvent } from '@domain/allocation/allocation-events';
import { delegationModeEventTypes, parseDelegationModeEvent } from '@domain/allocation/delegation-mode';
import { parsePublicationEvent, publicationEventTypes, publishModes, type PublicationEvent } from '@domain/allocation/publication';
import type { RecordedEvent } from '../../commands/event-store/port';
import { lenient } from '../runtime/lenient-parse';
import { RowBuffer } from '../runtime/row-buffer';
import { readModelSchema, type Projection } from '../runtime/projection';

/**
 * Where each delegate sits, and their lock and flag (the Delegates tab's Key Info and
 * Allocation), and the seat their delegate page shows: the one last published, which the
 * draft may have moved on from. A delegate without a row is unassigned, locked (the spec's
 * default) and not flagged. Per event: the publish setting, the last publication and whether
 * delegation mode is on.
 */
const NAME = 'delegate_allocations';
const table = (schema: string) => sql.identifier([schema, 'delegates']);
const publicationsTable = (schema: string) => sql.identifier([schema, 'publications']);

const parsed = lenient(parseAllocationEvent);
const parsedPublication = lenient(parsePublicationEvent);
const parsedDelegationMode = lenient(parseDelegationModeEvent);
const publicationTypes = new Set<string>([...publicationEventTypes, ...delegationModeEventTypes]);

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

type Seat = { committee?: string | null; country?: string | null; unlocked?: boolean; flagged?: boolean };

const delegateColumns = [
  'registration_id',
  'event_id',
  'event_committee_id',
  'country_id',
  'unlocked',
  'flagged',
  'published_committee_id',
  'published_country_id',
];

/** The batch's rows: delegates and publications. */
interface Rows {
  delegates: RowBuffer;
  publications: RowBuffer;
}

/** As `handle`'s upsert: a new row takes what is set and the defaults, a row there only what is set. */
const setDelegate = (rows: Rows, registrationId: string, eventId: string, set: Seat) =>
  rows.delegates.upsert(
    {
      registration_id: registrationId,
      event_id: eventId,
      event_committee_id: set.committee ?? null,
      country_id: set.country ?? null,
      unlocked: set.unlocked ?? false,
      flagged: set.flagged ?? false,
    },
    () => ({
      ...('committee' in set ? { event_committee_id: set.committee ?? null } : {}),
      ...('country' in set ? { country_id: set.country ?? null } : {}),
      ...('unlocked' in set ? { unlocked: set.unlocked ?? false } : {}),
      ...('flagged' in set ? { flagged: set.flagged ?? false } : {}),
    }),
  );

/** One event on the batch's rows, exactly as `handle` changes the tables. */
const foldAllocation = (rows: Rows, recorded: RecordedEvent) => {
  const delegationMode = parsedDelegationMode(recorded);
  if (delegationMode) {
    const { eventId, enabled } = delegationMode.data;
    rows.publications.upsert({ event_id: eventId, mode: 'batched', delegation_mode: enabled }, () => ({ delegation_mode: enabled }));
    return;
  }
  const publication = parsedPublication(recorded);
  if (publication) {
    const { eventId, by, at } = publication.data;
    if (publication.type === 'AllocationPublishModeChanged') {
      const mode = publication.data.mode;
      rows.publications.upsert({ event_id: eventId, mode }, () => ({ mode }));
      return;
    }
    rows.publications.upsert({ event_id: eventId, mode: 'batched', published_at: at, published_by: by }, () => ({
      published_at: at,
      published_by: by,
    }));
    for (const change of publication.data.changes) {
      const published = {
        published_committee_id: change.seat?.eventCommitteeId ?? null,
        published_country_id: change.seat?.countryId ?? null,
      };
      rows.delegates.upsert({ registration_id: change.registrationId, event_id: eventId, ...published }, () => published);
    }
    return;
  }
  const event = parsed(recorded);
  if (!event) return;
  const { eventId } = event.data;
  switch (event.type) {
    case 'DelegateAssigned':
      return setDelegate(rows, event.data.registrationId, eventId, {
        committee: event.data.eventCommitteeId,
        country: event.data.countryId,
      });
    case 'DelegateUnassigned':
      setDelegate(rows, event.data.registrationId, eventId, { committee: null, country: null });
      if (event.data.reason === 'left')
        rows.delegates.update(event.data.registrationId, { published_committee_id: null, published_country_id: null });
      return;
    case 'DelegatesLocked':
    case 'DelegatesUnlocked':
      for (const registrationId of event.data.registrationIds)
        setDelegate(rows, registrationId, eventId, { unlocked: event.type === 'DelegatesUnlocked' });
      return;
    case 'DelegateFlagChanged':
      return setDelegate(rows, event.data.registrationId, eventId, { flagged: event.data.flag });
    case 'AllocationApplied':
      for (const placement of event.data.placements)
        setDelegate(rows, placement.registrationId, eventId, { committee: placement.eventCommitteeId, country: placement.countryId });
      return;
    default:
      return event satisfies never;
  }
};

/** Every registration a batch names, however it names them. */
const registrationIdsIn = (events: readonly RecordedEvent[]) =>
  events.flatMap(({ data }) => {
    const ids: unknown[] = [data.registrationId];
    if (Array.isArray(data.registrationIds)) ids.push(...data.registrationIds);
    for (const list of [data.placements, data.changes]) {
      if (Array.isArray(list)) ids.push(...list.map((item) => (item as { registrationId?: unknown } | null)?.registrationId));
    }
    return ids.filter((id): id is string => typeof id === 'string');
  });

export const delegateAllocationsProjection: Projection = {
  name: NAME,
  filter: { eventTypes: [...allocationEventTypes, ...publicationEventTypes, ...delegationModeEventTypes] },
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
    // Added later: before it could be turned on, it was off.
    await tx.query(
      sql.unsafe`ALTER TABLE ${publicationsTable(schema)} ADD COLUMN IF NOT EXISTS delegation_mode boolean NOT NULL DEFAULT false`,
    );
  },
  // Every change sets values (never adds to them): a replayed event writes the same again.
  handle: async (tx, recorded, schema) => {
    const delegationMode = parsedDelegationMode(recorded);
    if (delegationMode) {
      const { eventId, enabled } = delegationMode.data;
      await tx.query(sql.unsafe`
        INSERT INTO ${publicationsTable(schema)} (event_id, mode, delegation_mode) VALUES (${eventId}, 'batched', ${enabled})
        ON CONFLICT (event_id) DO UPDATE SET delegation_mode = excluded.delegation_mode`);
      return;
    }
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
  // A batch in a few statements: the delegates and publications it names read, the rows written back.
  handleBatch: async (tx, events, schema) => {
    const rows = {
      delegates: new RowBuffer({
        table: table(schema),
        key: 'registration_id',
        columns: delegateColumns,
        defaults: { unlocked: false, flagged: false },
      }),
      publications: new RowBuffer({
        table: publicationsTable(schema),
        key: 'event_id',
        columns: ['event_id', 'mode', 'published_at', 'published_by', 'delegation_mode'],
        defaults: { delegation_mode: false },
      }),
    };
    await rows.delegates.loadKeys(tx, registrationIdsIn(events));
    const eventIds = events.flatMap((event) =>
      typeof event.data.eventId === 'string' && publicationTypes.has(event.type) ? [event.data.eventId] : [],
    );
    await rows.publications.loadKeys(tx, eventIds);
    for (const event of events) foldAllocation(rows, event);
    await rows.delegates.flush(tx);
    await rows.publications.flush(tx);
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

/** Whether delegation mode is on for the event (off until turned on). */
export const findDelegationMode = async (db: CommonQueryMethods, eventId: string): Promise<boolean> => {
  const livePublications = publicationsTable(readModelSchema(NAME));
  const row = await db.maybeOne(
    sql.type(z.object({ delegation_mode: z.boolean() }))`SELECT delegation_mode FROM ${livePublications} WHERE event_id = ${eventId}`,
  );
  return row?.delegation_mode ?? false;
};

/** The registrations whose draft seat or published seat is in an event committee, in no particular order. */
export const listRegistrationIdsIn = async (db: CommonQueryMethods, eventId: string, eventCommitteeId: string): Promise<string[]> => [
  ...(await db.anyFirst(sql.type(z.object({ registration_id: z.string() }))`
    SELECT registration_id FROM ${live}
    WHERE event_id = ${eventId} AND (event_committee_id = ${eventCommitteeId} OR published_committee_id = ${eventCommitteeId})`)),
];

const seatedRow = z.object({ registration_id: z.string(), event_committee_id: z.string() });

/**
 * Who sits in the event's committees now, of one committee or of all: by the organiser's draft
 * seat, or (`seen: 'published'`) by the seat published to the delegate.
 */
export const listSeated = async (
  db: CommonQueryMethods,
  eventId: string,
  eventCommitteeId?: string,
  seen: 'draft' | 'published' = 'draft',
): Promise<Array<z.infer<typeof seatedRow>>> => {
  const column = sql.identifier([seen === 'draft' ? 'event_committee_id' : 'published_committee_id']);
  return [
    ...(await db.any(sql.type(seatedRow)`
      SELECT registration_id, ${column} AS event_committee_id FROM ${live}
      WHERE event_id = ${eventId} AND ${column} IS NOT NULL
        ${eventCommitteeId === undefined ? sql.fragment`` : sql.fragment`AND ${column} = ${eventCommitteeId}`}`)),
  ];
};
