import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../../test/support/organiser-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';

let { system, fx, db, superUser, organiser } = {} as WorkspaceTestSetup;
let chair: Person;
const catalogue: Record<string, string> = {};

const base = '/api/v1/event-committees';
const agendas = '/api/v1/event-committees-agendas';

beforeAll(async () => {
  ({ system, fx, db, superUser, organiser } = await startWorkspaceTest());
  chair = await fx.person('student');
  for (const [abbr, committee, category] of [
    ['UNSC', 'Security Council', 'country'],
    ['DISEC', 'Disarmament Committee', 'country'],
    ['HCC', 'Historical Crisis Cabinet', 'crisis'],
  ] as const) {
    const added = await fx.call('POST', '/api/v1/committees/add-committee', superUser, { abbr, committee, category });
    catalogue[abbr] = String(added.json().data.id);
  }
});
afterAll(() => stopWorkspaceTest(system, db));

const storedCount = async () =>
  Number((await db.query<{ count: string }>("SELECT count(*) FROM es.events WHERE stream_id LIKE 'event-committees-%'")).rows[0]!.count);

const saveBody = (eventId: string, overrides: Record<string, unknown> = {}) => ({
  committeeId: catalogue.UNSC,
  eventId,
  category: 'country',
  abbr: 'UNSC',
  seats: '40',
  chair_username: chair.username,
  chair_fullname: chair.fullname,
  deputy_chair1_username: '',
  deputy_chair1_fullname: '',
  deputy_chair2_username: null,
  deputy_chair2_fullname: null,
  ...overrides,
});

describe('event committees', () => {
  it('adds committees in two categories, updates one and deletes one, with the spec’s messages', async () => {
    const event = await fx.createEvent(organiser);
    const saved = await fx.call('POST', `${base}/save-event-committees-by-event`, organiser, saveBody(event.id));
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      message: 'Committees saved successfully',
      data: {
        committee: { id: catalogue.UNSC, abbr: 'UNSC', committee: 'Security Council', category: 'country' },
        committee_id: catalogue.UNSC,
        abbr: 'UNSC',
        category: 'country',
        seats: 40,
        chair_username: chair.username,
        chair_name: chair.fullname,
        deputy_chair_1_username: null,
        deputy_chair_1_name: null,
      },
    });
    const crisis = await fx.call('POST', `${base}/save-event-committees-by-event`, organiser, {
      committeeId: Number(catalogue.HCC),
      eventId: event.id,
      category: 'crisis',
      abbr: 'HCC',
    });
    expect(crisis.json()).toMatchObject({
      message: 'Committees saved successfully',
      data: { seats: 50, category: 'crisis', chair_username: null },
    });

    const list = await fx.call('GET', `${base}/get-all-event-committees/${event.id}`, organiser);
    expect(list.json().data.map((row: { abbr: string; category: string }) => `${row.abbr}/${row.category}`)).toEqual([
      'UNSC/country',
      'HCC/crisis',
    ]);

    const id = saved.json().data.id as string;
    const { abbr: _abbr, ...updateBody } = saveBody(event.id, { seats: 45, deputy_chair1_username: chair.username });
    const updated = await fx.call('PATCH', `${base}/update-event-committees-by-event/${id}`, organiser, updateBody);
    expect(updated.json()).toMatchObject({
      message: 'Committee updated successfully',
      data: { seats: 45, deputy_chair_1_username: chair.username, deputy_chair_1_name: chair.fullname },
    });
    const before = await storedCount();
    const again = await fx.call('PATCH', `${base}/update-event-committees-by-event/${id}`, organiser, updateBody);
    expect(again.statusCode).toBe(200);
    expect(await storedCount()).toBe(before);

    const deleted = await fx.call('DELETE', `${base}/delete-event-committees-by-event/${crisis.json().data.id}`, superUser);
    expect(deleted.json()).toMatchObject({ message: 'Committee deleted' });
    const after = await fx.call('GET', `${base}/get-all-event-committees/${event.id}`, organiser);
    expect(after.json().data.map((row: { abbr: string }) => row.abbr)).toEqual(['UNSC']);
  });

  it('refuses a committee twice, one not in the catalogue, bad seats and unknown chairs, storing nothing', async () => {
    const event = await fx.createEvent(organiser);
    expect((await fx.call('POST', `${base}/save-event-committees-by-event`, organiser, saveBody(event.id))).statusCode).toBe(201);
    const before = await storedCount();
    const refusals = [
      [
        await fx.call('POST', `${base}/save-event-committees-by-event`, organiser, saveBody(event.id)),
        409,
        'UNSC is already a committee of this event',
      ],
      [
        await fx.call('POST', `${base}/save-event-committees-by-event`, organiser, saveBody(event.id, { committeeId: '' })),
        400,
        'Please select a committee before saving',
      ],
      [
        await fx.call('POST', `${base}/save-event-committees-by-event`, organiser, saveBody(event.id, { committeeId: '999999' })),
        400,
        'Please select a committee from the dropdown before saving',
      ],
      [
        await fx.call(
          'POST',
          `${base}/save-event-committees-by-event`,
          organiser,
          saveBody(event.id, { committeeId: catalogue.DISEC, seats: '0' }),
        ),
        400,
        'Seats must be a positive whole number',
      ],
      [
        await fx.call(
          'POST',
          `${base}/save-event-committees-by-event`,
          organiser,
          saveBody(event.id, { committeeId: catalogue.DISEC, chair_username: 'nobody0000' }),
        ),
        400,
        'No user has the username nobody0000',
      ],
    ] as const;
    expect(refusals.map(([response]) => [response.statusCode, response.json().message])).toEqual(
      refusals.map(([, status, message]) => [status, message]),
    );
    const id = (await fx.call('GET', `${base}/get-all-event-committees/${event.id}`, organiser)).json().data[0].id;
    const badUpdate = await fx.call('PATCH', `${base}/update-event-committees-by-event/${id}`, organiser, {
      eventId: event.id,
      committeeId: 'x',
      seats: 3,
    });
    expect(badUpdate.json().message).toBe('Please select a committee from the dropdown before updating');
    expect(
      (await fx.call('PATCH', `${base}/update-event-committees-by-event/${id}`, organiser, { eventId: event.id, seats: 3 })).json().message,
    ).toBe('Please select a committee before updating');
    expect(await storedCount()).toBe(before);
  });
});

describe('agendas', () => {
  it('adds, renames and deletes agenda items; they go with their committee', async () => {
    const event = await fx.createEvent(organiser);
    const committee = (await fx.call('POST', `${base}/save-event-committees-by-event`, organiser, saveBody(event.id))).json().data;
    const save = (title: string) =>
      fx.call('POST', `${agendas}/save-agenda`, organiser, {
        eventId: event.id,
        event_committeeId: committee.id,
        agenda_abbr: 'UNSC',
        agenda_title: title,
      });
    const saved = await save('Cyber security');
    expect(saved.json()).toMatchObject({
      message: 'Agenda saved successfully',
      data: { agenda_title: 'Cyber security', event_committeeId: committee.id, eventId: event.id },
    });
    expect((await save('   ')).json()).toMatchObject({ success: false, message: 'Agenda title cannot be empty' });
    const agendaId = saved.json().data.id;
    const renamed = await fx.call('PATCH', `${agendas}/update-event-committees-agendas-by-id/${agendaId}`, organiser, {
      agenda_title: 'Space law',
    });
    expect(renamed.json()).toMatchObject({ message: 'Agenda updated successfully', data: { agenda_title: 'Space law' } });
    expect(
      (await fx.call('PATCH', `${agendas}/update-event-committees-agendas-by-id/${agendaId}`, organiser, { agenda_title: '' })).json()
        .message,
    ).toBe('Agenda title cannot be empty');
    const listed = await fx.call('GET', `${agendas}/get-event-committees-agendas-by-event/${event.id}`, organiser);
    expect(listed.json().data.map((row: { agenda_title: string }) => row.agenda_title)).toEqual(['Space law']);
    const deleted = await fx.call('DELETE', `${agendas}/delete-event-committees-agendas-by-id/${agendaId}`, organiser);
    expect(deleted.json()).toMatchObject({ message: 'Agenda deleted successfully' });
    await save('Refugees');
    await fx.call('DELETE', `${base}/delete-event-committees-by-event/${committee.id}`, organiser);
    expect((await fx.call('GET', `${agendas}/get-event-committees-agendas-by-event/${event.id}`, organiser)).json().data).toEqual([]);
  });
});

describe('permissions on every write of event committees and agendas', () => {
  type Operation = { method: 'POST' | 'PATCH' | 'DELETE'; path: string };
  const writes = (): Operation[] => {
    const spec = system.app.swagger() as unknown as { paths: Record<string, Record<string, { tags?: string[] }>> };
    return Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(
          ([method, operation]) =>
            ['post', 'patch', 'delete'].includes(method) &&
            operation.tags?.some((tag) => ['event-committees', 'event-committees-agendas'].includes(tag)),
        )
        .map(([method]) => ({ method: method.toUpperCase() as Operation['method'], path })),
    );
  };

  it('refuses anonymous callers, students and another organiser, and stores nothing; delegates and outsiders read as they may', async () => {
    const event = await fx.createEvent(organiser);
    const committee = (await fx.call('POST', `${base}/save-event-committees-by-event`, organiser, saveBody(event.id))).json().data;
    const agenda = (
      await fx.call('POST', `${agendas}/save-agenda`, organiser, {
        eventId: event.id,
        event_committeeId: committee.id,
        agenda_abbr: 'UNSC',
        agenda_title: 'Cyber',
      })
    ).json().data;
    const student = await fx.person('student');
    const another = await fx.organiser('teacher');
    const operations = writes();
    expect(operations.length).toBe(6);
    const before = await storedCount();
    const wrong: string[] = [];
    for (const operation of operations) {
      const url = operation.path.replace('{id}', operation.path.includes('agendas') ? agenda.id : committee.id);
      const payload = operation.path.includes('agenda')
        ? { eventId: event.id, event_committeeId: committee.id, agenda_abbr: 'X', agenda_title: 'Taken over' }
        : saveBody(event.id, { committeeId: catalogue.DISEC, seats: 7 });
      for (const [who, person, expected] of [
        ['anonymous', undefined, 401],
        ['student', student, 403],
        ['another organiser', another, 403],
      ] as const) {
        const response = await fx.call(operation.method, url, person, operation.method === 'DELETE' ? undefined : payload);
        if (response.statusCode !== expected) wrong.push(`${operation.method} ${operation.path} as ${who} → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await storedCount()).toBe(before);
    for (const path of [`${base}/get-all-event-committees/${event.id}`, `${agendas}/get-event-committees-agendas-by-event/${event.id}`]) {
      expect((await fx.call('GET', path)).statusCode).toBe(401);
      expect((await fx.call('GET', path, student)).statusCode).toBe(403);
      expect((await fx.call('GET', path, another)).statusCode).toBe(403);
      expect((await fx.call('GET', path, superUser)).statusCode).toBe(200);
    }
  });
});
