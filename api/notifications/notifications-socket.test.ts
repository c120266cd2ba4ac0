import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketCloseCodes } from '@domain/notifications/notification';
import type { Person } from '../../test/support/organiser-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../test/support/workspace-test-setup';
import { openTestSocket, type TestSocket } from '../../test/support/socket-client';

let { system, fx, db, superUser, organiser } = {} as WorkspaceTestSetup;
let baseUrl: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  ({ system, fx, db, superUser, organiser } = await startWorkspaceTest());
  baseUrl = await system.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await stopWorkspaceTest(system, db);
});

const tokenOf = (who: Person) => who.headers.authorization.slice('Bearer '.length);
const open = async (token: string | null) => {
  const socket = await openTestSocket(baseUrl, token);
  sockets.push(socket);
  return socket;
};
/** A socket of this person, joined to their room (after `cursor` when given). */
const joined = async (who: Person, cursor: string | null = null) => {
  const socket = await open(tokenOf(who));
  expect(socket.opened).toBe(true);
  socket.join(who.userId, cursor);
  await socket.next((frame) => frame.event === 'room_joined');
  return socket;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

const approvedEvent = async (name: string) => {
  const event = await fx.createEvent(organiser, { name });
  const approved = await fx.call('PATCH', `/api/v1/events/update-event-status/${event.id}`, superUser, { status: 'approved' });
  expect(approved.statusCode).toBe(200);
  return event;
};
const register = async (who: Person, eventId: string) => {
  const registered = await fx.call('POST', `/api/v1/registerations/event-registration-student/${who.userId}`, who, { eventId });
  expect(registered.statusCode).toBe(201);
};

describe('who may listen', () => {
  it('refuses a socket without a token, with an expired one, or with one revoked by logging out', async () => {
    expect((await open(null)).opened).toBe(false);
    const student = await fx.person('student');
    const expired = system.app.jwt.sign(
      { sub: student.userId, jti: randomUUID(), role: 'student', globalRole: 'user', gen: 0 },
      { expiresIn: 1 },
    );
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await open(expired)).opened).toBe(false);
    const leaving = await system.login(student.email, student.password);
    await fx.call('POST', '/api/v1/users/logout', { headers: { authorization: leaving.authorization } }, {});
    expect((await open(leaving.token)).opened).toBe(false);
  });

  it("refuses to join another user's room, and such a socket gets nothing", async () => {
    const [student, nosy] = [await fx.person('student'), await fx.person('student')];
    const socket = await open(tokenOf(nosy));
    socket.join(organiser.userId);
    expect(await socket.next((frame) => frame.event === 'error')).toEqual({
      event: 'error',
      data: { message: 'You can only join your own room' },
    });
    socket.join(student.userId, null);
    await approvedEvent(`Nosy MUN ${randomUUID().slice(0, 4)}`);
    await settle();
    expect(socket.notifications()).toEqual([]);
  });

  it('closes a socket when its token expires, and when its session ends', async () => {
    const student = await fx.person('student');
    const shortLived = system.app.jwt.sign(
      { sub: student.userId, jti: randomUUID(), role: 'student', globalRole: 'user', gen: 0 },
      { expiresIn: 2 },
    );
    const expiring = await open(shortLived);
    expect(expiring.opened).toBe(true);
    expect((await expiring.closed).code).toBe(socketCloseCodes.tokenExpired);

    const session = await system.login(student.email, student.password);
    const ending = await open(session.token);
    ending.join(student.userId);
    await ending.next((frame) => frame.event === 'room_joined');
    await fx.call('POST', '/api/v1/users/logout', { headers: { authorization: session.authorization } }, {});
    expect((await ending.closed).code).toBe(socketCloseCodes.sessionEnded);

    // A password change ends the other sessions, and deleting the account ends them all.
    const [other, changing] = [await system.login(student.email, student.password), await system.login(student.email, student.password)];
    const otherSocket = await open(other.token);
    otherSocket.join(student.userId);
    await otherSocket.next((frame) => frame.event === 'room_joined');
    const changed = await fx.call(
      'PATCH',
      '/api/v1/users/change-password',
      { headers: { authorization: changing.authorization } },
      {
        currentPassword: student.password,
        newPassword: 'another-secret-1',
        confirmPassword: 'another-secret-1',
      },
    );
    expect(changed.statusCode).toBe(200);
    expect((await otherSocket.closed).code).toBe(socketCloseCodes.sessionEnded);
    const renewed = changed.json().data.token as string;
    const lastSocket = await open(renewed);
    lastSocket.join(student.userId);
    await lastSocket.next((frame) => frame.event === 'room_joined');
    const deleted = await fx.call('DELETE', `/api/v1/users/delete-account/${student.userId}`, {
      headers: { authorization: `Bearer ${renewed}` },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await lastSocket.closed).code).toBe(socketCloseCodes.sessionEnded);
  });
});

describe('what arrives', () => {
  it('tells the organiser of an approval, a registered student (not another) of an update, and answers how many were told', async () => {
    const [registered, bystander] = [await fx.person('student'), await fx.person('student')];
    const host = await joined(organiser);
    const event = await fx.createEvent(organiser, { name: 'Pearl MUN' });
    await fx.call('PATCH', `/api/v1/events/update-event-status/${event.id}`, superUser, { status: 'approved' });
    const approval = await host.next(
      (frame) => frame.event === 'event_status_updated' && 'eventId' in frame.data && frame.data.eventId === event.id,
    );
    expect(approval.data).toMatchObject({ message: "Your event 'Pearl MUN' was approved.", eventDescription: expect.any(String) });

    await register(registered, event.id);
    const [delegateSocket, bystanderSocket] = [await joined(registered), await joined(bystander)];
    const updated = await fx.call('PATCH', `/api/v1/events/update-event/${event.id}`, organiser, {
      description: 'Now with a crisis committee.',
    });
    expect(updated.json().registeredUsersNotified).toBe(1);
    const told = await delegateSocket.next((frame) => frame.event === 'event_updated_for_registered_users');
    expect(told.data).toMatchObject({
      eventId: event.id,
      eventDescription: 'Now with a crisis committee.',
      message: "'Pearl MUN', which you are registered for, has new description.",
    });
    await settle();
    expect(bystanderSocket.notifications()).toEqual([]);
    // The organiser made the change: told nothing of it (only of the approval, and of their own approval earlier, as missed).
    expect(host.notifications().filter((frame) => frame.event !== 'event_status_updated' && !frame.data.missed)).toEqual([]);
    expect(delegateSocket.notifications()).toHaveLength(1);
  });

  it('sends what was missed while away after the cursor, once', async () => {
    const student = await fx.person('student');
    const event = await approvedEvent('Dune MUN');
    await register(student, event.id);
    const first = await joined(student);
    await fx.call('PATCH', `/api/v1/events/update-event/${event.id}`, organiser, { description: 'First change.' });
    const seen = await first.next((frame) => frame.event === 'event_updated_for_registered_users');
    first.close();
    await first.closed;

    const updated = await fx.call('PATCH', `/api/v1/events/update-event/${event.id}`, organiser, {
      description: 'Second change, while away.',
    });
    expect(updated.json().registeredUsersNotified).toBe(1);
    const cursor = 'cursor' in seen.data ? seen.data.cursor : null;
    const back = await joined(student, cursor);
    expect(back.notifications().map((frame) => [frame.data.eventDescription, frame.data.missed])).toEqual([
      ['Second change, while away.', true],
    ]);
    expect(back.frames.find((frame) => frame.event === 'room_joined')?.data).toEqual({ userId: student.userId, missed: 1 });
    // Without a cursor: the whole day, both.
    expect((await joined(student)).notifications()).toHaveLength(2);
  });
});

describe('marking read', () => {
  const eventsStored = async () => Number((await db.query<{ count: string }>('SELECT count(*) FROM es.events')).rows[0]!.count);
  const markRead = (who: Person, cursor: unknown) => fx.call('POST', '/api/v1/notifications/mark-all-read', who, { cursor });

  it('holds in every session: a new browser is not offered again what was read, only what came after', async () => {
    const student = await fx.person('student');
    const event = await approvedEvent('Reef MUN');
    await register(student, event.id);
    const first = await joined(student);
    await fx.call('PATCH', `/api/v1/events/update-event/${event.id}`, organiser, { description: 'Read in the first browser.' });
    const seen = await first.next((frame) => frame.event === 'event_updated_for_registered_users');
    const cursor = 'cursor' in seen.data ? seen.data.cursor : null;

    expect((await markRead(student, cursor)).json()).toMatchObject({ success: true, message: 'Notifications marked as read' });
    expect((await joined(student)).notifications()).toEqual([]);

    // Marking the same again stores nothing; a cursor past the newest notification, or none, is refused.
    const before = await eventsStored();
    expect((await markRead(student, cursor)).statusCode).toBe(200);
    for (const bad of [`${cursor}~`, '', null]) expect((await markRead(student, bad)).statusCode).toBe(400);
    expect((await markRead(student, `${cursor}~`)).json().message).toBe('There is no such notification to mark as read');
    expect(await eventsStored()).toBe(before);

    await fx.call('PATCH', `/api/v1/events/update-event/${event.id}`, organiser, { description: 'Came after.' });
    await first.next((frame) => frame.event === 'event_updated_for_registered_users' && frame.data.eventDescription === 'Came after.');
    expect((await joined(student)).notifications().map((frame) => frame.data.eventDescription)).toEqual(['Came after.']);
  });

  it("cannot mark another user's notifications: the mark is always the caller's own", async () => {
    const [student, other] = [await fx.person('student'), await fx.person('student')];
    const event = await approvedEvent('Oasis MUN');
    await register(student, event.id);
    const socket = await joined(student);
    await fx.call('PATCH', `/api/v1/events/update-event/${event.id}`, organiser, { description: 'Only for the registered.' });
    const seen = await socket.next((frame) => frame.event === 'event_updated_for_registered_users');
    // The other user has no notification up to there: refused, and the student's stay unread.
    expect((await markRead(other, 'cursor' in seen.data ? seen.data.cursor : null)).statusCode).toBe(400);
    expect((await joined(student)).notifications()).toHaveLength(1);
  });
});

describe('limits', () => {
  it('keeps at most 10 sockets of a user on an instance: the oldest is closed with 4429, the newer ones still hear', async () => {
    const [student, other] = [await fx.person('student'), await fx.person('student')];
    const event = await approvedEvent(`Crowded MUN ${randomUUID().slice(0, 4)}`);
    await register(student, event.id);
    const tabs: TestSocket[] = [];
    for (let tab = 0; tab < 10; tab += 1) tabs.push(await joined(student));
    const othersTab = await joined(other);
    const newest = await joined(student);
    expect((await tabs[0]!.closed).code).toBe(socketCloseCodes.tooManySockets);

    await fx.call('PATCH', `/api/v1/events/update-event/${event.id}`, organiser, { description: 'Heard by the ten newest.' });
    for (const socket of [...tabs.slice(1), newest]) {
      const told = await socket.next((frame) => frame.event === 'event_updated_for_registered_users');
      expect(told.data).toMatchObject({ eventDescription: 'Heard by the ten newest.' });
    }
    expect(tabs[0]!.notifications()).toEqual([]);
    // Another user's socket is not counted with theirs.
    expect(othersTab.isOpen()).toBe(true);
  });

  it('closes a socket that sends more than 20 messages a second with 1008; 20 are served', async () => {
    const student = await fx.person('student');
    const steady = await open(tokenOf(student));
    for (let message = 0; message < 19; message += 1) steady.send('not json');
    steady.join(student.userId);
    await steady.next((frame) => frame.event === 'room_joined');
    expect(steady.frames.filter((frame) => frame.event === 'error')).toHaveLength(19);

    const flooding = await open(tokenOf(student));
    for (let message = 0; message < 21; message += 1) flooding.send('not json');
    expect(await flooding.closed).toEqual({ code: socketCloseCodes.policyViolation, reason: 'Too many messages' });
    expect(flooding.frames.filter((frame) => frame.event === 'error')).toHaveLength(20);
    // The server read the steady socket's twenty before answering its join: it was not closed for them.
    expect(steady.isOpen()).toBe(true);
  });
});
