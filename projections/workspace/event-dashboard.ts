import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { committeeCategories, type CommitteeCategory } from '@domain/catalogue/committees';
import { totalRevenueOf } from '@domain/events/event-rules';
import { parseRosterEvent, rosterEventTypes, type RosterEvent } from '@domain/registrations/roster';
import { allocationStatusOf, dashboardCategories, type AllocationStatus } from '@domain/allocation/allocation-status';
import { allocationEventTypes, parseAllocationEvent, type AllocationEvent } from '@domain/allocation/allocation-events';
import { eventCommitteeEventTypes, parseEventCommitteeEvent, type EventCommitteeEvent } from '@domain/workspace/event-committees';
import { findEvent } from '../events/events-list';
import { readModelSchema, type Projection } from '../runtime/projection';
import { findSchool } from '../schools/schools-list';
import { lenient } from '../runtime/lenient-parse';
import { RowBuffer, type Row } from '../runtime/row-buffer';

/**
 * The workspace Dashboard's allocation summaries (spec §2 tab 1, §4): per event its delegate
 * count, per event committee its category, seats and assigned delegates, kept as events
 * arrive so the tab never counts registrations when it is read.
 *
 * Each row keeps the revision of the stream its numbers come from (the event's own stream
 * for delegates, `event-committees-<eventId>` for committees) and takes an event only when
 * its revision is newer: a replayed batch adds nothing twice, and events of different
 * streams, interleaved in any order, each move only their own rows.
 */
const NAME = 'event_dashboard';
const delegatesTable = (schema: string) => sql.identifier([schema, 'event_delegates']);
const committeesTable = (schema: string) => sql.identifier([schema, 'committees']);

type DashboardEvent = RosterEvent | EventCommitteeEvent | AllocationEvent;

const parsed = lenient(
  (type, data): DashboardEvent | null =>
    parseRosterEvent(type, data) ?? parseEventCommitteeEvent(type, data) ?? parseAllocationEvent(type, data),
);

/** How many delegates each committee gains (or loses) with an allocation event. */
const assignedChangesOf = (event: AllocationEvent): Map<string, number> => {
  const changes = new Map<string, number>();
  const shift = (id: string, by: number) => changes.set(id, (changes.get(id) ?? 0) + by);
  if (event.type === 'DelegateAssigned') {
    if (event.data.previous) shift(event.data.previous.eventCommitteeId, -1);
    shift(event.data.eventCommitteeId, 1);
  }
  if (event.type === 'DelegateUnassigned') shift(event.data.eventCommitteeId, -1);
  if (event.type === 'AllocationApplied') for (const placement of event.data.placements) shift(placement.eventCommitteeId, 1);
  return changes;
};

/** The batch's rows: delegate counts per event, committees. */
interface Rows {
  delegates: RowBuffer;
  committees: RowBuffer;
}

/** Whether a row last moved by an older revision of its stream takes this event (a replay does not). */
const takes = (row: Row, revision: bigint) => BigInt(String(row.revision)) < revision;

/** The committees an event of the committees stream changes. */
const committeeIdsOf = (event: DashboardEvent): string[] => {
  switch (event.type) {
    case 'EventCommitteeAdded':
    case 'EventCommitteeUpdated':
    case 'EventCommitteeDeleted':
      return [event.data.eventCommitteeId];
    case 'DelegateAssigned':
    case 'DelegateUnassigned':
    case 'AllocationApplied':
      return [...assignedChangesOf(event).keys()];
    default:
      return [];
  }
};

/** One event on the batch's rows, exactly as `handle` changes the tables. */
const foldDashboard = (rows: Rows, event: DashboardEvent, recordedRevision: bigint) => {
  const revision = Number(recordedRevision);
  switch (event.type) {
    case 'DelegateRegistered':
    case 'RegistrationCancelled':
    case 'DelegateRemoved': {
      const change = event.type === 'DelegateRegistered' ? 1 : -1;
      rows.delegates.upsert({ event_id: event.data.eventId, delegates: change, revision }, (row) =>
        takes(row, recordedRevision) ? { delegates: Number(row.delegates) + change, revision } : {},
      );
      return;
    }
    case 'EventCommitteeAdded': {
      const d = event.data;
      rows.committees.insert({ id: d.eventCommitteeId, event_id: d.eventId, abbr: d.abbr, category: d.category, seats: d.seats, revision });
      return;
    }
    case 'EventCommitteeUpdated': {
      const { abbr, category, seats } = event.data.changes;
      rows.committees.update(event.data.eventCommitteeId, (row) =>
        takes(row, recordedRevision)
          ? { abbr: abbr ?? row.abbr, category: category ?? row.category, seats: seats ?? row.seats, revision }
          : {},
      );
      return;
    }
    case 'EventCommitteeDeleted':
      rows.committees.update(event.data.eventCommitteeId, (row) => (takes(row, recordedRevision) ? { deleted: true, revision } : {}));
      return;
    case 'DelegateAssigned':
    case 'DelegateUnassigned':
    case 'AllocationApplied':
      for (const [id, change] of assignedChangesOf(event)) {
        rows.committees.update(id, (row) => (takes(row, recordedRevision) ? { assigned: Number(row.assigned) + change, revision } : {}));
      }
      return;
    default:
      return;
  }
};

export const eventDashboardProjection: Projection = {
  name: NAME,
  filter: { eventTypes: [...rosterEventTypes, ...eventCommitteeEventTypes, ...allocationEventTypes] },
  tables: ['event_delegates', 'committees'],
  migrate: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${delegatesTable(schema)} (
        event_id text PRIMARY KEY,
        delegates integer NOT NULL,
        revision bigint NOT NULL
      )`);
    // A deleted committee stays as a tombstone, so a replayed "added" cannot bring it back.
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${committeesTable(schema)} (
        id text PRIMARY KEY,
        event_id text NOT NULL,
        abbr text NOT NULL,
        category text NOT NULL,
        seats integer NOT NULL,
        assigned integer NOT NULL DEFAULT 0,
        deleted boolean NOT NULL DEFAULT false,
        revision bigint NOT NULL
      )`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS event_dashboard_committees_event ON ${committeesTable(schema)} (event_id)`);
  },
  handle: async (tx, recorded, schema) => {
    const event = parsed(recorded);
    if (!event) return;
    const revision = String(recorded.revision);
    const delegates = delegatesTable(schema);
    const committees = committeesTable(schema);
    switch (event.type) {
      case 'DelegateRegistered':
      case 'RegistrationCancelled':
      case 'DelegateRemoved': {
        const change = event.type === 'DelegateRegistered' ? 1 : -1;
        await tx.query(sql.unsafe`
          INSERT INTO ${delegates} AS d (event_id, delegates, revision) VALUES (${event.data.eventId}, ${change}, ${revision})
          ON CONFLICT (event_id) DO UPDATE SET delegates = d.delegates + excluded.delegates, revision = excluded.revision
          WHERE d.revision < excluded.revision`);
        return;
      }
      case 'EventCommitteeAdded': {
        const d = event.data;
        await tx.query(sql.unsafe`
          INSERT INTO ${committees} (id, event_id, abbr, category, seats, revision)
          VALUES (${d.eventCommitteeId}, ${d.eventId}, ${d.abbr}, ${d.category}, ${d.seats}, ${revision})
          ON CONFLICT (id) DO NOTHING`);
        return;
      }
      case 'EventCommitteeUpdated': {
        const { abbr, category, seats } = event.data.changes;
        await tx.query(sql.unsafe`
          UPDATE ${committees} SET abbr = coalesce(${abbr ?? null}, abbr), category = coalesce(${category ?? null}, category), seats = coalesce(${seats ?? null}::integer, seats), revision = ${revision}
          WHERE id = ${event.data.eventCommitteeId} AND revision < ${revision}`);
        return;
      }
      case 'EventCommitteeDeleted':
        await tx.query(sql.unsafe`
          UPDATE ${committees} SET deleted = true, revision = ${revision} WHERE id = ${event.data.eventCommitteeId} AND revision < ${revision}`);
        return;
      case 'DelegateAssigned':
      case 'DelegateUnassigned':
      case 'AllocationApplied':
        // A move out and back in within one event nets to nothing for that committee, but
        // the row still takes the revision, so a replay is recognised either way.
        for (const [id, change] of assignedChangesOf(event)) {
          await tx.query(sql.unsafe`
            UPDATE ${committees} SET assigned = assigned + ${change}, revision = ${revision} WHERE id = ${id} AND revision < ${revision}`);
        }
        return;
      case 'DelegatesLocked':
      case 'DelegatesUnlocked':
      case 'DelegateFlagChanged':
      case 'AgendaItemAdded':
      case 'AgendaItemRetitled':
      case 'AgendaItemDeleted':
        return;
      default:
        return event satisfies never;
    }
  },
  // A batch in three statements: the counts and committees it names read, the rows written back.
  handleBatch: async (tx, recorded, schema) => {
    const events = recorded.flatMap((each) => {
      const event = parsed(each);
      return event ? [{ event, revision: each.revision }] : [];
    });
    const rows = {
      delegates: new RowBuffer({ table: delegatesTable(schema), key: 'event_id', columns: ['event_id', 'delegates', 'revision'] }),
      committees: new RowBuffer({
        table: committeesTable(schema),
        key: 'id',
        columns: ['id', 'event_id', 'abbr', 'category', 'seats', 'assigned', 'deleted', 'revision'],
        defaults: { assigned: 0, deleted: false },
      }),
    };
    const rosterTypes = new Set<string>(rosterEventTypes);
    await rows.delegates.loadKeys(
      tx,
      events.flatMap(({ event }) => (rosterTypes.has(event.type) ? [event.data.eventId] : [])),
    );
    await rows.committees.loadKeys(
      tx,
      events.flatMap(({ event }) => committeeIdsOf(event)),
    );
    for (const { event, revision } of events) foldDashboard(rows, event, revision);
    await rows.delegates.flush(tx);
    await rows.committees.flush(tx);
  },
};

const live = (table: (schema: string) => ReturnType<typeof sql.identifier>) => table(readModelSchema(NAME));

export interface AllocationCount {
  /** Number of committees. */
  count: number;
  /** Sum of their seats. */
  seats: number;
  /** Sum of the delegates assigned to them. */
  allocated: number;
}

export interface CommitteeTypeStatus {
  category: CommitteeCategory;
  label: string;
  committees: number;
  seats_total: number;
  seats_assigned: number;
  status: AllocationStatus;
}

export interface CommitteeStatus {
  id: string;
  abbr: string;
  category: CommitteeCategory;
  seats_total: number;
  seats_assigned: number;
  status: AllocationStatus;
}

export interface EventDashboard {
  event: {
    id: string;
    name: string;
    start_date: string;
    end_date: string;
    locality: string | null;
    area: string | null;
    fees_per_delegate: number;
    delegates: number;
    total_revenue: number | null;
  };
  /** Rows Total, Country, Crisis, Role, Open Committees. */
  summary: Array<{ row: string } & AllocationCount>;
  /** Committee types that have committees, in the summary's order. */
  status: CommitteeTypeStatus[];
  committees: CommitteeStatus[];
}

const committeeRow = z.object({
  id: z.string(),
  abbr: z.string(),
  category: z.enum(committeeCategories),
  seats: z.number(),
  assigned: z.number(),
});

/** The event's delegate count as the dashboard reads it (0 before the first registration). */
export const countDelegates = async (db: CommonQueryMethods, eventId: string): Promise<number> =>
  (await db.maybeOneFirst(
    sql.type(z.object({ delegates: z.number() }))`SELECT delegates FROM ${live(delegatesTable)} WHERE event_id = ${eventId}`,
  )) ?? 0;

const listCommittees = async (db: CommonQueryMethods, eventId: string) => [
  ...(await db.any(sql.type(committeeRow)`
    SELECT id, abbr, category, seats, assigned FROM ${live(committeesTable)} WHERE event_id = ${eventId} AND NOT deleted ORDER BY abbr, id`)),
];

const totals = (rows: ReadonlyArray<{ seats: number; assigned: number }>): AllocationCount => ({
  count: rows.length,
  seats: rows.reduce((sum, row) => sum + row.seats, 0),
  allocated: rows.reduce((sum, row) => sum + row.assigned, 0),
});

/** Everything the Dashboard tab shows, or null when the event does not exist (or was deleted). */
export const findEventDashboard = async (db: CommonQueryMethods, eventId: string): Promise<EventDashboard | null> => {
  const event = await findEvent(db, eventId);
  if (!event) return null;
  const [school, delegates, committees] = await Promise.all([
    findSchool(db, event.school_id),
    countDelegates(db, eventId),
    listCommittees(db, eventId),
  ]);
  const byCategory = dashboardCategories.map(({ category, label }) => ({
    category,
    label,
    ...totals(committees.filter((row) => row.category === category)),
  }));
  return {
    event: {
      id: event.id,
      name: event.name,
      start_date: event.start_date,
      end_date: event.end_date,
      locality: school?.locality.name || null,
      area: school?.area?.name ?? null,
      fees_per_delegate: event.fees_per_delegate,
      delegates,
      total_revenue: totalRevenueOf(event.number_of_seats, event.fees_per_delegate),
    },
    summary: [
      { row: 'Total', ...totals(committees) },
      ...byCategory.map(({ label, count, seats, allocated }) => ({ row: label, count, seats, allocated })),
    ],
    status: byCategory
      .filter((type) => type.count > 0)
      .map((type) => ({
        category: type.category,
        label: type.label,
        committees: type.count,
        seats_total: type.seats,
        seats_assigned: type.allocated,
        status: allocationStatusOf(type.allocated, type.seats),
      })),
    committees: committees.map((row) => ({
      id: row.id,
      abbr: row.abbr,
      category: row.category,
      seats_total: row.seats,
      seats_assigned: row.assigned,
      status: allocationStatusOf(row.assigned, row.seats),
    })),
  };
};
