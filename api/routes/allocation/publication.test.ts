import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerFrame } from '@domain/notifications/notification';
import { openTestSocket, type TestSocket } from '../../../test/support/socket-client';
import type { Person } from '../../../test/support/organiser-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';
import { allocationFixtures, type AllocationEvent, type Countries } from '../../../test/support/allocation-fixtures';
import { finishedRun } from '../../../test/support/allocation-runs';

let setup: WorkspaceTestSetup;
let fixtures: ReturnType<typeof allocationFixtures>;
let countries: Countries;
let baseUrl: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  setup = await startWorkspaceTest();
  fixtures = allocationFixtures(setup);
  countries = await fixtures.seed(['UNSC', 'DISEC', 'WHO']);
  baseUrl = await setup.system.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await stopWorkspaceTest(setup?.system, setup?.db);
});

/** Every read model has caught up with everything stored so far. */
const caughtUp = async () => {
  await setup.system.runtime.waitForStored({ timeoutMs: 60_000 });
};
const storedCount = async () => Number((await setup.db.query<{ count: string }>('SELECT count(*) FROM es.events')).rows[0]!.count);
const countryId = (name: string) => countries.get(name)!.id;

/** A student registered through the API for the event, with their registration id. */
const student = async (event: AllocationEvent) => {
  const person = await setup.fx.person('student');
  const registered = await setup.fx.call('POST', `/api/v1/registerations/event-registration-student/${person.userId}`, person, {
    eventId: event.eventId,
    mun_experience: 3,
  });
  expect(registered.statusCode, registered.body).toBe(201);
  return { person, registrationId: registered.json().data.id as string };
};

const seatSeenBy = async (person: Person, event: AllocationEvent) => {
  const answer = await setup.fx.call(
    'GET',
    `/api/v1/registerations/get-registration-info-by-eventId-and-userId/${event.eventId}/${person.userId}`,
    person,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  const { assigned_committees, assigned_committee, assigned_country, country } = answer.json().data;
  return { assigned_committees, assigned_committee, assigned_country, country };
};

const joined = async (person: Person, cursor: string | null = null) => {
  const socket = await openTestSocket(baseUrl, person.headers.authorization.slice('Bearer '.length));
  sockets.push(socket);
  socket.join(person.userId, cursor);
  await socket.next((frame) => frame.event === 'room_joined');
  return socket;
};

const seatKinds = ['delegate_assigned', 'delegate_moved', 'delegate_unassigned', 'delegate_allocated'];
const seatNotifications = (socket: TestSocket) => socket.notifications().filter((frame) => seatKinds.includes(frame.event));
const isSeatFrame = (frame: ServerFrame) => seatKinds.includes(frame.event);

const publish = (event: AllocationEvent) => setup.fx.call('POST', `/api/v1/allocation/${event.eventId}/publish`, setup.organiser, {});
const setMode = (event: AllocationEvent, mode: string) =>
  setup.fx.call('PATCH', `/api/v1/allocation/${event.eventId}/publication-mode`, setup.organiser, { mode });
const publication = async (event: AllocationEvent) =>
  (await setup.fx.call('GET', `/api/v1/allocation/${event.eventId}/publication`, setup.organiser)).json().data;

describe('a seat reaches its delegate only once published', () => {
  it('keeps drafts from every read path a delegate has, then shows and tells the published seat, batched or at once', async () => {
    const event = await fixtures.event({ DISEC: 5, UNSC: 5 });
    const aisha = await student(event);
    const socket = await joined(aisha.person);

    // Drafts: the organiser sees them, the delegate does not.
    expect((await fixtures.assign(aisha.registrationId, event.committees.DISEC!, countryId('France'))).statusCode).toBe(200);
    expect((await fixtures.registrations(event)).find((row) => row.id === aisha.registrationId)).toMatchObject({
      assigned_committees: event.committees.DISEC,
    });
    expect(await seatSeenBy(aisha.person, event)).toEqual({
      assigned_committees: null,
      assigned_committee: null,
      assigned_country: null,
      country: null,
    });
    expect(await publication(event)).toEqual({ mode: 'batched', published_at: null, pending: 1 });
    expect(
      (await setup.fx.call('GET', `/api/v1/events/event-dashboard/${event.eventId}`, setup.organiser)).json().data.allocation_published_at,
    ).toBeNull();

    // Publish: one event, with who and when; the page and the socket show it.
    const before = await storedCount();
    const published = await publish(event);
    expect(published.json()).toMatchObject({
      success: true,
      message: 'Allocation published: 1 delegate sees a new seat',
      data: { published: 1, pending: 0 },
    });
    expect(await storedCount()).toBe(before + 1);
    const stored = await setup.db.query<{ data: { by: string; at: string } }>(
      `SELECT data FROM es.events WHERE type = 'AllocationPublished' AND stream_id = $1`,
      [`event-committees-${event.eventId}`],
    );
    expect(stored.rows[0]!.data).toMatchObject({ by: setup.organiser.userId, at: expect.any(String) });
    expect(await seatSeenBy(aisha.person, event)).toEqual({
      assigned_committees: event.committees.DISEC,
      assigned_committee: { id: event.committees.DISEC, abbr: 'DISEC', committee: expect.any(String), category: 'country' },
      assigned_country: countryId('France'),
      country: { id: countryId('France'), name: 'France', tier: expect.any(String), code: 'FR', flag: '🇫🇷' },
    });
    const told = await socket.next(isSeatFrame);
    // Notifications arrive in the order of their causes: had the draft told her anything, it would have come first.
    expect(told).toMatchObject({
      event: 'delegate_assigned',
      data: { eventId: event.eventId, message: expect.stringMatching(/^You are seated in DISEC as France at '.+'\.$/) },
    });
    const dashboard = (await setup.fx.call('GET', `/api/v1/events/event-dashboard/${event.eventId}`, setup.organiser)).json().data;
    expect(dashboard.allocation_published_at).toBe((await publication(event)).published_at);
    expect(dashboard.allocation_published_at).not.toBeNull();

    // Nothing new: nothing stored, and said so.
    const unchanged = await storedCount();
    expect((await publish(event)).json()).toMatchObject({
      message: 'Nothing to publish: every delegate already sees their seat',
      data: { published: 0 },
    });
    expect(await storedCount()).toBe(unchanged);

    // Batched: a move waits for the next Publish.
    expect((await fixtures.assign(aisha.registrationId, event.committees.UNSC!, countryId('Chile'))).statusCode).toBe(200);
    expect((await seatSeenBy(aisha.person, event)).assigned_committees).toBe(event.committees.DISEC);
    expect((await publication(event)).pending).toBe(1);
    expect((await publish(event)).json().data.published).toBe(1);
    expect((await seatSeenBy(aisha.person, event)).assigned_committees).toBe(event.committees.UNSC);
    const moved = await socket.next((frame) => frame.event === 'delegate_moved');
    expect(moved.data).toMatchObject({
      message: expect.stringMatching(/^You are now seated in UNSC as Chile at '.+', no longer in DISEC as France\.$/),
    });
    expect(seatNotifications(socket).map((frame) => frame.event)).toEqual(['delegate_assigned', 'delegate_moved']);

    // At once: the setting is an event; later changes are published (and told) as they are made.
    const beforeMode = await storedCount();
    expect((await setMode(event, 'at_once')).json()).toMatchObject({
      message: 'Seat changes now reach delegates as they are made',
      data: { mode: 'at_once' },
    });
    expect(await storedCount()).toBe(beforeMode + 1);
    expect((await setMode(event, 'at_once')).statusCode).toBe(200);
    expect(await storedCount()).toBe(beforeMode + 1);
    expect((await setMode(event, 'sometimes')).statusCode).toBe(400);
    expect(
      (await setup.fx.call('POST', '/api/v1/registerations/unassign-delegate', setup.organiser, { delegateId: aisha.registrationId }))
        .statusCode,
    ).toBe(200);
    expect(await seatSeenBy(aisha.person, event)).toMatchObject({ assigned_committees: null, country: null });
    expect((await publication(event)).pending).toBe(0);
    const unassigned = await socket.next((frame) => frame.event === 'delegate_unassigned');
    expect(unassigned.data).toMatchObject({ message: expect.stringMatching(/^You are no longer seated in UNSC as Chile at '.+'\.$/) });

    // A reconnecting page gets exactly what was published, once each.
    const again = await joined(aisha.person);
    await again.next((frame) => frame.event === 'delegate_unassigned');
    expect(seatNotifications(again).map((frame) => frame.event)).toEqual(['delegate_assigned', 'delegate_moved', 'delegate_unassigned']);
    expect(seatNotifications(again).every((frame) => 'missed' in frame.data && frame.data.missed === true)).toBe(true);

    // History: each publication and the setting, by whom and when.
    await caughtUp();
    const history = await setup.fx.call(
      'GET',
      `/api/v1/audit/status-changes?entityType=allocation&entityId=${event.eventId}`,
      setup.superUser,
    );
    expect(history.statusCode, history.body).toBe(200);
    const rows = history.json().data.rows as Array<{ from: string; to: string; actorId: string; detail: string }>;
    expect(
      rows.map(({ from, to, actorId, detail }) => ({ from, to, actorId, detail })).sort((a, b) => a.detail.localeCompare(b.detail)),
    ).toEqual(
      [
        { from: 'draft', to: 'published', actorId: setup.organiser.userId, detail: '1 seat published' },
        { from: 'draft', to: 'published', actorId: setup.organiser.userId, detail: '1 seat published' },
        { from: 'draft', to: 'published', actorId: setup.organiser.userId, detail: '1 seat published as changed' },
        { from: 'batched', to: 'at_once', actorId: setup.organiser.userId, detail: 'when seat changes are published' },
      ].sort((a, b) => a.detail.localeCompare(b.detail)),
    );
  });

  it('tells each delegate of their own seat alone, when it is published', async () => {
    const event = await fixtures.event({ DISEC: 5, UNSC: 5 });
    const [first, second] = [await student(event), await student(event)];
    const secondSocket = await joined(second.person);
    await fixtures.assign(first.registrationId, event.committees.DISEC!, countryId('France'));
    expect((await publish(event)).json().data.published).toBe(1);
    await fixtures.assign(second.registrationId, event.committees.UNSC!, countryId('Chile'));
    expect((await publish(event)).json().data.published).toBe(1);
    expect(await secondSocket.next(isSeatFrame)).toMatchObject({
      event: 'delegate_assigned',
      data: { message: expect.stringContaining('UNSC as Chile') },
    });
    expect(seatNotifications(secondSocket)).toHaveLength(1);
  });

  it('lets only the event’s organiser publish or change the setting, and stores nothing when refused', async () => {
    const event = await fixtures.event({ DISEC: 5 });
    const delegate = await student(event);
    const before = await storedCount();
    for (const call of [
      setup.fx.call('POST', `/api/v1/allocation/${event.eventId}/publish`, delegate.person, {}),
      setup.fx.call('PATCH', `/api/v1/allocation/${event.eventId}/publication-mode`, delegate.person, { mode: 'at_once' }),
      setup.fx.call('GET', `/api/v1/allocation/${event.eventId}/publication`, delegate.person),
    ]) {
      expect((await call).statusCode).toBe(403);
    }
    expect((await setup.fx.call('POST', `/api/v1/allocation/${randomUUID()}/publish`, setup.organiser, {})).statusCode).toBe(404);
    expect(await storedCount()).toBe(before);
  });
});

describe('a global allocation of 500 delegates', () => {
  it('tells each of the 500 once, when published', async () => {
    const event = await fixtures.event({ UNSC: 170, DISEC: 170, WHO: 170 }, 500);
    const ids = await fixtures.delegates(
      event,
      Array.from({ length: 500 }, () => ({ munExperience: 3 })),
    );
    expect((await fixtures.unlockAll(event)).statusCode).toBe(200);
    const run = await finishedRun(setup, event.eventId, { strategy: 'spec', dryRun: false }, 120_000);
    expect(run.result).toMatchObject({ allocated: 500, applied: true });

    const published = await publish(event);
    expect(published.json().data.published).toBe(500);
    await caughtUp();
    const told = await setup.db.query<{ kind: string; notifications: number; people: number }>(
      `SELECT kind, count(*)::int AS notifications, count(DISTINCT user_id)::int AS people FROM rm_notifications.notifications WHERE event_id = $1 AND kind LIKE 'delegate_%' GROUP BY kind`,
      [event.eventId],
    );
    expect(told.rows).toEqual([{ kind: 'delegate_allocated', notifications: 500, people: 500 }]);
    const registered = await setup.db.query<{ user_id: string }>(
      `SELECT user_id FROM rm_registrations_list.registrations WHERE id = ANY($1) ORDER BY user_id`,
      [ids],
    );
    const recipients = await setup.db.query<{ user_id: string }>(
      `SELECT user_id FROM rm_notifications.notifications WHERE event_id = $1 AND kind = 'delegate_allocated' ORDER BY user_id`,
      [event.eventId],
    );
    expect(recipients.rows).toEqual(registered.rows);
  });
});
