import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Person } from '../../../test/support/organiser-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';

let { system, fx, db, superUser, organiser } = {} as WorkspaceTestSetup;

beforeAll(async () => {
  ({ system, fx, db, superUser, organiser } = await startWorkspaceTest());
});
afterAll(() => stopWorkspaceTest(system, db));

const register = (who: Person, eventId: string) =>
  fx.call('POST', `/api/v1/registerations/event-registration-teacher/${who.userId}`, who, {
    eventId,
    foodPreference: 'Vegetarian',
    foodAllergies: '',
  });

const seatsLeftFor = async (who: Person, eventId: string) => {
  const listed = await fx.call('GET', '/api/v1/events/get-events', who);
  expect(listed.statusCode).toBe(200);
  const event = (listed.json().data as Array<{ id: string; seats_left: number; number_of_seats: number }>).find(
    (item) => item.id === eventId,
  );
  const one = await fx.call('GET', `/api/v1/events/get-event-by-id/${eventId}`, who);
  expect(one.json().data[0].seats_left, 'the event read says the same as the list').toBe(event?.seats_left);
  return event?.seats_left;
};

it('tells every reader of an event how many seats are still free, following registrations and cancellations', async () => {
  const event = await fx.createEvent(organiser, { number_of_seats: '2' });
  expect((await fx.call('PATCH', `/api/v1/events/update-event-status/${event.id}`, superUser, { status: 'approved' })).statusCode).toBe(
    200,
  );
  const [first, second, reader] = [await fx.person('teacher'), await fx.person('teacher'), await fx.person('student')];
  expect(await seatsLeftFor(reader, event.id)).toBe(2);

  const registered = await register(first, event.id);
  expect(registered.statusCode).toBe(201);
  expect(await seatsLeftFor(reader, event.id)).toBe(1);
  expect((await register(second, event.id)).statusCode).toBe(201);
  expect(await seatsLeftFor(reader, event.id)).toBe(0);

  const cancelled = await fx.call('DELETE', `/api/v1/registerations/cancel-my-registration/${event.id}`, first);
  expect(cancelled.statusCode).toBe(200);
  expect(await seatsLeftFor(reader, event.id)).toBe(1);
  // The organiser's own list counts the same way.
  const own = await fx.call('GET', `/api/v1/events/get-events-of-organiser/${organiser.organiserId}`, organiser);
  expect((own.json().data as Array<{ id: string; seats_left: number }>).find((item) => item.id === event.id)?.seats_left).toBe(1);
});
