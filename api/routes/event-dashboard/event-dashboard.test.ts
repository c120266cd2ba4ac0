import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../../test/support/organiser-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';

let { system, fx, db, superUser, organiser } = {} as WorkspaceTestSetup;
const catalogue: Record<string, string> = {};
const committeesOfCatalogue = [
  ['UNSC', 'Security Council', 'country'],
  ['DISEC', 'Disarmament Committee', 'country'],
  ['UNHRC', 'Human Rights Council', 'country'],
  ['HCC', 'Historical Crisis Cabinet', 'crisis'],
  ['PRESS', 'International Press', 'role'],
  ['SPECPOL', 'Special Political Committee', 'open'],
] as const;

beforeAll(async () => {
  ({ system, fx, db, superUser, organiser } = await startWorkspaceTest());
  for (const [abbr, committee, category] of committeesOfCatalogue) {
    const added = await fx.call('POST', '/api/v1/committees/add-committee', superUser, { abbr, committee, category });
    catalogue[abbr] = String(added.json().data.id);
  }
});
afterAll(() => stopWorkspaceTest(system, db));

const dashboardOf = (eventId: string, who?: Person) => fx.call('GET', `/api/v1/events/event-dashboard/${eventId}`, who);

const approvedEvent = async (overrides: Record<string, unknown> = {}) => {
  const event = await fx.createEvent(organiser, overrides);
  const approved = await fx.call('PATCH', `/api/v1/events/update-event-status/${event.id}`, superUser, { status: 'approved' });
  expect(approved.statusCode).toBe(200);
  return event;
};

// No committee preference: these registrations race the event's first committees, and a
// preference is only valid against the committees the event has when it is decided.
const registerStudent = (who: Person, eventId: string) =>
  fx.call('POST', `/api/v1/registerations/event-registration-student/${who.userId}`, who, {
    eventId,
    mun_experience: '1',
    pref_committee_1_id: '',
    pref_committee_2_id: '',
    pref_committee_3_id: null,
    food_pref: 'Vegetarian',
    food_allergies: '',
    emergency_name: 'Alice Lee',
    emergency_phone: '+971 50 650 5005',
  });

const addCommittee = (eventId: string, abbr: string, category: string, seats: number) =>
  fx.call('POST', '/api/v1/event-committees/save-event-committees-by-event', organiser, {
    committeeId: catalogue[abbr],
    eventId,
    category,
    abbr,
    seats: String(seats),
    chair_username: '',
    deputy_chair1_username: '',
    deputy_chair2_username: '',
  });

/** The numbers straight from the stored events, folded here without any read model. */
const fromStoredEvents = async (eventId: string) => {
  const roster = await db.query<{ type: string; count: string }>(
    `SELECT type, count(*) FROM es.events WHERE stream_id = $1 AND type IN ('DelegateRegistered', 'RegistrationCancelled', 'DelegateRemoved') GROUP BY type`,
    [`event-${eventId}`],
  );
  const counted = Object.fromEntries(roster.rows.map((row) => [row.type, Number(row.count)]));
  const delegates = (counted.DelegateRegistered ?? 0) - (counted.RegistrationCancelled ?? 0) - (counted.DelegateRemoved ?? 0);
  const history = await db.query<{ type: string; data: Record<string, unknown> & { eventCommitteeId: string } }>(
    'SELECT type, data FROM es.events WHERE stream_id = $1 ORDER BY stream_revision',
    [`event-committees-${eventId}`],
  );
  const committees = new Map<string, { category: string; seats: number }>();
  for (const { type, data } of history.rows) {
    if (type === 'EventCommitteeAdded')
      committees.set(data.eventCommitteeId, { category: data.category as string, seats: data.seats as number });
    if (type === 'EventCommitteeUpdated') {
      const current = committees.get(data.eventCommitteeId)!;
      committees.set(data.eventCommitteeId, { ...current, ...(data.changes as object) });
    }
    if (type === 'EventCommitteeDeleted') committees.delete(data.eventCommitteeId);
  }
  const rows = [...committees.values()];
  const totals = (category?: string) => {
    const of = rows.filter((row) => category === undefined || row.category === category);
    return { count: of.length, seats: of.reduce((sum, row) => sum + row.seats, 0), allocated: 0 };
  };
  return {
    delegates,
    summary: [
      { row: 'Total', ...totals() },
      { row: 'Country', ...totals('country') },
      { row: 'Crisis', ...totals('crisis') },
      { row: 'Role', ...totals('role') },
      { row: 'Open Committees', ...totals('open') },
    ],
  };
};

describe('event dashboard', () => {
  it('after a rush of registrations, cancellations and committee changes, shows exactly what the stored events say', async () => {
    const event = await approvedEvent({ name: 'Gulf Youth MUN', number_of_seats: '120', fees_per_delegate: '150' });
    const students = await Promise.all(Array.from({ length: 30 }, () => fx.person('student')));

    // Thirty register while six committees are added, all at once.
    const [registrations, added] = await Promise.all([
      Promise.all(students.map((student) => registerStudent(student, event.id))),
      Promise.all(committeesOfCatalogue.map(([abbr, , category], index) => addCommittee(event.id, abbr, category, 20 + index * 5))),
    ]);
    expect(registrations.map((answer) => answer.statusCode)).toEqual(students.map(() => 201));
    expect(added.map((answer) => answer.statusCode)).toEqual(added.map(() => 201));

    // Five cancel at once, while one committee changes category and seats and another leaves.
    const ids = Object.fromEntries(added.map((answer) => [answer.json().data.abbr as string, answer.json().data.id as string]));
    const [cancelled, changed] = await Promise.all([
      Promise.all(
        students
          .slice(0, 5)
          .map((student, index) =>
            fx.call(
              'DELETE',
              `/api/v1/registerations/delete-registration-by-registrationId/${registrations[index]!.json().data.id}`,
              student,
            ),
          ),
      ),
      Promise.all([
        fx.call('PATCH', `/api/v1/event-committees/update-event-committees-by-event/${ids.UNHRC}`, organiser, {
          eventId: event.id,
          committeeId: catalogue.UNHRC,
          category: 'open',
          seats: '33',
        }),
        fx.call('DELETE', `/api/v1/event-committees/delete-event-committees-by-event/${ids.DISEC}`, organiser),
      ]),
    ]);
    expect(cancelled.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(changed.map((answer) => answer.statusCode)).toEqual([200, 200]);

    const answer = await dashboardOf(event.id, organiser);
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    const stored = await fromStoredEvents(event.id);
    expect(stored.delegates).toBe(25);
    expect(stored.summary[0]).toEqual({ row: 'Total', count: 5, seats: 20 + 33 + 35 + 40 + 45, allocated: 0 });
    expect(data.event.delegates).toBe(stored.delegates);
    expect(data.summary).toEqual(stored.summary);
    expect(data.event).toMatchObject({ id: event.id, name: 'Gulf Youth MUN', fees_per_delegate: 150, total_revenue: 18000 });
    expect(data.status).toEqual([
      { category: 'country', label: 'Country', committees: 1, seats_total: 20, seats_assigned: 0, status: 'Open' },
      { category: 'crisis', label: 'Crisis', committees: 1, seats_total: 35, seats_assigned: 0, status: 'Open' },
      { category: 'role', label: 'Role', committees: 1, seats_total: 40, seats_assigned: 0, status: 'Open' },
      { category: 'open', label: 'Open Committees', committees: 2, seats_total: 45 + 33, seats_assigned: 0, status: 'Open' },
    ]);
    expect(data.committees.map((row: { abbr: string }) => row.abbr).sort()).toEqual(['HCC', 'PRESS', 'SPECPOL', 'UNHRC', 'UNSC']);
  });

  it('shows an event without delegates or committees as zeros and no status rows', async () => {
    const event = await fx.createEvent(organiser);
    const { data } = (await dashboardOf(event.id, organiser)).json();
    expect(data.event.delegates).toBe(0);
    expect(data.summary.map((row: { count: number }) => row.count)).toEqual([0, 0, 0, 0, 0]);
    expect(data.status).toEqual([]);
  });

  it("answers only the event's own organiser and super users", async () => {
    const event = await fx.createEvent(organiser);
    const student = await fx.person('student');
    const anotherOrganiser = await fx.organiser();
    expect((await dashboardOf(event.id)).statusCode).toBe(401);
    expect((await dashboardOf(event.id, student)).statusCode).toBe(403);
    expect((await dashboardOf(event.id, anotherOrganiser)).statusCode).toBe(403);
    expect((await dashboardOf(event.id, superUser)).statusCode).toBe(200);
    expect((await dashboardOf('no-such-event', organiser)).statusCode).toBe(404);
  });
});
