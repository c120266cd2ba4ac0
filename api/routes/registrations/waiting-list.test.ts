import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDecider, eventStreamId, parseEventStreamEvent, type EventState } from '@domain/events/event';
import type { Person } from '../../../test/support/organiser-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';

let { system, fx, db, superUser, organiser } = {} as WorkspaceTestSetup;

beforeAll(async () => {
  ({ system, fx, db, superUser, organiser } = await startWorkspaceTest());
});
afterAll(() => stopWorkspaceTest(system, db));

const approvedEvent = async (seats: number, name = 'Full MUN') => {
  const event = { ...(await fx.createEvent(organiser, { number_of_seats: seats, name })), name };
  const approved = await fx.call('PATCH', `/api/v1/events/update-event-status/${event.id}`, superUser, { status: 'approved' });
  expect(approved.statusCode, approved.body).toBe(200);
  return event;
};

const body = (eventId: string) => ({
  eventId,
  mun_experience: '1',
  food_pref: 'Vegetarian',
  food_allergies: 'None',
  emergency_name: 'Alice Lee',
  emergency_phone: '50 650 5005',
});
const join = (who: Person, eventId: string) => fx.call('POST', `/api/v1/registerations/waiting-list/${eventId}/join`, who, body(eventId));
const myPlace = (who: Person, eventId: string) => fx.call('GET', `/api/v1/registerations/waiting-list/${eventId}/my-place`, who);
const waitingList = (eventId: string) => fx.call('GET', `/api/v1/registerations/waiting-list/${eventId}`, organiser);

/** People in groups at a time: each signs up and logs in through the real routes. */
const people = async (count: number, role: 'student' | 'teacher' = 'student') => {
  const made: Person[] = [];
  while (made.length < count)
    made.push(...(await Promise.all(Array.from({ length: Math.min(20, count - made.length) }, () => fx.person(role, { profile: false })))));
  return made;
};

const streamOf = async (eventId: string) => system.deps.store.readStream(eventStreamId(eventId));

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> => {
  const giveUpAt = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > giveUpAt) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe('a waiting list that moves by itself', () => {
  it('300 at once for 100 seats: 100 registered, 200 waiting in arrival order; 50 cancellations promote exactly the first 50, seats never above the limit', async () => {
    const event = await approvedEvent(100);
    const crowd = await people(300);
    const answers = await Promise.all(crowd.map((who) => join(who, event.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(crowd.map(() => 201));
    const byUser = new Map(crowd.map((who, index) => [who.userId, answers[index]!.json().data]));
    const registered = crowd.filter((who) => byUser.get(who.userId).status === 'registered');
    const waiting = crowd.filter((who) => byUser.get(who.userId).status === 'waiting');
    expect(registered).toHaveLength(100);
    expect(waiting).toHaveLength(200);

    // Arrival order is the order the event's stream took them in; each was told their place then.
    const joinedInOrder = (await streamOf(event.id))
      .filter((row) => row.type === 'WaitingListJoined')
      .map((row) => (row.data as { userId: string }).userId);
    expect(joinedInOrder).toHaveLength(200);
    expect(joinedInOrder.map((userId) => byUser.get(userId).place)).toEqual(joinedInOrder.map((_, index) => index + 1));
    const list = await waitingList(event.id);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.entries.map((entry: { user_id: string }) => entry.user_id)).toEqual(joinedInOrder);

    const byId = new Map(crowd.map((who) => [who.userId, who]));
    const leaving = registered.slice(0, 50);
    const cancelled = await Promise.all(
      leaving.map((who) => fx.call('DELETE', `/api/v1/registerations/cancel-my-registration/${event.id}`, who)),
    );
    expect(cancelled.map((answer) => answer.statusCode)).toEqual(leaving.map(() => 200));

    const stored = await streamOf(event.id);
    const promoted = stored.filter((row) => row.type === 'WaitingListPromoted').map((row) => (row.data as { userId: string }).userId);
    expect(promoted).toEqual(joinedInOrder.slice(0, 50));
    expect(new Set(promoted).size).toBe(50);

    // Folded event by event, the seats taken never exceed the seats.
    let state: EventState = eventDecider.initialState;
    let most = 0;
    for (const row of stored) {
      const parsed = parseEventStreamEvent(row.type, row.data);
      if (!parsed) continue;
      state = eventDecider.evolve(state, parsed);
      if (state.status !== 'none') most = Math.max(most, state.roster.active.size);
    }
    expect(most).toBe(100);
    if (state.status === 'none') throw new Error('no event');
    expect(state.roster.active.size).toBe(100);
    expect(state.waiting.entries.map((entry) => entry.userId)).toEqual(joinedInOrder.slice(50));

    // The first promoted sees their seat; the 51st in line is now first.
    const first = byId.get(joinedInOrder[0]!)!;
    expect((await myPlace(first, event.id)).json().data).toMatchObject({ status: 'registered', place: null });
    const info = await fx.call(
      'GET',
      `/api/v1/registerations/get-registration-info-by-eventId-and-userId/${event.id}/${first.userId}`,
      first,
    );
    expect(info.json().data).toMatchObject({ status: 'registered', food_pref: 'Vegetarian', emergency_name: 'Alice Lee' });
    expect((await myPlace(byId.get(joinedInOrder[50]!)!, event.id)).json().data).toMatchObject({
      status: 'waiting',
      place: 1,
      waiting: 150,
    });

    // Each promoted person is told once, by notification and by email.
    const notified = await until(
      async () =>
        (
          await db.query<{ user_id: string; count: string }>(
            `SELECT user_id, count(*) FROM rm_notifications.notifications WHERE kind = 'waiting_list_promoted' AND event_id = $1 GROUP BY user_id`,
            [event.id],
          )
        ).rows,
      (rows) => rows.length >= 50,
    );
    expect(notified.map((row) => row.user_id).sort()).toEqual([...promoted].sort());
    expect(notified.every((row) => Number(row.count) === 1)).toBe(true);
    const mailed = await until(
      async () =>
        (
          await db.query<{ user_id: string; count: string }>(
            `SELECT user_id, count(*) FROM mail_outbox.messages WHERE subject LIKE 'You are registered for %' GROUP BY user_id`,
          )
        ).rows.filter((row) => promoted.includes(row.user_id)),
      (rows) => rows.length >= 50,
      120_000,
    );
    expect(mailed.map((row) => row.user_id).sort()).toEqual([...promoted].sort());
    expect(mailed.every((row) => Number(row.count) === 1)).toBe(true);
  }, 600_000);

  it('the spec’s registration still refuses a full event; leaving is one call; the organiser moves up, removes and closes; History shows each', async () => {
    const event = await approvedEvent(1, 'Waiting MUN');
    const [seated, a, b, c, d] = await people(5);
    expect((await join(seated!, event.id)).json().data.status).toBe('registered');
    const refused = await fx.call('POST', `/api/v1/registerations/event-registration-student/${a!.userId}`, a!, body(event.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This event is full: all seats are taken');
    for (const who of [a, b, c]) expect((await join(who!, event.id)).json().data.status).toBe('waiting');
    expect((await join(a!, event.id)).statusCode).toBe(409);

    // Only the organiser (or a super user) manages the list.
    expect((await waitingList(event.id)).json().data.entries.map((entry: { user_id: string }) => entry.user_id)).toEqual([
      a!.userId,
      b!.userId,
      c!.userId,
    ]);
    expect((await fx.call('GET', `/api/v1/registerations/waiting-list/${event.id}`, a!)).statusCode).toBe(403);

    const left = await fx.call('DELETE', `/api/v1/registerations/waiting-list/${event.id}/my-place`, a!);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().data).toMatchObject({ status: 'left', place: null, waiting: 2 });
    expect((await myPlace(b!, event.id)).json().data).toMatchObject({ status: 'waiting', place: 1 });

    const cPlace = (await myPlace(c!, event.id)).json().data.id as string;
    const moved = await fx.call('POST', `/api/v1/registerations/waiting-list/${event.id}/entries/${cPlace}/move-up`, organiser, {});
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.entries.map((entry: { user_id: string }) => entry.user_id)).toEqual([c!.userId, b!.userId]);
    expect((await myPlace(c!, event.id)).json().data.place).toBe(1);

    const closed = await fx.call('PATCH', `/api/v1/registerations/waiting-list/${event.id}`, organiser, { open: false });
    expect(closed.json().data.open).toBe(false);
    const late = await join(d!, event.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The waiting list of this event is closed');

    const bPlace = (await myPlace(b!, event.id)).json().data.id as string;
    const removed = await fx.call('DELETE', `/api/v1/registerations/waiting-list/${event.id}/entries/${bPlace}`, organiser);
    expect(removed.json().data.entries.map((entry: { user_id: string }) => entry.user_id)).toEqual([c!.userId]);

    // The organiser raises the seats: the first in line is registered in the same decision.
    const raised = await fx.call('PATCH', `/api/v1/events/update-event/${event.id}`, organiser, { number_of_seats: 2 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await myPlace(c!, event.id)).json().data).toMatchObject({ status: 'registered' });

    const rows = await until(
      async () =>
        (await fx.call('GET', `/api/v1/audit/status-changes?entityType=waiting-list&entityId=${event.id}`, superUser)).json().data
          .rows as Array<{ from: string | null; to: string; actorId: string; entityName: string }>,
      (found) => found.length >= 8,
    );
    const transitions = rows.map((row) => `${row.from}→${row.to} by ${row.actorId === organiser.userId ? 'organiser' : 'person'}`);
    for (const expected of [
      'null→waiting by person',
      'waiting→left by person',
      'waiting→waiting by organiser',
      'open→closed by organiser',
      'waiting→removed by organiser',
      'waiting→registered by organiser',
    ])
      expect(transitions).toContain(expected);
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => row.entityName === event.name)).toBe(true);
    const csv = await fx.call('GET', `/api/v1/audit/status-changes.csv?entityType=waiting-list&entityId=${event.id}`, superUser);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n').slice(1);
    expect(lines).toHaveLength(8);
    for (const to of ['waiting', 'left', 'closed', 'removed', 'registered'])
      expect(lines.some((line) => line.includes(`,${to},`))).toBe(true);
  }, 300_000);

  it('a merge gives the removed delegate’s seat to the first in line; deleting an account takes its person off the list', async () => {
    const event = await approvedEvent(2, 'Merge MUN');
    const [kept, merged, first, leaver] = await people(4);
    const seats = await Promise.all([kept!, merged!].map((who) => join(who, event.id)));
    expect(seats.map((answer) => answer.json().data.status)).toEqual(['registered', 'registered']);
    for (const who of [leaver, first]) expect((await join(who!, event.id)).json().data.status).toBe('waiting');

    // The person waiting first deletes their account: the one after is first now.
    const deleted = await fx.call('DELETE', `/api/v1/users/delete-account/${leaver!.userId}`, leaver!);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = (await streamOf(event.id)).find((event) => event.type === 'WaitingListLeft');
    expect(left?.data).toMatchObject({ userId: leaver!.userId, reason: 'account_deleted', from: 'waiting', to: 'left' });
    expect((await myPlace(first!, event.id)).json().data).toMatchObject({ status: 'waiting', place: 1, waiting: 1 });

    const registrationOf = async (who: Person) =>
      (await fx.call('GET', `/api/v1/registerations/get-registration-info-by-eventId-and-userId/${event.id}/${who.userId}`, who)).json()
        .data.id as string;
    const mergedAway = await fx.call('POST', '/api/v1/registerations/merge-delegates', organiser, {
      keepId: await registrationOf(kept!),
      removeId: await registrationOf(merged!),
    });
    expect(mergedAway.statusCode, mergedAway.body).toBe(200);
    expect((await myPlace(first!, event.id)).json().data).toMatchObject({ status: 'registered', place: null, waiting: 0 });
    const promoted = (await streamOf(event.id)).filter((event) => event.type === 'WaitingListPromoted');
    expect(promoted.map((event) => event.data.userId)).toEqual([first!.userId]);
    expect(promoted[0]!.data.by).toBe(organiser.userId);
  }, 300_000);
});
