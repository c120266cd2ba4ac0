import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { eventLeaderEventTypes, parseEventLeaderEvent, type EventLeaderEvent } from '@domain/workspace/event-leaders';
import { readModelSchema, type Projection } from '../runtime/projection';
import { lenient } from '../runtime/lenient-parse';
import { RowBuffer } from '../runtime/row-buffer';

/**
 * Each event's leadership-role holders (the workspace's Leadership Roles tab and the delegate
 * page's Support Contact). Only ids are kept: names and contacts are looked up when read, so
 * an erased person's details disappear from the list.
 */
const NAME = 'event_leaders_list';
const table = (schema: string) => sql.identifier([schema, 'event_leaders']);

const parsed = lenient((type, data): EventLeaderEvent | null => parseEventLeaderEvent(type, data));

/** One event on the batch's rows, exactly as `handle` changes the table. */
const foldLeader = (leaders: RowBuffer, event: EventLeaderEvent) => {
  const { eventId, at } = event.data;
  switch (event.type) {
    case 'EventLeaderAssigned': {
      const { entryId, userId, roleId, ranking } = event.data;
      leaders.insert({ id: entryId, event_id: eventId, user_id: userId, role_id: roleId, ranking, created_at: at, updated_at: at });
      return;
    }
    case 'EventLeaderUpdated':
      leaders.update(event.data.entryId, { user_id: event.data.userId, role_id: event.data.roleId, updated_at: at });
      return;
    case 'EventLeaderRemoved':
      leaders.delete(event.data.entryId);
      return;
    case 'EventLeadersReranked':
      for (const { entryId, ranking } of event.data.rankings) leaders.update(entryId, { ranking, updated_at: at });
      return;
  }
};

const entryIdsOf = (event: EventLeaderEvent): string[] =>
  event.type === 'EventLeadersReranked' ? event.data.rankings.map((each) => each.entryId) : [event.data.entryId];

export const eventLeadersListProjection: Projection = {
  name: NAME,
  filter: { eventTypes: eventLeaderEventTypes },
  tables: ['event_leaders'],
  migrate: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${table(schema)} (
        id text PRIMARY KEY,
        event_id text NOT NULL,
        user_id text NOT NULL,
        role_id text NOT NULL,
        ranking integer NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS event_leaders_event ON ${table(schema)} (event_id, ranking)`);
  },
  handle: async (tx, recorded, schema) => {
    const leaders = table(schema);
    const event = parsed(recorded);
    if (!event) return;
    const { eventId, at } = event.data;
    switch (event.type) {
      case 'EventLeaderAssigned': {
        const { entryId, userId, roleId, ranking } = event.data;
        await tx.query(sql.unsafe`
          INSERT INTO ${leaders} (id, event_id, user_id, role_id, ranking, created_at, updated_at)
          VALUES (${entryId}, ${eventId}, ${userId}, ${roleId}, ${ranking}, ${at}, ${at})
          ON CONFLICT (id) DO NOTHING`);
        return;
      }
      case 'EventLeaderUpdated': {
        const { entryId, userId, roleId } = event.data;
        await tx.query(
          sql.unsafe`UPDATE ${leaders} SET user_id = ${userId}, role_id = ${roleId}, updated_at = ${at} WHERE id = ${entryId}`,
        );
        return;
      }
      case 'EventLeaderRemoved':
        await tx.query(sql.unsafe`DELETE FROM ${leaders} WHERE id = ${event.data.entryId}`);
        return;
      case 'EventLeadersReranked':
        for (const { entryId, ranking } of event.data.rankings) {
          await tx.query(sql.unsafe`UPDATE ${leaders} SET ranking = ${ranking}, updated_at = ${at} WHERE id = ${entryId}`);
        }
        return;
    }
  },
  // A batch in two statements: the entries it names read, the rows written back.
  handleBatch: async (tx, recorded, schema) => {
    const events = recorded.flatMap((each) => parsed(each) ?? []);
    const leaders = new RowBuffer({
      table: table(schema),
      key: 'id',
      columns: ['id', 'event_id', 'user_id', 'role_id', 'ranking', 'created_at', 'updated_at'],
    });
    await leaders.loadKeys(tx, events.flatMap(entryIdsOf));
    for (const event of events) foldLeader(leaders, event);
    await leaders.flush(tx);
  },
};

export const eventLeaderRow = z.object({
  id: z.string(),
  event_id: z.string(),
  user_id: z.string(),
  role_id: z.string(),
  ranking: z.number(),
});
export type EventLeaderRow = z.infer<typeof eventLeaderRow>;

const live = table(readModelSchema(NAME));
const select = sql.fragment`SELECT id, event_id, user_id, role_id, ranking FROM ${live}`;

/** An event's leadership roles, ranking ascending (then in order of assignment). */
export const listEventLeaders = async (db: CommonQueryMethods, eventId: string): Promise<EventLeaderRow[]> => [
  ...(await db.any(sql.type(eventLeaderRow)`${select} WHERE event_id = ${eventId} ORDER BY ranking, created_at, id`)),
];

export const findEventLeader = (db: CommonQueryMethods, id: string) => db.maybeOne(sql.type(eventLeaderRow)`${select} WHERE id = ${id}`);

/** The events at which the person holds a leadership role now. */
export const listEventIdsLedBy = async (db: CommonQueryMethods, userId: string): Promise<string[]> => [
  ...(await db.anyFirst(
    sql.type(z.object({ event_id: z.string() }))`SELECT DISTINCT event_id FROM ${live} WHERE user_id = ${userId} ORDER BY event_id`,
  )),
];
