import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { parseWaitingListEvent, waitingListEventTypes, waitingStatuses, type WaitingListEvent } from '@domain/registrations/waiting-list';
import { lenient } from '../runtime/lenient-parse';
import { readModelSchema, type Projection } from '../runtime/projection';
import { userAccountsProjection } from '../users/accounts-projection';

/**
 * Each event's waiting list, as its organiser's Waiting list view and the person's own
 * registration page read it: one row per place ever taken (those promoted, gone or removed
 * keep their row with its status), ordered by `rank`, and whether the list takes newcomers.
 * A person's place is counted from the ranks of those still waiting. Every row is made by the
 * events of its event's stream alone.
 */
const NAME = 'waiting_lists';
const entries = (schema: string) => sql.identifier([schema, 'waiting_entries']);
const lists = (schema: string) => sql.identifier([schema, 'waiting_lists']);

const parsed = lenient((type, data): WaitingListEvent | null => parseWaitingListEvent(type, data));

export const waitingListsProjection: Projection = {
  name: NAME,
  filter: { eventTypes: waitingListEventTypes },
  tables: ['waiting_entries', 'waiting_lists'],
  migrate: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${entries(schema)} (
        id text PRIMARY KEY,
        event_id text NOT NULL,
        user_id text NOT NULL,
        role text NOT NULL,
        status text NOT NULL,
        rank integer NOT NULL,
        joined_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS waiting_entries_event ON ${entries(schema)} (event_id, status, rank)`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS waiting_entries_user ON ${entries(schema)} (user_id, status)`);
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${lists(schema)} (
        event_id text PRIMARY KEY,
        open boolean NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  },
  handle: async (tx, recorded, schema) => {
    const event = parsed(recorded);
    if (!event) return;
    const table = entries(schema);
    switch (event.type) {
      case 'WaitingListJoined': {
        const { registrationId, eventId, userId, role, at } = event.data;
        await tx.query(sql.unsafe`
          INSERT INTO ${table} (id, event_id, user_id, role, status, rank, joined_at, updated_at)
          VALUES (${registrationId}, ${eventId}, ${userId}, ${role}, 'waiting',
                  coalesce((SELECT max(rank) FROM ${table} WHERE event_id = ${eventId}), 0) + 1, ${at}, ${at})
          ON CONFLICT (id) DO NOTHING`);
        return;
      }
      case 'WaitingListPromoted':
      case 'WaitingListLeft':
      case 'WaitingListRemoved':
        await tx.query(sql.unsafe`
          UPDATE ${table} SET status = ${event.data.to}, updated_at = ${event.data.at} WHERE id = ${event.data.registrationId}`);
        return;
      case 'WaitingListMovedUp': {
        // The two swap ranks, once: replayed, the moved one is already ahead and nothing changes.
        const { registrationId, passedRegistrationId, at } = event.data;
        await tx.query(sql.unsafe`
          UPDATE ${table} AS row SET rank = CASE row.id WHEN ${registrationId} THEN passed.rank ELSE moved.rank END, updated_at = ${at}
          FROM ${table} AS moved, ${table} AS passed
          WHERE moved.id = ${registrationId} AND passed.id = ${passedRegistrationId} AND moved.rank > passed.rank
            AND row.id IN (${registrationId}, ${passedRegistrationId})`);
        return;
      }
      case 'WaitingListClosed':
      case 'WaitingListReopened': {
        const { eventId, to, at } = event.data;
        await tx.query(sql.unsafe`
          INSERT INTO ${lists(schema)} (event_id, open, updated_at) VALUES (${eventId}, ${to === 'open'}, ${at})
          ON CONFLICT (event_id) DO UPDATE SET open = excluded.open, updated_at = excluded.updated_at`);
        return;
      }
    }
  },
};

const live = readModelSchema(NAME);
const accounts = sql.identifier([readModelSchema(userAccountsProjection.name), 'accounts']);

const waitingRow = z.object({
  id: z.string(),
  place: z.coerce.number(),
  user_id: z.string(),
  username: z.string().nullable(),
  fullname: z.string().nullable(),
  role: z.enum(['student', 'teacher']),
  joined_at: z.coerce.date(),
});
export type WaitingRow = z.infer<typeof waitingRow>;

/** Whether the event's list takes newcomers (open unless its organiser closed it). */
export const isWaitingListOpen = async (db: CommonQueryMethods, eventId: string): Promise<boolean> =>
  (await db.maybeOneFirst(sql.type(z.object({ open: z.boolean() }))`SELECT open FROM ${lists(live)} WHERE event_id = ${eventId}`)) ?? true;

/** Those waiting for a seat at the event, first in line first, with the names their accounts give. */
export const listWaiting = async (db: CommonQueryMethods, eventId: string): Promise<WaitingRow[]> => [
  ...(await db.any(sql.type(waitingRow)`
    SELECT e.id, row_number() OVER (ORDER BY e.rank) AS place, e.user_id, a.username, a.fullname, e.role, e.joined_at
    FROM ${entries(live)} e LEFT JOIN ${accounts} a ON a.id = e.user_id
    WHERE e.event_id = ${eventId} AND e.status = 'waiting'
    ORDER BY e.rank`)),
];

const placeRow = z.object({
  id: z.string(),
  status: z.enum(waitingStatuses),
  place: z.coerce.number(),
  joined_at: z.coerce.date(),
  updated_at: z.coerce.date(),
});

/** The person's latest place on the event's list (their place counted among those still waiting), if they ever took one. */
export const findWaitingPlace = (db: CommonQueryMethods, eventId: string, userId: string) =>
  db.maybeOne(sql.type(placeRow)`
    SELECT e.id, e.status, e.joined_at, e.updated_at,
           (SELECT count(*) FROM ${entries(live)} w WHERE w.event_id = e.event_id AND w.status = 'waiting' AND w.rank <= e.rank) AS place
    FROM ${entries(live)} e
    WHERE e.event_id = ${eventId} AND e.user_id = ${userId}
    ORDER BY e.rank DESC LIMIT 1`);

/** How many wait for a seat at the event. */
export const countWaiting = async (db: CommonQueryMethods, eventId: string): Promise<number> =>
  db.oneFirst(sql.type(z.object({ count: z.coerce.number() }))`
    SELECT count(*) AS count FROM ${entries(live)} WHERE event_id = ${eventId} AND status = 'waiting'`);

/** The events whose lists the person waits on (account deletion takes them off). */
export const listWaitingEventIdsOf = async (db: CommonQueryMethods, userId: string): Promise<string[]> => [
  ...(await db.anyFirst(
    sql.type(z.object({ event_id: z.string() }))`SELECT event_id FROM ${entries(live)} WHERE user_id = ${userId} AND status = 'waiting'`,
  )),
];
