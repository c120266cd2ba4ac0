import { randomUUID } from 'node:crypto';
import { sql, type DatabasePool } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RecordedEvent } from '../../commands/event-store/port';
import { createFreshDatabase, type FreshDatabase } from '../../test/support/fresh-database';
import { createDatabasePool } from '../db/pool';
import { readModelSchema } from '../runtime/projection';
import { countDelegates, eventDashboardProjection } from './event-dashboard';
import { recordedStreams } from '../../test/support/recorded-streams';

let database: FreshDatabase;
let pool: DatabasePool;
const schema = readModelSchema(eventDashboardProjection.name);

beforeAll(async () => {
  database = await createFreshDatabase('dashboard');
  pool = await createDatabasePool(database.url, { maximumPoolSize: 2 });
  await pool.transaction(async (tx) => {
    await tx.query(sql.unsafe`CREATE SCHEMA IF NOT EXISTS ${sql.identifier([schema])}`);
    await eventDashboardProjection.migrate(tx, schema);
  });
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

const at = '2026-11-24T08:00:00.000Z';

/** A stream that hands out revisions from 0, as the event store does. */
const stream = recordedStreams(at);

const rosterStream = (eventId: string) => {
  const next = stream(`event-${eventId}`);
  const ids = (n: number) => ({ eventId, registrationId: `${eventId}-r${n}`, userId: `${eventId}-u${n}`, by: `${eventId}-u${n}`, at });
  return {
    registered: (n: number) =>
      next('DelegateRegistered', {
        ...ids(n),
        registrationNo: `GYM-${n}`,
        role: 'student',
        munExperience: 0,
        prefCommitteeIds: [],
        sealed: 'x',
        from: null,
        to: 'registered',
      }),
    cancelled: (n: number) => next('RegistrationCancelled', { ...ids(n), from: 'registered', to: 'cancelled' }),
    removed: (n: number) => next('DelegateRemoved', { ...ids(n), from: 'registered', to: 'removed' }),
  };
};

const committeeStream = (eventId: string) => {
  const next = stream(`event-committees-${eventId}`);
  const stamp = { eventId, by: 'organiser', at };
  const settings = { chairUsername: null, deputyChair1Username: null, deputyChair2Username: null };
  return {
    added: (id: string, category: string, seats: number) =>
      next('EventCommitteeAdded', {
        ...stamp,
        ...settings,
        eventCommitteeId: id,
        committeeId: `c-${id}`,
        category,
        abbr: id.toUpperCase(),
        seats,
      }),
    updated: (id: string, changes: Record<string, unknown>) =>
      next('EventCommitteeUpdated', { ...stamp, eventCommitteeId: id, changes, previous: {} }),
    deleted: (id: string) =>
      next('EventCommitteeDeleted', { ...stamp, eventCommitteeId: id, committeeId: `c-${id}`, abbr: id.toUpperCase(), agendaIds: [] }),
    agenda: (id: string) =>
      next('AgendaItemAdded', { ...stamp, eventCommitteeId: id, agendaId: randomUUID(), agendaAbbr: 'A1', title: 'New Agenda Item' }),
  };
};

const apply = (events: readonly RecordedEvent[]) =>
  pool.transaction(async (tx) => {
    for (const event of events) await eventDashboardProjection.handle(tx, event, schema);
  });

const committees = async (eventId: string) => [
  ...(await pool.any(sql.type(
    z.object({ id: z.string(), category: z.string(), seats: z.number(), assigned: z.number(), deleted: z.boolean() }),
  )`
    SELECT id, category, seats, assigned, deleted FROM ${sql.identifier([schema, 'committees'])} WHERE event_id = ${eventId} ORDER BY id`)),
];

describe('event dashboard projection', () => {
  it('counts delegates and keeps committees of two events whose streams interleave, and a replay changes nothing', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const rosterA = rosterStream(a);
    const rosterB = rosterStream(b);
    const committeesA = committeeStream(a);
    const committeesB = committeeStream(b);
    const events = [
      rosterA.registered(1),
      committeesA.added('unsc', 'country', 40),
      rosterB.registered(1),
      rosterA.registered(2),
      committeesB.added('hcc', 'crisis', 20),
      committeesA.added('press', 'role', 10),
      rosterA.registered(3),
      committeesA.agenda('unsc'),
      rosterB.registered(2),
      rosterA.cancelled(2),
      committeesA.updated('unsc', { seats: 45, category: 'open' }),
      rosterB.removed(1),
      committeesA.deleted('press'),
      rosterA.registered(4),
    ];
    await apply(events);
    const expectState = async () => {
      expect(await countDelegates(pool, a)).toBe(3);
      expect(await countDelegates(pool, b)).toBe(1);
      expect(await committees(a)).toEqual([
        { id: 'press', category: 'role', seats: 10, assigned: 0, deleted: true },
        { id: 'unsc', category: 'open', seats: 45, assigned: 0, deleted: false },
      ]);
      expect(await committees(b)).toEqual([{ id: 'hcc', category: 'crisis', seats: 20, assigned: 0, deleted: false }]);
    };
    await expectState();

    // The runtime may deliver a batch again (a crash between commit and acknowledgement):
    // the whole history, and a tail of it, leave the numbers as they were.
    await apply(events);
    await apply(events.slice(5));
    await expectState();
  });

  it('reads an event nobody registered for as no delegates', async () => {
    expect(await countDelegates(pool, randomUUID())).toBe(0);
  });
});
