import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from '../../../test/support/test-system';
import type { Person } from '../../../test/support/organiser-fixtures';
import { dayFromToday, eventFixtures, type Organiser } from '../../../test/support/event-fixtures';

let system: TestSystem;
let fx: ReturnType<typeof eventFixtures>;
let events: pg.Pool;
let superUser: Person;
let organiser: Organiser;
let student: Person;

beforeAll(async () => {
  system = await startTestSystem();
  await system.seedSchools();
  events = new pg.Pool({ connectionString: system.database.url, max: 2 });
  const bootstrap = eventFixtures(system, undefined as unknown as Person);
  superUser = await bootstrap.person('teacher', { superUser: true });
  fx = eventFixtures(system, superUser);
  organiser = await fx.organiser();
  student = await fx.person('student');
});
afterAll(async () => {
  await events?.end();
  await system?.stop();
});

const eventCount = async () => Number((await events.query<{ count: string }>('SELECT count(*) FROM es.events')).rows[0]!.count);
const idsOf = (response: { json(): { data: Array<{ id: string }> } }) => response.json().data.map((event) => event.id);
const historyOf = async (eventId: string) => {
  const response = await fx.call('GET', `/api/v1/audit/status-changes?entityType=event&entityId=${eventId}`, superUser);
  return (
    response.json().data.rows as Array<{ from: string | null; to: string; actorName: string | null; entityName: string | null }>
  ).reverse();
};

describe('creating an event', () => {
  it('lets an approved organiser create one, pending, at their school, with total revenue computed', async () => {
    const body = await fx.eventBody(organiser);
    const created = await fx.call('POST', `/api/v1/events/create-event/${organiser.organiserId}`, organiser, body);
    expect(created.statusCode).toBe(201);
    const school = await fx.firstSchool(organiser.headers);
    expect(created.json()).toMatchObject({
      success: true,
      message: 'Event created successfully',
      data: {
        name: 'Gulf Youth MUN',
        status: 'pending',
        event_phase: 'upcoming',
        number_of_seats: 120,
        numberOfSeats: 120,
        fees_per_delegate: 150,
        total_revenue: 18000,
        organiser_id: organiser.organiserId,
        school: { id: school.id, name: school.name },
        locality: { name: school.locality.name },
      },
    });
  });

  it('refuses each §5 rule with its message and stores nothing', async () => {
    const body = await fx.eventBody(organiser);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ cover_image: '' }, 'cover_image', 'Event cover image is required'],
      [{ logo_image: undefined }, 'logo_image', 'Event logo is required'],
      [{ name: '  ' }, 'name', 'Event name is required'],
      [{ description: '' }, 'description', 'Event description is required'],
      [{ description: 'x'.repeat(501) }, 'description', 'Event description must be upto 500 characters'],
      [{ end_date: body.start_date }, 'end_date', 'End date must be after start date'],
      [{ end_date: dayFromToday(17) }, 'end_date', 'Maximum event length is 7 consecutive days'],
      [{ start_date: dayFromToday(-1), end_date: dayFromToday(1) }, 'start_date', 'Past dates cannot be selected'],
      [{ number_of_seats: '0' }, 'number_of_seats', 'Number of seats must be a positive number'],
      [{ fees_per_delegate: '-3' }, 'fees_per_delegate', 'Fees per delegate must be a positive number'],
      [{ website: 'not a website' }, 'website', 'Please enter a valid website URL'],
      [{ instagram: 'gulfmun' }, 'instagram', 'Please enter a valid Instagram handle (e.g., @username)'],
    ];
    const before = await eventCount();
    for (const [override, field, message] of cases) {
      const refused = await fx.call('POST', `/api/v1/events/create-event/${organiser.organiserId}`, organiser, { ...body, ...override });
      expect(refused.statusCode, `${field}: ${refused.body}`).toBe(400);
      expect(refused.json().data.fieldErrors[field]).toBe(message);
    }
    expect(await eventCount()).toBe(before);
  });

  it('refuses images the organiser did not upload as event images, and files that are not images', async () => {
    const other = await fx.organiser();
    const theirs = await fx.eventBody(other);
    const refused = await fx.call(
      'POST',
      `/api/v1/events/create-event/${organiser.organiserId}`,
      organiser,
      await fx.eventBody(organiser, { cover_image: theirs.cover_image }),
    );
    expect(refused.statusCode).toBe(403);
    const notAnImage = await fx.uploadImage(organiser, Buffer.from('<html>not an image</html>'));
    expect(notAnImage.statusCode).toBe(400);
  });

  it('gives the same event to a retried request (same Idempotency-Key)', async () => {
    const body = await fx.eventBody(organiser, { name: 'Retried MUN' });
    const headers = { ...organiser.headers, 'idempotency-key': `create-${organiser.organiserId}` };
    const send = () =>
      system.app.inject({ method: 'POST', url: `/api/v1/events/create-event/${organiser.organiserId}`, headers, payload: body });
    const [first, second] = [await send(), await send()];
    expect(second.json().data.id).toBe(first.json().data.id);
    const mine = await fx.call('GET', `/api/v1/events/get-events-of-organiser/${organiser.organiserId}`, organiser);
    expect(mine.json().data.filter((event: { name: string }) => event.name === 'Retried MUN')).toHaveLength(1);
  });
});

describe('who sees what', () => {
  it('hides a pending event from students by every read route, and shows it once approved', async () => {
    const event = await fx.createEvent(organiser, { name: 'Hidden until approved' });
    expect(idsOf(await fx.call('GET', '/api/v1/events/get-events', student))).not.toContain(event.id);
    expect((await fx.call('GET', `/api/v1/events/get-event-by-id/${event.id}`, student)).statusCode).toBe(404);
    expect((await fx.call('GET', `/api/v1/events/get-events-of-organiser/${organiser.organiserId}`, student)).statusCode).toBe(403);
    expect((await fx.call('GET', '/api/v1/events/all-events', student)).statusCode).toBe(403);
    // Its organiser and super users see it.
    expect(idsOf(await fx.call('GET', `/api/v1/events/get-events-of-organiser/${organiser.organiserId}`, organiser))).toContain(event.id);
    expect(idsOf(await fx.call('GET', '/api/v1/events/all-events', superUser))).toContain(event.id);
    expect((await fx.call('GET', `/api/v1/events/get-event-by-id/${event.id}`, organiser)).json().data).toHaveLength(1);

    await fx.call('PATCH', `/api/v1/events/update-event-status/${event.id}`, superUser, { status: 'approved' });
    expect(idsOf(await fx.call('GET', '/api/v1/events/get-events', student))).toContain(event.id);
    expect((await fx.call('GET', `/api/v1/events/get-event-by-id/${event.id}`, student)).json().data[0]).toMatchObject({
      id: event.id,
      status: 'approved',
    });

    await fx.call('PATCH', `/api/v1/events/update-event-status/${event.id}`, superUser, { status: 'blocked' });
    expect(idsOf(await fx.call('GET', '/api/v1/events/get-events', student))).not.toContain(event.id);
    expect((await fx.call('GET', `/api/v1/events/get-event-by-id/${event.id}`, student)).statusCode).toBe(404);
  });

  it('answers the home page’s registration check for yourself only', async () => {
    expect((await fx.call('GET', `/api/v1/events/check-registration-status/${organiser.userId}`, organiser)).json().data).toBe('approved');
    expect((await fx.call('GET', `/api/v1/events/check-registration-status/${student.userId}`, student)).json().data).toBeNull();
    expect((await fx.call('GET', `/api/v1/events/check-registration-status/${organiser.userId}`, student)).statusCode).toBe(403);
  });
});

describe('editing an event', () => {
  it('stores only what changed, checks moved dates against the stored ones, and stores nothing for no change', async () => {
    const event = await fx.createEvent(organiser);
    const renamed = await fx.call('PATCH', `/api/v1/events/update-event/${event.id}`, organiser, {
      name: 'Gulf Youth MUN 2026',
      start_date: dayFromToday(11),
      end_date: dayFromToday(13),
      number_of_seats: 120,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: 'Event updated successfully',
      registeredUsersNotified: 0,
      data: { name: 'Gulf Youth MUN 2026', start_date: dayFromToday(11), end_date: dayFromToday(13) },
    });
    const stored = await events.query<{ data: { changes: object } }>(
      `SELECT data FROM es.events WHERE stream_id = $1 AND type = 'EventDetailsUpdated'`,
      [`event-${event.id}`],
    );
    expect(stored.rows.map((row) => row.data.changes)).toEqual([
      { name: 'Gulf Youth MUN 2026', startDate: dayFromToday(11), endDate: dayFromToday(13) },
    ]);

    const before = await eventCount();
    const same = await fx.call('PATCH', `/api/v1/events/update-event/${event.id}`, organiser, { name: 'Gulf Youth MUN 2026' });
    expect(same.json().message).toBe('Nothing to update: the event already has these details');
    const tooLong = await fx.call('PATCH', `/api/v1/events/update-event/${event.id}`, organiser, { end_date: dayFromToday(20) });
    expect(tooLong.json()).toMatchObject({
      message: 'Maximum event length is 7 consecutive days',
      data: { fieldErrors: { end_date: 'Maximum event length is 7 consecutive days' } },
    });
    expect(await eventCount()).toBe(before);
  });

  it('changes the cover image to one the organiser uploaded', async () => {
    const event = await fx.createEvent(organiser);
    const url = (await fx.uploadImage(organiser)).json().data.url;
    const changed = await fx.call('PATCH', `/api/v1/events/update-event/${event.id}`, organiser, { cover_image: url });
    expect(changed.json().data.cover_image).toBe(url);
  });
});

describe('permissions on every write of the events context', () => {
  type Operation = { method: 'POST' | 'PATCH' | 'DELETE'; path: string };
  const writes = (): Operation[] => {
    const spec = system.app.swagger() as unknown as { paths: Record<string, Record<string, { tags?: string[] }>> };
    return Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method, operation]) => ['post', 'patch', 'delete'].includes(method) && operation.tags?.includes('events'))
        .map(([method]) => ({ method: method.toUpperCase() as Operation['method'], path })),
    );
  };

  it('refuses anonymous callers, students, teachers and another organiser on each, and stores nothing', async () => {
    const event = await fx.createEvent(organiser);
    const teacher = await fx.person('teacher');
    const another = await fx.organiser('teacher');
    const body = await fx.eventBody(organiser);
    const operations = writes();
    expect(operations.length).toBeGreaterThanOrEqual(5);
    const before = await eventCount();
    const wrong: string[] = [];
    for (const operation of operations) {
      const url = operation.path.replace('{organiserId}', organiser.organiserId).replace('{id}', event.id);
      const payload = operation.path.includes('status') ? { status: 'approved' } : body;
      const callers: Array<[string, Person | undefined, number[]]> = [
        ['anonymous', undefined, [401]],
        ['student', student, [403]],
        ['teacher', teacher, [403]],
      ];
      // Uploading an image is every organiser's own business (it belongs to no event yet).
      if (!operation.path.endsWith('create-event-images-upload')) callers.push(['another organiser', another, [403]]);
      for (const [who, person, expected] of callers) {
        const response = await fx.call(operation.method, url, person, operation.method === 'DELETE' ? undefined : payload);
        if (!expected.includes(response.statusCode)) wrong.push(`${operation.method} ${operation.path} as ${who} → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await eventCount()).toBe(before);
    expect((await fx.call('GET', `/api/v1/events/get-event-by-id/${event.id}`, organiser)).json().data[0]).toMatchObject({
      status: 'pending',
      name: 'Gulf Youth MUN',
    });
  });
});

describe('changing an event without images', () => {
  it("refuses another organiser's change (403) and an unknown event (404), storing nothing; the owner's goes through", async () => {
    const event = await fx.createEvent(organiser, { name: 'Owned MUN' });
    const another = await fx.organiser('teacher');
    const before = await eventCount();
    const theirs = await fx.call('PATCH', `/api/v1/events/update-event/${event.id}`, another, { description: 'Not mine to change.' });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ message: 'Only the organiser of this event can change it' });
    const unknown = await fx.call('PATCH', '/api/v1/events/update-event/no-such-event', organiser, { description: 'Nowhere.' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Event not found' });
    expect(await eventCount()).toBe(before);

    const mine = await fx.call('PATCH', `/api/v1/events/update-event/${event.id}`, organiser, { description: 'Changed by its organiser.' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ id: event.id, description: 'Changed by its organiser.' });
  });
});

describe('status governance', () => {
  it('approves, flags and approves again, each in the audit trail with the super user', async () => {
    const event = await fx.createEvent(organiser, { name: 'Audited MUN' });
    for (const status of ['approved', 'flagged', 'approved']) {
      const changed = await fx.call('PATCH', `/api/v1/events/update-event-status/${event.id}`, superUser, { status });
      expect(changed.json()).toMatchObject({ message: `Event status updated to ${status}`, data: { status } });
    }
    const history = await historyOf(event.id);
    expect(history.map((row) => `${row.from}->${row.to}`)).toEqual([
      'null->pending',
      'pending->approved',
      'approved->flagged',
      'flagged->approved',
    ]);
    expect(history.slice(1).every((row) => row.actorName === superUser.fullname && row.entityName === 'Audited MUN')).toBe(true);
    const refused = await fx.call('PATCH', `/api/v1/events/update-event-status/${event.id}`, superUser, { status: 'approved' });
    expect(refused.statusCode).toBe(409);
  });

  it('lets one of two super users win a simultaneous change; the other gets a conflict and the history shows one change', async () => {
    const second = await fx.person('teacher', { superUser: true });
    for (let round = 0; round < 5; round += 1) {
      const event = await fx.createEvent(organiser);
      const [first, other] = await Promise.all([
        fx.call('PATCH', `/api/v1/events/update-event-status/${event.id}`, superUser, { status: 'approved', expectedStatus: 'pending' }),
        fx.call('PATCH', `/api/v1/events/update-event-status/${event.id}`, second, { status: 'blocked', expectedStatus: 'pending' }),
      ]);
      expect([first.statusCode, other.statusCode].sort()).toEqual([200, 409]);
      const loser = first.statusCode === 409 ? first : other;
      expect(loser.json().message).toMatch(
        /^This event's status was changed by someone else \(now (approved|blocked)\)\. Reload and try again\.$/,
      );
      const history = await historyOf(event.id);
      expect(history).toHaveLength(2);
      expect(history[1]!.to).toBe(first.statusCode === 200 ? 'approved' : 'blocked');
    }
  });

  it('deletes an event out of every list, keeping its history, and counts the dashboard tiles from live data', async () => {
    const tiles = async () => (await fx.call('GET', '/api/v1/super-user/dashboard', superUser)).json().data;
    const before = await tiles();
    const event = await fx.createEvent(organiser);
    expect((await tiles()).eventsUpcoming).toBe(before.eventsUpcoming + 1);
    const deleted = await fx.call('DELETE', `/api/v1/events/delete-event/${event.id}`, superUser);
    expect(deleted.json()).toMatchObject({ message: 'Event deleted successfully', data: { id: event.id } });
    expect(idsOf(await fx.call('GET', '/api/v1/events/all-events', superUser))).not.toContain(event.id);
    expect((await fx.call('GET', `/api/v1/events/get-event-by-id/${event.id}`, organiser)).statusCode).toBe(404);
    expect((await historyOf(event.id)).map((row) => row.to)).toEqual(['pending', 'deleted']);
    expect((await tiles()).eventsUpcoming).toBe(before.eventsUpcoming);
  });
});

describe('merges', () => {
  it('re-points an event whose school is merged into another', async () => {
    const event = await fx.createEvent(organiser);
    const schools = (await fx.call('GET', '/api/v1/schools/all-schools', superUser)).json().data as Array<{ id: string; name: string }>;
    const primary = schools.find((school) => school.id !== event.school_id)!;
    const merged = await fx.call('POST', '/api/v1/schools/merge-schools', superUser, {
      primarySchoolId: primary.id,
      secondarySchoolId: event.school_id,
    });
    expect(merged.statusCode).toBe(200);
    // The merge answers once the school lists have it; the events list follows on its own.
    await expect
      .poll(async () => (await fx.call('GET', `/api/v1/events/get-event-by-id/${event.id}`, organiser)).json().data[0], { timeout: 10_000 })
      .toMatchObject({ school_id: primary.id, school: { id: primary.id, name: primary.name } });
  });
});
