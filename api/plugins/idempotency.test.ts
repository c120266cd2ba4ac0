import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLYGLOT_PNG } from '../../test/support/sample-files';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../test/support/workspace-test-setup';
import { multipartFile, PNG, type Person } from '../../test/support/organiser-fixtures';
import { commandIdFor } from '../lib/command-context';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from './idempotency';

let { system, fx, db, superUser, organiser } = {} as WorkspaceTestSetup;
let catalogueCommitteeId: string;

beforeAll(async () => {
  ({ system, fx, db, superUser, organiser } = await startWorkspaceTest());
  const added = await fx.call('POST', '/api/v1/committees/add-committee', superUser, {
    abbr: 'UNSC',
    committee: 'Security Council',
    category: 'country',
  });
  catalogueCommitteeId = String(added.json().data.id);
});
afterAll(() => stopWorkspaceTest(system, db));

const storedEvents = async (type?: string) =>
  Number(
    (await db.query<{ count: string }>('SELECT count(*) FROM es.events WHERE $1::text IS NULL OR type = $1', [type ?? null])).rows[0]!
      .count,
  );

const withKey = (method: 'POST' | 'PATCH', url: string, who: Person, key: string, payload: object) =>
  system.app.inject({ method, url, headers: { ...who.headers, 'idempotency-key': key }, payload });

const uniqueKey = (name: string) => `${name}-${Math.random().toString(36).slice(2)}`;

const approvedEvent = async (overrides: Record<string, unknown> = {}) => {
  const event = await fx.createEvent(organiser, overrides);
  const approved = await fx.call('PATCH', `/api/v1/events/update-event-status/${event.id}`, superUser, { status: 'approved' });
  expect(approved.statusCode).toBe(200);
  return event;
};

const eventCommittee = async (eventId: string) => {
  const saved = await fx.call('POST', '/api/v1/event-committees/save-event-committees-by-event', organiser, {
    committeeId: catalogueCommitteeId,
    eventId,
    category: 'country',
    abbr: 'UNSC',
    seats: '40',
  });
  expect(saved.statusCode).toBe(201);
  return saved.json().data.id as string;
};

const agendasOf = async (eventId: string) =>
  (await fx.call('GET', `/api/v1/event-committees-agendas/get-event-committees-agendas-by-event/${eventId}`, organiser)).json()
    .data as Array<{ id: string; agenda_title: string }>;

describe('an Idempotency-Key belongs to its caller', () => {
  it('never answers one organiser with the event another organiser created under the same key', async () => {
    const other = await fx.organiser('teacher');
    const key = uniqueKey('create');
    const theirs = await withKey(
      'POST',
      `/api/v1/events/create-event/${other.organiserId}`,
      other,
      key,
      await fx.eventBody(other, { name: 'Their MUN' }),
    );
    expect(theirs.statusCode).toBe(201);

    const mine = await withKey(
      'POST',
      `/api/v1/events/create-event/${organiser.organiserId}`,
      organiser,
      key,
      await fx.eventBody(organiser, { name: 'My MUN' }),
    );
    expect(mine.statusCode).toBe(201);
    expect(mine.json().data).toMatchObject({ name: 'My MUN', organiser_id: organiser.organiserId, status: 'pending' });
    expect(mine.json().data.id).not.toBe(theirs.json().data.id);

    const stored = await fx.call('GET', `/api/v1/events/get-event-by-id/${theirs.json().data.id}`, other);
    expect(stored.json().data).toEqual([expect.objectContaining({ name: 'Their MUN', organiser_id: other.organiserId })]);
  });

  it("registers a student who sends another student's key, for themselves, with their own number", async () => {
    const event = await approvedEvent({ name: 'Keyed Youth MUN' });
    const body = (eventId: string) => ({
      eventId,
      mun_experience: '2',
      pref_committee_1_id: catalogueCommitteeId,
      food_pref: 'Vegetarian',
      food_allergies: 'None',
      emergency_name: 'Alice Lee',
      emergency_phone: '+971 50 650 5005',
    });
    const [x, y] = [await fx.person('student'), await fx.person('student')];
    const key = uniqueKey('register');
    const before = await storedEvents('DelegateRegistered');

    const first = await withKey('POST', `/api/v1/registerations/event-registration-student/${x.userId}`, x, key, body(event.id));
    const second = await withKey('POST', `/api/v1/registerations/event-registration-student/${y.userId}`, y, key, body(event.id));

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ registration_no: 'KYM-0001', user: { id: x.userId } });
    expect(second.json().data).toMatchObject({ registration_no: 'KYM-0002', user: { id: y.userId } });
    expect(await storedEvents('DelegateRegistered')).toBe(before + 2);
    const mine = await fx.call('GET', '/api/v1/registerations/my-registrations', y);
    expect(mine.json().data).toContain(event.id);
  });

  it('refuses the same key with another body (422) and stores nothing', async () => {
    const key = uniqueKey('create-twice');
    const url = `/api/v1/events/create-event/${organiser.organiserId}`;
    const first = await withKey('POST', url, organiser, key, await fx.eventBody(organiser, { name: 'First Of Two MUN' }));
    expect(first.statusCode).toBe(201);
    const before = await storedEvents();

    const other = await withKey('POST', url, organiser, key, await fx.eventBody(organiser, { name: 'Second Of Two MUN' }));

    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED', message: IDEMPOTENCY_KEY_REUSED_MESSAGE });
    expect(await storedEvents()).toBe(before);
    const listed = await fx.call('GET', `/api/v1/events/get-events-of-organiser/${organiser.organiserId}`, organiser);
    expect(JSON.stringify(listed.json().data)).not.toContain('Second Of Two MUN');
  });

  it('refuses a second agenda under one key, on the same event or another, and the read model keeps the one stored', async () => {
    const [event, elsewhere] = [await fx.createEvent(organiser), await fx.createEvent(organiser)];
    const [committee, otherCommittee] = [await eventCommittee(event.id), await eventCommittee(elsewhere.id)];
    const key = uniqueKey('agenda');
    const save = (eventId: string, eventCommitteeId: string, title: string) =>
      withKey('POST', '/api/v1/event-committees-agendas/save-agenda', organiser, key, {
        eventId,
        event_committeeId: eventCommitteeId,
        agenda_abbr: 'UNSC',
        agenda_title: title,
      });

    const first = await save(event.id, committee, 'Cyber security');
    expect(first.statusCode).toBe(201);
    const before = await storedEvents();
    const sameEvent = await save(event.id, committee, 'Climate finance');
    const otherEvent = await save(elsewhere.id, otherCommittee, 'Climate finance');

    expect([sameEvent.statusCode, otherEvent.statusCode]).toEqual([422, 422]);
    expect(await storedEvents()).toBe(before);
    expect(await agendasOf(event.id)).toEqual([expect.objectContaining({ id: first.json().data.id, agenda_title: 'Cyber security' })]);
    expect(await agendasOf(elsewhere.id)).toEqual([]);
    const stored = await db.query("SELECT data FROM es.events WHERE type = 'AgendaItemAdded' AND data->>'agendaId' = $1", [
      first.json().data.id,
    ]);
    expect(stored.rows.map((row) => row.data.title)).toEqual(['Cyber security']);
  });

  it('answers a genuine retry (same caller, key and body) as the first time, storing nothing more', async () => {
    const event = await fx.createEvent(organiser);
    const committee = await eventCommittee(event.id);
    const key = uniqueKey('retry');
    const body = { eventId: event.id, event_committeeId: committee, agenda_abbr: 'UNSC', agenda_title: 'Water rights' };
    const first = await withKey('POST', '/api/v1/event-committees-agendas/save-agenda', organiser, key, body);
    const before = await storedEvents();
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await withKey('POST', '/api/v1/event-committees-agendas/save-agenda', organiser, key, reordered);

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await storedEvents()).toBe(before);
  });

  it('lets a refused request give its key back, so the corrected request may use it', async () => {
    const event = await fx.createEvent(organiser);
    const committee = await eventCommittee(event.id);
    const key = uniqueKey('corrected');
    const url = '/api/v1/event-committees-agendas/save-agenda';
    const refused = await withKey('POST', url, organiser, key, {
      eventId: event.id,
      event_committeeId: committee,
      agenda_abbr: 'UNSC',
      agenda_title: '',
    });
    expect(refused.statusCode).toBe(400);
    const corrected = await withKey('POST', url, organiser, key, {
      eventId: event.id,
      event_committeeId: committee,
      agenda_abbr: 'UNSC',
      agenda_title: 'Refugees',
    });
    expect(corrected.statusCode).toBe(201);
  });

  it('counts an uploaded file as part of the request: another picture under the same key is refused, the same one answers as before', async () => {
    const person = await fx.person('student');
    const upload = (content: Buffer) => {
      const body = multipartFile('avatar', 'me.png', 'image/png', content);
      return system.app.inject({
        method: 'POST',
        url: `/api/v1/users/upload-avatar/${person.userId}`,
        headers: { ...person.headers, ...body.headers, 'idempotency-key': 'avatar-key' },
        payload: body.payload,
      });
    };
    const first = await upload(PNG);
    expect(first.statusCode).toBe(200);
    const before = await storedEvents();

    const other = await upload(POLYGLOT_PNG);
    const again = await upload(PNG);

    expect(other.statusCode).toBe(422);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.avatarUrl).toBe(first.json().data.avatarUrl);
    expect(await storedEvents()).toBe(before);
    const picture = await system.app.inject({ method: 'GET', url: first.json().data.avatarUrl, headers: person.headers });
    expect(picture.statusCode).toBe(200);
  });
});

describe('the command id of a request with a key', () => {
  it('is what commandIdFor predicts from the caller, the route, its parameters and the body', async () => {
    const event = await approvedEvent();
    const key = uniqueKey('predict');
    const body = { description: 'Predicted change' };
    const changed = await withKey('PATCH', `/api/v1/events/update-event/${event.id}`, organiser, key, body);
    expect(changed.statusCode).toBe(200);
    const predicted = commandIdFor(
      { accountId: organiser.userId, method: 'PATCH', route: '/api/v1/events/update-event/:id', params: { id: event.id }, body, query: {} },
      key,
    );
    const stored = await db.query<{ command_id: string }>(
      `SELECT metadata->>'commandId' AS command_id FROM es.events WHERE data->>'eventId' = $1 AND type = 'EventDetailsUpdated'`,
      [event.id],
    );
    expect(stored.rows.map((row) => row.command_id)).toEqual([predicted]);
  });
});
