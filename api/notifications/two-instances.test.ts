import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from '../../test/support/test-system';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../test/support/workspace-test-setup';
import type { Person } from '../../test/support/organiser-fixtures';
import { openTestSocket, type TestSocket } from '../../test/support/socket-client';

/**
 * Two API instances on one database and one Redis, as behind a load balancer: the first runs
 * everything, the second only the API (ROLE=api). Sockets on either hear what concerns them.
 */
let { system, fx, db, superUser, organiser } = {} as WorkspaceTestSetup;
let second: TestSystem;
const urls: string[] = [];
const sockets: TestSocket[] = [];

beforeAll(async () => {
  ({ system, fx, db, superUser, organiser } = await startWorkspaceTest());
  second = await startTestSystem({ DATABASE_URL: system.database.url, REDIS_PREFIX: system.deps.config.REDIS_PREFIX, ROLE: 'api' });
  urls.push(await system.app.listen({ port: 0, host: '127.0.0.1' }), await second.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await second?.stop();
  await stopWorkspaceTest(system, db);
});

const tab = async (who: Person, instance: 0 | 1) => {
  const socket = await openTestSocket(urls[instance]!, who.headers.authorization.slice('Bearer '.length));
  sockets.push(socket);
  socket.join(who.userId);
  await socket.next((frame) => frame.event === 'room_joined');
  return socket;
};

it('delivers each notification exactly once to every connected tab, whichever instance holds it, and to nobody else', async () => {
  const event = await fx.createEvent(organiser, { name: 'Twin MUN' });
  await fx.call('PATCH', `/api/v1/events/update-event-status/${event.id}`, superUser, { status: 'approved' });
  const [student, bystander] = [await fx.person('student'), await fx.person('student')];
  expect(
    (await fx.call('POST', `/api/v1/registerations/event-registration-student/${student.userId}`, student, { eventId: event.id }))
      .statusCode,
  ).toBe(201);
  const tabs = [await tab(student, 0), await tab(student, 1), await tab(student, 1)];
  const others = [await tab(bystander, 0), await tab(bystander, 1)];

  const updates = 5;
  for (let n = 1; n <= updates; n += 1) {
    const updated = await fx.call('PATCH', `/api/v1/events/update-event/${event.id}`, organiser, { description: `Change number ${n}.` });
    expect(updated.json().registeredUsersNotified).toBe(1);
  }
  for (const socket of tabs)
    await socket.next((frame) => 'eventDescription' in frame.data && frame.data.eventDescription === `Change number ${updates}.`, 10_000);
  // Time for any duplicate to arrive.
  await new Promise((resolve) => setTimeout(resolve, 1_500));

  const idsOf = (socket: TestSocket) =>
    socket
      .notifications()
      .filter((frame) => !frame.data.missed)
      .map((frame) => frame.data.id);
  const first = idsOf(tabs[0]!);
  expect(first).toHaveLength(updates);
  expect(new Set(first).size).toBe(updates);
  for (const socket of tabs) expect(idsOf(socket)).toEqual(first);
  for (const socket of others) expect(socket.notifications()).toEqual([]);
});
