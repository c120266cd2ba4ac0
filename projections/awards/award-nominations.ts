import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { nominationKey, nominationStatuses, parseAwardEvent, statusAfter, type AwardEvent } from '@domain/awards/awards';
import type { RecordedEvent } from '../../commands/event-store/port';
import { lenient } from '../runtime/lenient-parse';
import { readModelSchema, type Projection } from '../runtime/projection';
import { RowBuffer, type Row } from '../runtime/row-buffer';

/**
 * Every nomination of every event, one row per delegate and kind (the awards stream allows one),
 * with its committee and seat, its status and who nominated and decided when. Names are not
 * copied: the answers take them from the registrations' read model when they are asked for, so
 * an erased person's name is gone from here too.
 */
const NAME = 'award_nominations';
const table = (schema: string) => sql.identifier([schema, 'nominations']);
const parsed = lenient(parseAwardEvent);

const nominationTypes = [
  'AwardNominated',
  'AwardNominationWithdrawn',
  'AwardConfirmed',
  'AwardNominationRejected',
  'AwardRevoked',
] as const;
type NominationEvent = Extract<AwardEvent, { type: (typeof nominationTypes)[number] }>;
const isNominationEvent = (event: AwardEvent | null): event is NominationEvent =>
  event !== null && (nominationTypes as readonly string[]).includes(event.type);

const columns = [
  'id',
  'event_id',
  'registration_id',
  'kind_id',
  'kind_name',
  'event_committee_id',
  'country_id',
  'status',
  'nominated_by',
  'nominated_at',
  'decided_by',
  'decided_at',
];

/** The row a nomination makes, or the changes a later decision makes to it. */
const nominatedRow = (event: Extract<NominationEvent, { type: 'AwardNominated' }>): Row => {
  const { eventId, registrationId, kindId, kindName, eventCommitteeId, countryId, by, at } = event.data;
  return {
    id: nominationKey(registrationId, kindId),
    event_id: eventId,
    registration_id: registrationId,
    kind_id: kindId,
    kind_name: kindName,
    event_committee_id: eventCommitteeId,
    country_id: countryId,
    status: 'nominated',
    nominated_by: by,
    nominated_at: at,
    decided_by: null,
    decided_at: null,
  };
};
const decision = (event: NominationEvent) => ({ status: statusAfter[event.type], decided_by: event.data.by, decided_at: event.data.at });

export const awardNominationsProjection: Projection = {
  name: NAME,
  filter: { eventTypes: [...nominationTypes] },
  tables: ['nominations'],
  migrate: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${table(schema)} (
        id text PRIMARY KEY,
        event_id text NOT NULL,
        registration_id text NOT NULL,
        kind_id text NOT NULL,
        kind_name text NOT NULL,
        event_committee_id text NOT NULL,
        country_id text,
        status text NOT NULL,
        nominated_by text NOT NULL,
        nominated_at text NOT NULL,
        decided_by text,
        decided_at text
      )`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS award_nominations_event ON ${table(schema)} (event_id, event_committee_id)`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS award_nominations_registration ON ${table(schema)} (registration_id)`);
  },
  // Every event sets values: a replay writes the same again.
  handle: async (tx, recorded, schema) => {
    const event = parsed(recorded);
    if (!isNominationEvent(event)) return;
    if (event.type === 'AwardNominated') {
      const row = nominatedRow(event);
      await tx.query(sql.unsafe`
        INSERT INTO ${table(schema)} (id, event_id, registration_id, kind_id, kind_name, event_committee_id, country_id, status, nominated_by, nominated_at)
        VALUES (${String(row.id)}, ${event.data.eventId}, ${event.data.registrationId}, ${event.data.kindId}, ${event.data.kindName},
          ${event.data.eventCommitteeId}, ${event.data.countryId}, 'nominated', ${event.data.by}, ${event.data.at})
        ON CONFLICT (id) DO UPDATE SET kind_name = excluded.kind_name, event_committee_id = excluded.event_committee_id,
          country_id = excluded.country_id, status = 'nominated', nominated_by = excluded.nominated_by, nominated_at = excluded.nominated_at,
          decided_by = NULL, decided_at = NULL`);
      return;
    }
    const { status, decided_by, decided_at } = decision(event);
    await tx.query(sql.unsafe`
      UPDATE ${table(schema)} SET status = ${status}, decided_by = ${decided_by}, decided_at = ${decided_at}
      WHERE id = ${nominationKey(event.data.registrationId, event.data.kindId)}`);
  },
  // A batch in two statements: the nominations it names read, each event applied in memory, what changed written back.
  handleBatch: async (tx, recorded: readonly RecordedEvent[], schema) => {
    const events = recorded.map(parsed).filter(isNominationEvent);
    if (events.length === 0) return;
    const rows = new RowBuffer({ table: table(schema), key: 'id', columns });
    await rows.loadKeys(
      tx,
      events.map((event) => nominationKey(event.data.registrationId, event.data.kindId)),
    );
    for (const event of events) {
      if (event.type === 'AwardNominated') {
        const row = nominatedRow(event);
        rows.upsert(row, () => {
          const { id: _id, event_id: _event, registration_id: _registration, kind_id: _kind, ...changes } = row;
          return changes;
        });
      } else rows.update(nominationKey(event.data.registrationId, event.data.kindId), decision(event));
    }
    await rows.flush(tx);
  },
};

const nominationRow = z.object({
  event_id: z.string(),
  registration_id: z.string(),
  kind_id: z.string(),
  kind_name: z.string(),
  event_committee_id: z.string(),
  country_id: z.string().nullable(),
  status: z.enum(nominationStatuses),
  nominated_by: z.string(),
  nominated_at: z.string(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type NominationRow = z.infer<typeof nominationRow>;

const live = () => table(readModelSchema(NAME));
const selected = sql.fragment`event_id, registration_id, kind_id, kind_name, event_committee_id, country_id, status, nominated_by, nominated_at, decided_by, decided_at`;

/** An event's nominations, one committee's or all, oldest first. */
export const listNominations = async (
  db: CommonQueryMethods,
  eventId: string,
  options: { eventCommitteeId?: string; status?: NominationRow['status'] } = {},
): Promise<NominationRow[]> => {
  const committee =
    options.eventCommitteeId === undefined ? sql.fragment`` : sql.fragment`AND event_committee_id = ${options.eventCommitteeId}`;
  const status = options.status === undefined ? sql.fragment`` : sql.fragment`AND status = ${options.status}`;
  return [
    ...(await db.any(sql.type(nominationRow)`
      SELECT ${selected} FROM ${live()} WHERE event_id = ${eventId} ${committee} ${status} ORDER BY nominated_at, id`)),
  ];
};

/** The confirmed awards of these registrations, oldest first. */
export const listConfirmedAwardsOf = async (db: CommonQueryMethods, registrationIds: readonly string[]): Promise<NominationRow[]> =>
  registrationIds.length === 0
    ? []
    : [
        ...(await db.any(sql.type(nominationRow)`
      SELECT ${selected} FROM ${live()} WHERE registration_id = ANY(${sql.array([...registrationIds], 'text')}) AND status = 'confirmed'
      ORDER BY decided_at, id`)),
      ];
