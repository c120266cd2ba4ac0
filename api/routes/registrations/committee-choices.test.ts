import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationMessages } from '@domain/registrations/registration-rules';
import type { Person } from '../../../test/support/organiser-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';

let { system, fx, db, superUser, organiser } = {} as WorkspaceTestSetup;
const catalogue: Record<string, string> = {};

beforeAll(async () => {
  ({ system, fx, db, superUser, organiser } = await startWorkspaceTest());
  for (const [abbr, committee] of [
    ['UNSC', 'Security Council'],
    ['WHO', 'World Health Organization'],
  ]) {
    const added = await fx.call('POST', '/api/v1/committees/add-committee', superUser, { abbr, committee, category: 'country' });
    catalogue[abbr!] = String(added.json().data.id);
  }
});
afterAll(() => stopWorkspaceTest(system, db));

const storedCount = async (type: string) =>
  Number((await db.query<{ count: string }>('SELECT count(*) FROM es.events WHERE type = $1', [type])).rows[0]!.count);

const approvedEvent = async () => {
  const event = await fx.createEvent(organiser);
  expect((await fx.call('PATCH', `/api/v1/events/update-event-status/${event.id}`, superUser, { status: 'approved' })).statusCode).toBe(
    200,
  );
  return event;
};

const register = (who: Person, eventId: string, prefs: Array<string | null>) =>
  fx.call('POST', `/api/v1/registerations/event-registration-student/${who.userId}`, who, {
    eventId,
    mun_experience: '2',
    pref_committee_1_id: prefs[0] ?? null,
    pref_committee_2_id: prefs[1] ?? null,
    pref_committee_3_id: prefs[2] ?? null,
    food_pref: 'Vegetarian',
  });

const choicesOf = (who: Person, eventId: string) => fx.call('GET', `/api/v1/registerations/committee-choices/${eventId}`, who);

describe('committee preferences', () => {
  it('offers every catalogue committee while the event has none, and takes any of them', async () => {
    const event = await approvedEvent();
    const student = await fx.person('student');
    const choices = await choicesOf(student, event.id);
    expect(choices.statusCode).toBe(200);
    expect(choices.json().data.fromEvent).toBe(false);
    expect(choices.json().data.committees).toEqual(
      expect.arrayContaining([
        { id: catalogue.UNSC, abbr: 'UNSC', committee: 'Security Council', category: 'country' },
        { id: catalogue.WHO, abbr: 'WHO', committee: 'World Health Organization', category: 'country' },
      ]),
    );
    expect((await register(student, event.id, [catalogue.WHO!, catalogue.UNSC!])).statusCode).toBe(201);
  });

  it("offers only the event's own committees once it has some, and refuses another with a clear message, storing nothing", async () => {
    const event = await approvedEvent();
    const saved = await fx.call('POST', '/api/v1/event-committees/save-event-committees-by-event', organiser, {
      eventId: event.id,
      committeeId: catalogue.UNSC,
      category: 'country',
      abbr: 'SC',
      seats: 10,
    });
    expect(saved.statusCode).toBe(201);
    const student = await fx.person('student');
    const choices = (await choicesOf(student, event.id)).json().data;
    expect(choices).toEqual({
      fromEvent: true,
      committees: [{ id: catalogue.UNSC, abbr: 'SC', committee: 'Security Council', category: 'country' }],
    });

    const before = await storedCount('DelegateRegistered');
    const refused = await register(student, event.id, [catalogue.UNSC!, catalogue.WHO!]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: registrationMessages.committeeOfEvent,
      data: { fieldErrors: { pref_committee_2_id: registrationMessages.committeeOfEvent } },
    });
    expect(await storedCount('DelegateRegistered')).toBe(before);
    expect((await fx.call('GET', '/api/v1/registerations/my-registrations', student)).json().data).toEqual([]);

    const registered = await register(student, event.id, [catalogue.UNSC!]);
    expect(registered.statusCode).toBe(201);
    expect(registered.json().data.pref_committee_1).toMatchObject({ id: catalogue.UNSC });
  });

  it('hides the choices of an event the caller may not see', async () => {
    const pending = await fx.createEvent(organiser);
    const student = await fx.person('student');
    expect((await choicesOf(student, pending.id)).statusCode).toBe(404);
    expect((await choicesOf(organiser, pending.id)).statusCode).toBe(200);
  });
});
