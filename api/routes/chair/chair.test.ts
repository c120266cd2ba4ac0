import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocationFixtures, type AllocationEvent, type Countries } from '../../../test/support/allocation-fixtures';
import type { Person } from '../../../test/support/organiser-fixtures';
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

const room = (who: Person, event: AllocationEvent, abbr: string) =>
  setup.fx.call('GET', `/api/v1/chair/${event.eventId}/${event.committees[abbr]}/delegates`, who);

const chaired = async (who: Person) => {
  const answer = await setup.fx.call('GET', '/api/v1/chair/committees', who);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Array<{
    event: { id: string; name: string; start_date: string; end_date: string };
    committee: { id: string; abbr: string; committee: string };
    role: string;
  }>;
};

describe("the chair's room", () => {
  let event: AllocationEvent;
  let other: AllocationEvent;
  let chair: Person;
  let deputy: Person;
  let student: Person;
  let seated: { id: string; registration_no: string };
  let elsewhere: { id: string; registration_no: string };

  beforeAll(async () => {
    event = await fixtures.event({ DISEC: 5, UNSC: 5 });
    other = await fixtures.event({ DISEC: 5 });
    chair = await setup.fx.person('student');
    deputy = await setup.fx.person('student');
    student = await setup.fx.person('student');
    const neighbour = await setup.fx.person('student');
    await fixtures.nameChairs(event, 'DISEC', { chair, deputy });
    // The other event's DISEC and this event's UNSC are chaired by someone else.
    await fixtures.nameChairs(other, 'DISEC', { chair: neighbour });
    await fixtures.nameChairs(event, 'UNSC', { chair: neighbour });
    seated = await fixtures.registerStudent(student, event);
    elsewhere = await fixtures.registerStudent(neighbour, event);
    expect((await fixtures.assign(seated.id, event.committees.DISEC!, countries.get('France')!.id)).statusCode).toBe(200);
    expect((await fixtures.assign(elsewhere.id, event.committees.UNSC!, countries.get('France')!.id)).statusCode).toBe(200);
    await fixtures.caughtUp();
  });

  it('shows a chair no seat before it is published to its delegate; the organiser sees the draft', async () => {
    for (const who of [chair, deputy]) {
      const answer = await room(who, event, 'DISEC');
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data).toMatchObject({ as: 'chair', delegates: [] });
    }
    const asOrganiser = (await room(setup.organiser, event, 'DISEC')).json().data;
    expect(
      asOrganiser.delegates.map((delegate: { id: string; seat: { published: boolean } }) => [delegate.id, delegate.seat.published]),
    ).toEqual([[seated.id, false]]);
  });

  it("lets the chair and the deputy chair see their committee's delegates with school, seat and photo once published, and nothing else", async () => {
    const published = await setup.fx.call('POST', `/api/v1/allocation/${event.eventId}/publish`, setup.organiser, {});
    expect(published.statusCode, published.body).toBe(200);
    await fixtures.caughtUp();
    for (const who of [chair, deputy]) {
      const answer = await room(who, event, 'DISEC');
      expect(answer.statusCode, answer.body).toBe(200);
      const data = answer.json().data;
      expect(data).toMatchObject({ committee: { id: event.committees.DISEC, abbr: 'DISEC' }, as: 'chair', event: { id: event.eventId } });
      expect(data.delegates).toEqual([
        {
          id: seated.id,
          registration_no: seated.registration_no,
          fullname: student.fullname,
          role: 'student',
          school: expect.any(String),
          avatar: null,
          seat: {
            committee: { id: event.committees.DISEC, abbr: 'DISEC' },
            country: { id: countries.get('France')!.id, name: 'France', code: 'FR', flag: expect.any(String) },
            published: true,
          },
        },
      ]);
      // Another committee of the same event, and another event's committee: not theirs.
      expect((await room(who, event, 'UNSC')).statusCode).toBe(403);
      expect((await room(who, other, 'DISEC')).statusCode).toBe(403);
    }
  });

  it("prints the committee's placards and badges as one PDF for its chairs only", async () => {
    const url = (target: AllocationEvent, abbr: string) =>
      `/api/v1/chair/${target.eventId}/${target.committees[abbr]}/placards-and-badges.pdf`;
    const answer = await setup.fx.call('GET', url(event, 'DISEC'), chair);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="placards-and-badges-DISEC.pdf"');
    const pdf = answer.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // One placard (the delegate has a country) and one page of badges.
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect((await setup.fx.call('GET', url(event, 'UNSC'), chair)).statusCode).toBe(403);
    expect((await setup.fx.call('GET', url(other, 'DISEC'), deputy)).statusCode).toBe(403);
    expect((await setup.fx.call('GET', url(event, 'DISEC'), student)).statusCode).toBe(403);
  });

  it('gives no email, phone or birthday', async () => {
    const body = (await room(chair, event, 'DISEC')).body;
    expect(body).toContain(student.fullname);
    expect(body).not.toContain(student.email);
    expect(body).not.toMatch(/email|phone|birthday|1990-04-12|650 5005/i);
  });

  it('opens every room of the event to its organiser and super users, and none to a student or a delegate', async () => {
    const asOrganiser = await room(setup.organiser, event, 'UNSC');
    expect(asOrganiser.statusCode, asOrganiser.body).toBe(200);
    expect(asOrganiser.json().data).toMatchObject({ as: 'organiser', delegates: [{ id: elsewhere.id }] });
    expect((await room(setup.superUser, event, 'DISEC')).statusCode).toBe(200);
    expect((await room(student, event, 'DISEC')).statusCode).toBe(403);
    const stranger = await setup.fx.person('student');
    expect((await room(stranger, event, 'DISEC')).statusCode).toBe(403);
    // A committee that is not the event's.
    const mismatched = await setup.fx.call('GET', `/api/v1/chair/${other.eventId}/${event.committees.UNSC}/delegates`, setup.organiser);
    expect(mismatched.statusCode).toBe(404);
  });

  it('lists exactly the committees the caller chairs or deputy-chairs', async () => {
    expect(await chaired(chair)).toEqual([
      {
        event: { id: event.eventId, name: expect.any(String), start_date: expect.any(String), end_date: expect.any(String) },
        committee: { id: event.committees.DISEC, abbr: 'DISEC', committee: expect.any(String) },
        role: 'chair',
      },
    ]);
    expect((await chaired(deputy)).map((entry) => [entry.committee.id, entry.role])).toEqual([[event.committees.DISEC, 'deputy']]);
    expect(await chaired(student)).toEqual([]);
    expect(await chaired(setup.organiser)).toEqual([]);
  });

  it('shuts the room at once to a chair the organiser no longer names, and opens it to the new one', async () => {
    await fixtures.nameChairs(event, 'DISEC', { chair: deputy, deputy: null });
    expect((await room(chair, event, 'DISEC')).statusCode).toBe(403);
    expect(await chaired(chair)).toEqual([]);
    expect((await room(deputy, event, 'DISEC')).statusCode).toBe(200);
    expect((await chaired(deputy)).map((entry) => entry.role)).toEqual(['chair']);
  });

  it('shuts the room to chairs while the event is not approved, not to its organiser', async () => {
    const flagged = await setup.fx.call('PATCH', `/api/v1/events/update-event-status/${event.eventId}`, setup.superUser, {
      status: 'flagged',
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    await fixtures.caughtUp();
    expect((await room(deputy, event, 'DISEC')).statusCode).toBe(403);
    expect(await chaired(deputy)).toEqual([]);
    expect((await room(setup.organiser, event, 'DISEC')).statusCode).toBe(200);
  });
});
