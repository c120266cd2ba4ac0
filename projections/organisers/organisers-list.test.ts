import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventStore } from '../../commands/event-store/create-event-store';
import type { EventStore, Position } from '../../commands/event-store/port';
import { organiserDecider, organiserStreamId, parseOrganiserEvent, type OrganiserCommand } from '@domain/organisers/organiser';
import { createFreshDatabase, type FreshDatabase } from '../../test/support/fresh-database';
import { organisersStatusSource } from '../audit/sources/organisers';
import { createDatabasePool, type DatabasePool } from '../db/pool';
import { checkProjection } from '../runtime/check';
import { migrateProjections } from '../runtime/migrate';
import { ProjectionRuntime } from '../runtime/projection-runtime';
import { quietLogger } from '../runtime/testing/runtime-fixture';
import {
  findOrganiser,
  findOrganiserOfUser,
  listOrganisers,
  listUserIdsWithOpenRecords,
  organisersListProjection,
} from './organisers-list';

let database: FreshDatabase;
let store: EventStore;
let pool: DatabasePool;
let runtime: ProjectionRuntime;
const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;
const details = {
  schoolId: '3',
  localityId: '1',
  role: 'MUN Director',
  evidence: { kind: 'files' as const, fileUrls: ['/uploads/a.pdf'] },
};

// Read models may not use the command handlers: decide and append by hand.
const act = async (organiserId: string, command: OrganiserCommand): Promise<Position> => {
  const recorded = await store.readStream(organiserStreamId(organiserId));
  const state = recorded
    .map((event) => parseOrganiserEvent(event.type, event.data)!)
    .reduce(organiserDecider.evolve, organiserDecider.initialState);
  const events = organiserDecider.decide(command, state);
  const result = await store.appendToStream(
    organiserStreamId(organiserId),
    events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data })),
  );
  return result.position;
};
const open = (organiserId: string, userId: string, minute: number) =>
  act(organiserId, { type: 'RequestApproval', organiserId, userId, details, by: userId, at: at(minute) });

beforeAll(async () => {
  database = await createFreshDatabase('organisers_rm');
  store = await createEventStore({ databaseUrl: database.url });
  pool = await createDatabasePool(database.url);
  await migrateProjections(pool, [organisersListProjection]);
  runtime = new ProjectionRuntime({ pool, store, projections: [organisersListProjection], logger: quietLogger });
  await runtime.start();

  await open('o1', 'u1', 1);
  await act('o1', { type: 'ChangeOrganiserStatus', to: 'approved', by: 'admin', at: at(2) });
  await open('o2', 'u2', 3);
  await act('o2', { type: 'ChangeOrganiserStatus', to: 'rejected', by: 'admin', at: at(4) });
  await act('o2', {
    type: 'RequestApproval',
    organiserId: 'o2',
    userId: 'u2',
    details: { ...details, role: 'Coach' },
    by: 'u2',
    at: at(5),
  });
  await open('o3', 'u3', 6);
  await act('o3', { type: 'DeleteOrganiser', by: 'admin', at: at(7) });
  await open('o4', 'u3', 8);
  const last = await act('o4', { type: 'ChangeOrganiserStatus', to: 'flagged', by: 'admin', at: at(9) });
  expect(await runtime.waitFor(last, { timeoutMs: 20_000 })).toBe(true);
});

afterAll(async () => {
  await runtime?.stop();
  await pool?.end();
  await store?.close();
  await database?.drop();
});

describe('organisers list read model', () => {
  it('lists records that are not deleted, newest request first, with who actioned them last', async () => {
    const rows = await listOrganisers(pool);
    expect(rows.map((row) => [row.id, row.status, row.actioned_by_user_id, row.revision])).toEqual([
      ['o4', 'flagged', 'admin', 1],
      ['o2', 'pending', null, 2],
      ['o1', 'approved', 'admin', 1],
    ]);
    expect(await findOrganiser(pool, 'o2')).toMatchObject({
      role: 'Coach',
      created_at: new Date(at(5)),
      actioned_at: null,
      evidence: details.evidence,
    });
  });

  it("answers a user's current record, or their latest deleted one", async () => {
    expect((await findOrganiserOfUser(pool, 'u3'))?.id).toBe('o4');
    expect(await findOrganiserOfUser(pool, 'nobody')).toBeNull();
    expect([...(await listUserIdsWithOpenRecords(pool))].sort()).toEqual(['u1', 'u2', 'u3']);
  });

  it('rebuilds from the events into exactly the live rows', async () => {
    expect(await checkProjection({ pool, store, projection: organisersListProjection })).toMatchObject({ equal: true, differences: [] });
  });
});

describe('organisers audit source', () => {
  it('turns every organiser event into one status change of the organiser, without personal data', async () => {
    const entries = (await store.readStream(organiserStreamId('o2'))).flatMap((event) => organisersStatusSource.entriesOf(event));
    expect(entries).toEqual([
      { entityType: 'organiser', entityId: 'o2', from: null, to: 'pending', by: 'u2', at: at(3), detail: 'requested by the user' },
      { entityType: 'organiser', entityId: 'o2', from: 'pending', to: 'rejected', by: 'admin', at: at(4), detail: null },
      {
        entityType: 'organiser',
        entityId: 'o2',
        from: 'rejected',
        to: 'pending',
        by: 'u2',
        at: at(5),
        detail: 'requested again by the user',
      },
    ]);
    const [deletion] = (await store.readStream(organiserStreamId('o3')))
      .slice(-1)
      .flatMap((event) => organisersStatusSource.entriesOf(event));
    expect(deletion).toMatchObject({ from: 'pending', to: 'deleted', by: 'admin' });
    expect(organisersStatusSource.entriesOf({ ...(await store.readStream(organiserStreamId('o1')))[0]!, data: { broken: true } })).toEqual(
      [],
    );
  });
});
