import { describe, it } from 'vitest';
import { eventDecider, type EventStreamEvent } from '../events/event';
import { givenWhenThen } from '../../test/support/given-when-then';
import { committeeChoicesOf } from './committee-choices';
import { registrationMessages, registrationNumberOf } from './registration-rules';

const at = '2026-11-25T10:00:00.000Z';
const ids = { eventId: 'e1', organiserId: 'o1' };
const created: EventStreamEvent = {
  type: 'EventCreated',
  data: {
    ...ids,
    name: 'Gulf Youth MUN',
    description: 'Debate',
    startDate: '2026-12-10',
    endDate: '2026-12-12',
    numberOfSeats: 2,
    feesPerDelegate: 100,
    website: 'https://gulf.example.org',
    instagram: '@gulf',
    coverImage: '/uploads/c.png',
    logoImage: '/uploads/l.png',
    schoolId: 's1',
    localityId: 'l1',
    from: null,
    to: 'pending',
    by: 'organiser',
    at,
  },
};
const status = (from: 'pending' | 'approved', to: 'approved' | 'blocked' | 'completed'): EventStreamEvent => ({
  type: 'EventStatusChanged',
  data: { ...ids, from, to, by: 'admin', at },
});
const approved = [created, status('pending', 'approved')];

// The event offers catalogue committees c1 and c2.
const choices = committeeChoicesOf(['c1', 'c2'], ['c1', 'c2', 'c3']);
const register = (
  userId: string,
  registrationId = `r-${userId}`,
  today = '2026-11-25',
  prefCommitteeIds: Array<string | null> = ['c1', null, null],
) => ({
  type: 'RegisterDelegate' as const,
  committeeChoices: choices,
  registrationId,
  userId,
  role: 'student' as const,
  munExperience: 2,
  prefCommitteeIds,
  sealed: 'sealed',
  today,
  by: userId,
  at,
});
const registered = (
  userId: string,
  sequence: number,
  registrationId = `r-${userId}`,
  prefCommitteeIds: Array<string | null> = ['c1', null, null],
): EventStreamEvent => ({
  type: 'DelegateRegistered',
  data: {
    eventId: 'e1',
    registrationId,
    userId,
    registrationNo: registrationNumberOf('Gulf Youth MUN', sequence),
    role: 'student',
    munExperience: 2,
    prefCommitteeIds,
    sealed: 'sealed',
    from: null,
    to: 'registered',
    by: userId,
    at,
  },
});
const cancelled = (userId: string): EventStreamEvent => ({
  type: 'RegistrationCancelled',
  data: { eventId: 'e1', registrationId: `r-${userId}`, userId, from: 'registered', to: 'cancelled', by: userId, at },
});

const roster = givenWhenThen(eventDecider);

describe('registering delegates', () => {
  it('registers a person for an approved event with a readable number', () => {
    roster
      .given(approved)
      .when(register('u1'))
      .then([registered('u1', 1)]);
  });

  it('refuses pending, blocked and finished events', () => {
    roster.given([created]).when(register('u1')).thenFails('REGISTRATION_CLOSED', 'This event is not open for registration');
    roster
      .given([...approved, status('approved', 'blocked')])
      .when(register('u1'))
      .thenFails('REGISTRATION_CLOSED');
    roster
      .given(approved)
      .when(register('u1', 'r-u1', '2026-12-13'))
      .thenFails('REGISTRATION_CLOSED', 'This event has ended');
  });

  it('takes one registration per person and no more than the seats', () => {
    roster
      .given([...approved, registered('u1', 1)])
      .when(register('u1', 'r-again'))
      .thenFails('ALREADY_REGISTERED');
    roster
      .given([...approved, registered('u1', 1), registered('u2', 2)])
      .when(register('u3'))
      .thenFails('EVENT_FULL', 'This event is full: all seats are taken');
  });

  it('frees the seat on cancellation, and a new registration takes the next number', () => {
    roster
      .given([...approved, registered('u1', 1), registered('u2', 2), cancelled('u2')])
      .when(register('u3'))
      .then([registered('u3', 3)]);
  });

  it('cancels only the person’s own registration, and removes a delegate for the organiser', () => {
    roster
      .given([...approved, registered('u1', 1)])
      .when({ type: 'CancelRegistration', registrationId: 'r-u1', userId: 'u2', by: 'u2', at })
      .thenFails('REGISTRATION_NOT_FOUND');
    roster
      .given([...approved, registered('u1', 1)])
      .when({ type: 'RemoveDelegate', registrationId: 'r-u1', by: 'organiser', at })
      .then([
        {
          type: 'DelegateRemoved',
          data: { eventId: 'e1', registrationId: 'r-u1', userId: 'u1', from: 'registered', to: 'removed', by: 'organiser', at },
        },
      ]);
  });

  it('refuses a preference outside the event’s committees, on the field that names it', () => {
    roster
      .given(approved)
      .when(register('u1', 'r-u1', '2026-11-25', ['c2', 'c1', null]))
      .then([registered('u1', 1, 'r-u1', ['c2', 'c1', null])]);
    roster
      .given(approved)
      .when(register('u1', 'r-u1', '2026-11-25', ['c1', 'c3', null]))
      .thenFails('VALIDATION_FAILED', registrationMessages.committeeOfEvent);
  });

  it('offers every catalogue committee while the event has none of its own', () => {
    const catalogue = committeeChoicesOf([], ['c1', 'c2', 'c3']);
    roster
      .given(approved)
      .when({ ...register('u1', 'r-u1', '2026-11-25', ['c3', null, null]), committeeChoices: catalogue })
      .then([registered('u1', 1, 'r-u1', ['c3', null, null])]);
    roster
      .given(approved)
      .when({ ...register('u1', 'r-u1', '2026-11-25', ['c9', null, null]), committeeChoices: catalogue })
      .thenFails('VALIDATION_FAILED', registrationMessages.committee);
  });

  it('keeps the seats at or above the delegates already registered', () => {
    roster
      .given([...approved, registered('u1', 1), registered('u2', 2)])
      .when({
        type: 'UpdateEvent',
        changes: { numberOfSeats: 1 },
        images: {},
        editor: { organiserId: 'o1', superuser: false },
        today: '2026-11-25',
        by: 'organiser',
        at,
      })
      .thenFails('VALIDATION_FAILED', 'Seats cannot be fewer than the 2 delegates already registered');
  });
});

describe('registering a group at once (an import)', () => {
  const group = (...userIds: string[]) => ({
    type: 'RegisterDelegates' as const,
    committeeChoices: choices,
    registrations: userIds.map((userId) => {
      const { type: _type, committeeChoices: _choices, ...registration } = register(userId);
      return registration;
    }),
  });

  it('registers each as if alone, numbering them in turn, and leaves out the ones the rules refuse', () => {
    // Two seats: u1 is already in, u2 gets the last seat, u2 again is already registered, u3 finds the event full.
    roster
      .given([...approved, registered('u1', 1)])
      .when(group('u2', 'u2', 'u3'))
      .then([registered('u2', 2)]);
    roster
      .given(approved)
      .when(group('u1', 'u2'))
      .then([registered('u1', 1), registered('u2', 2)]);
  });

  it('registers nobody for an event that is not open', () => roster.given([created]).when(group('u1')).then([]));

  it('registers a person whose preferences name committees the event does not have, keeping only those it has', () => {
    const { type: _type, committeeChoices: _choices, ...registration } = register('u1', 'r-u1', '2026-11-25', ['c3', 'c2', 'c1']);
    roster
      .given(approved)
      .when({ type: 'RegisterDelegates', committeeChoices: choices, registrations: [registration] })
      .then([registered('u1', 1, 'r-u1', ['c2', 'c1', null])]);
  });
});
