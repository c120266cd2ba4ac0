import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocationFixtures, type AllocationEvent, type Countries } from '../../../test/support/allocation-fixtures';
import type { Person } from '../../../test/support/organiser-fixtures';
import { FAKE_PDF, minimalPdf } from '../../../test/support/sample-files';
import { zipOf } from '../../../test/support/zip-builder';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';

let setup: WorkspaceTestSetup;
let fixtures: ReturnType<typeof allocationFixtures>;
let countries: Countries;

beforeAll(async () => {
  setup = await startWorkspaceTest();
  fixtures = allocationFixtures(setup);
  countries = await fixtures.seed(['DISEC', 'UNSC']);
});
afterAll(() => stopWorkspaceTest(setup?.system, setup?.db));

const PDF = minimalPdf();
const DOCX = zipOf(['[Content_Types].xml', 'word/document.xml']);

const paperEvents = async (eventId: string) =>
  Number(
    (await setup.db.query<{ count: string }>('SELECT count(*) FROM es.events WHERE stream_id = $1', [`papers-${eventId}`])).rows[0]!.count,
  );

const nameChair = async (event: AllocationEvent, abbr: string, chair: Person) => {
  const saved = await setup.fx.call(
    'PATCH',
    `/api/v1/event-committees/update-event-committees-by-event/${event.committees[abbr]}`,
    setup.organiser,
    {
      eventId: event.eventId,
      committeeId: event.catalogue[abbr],
      category: 'country',
      seats: '5',
      chair_username: chair.username,
      deputy_chair1_username: null,
      deputy_chair2_username: null,
    },
  );
  expect(saved.statusCode, saved.body).toBe(200);
};

const multipart = (filename: string, content: Buffer) => {
  const boundary = `----vitest${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const upload = (
  who: Person,
  event: AllocationEvent,
  abbr: string,
  filename = 'France DISEC.pdf',
  content: Buffer = PDF,
  headers: Record<string, string> = {},
) => {
  const body = multipart(filename, content);
  return setup.system.app.inject({
    method: 'POST',
    url: `/api/v1/papers/${event.eventId}/${event.committees[abbr]}/my-paper`,
    payload: body.payload,
    headers: { ...who.headers, ...body.headers, ...headers },
  });
};

const papersUrl = (event: AllocationEvent, abbr: string) => `/api/v1/papers/${event.eventId}/${event.committees[abbr]}/papers`;
const mine = async (who: Person, event: AllocationEvent) => {
  const answer = await setup.fx.call('GET', `/api/v1/papers/${event.eventId}/my-paper`, who);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};

describe('position papers', () => {
  let event: AllocationEvent;
  let chair: Person;
  let otherChair: Person;
  let delegate: Person;
  let neighbour: Person;
  let seated: { id: string };

  beforeAll(async () => {
    event = await fixtures.event({ DISEC: 5, UNSC: 5 });
    chair = await setup.fx.person('student');
    otherChair = await setup.fx.person('student');
    delegate = await setup.fx.person('student');
    neighbour = await setup.fx.person('student');
    await nameChair(event, 'DISEC', chair);
    await nameChair(event, 'UNSC', otherChair);
    seated = await fixtures.registerStudent(delegate, event);
    const elsewhere = await fixtures.registerStudent(neighbour, event);
    expect((await fixtures.assign(seated.id, event.committees.DISEC!, countries.get('France')!.id)).statusCode).toBe(200);
    expect((await fixtures.assign(elsewhere.id, event.committees.UNSC!, countries.get('France')!.id)).statusCode).toBe(200);
    await fixtures.caughtUp();
  });

  it('refuses a paper before the seat is published, and stores nothing', async () => {
    const before = await paperEvents(event.eventId);
    const refused = await upload(delegate, event, 'DISEC');
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await mine(delegate, event)).committee).toBeNull();
    const published = await setup.fx.call('POST', `/api/v1/allocation/${event.eventId}/publish`, setup.organiser, {});
    expect(published.statusCode, published.body).toBe(200);
    await fixtures.caughtUp();
    expect(await paperEvents(event.eventId)).toBe(before);
  });

  it("accepts a seated delegate's paper for their committee, as new versions", async () => {
    const first = await upload(delegate, event, 'DISEC');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Position paper uploaded',
      data: { version: { version: 1, name: 'France DISEC.pdf', type: 'pdf', late: false, deadline: null, size: PDF.length } },
    });
    const second = await upload(delegate, event, 'DISEC', 'France DISEC v2.docx', DOCX);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.version).toMatchObject({ version: 2, type: 'docx' });
    const paper = await mine(delegate, event);
    expect(paper).toMatchObject({ committee: { id: event.committees.DISEC, abbr: 'DISEC' }, status: null, released: false });
    expect(paper.versions.map((version: { version: number }) => version.version)).toEqual([1, 2]);
  });

  it('refuses a non-delegate, a delegate of another committee and a fake PDF, storing nothing', async () => {
    const before = await paperEvents(event.eventId);
    const stranger = await setup.fx.person('student');
    expect((await upload(stranger, event, 'DISEC')).statusCode).toBe(403);
    expect((await upload(neighbour, event, 'DISEC')).statusCode).toBe(403);
    expect((await upload(delegate, event, 'UNSC')).statusCode).toBe(403);
    const fake = await upload(delegate, event, 'DISEC', 'paper.pdf', FAKE_PDF);
    expect(fake.statusCode, fake.body).toBe(400);
    const html = await upload(delegate, event, 'DISEC', 'paper.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(400);
    expect(await paperEvents(event.eventId)).toBe(before);
  });

  it('a paper after the deadline is marked late, with its time and the deadline it missed', async () => {
    const past = '2020-01-01T08:00:00+04:00';
    const set = await setup.fx.call('PATCH', `/api/v1/papers/${event.eventId}/settings`, setup.organiser, {
      committees: [{ committeeId: event.committees.UNSC, deadline: past }],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.committees).toContainEqual({ id: event.committees.UNSC, abbr: 'UNSC', deadline: '2020-01-01T04:00:00.000Z' });
    const late = await upload(neighbour, event, 'UNSC');
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json()).toMatchObject({
      message: 'Position paper uploaded after the deadline: it is marked late',
      data: { version: { version: 1, late: true, deadline: '2020-01-01T04:00:00.000Z' } },
    });
    expect(Date.parse(late.json().data.version.at)).toBeGreaterThan(Date.parse(past));
    // The event's deadline does not reach a committee with its own; the other committee was on time.
    expect((await mine(delegate, event)).versions.every((version: { late: boolean }) => !version.late)).toBe(true);
    const overview = await setup.fx.call('GET', `/api/v1/papers/${event.eventId}/overview`, setup.organiser);
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().data.committees).toEqual([
      { id: event.committees.DISEC, abbr: 'DISEC', deadline: null, submitted: 1, late: 0, reviewed: 0 },
      { id: event.committees.UNSC, abbr: 'UNSC', deadline: '2020-01-01T04:00:00.000Z', submitted: 1, late: 1, reviewed: 0 },
    ]);
  });

  it("lets only the committee's chairs and the organiser list and review; another committee's chair gets 403", async () => {
    const list = await setup.fx.call('GET', papersUrl(event, 'DISEC'), chair);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject({
      committee: { abbr: 'DISEC' },
      rubric: [{ name: 'Research', max: 5 }, { name: 'Policy' }, { name: 'Solutions' }, { name: 'Writing' }],
      papers: [{ id: seated.id, fullname: delegate.fullname, country: { name: 'France', code: 'FR' }, late: false, status: null }],
    });
    expect(list.body).not.toContain(delegate.email);
    expect((await setup.fx.call('GET', papersUrl(event, 'DISEC'), otherChair)).statusCode).toBe(403);
    expect((await setup.fx.call('GET', papersUrl(event, 'DISEC'), delegate)).statusCode).toBe(403);
    const review = { status: 'approved', scores: [{ criterion: 'Research', score: 4 }], comment: 'Well argued.' };
    const url = `${papersUrl(event, 'DISEC')}/${seated.id}/review`;
    expect((await setup.fx.call('PATCH', url, otherChair, review)).statusCode).toBe(403);
    expect((await setup.fx.call('PATCH', url, delegate, review)).statusCode).toBe(403);
    const before = await paperEvents(event.eventId);
    const outside = await setup.fx.call('PATCH', url, chair, { ...review, scores: [{ criterion: 'Research', score: 6 }] });
    expect(outside.statusCode).toBe(400);
    expect(await paperEvents(event.eventId)).toBe(before);
    const reviewed = await setup.fx.call('PATCH', url, chair, review);
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json().data).toMatchObject({ status: 'approved', scores: [{ criterion: 'Research', score: 4 }], reviewed_version: 2 });
    expect(await paperEvents(event.eventId)).toBe(before + 1);
    // The same review again stores nothing.
    expect((await setup.fx.call('PATCH', url, chair, review)).statusCode).toBe(200);
    expect(await paperEvents(event.eventId)).toBe(before + 1);
  });

  it('hides scores and comment from the delegate until the organiser releases them', async () => {
    await fixtures.caughtUp();
    const hidden = await mine(delegate, event);
    expect(hidden).toMatchObject({ status: 'approved', released: false, scores: null, comment: null });
    expect(JSON.stringify(hidden)).not.toContain('Well argued');
    expect((await setup.fx.call('POST', `/api/v1/papers/${event.eventId}/release`, chair, {})).statusCode).toBe(403);
    const released = await setup.fx.call('POST', `/api/v1/papers/${event.eventId}/release`, setup.organiser, {});
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().data).toMatchObject({ released: true, rubric_locked: true });
    await fixtures.caughtUp();
    expect(await mine(delegate, event)).toMatchObject({
      released: true,
      scores: [{ criterion: 'Research', score: 4 }],
      comment: 'Well argued.',
    });
    const hiddenAgain = await setup.fx.call('POST', `/api/v1/papers/${event.eventId}/release`, setup.organiser, { released: false });
    expect(hiddenAgain.json().data.released).toBe(false);
    await fixtures.caughtUp();
    expect((await mine(delegate, event)).scores).toBeNull();
  });

  it('serves a version only to its delegate, the committee chairs and the organiser', async () => {
    const url = `${papersUrl(event, 'DISEC')}/${seated.id}/versions/1/file`;
    for (const who of [delegate, chair, setup.organiser, setup.superUser]) {
      const answer = await setup.fx.call('GET', url, who);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.rawPayload.equals(PDF)).toBe(true);
    }
    for (const who of [neighbour, otherChair, await setup.fx.person('student')])
      expect((await setup.fx.call('GET', url, who)).statusCode).toBe(403);
    expect((await setup.fx.call('GET', `${papersUrl(event, 'DISEC')}/${seated.id}/versions/9/file`, chair)).statusCode).toBe(404);
  });

  it('stores an upload sent again with the same Idempotency-Key once, answering the same version', async () => {
    const before = await paperEvents(event.eventId);
    const key = { 'idempotency-key': randomUUID() };
    const first = await upload(delegate, event, 'DISEC', 'again.pdf', PDF, key);
    const again = await upload(delegate, event, 'DISEC', 'again.pdf', PDF, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    expect(await paperEvents(event.eventId)).toBe(before + 1);
  });

  it('keeps the settings to the organiser and refuses a rubric change once papers are scored', async () => {
    expect((await setup.fx.call('GET', `/api/v1/papers/${event.eventId}/settings`, chair)).statusCode).toBe(403);
    const before = await paperEvents(event.eventId);
    const locked = await setup.fx.call('PATCH', `/api/v1/papers/${event.eventId}/settings`, setup.organiser, {
      rubric: [{ name: 'Research', max: 10 }],
    });
    expect(locked.statusCode).toBe(409);
    const same = await setup.fx.call('PATCH', `/api/v1/papers/${event.eventId}/settings`, setup.organiser, {
      committees: [{ committeeId: event.committees.UNSC, deadline: '2020-01-01T04:00:00.000Z' }],
    });
    expect(same.statusCode).toBe(200);
    expect(await paperEvents(event.eventId)).toBe(before);
  });
});
