import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { allocationEventTypes, parseAllocationEvent } from '../../domain/allocation/allocation-events';
import { lenient } from '../runtime/lenient-parse';
import { readModelSchema, type Projection } from '../runtime/projection';

/**
 * Where each delegate sits, and their lock and flag (the Delegates tab's Key Info and
 * Allocation, the delegate page's Committee and Country). A delegate without a row is
 * unassigned, locked (the spec's default) and not flagged.
 */
const NAME = 'delegate_allocations';
const table = (schema: string) => sql.identifier([schema, 'delegates']);

const parsed = lenient(parseAllocationEvent);

export const delegateAllocationsProjection: Projection = {
  name: NAME,
  filter: { eventTypes: [...allocationEventTypes] },
  tables: ['delegates'],
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
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS delegate_allocations_event ON ${table(schema)} (event_id, event_committee_id)`);
  },
  // Every change sets values (never adds to them): a replayed event writes the same again.
  handle: async (tx, recorded, schema) => {
    const event = parsed(recorded);
    if (!event) return;
    const delegates = table(schema);
    const upsert = (registrationId: string, eventId: string, set: { committee?: string | null; country?: string | null; unlocked?: boolean; flagged?: boolean }) =>
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
        return;
      case 'DelegatesLocked':
      case 'DelegatesUnlocked':
        for (const registrationId of event.data.registrationIds) await upsert(registrationId, eventId, { unlocked: event.type === 'DelegatesUnlocked' });
        return;
      case 'DelegateFlagChanged':
        await upsert(event.data.registrationId, eventId, { flagged: event.data.flag });
        return;
      case 'AllocationApplied':
        for (const placement of event.data.placements) await upsert(placement.registrationId, eventId, { committee: placement.eventCommitteeId, country: placement.countryId });
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
export const findDelegateAllocations = async (db: CommonQueryMethods, registrationIds: readonly string[]): Promise<Map<string, DelegateAllocationRow>> => {
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
