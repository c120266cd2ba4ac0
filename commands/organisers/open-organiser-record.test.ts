import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organiserStreamId, type OrganiserEvent } from '@domain/organisers/organiser';
import { organiserSlotStreamId } from '@domain/organisers/organiser-slot';
import { userStreamId } from '@domain/users/user';
import { createFreshDatabase, type FreshDatabase } from '../../test/support/fresh-database';
import { createEventStore } from '../event-store/create-event-store';
import type { EventStore } from '../event-store/port';
import type { CommandResult } from '../handler/command-handler';
import { importReferenceData } from '../schools/import-reference-data';
import { changeOrganiserStatus, deleteOrganiser } from './change-organiser-status';
import { openOrganiserRecord, type OpenOrganiserInput } from './open-organiser-record';
import { runOrganiserCommand, runOrganiserSlotCommand } from './organiser-streams';

let database: FreshDatabase;
let store: EventStore;
const now = new Date('2026-11-21T10:00:00.000Z');
const env = () => ({ store, now });
const context = (commandId: string = randomUUID(), userId: string | null = 'actor') => ({ commandId, userId });
const evidence = { kind: 'files' as const, fileUrls: ['/uploads/letter.pdf'] };

const newUser = async () => {
  const userId = randomUUID();
  const data = {
    userId,
    role: 'teacher',
    globalRole: 'user',
    emailDigest: `digest-${userId}`,
    emailVerified: true,
    sealed: 'sealed',
    by: userId,
    at: now.toISOString(),
  };
  await store.appendToStream(userStreamId(userId), [{ id: randomUUID(), type: 'UserRegistered', data }], { expectedRevision: 'no_stream' });
  return userId;
};
const request = (userId: string, overrides: Partial<OpenOrganiserInput> = {}): OpenOrganiserInput => ({
  type: 'RequestApproval',
  userId,
  schoolId: '1',
  role: 'MUN Director',
  evidence,
  by: userId,
  ...overrides,
});
const organiserIdOf = (result: CommandResult<OrganiserEvent>) => result.events[0]!.data.organiserId;
const types = async (streamId: string) => (await store.readStream(streamId)).map((event) => event.type);

beforeAll(async () => {
  database = await createFreshDatabase('organisers');
  store = await createEventStore({ databaseUrl: database.url });
  await importReferenceData(
    store,
    {
      localities: [{ name: 'Dubai', code: 'DU', areas: [{ name: 'Al Barsha', code: 'BAR' }] }],
      schools: [{ name: 'Barsha Model School', locality: 'Dubai', area: 'Al Barsha' }],
    },
    context('seed', null),
    now,
  );
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

describe('opening an organiser record', () => {
  it("records the request with the school's locality and claims the user's slot", async () => {
    const userId = await newUser();
    const result = await openOrganiserRecord(env(), request(userId), context());
    expect(result.events).toEqual([
      {
        type: 'OrganiserRequested',
        data: expect.objectContaining({
          userId,
          schoolId: '1',
          localityId: '1',
          role: 'MUN Director',
          evidence,
          from: null,
          to: 'pending',
          by: userId,
        }),
      },
    ]);
    expect(await types(organiserSlotStreamId(userId))).toEqual(['OrganiserSlotClaimed']);
  });

  it('keeps one record per user when the same user submits several requests at once', async () => {
    const userId = await newUser();
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => openOrganiserRecord(env(), request(userId), context())));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((outcome) => outcome.status === 'rejected')) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'ORGANISER_REQUEST_EXISTS' });
    }
    expect(await types(organiserSlotStreamId(userId))).toEqual(['OrganiserSlotClaimed']);
  });

  it('answers a retried request (same command id) with the same record and writes nothing more', async () => {
    const userId = await newUser();
    const retried = context();
    const first = await openOrganiserRecord(env(), request(userId), retried);
    const second = await openOrganiserRecord(env(), request(userId), retried);
    expect(organiserIdOf(second)).toBe(organiserIdOf(first));
    expect(second.replayed).toBe(true);
    expect(await types(organiserStreamId(organiserIdOf(first)))).toEqual(['OrganiserRequested']);
  });

  it('re-opens a rejected record on a new request, and opens a new one after a deletion', async () => {
    const userId = await newUser();
    const first = organiserIdOf(await openOrganiserRecord(env(), request(userId), context()));
    await changeOrganiserStatus(env(), { organiserId: first, to: 'rejected', by: 'admin' }, context());
    const again = await openOrganiserRecord(env(), request(userId, { role: 'Head of MUN club' }), context());
    expect(organiserIdOf(again)).toBe(first);
    expect(again.events[0]!.data).toMatchObject({ from: 'rejected', to: 'pending', role: 'Head of MUN club' });

    await deleteOrganiser(env(), { organiserId: first, by: 'admin' }, context());
    const fresh = await openOrganiserRecord(env(), request(userId), context());
    expect(organiserIdOf(fresh)).not.toBe(first);
    expect(await types(organiserStreamId(first))).toEqual([
      'OrganiserRequested',
      'OrganiserStatusChanged',
      'OrganiserRequested',
      'OrganiserDeleted',
    ]);
  });

  it('assigns a user without a record as approved, and approves the record of a user who has one', async () => {
    const fresh = await newUser();
    const assigned = await openOrganiserRecord(env(), request(fresh, { type: 'AssignOrganiser', by: 'admin' }), context());
    expect(assigned.events[0]).toMatchObject({ type: 'OrganiserAssigned', data: { from: null, to: 'approved' } });

    const pending = await newUser();
    const id = organiserIdOf(await openOrganiserRecord(env(), request(pending), context()));
    const approved = await openOrganiserRecord(env(), request(pending, { type: 'AssignOrganiser', by: 'admin' }), context());
    expect(approved.events).toEqual([
      { type: 'OrganiserStatusChanged', data: expect.objectContaining({ organiserId: id, from: 'pending', to: 'approved' }) },
    ]);
  });

  it('refuses unknown users and schools', async () => {
    await expect(openOrganiserRecord(env(), request(randomUUID()), context())).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    await expect(openOrganiserRecord(env(), request(await newUser(), { schoolId: '999' }), context())).rejects.toMatchObject({
      code: 'SCHOOL_NOT_FOUND',
    });
  });
});

describe('recovering from a process that stopped half-way', () => {
  it('writes the record of a claim whose record was never written, as its claimer would have', async () => {
    const userId = await newUser();
    const organiserId = randomUUID();
    const claimer = context('claim-that-stopped', userId);
    const opening = {
      type: 'RequestApproval' as const,
      organiserId,
      userId,
      details: { schoolId: '1', localityId: '1', role: 'Teacher', evidence },
      by: userId,
      at: now.toISOString(),
    };
    await runOrganiserSlotCommand(store, userId, { type: 'ClaimSlot', opening }, claimer);

    await expect(openOrganiserRecord(env(), request(userId), context())).rejects.toMatchObject({ code: 'ORGANISER_REQUEST_EXISTS' });
    const written = await store.readStream(organiserStreamId(organiserId));
    expect(written.map((event) => [event.type, event.metadata.commandId])).toEqual([['OrganiserRequested', 'claim-that-stopped']]);

    // The claimer, retrying, finds its own work done.
    const retried = await openOrganiserRecord(env(), request(userId), claimer);
    expect(retried).toMatchObject({ replayed: true });
    expect(await store.readStream(organiserStreamId(organiserId))).toHaveLength(1);
  });

  it('frees the slot of a record deleted before its slot was released', async () => {
    const userId = await newUser();
    const first = organiserIdOf(await openOrganiserRecord(env(), request(userId), context()));
    await runOrganiserCommand(store, first, { type: 'DeleteOrganiser', by: 'admin', at: now.toISOString() }, context());

    const next = await openOrganiserRecord(env(), request(userId), context());
    expect(organiserIdOf(next)).not.toBe(first);
    expect(await types(organiserSlotStreamId(userId))).toEqual(['OrganiserSlotClaimed', 'OrganiserSlotReleased', 'OrganiserSlotClaimed']);
  });
});
