import { describe, expect, it } from 'vitest';
import { eventDecider, type EventCommand, type EventStreamEvent } from '../events/event';
import { givenWhenThen } from '../../test/support/given-when-then';
import { committeeChoicesOf } from './committee-choices';
import { registrationNumberOf } from './registration-rules';

const at = '2026-11-25T10:00:00.000Z';
const later = '2026-11-26T09:00:00.000Z';
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
    website: '',
    instagram: '',
    coverImage: '',
    logoImage: '',
    schoolId: 's1',
    localityId: 'l1',
    from: null,
    to: 'pending',
    by: 'organiser',
    at,
  },
};
const status = (from: 'pending' | 'approved' | 'flagged', to: 'approved' | 'flagged'): EventStreamEvent => ({
  type: 'EventStatusChanged',
  data: { ...ids, from, to, by: 'admin', at },
});
const approved = [created, status('pending', 'approved')];
const choices = committeeChoicesOf(['c1'], ['c1', 'c2']);

const join = (userId: string, today = '2026-11-25', prefCommitteeIds: Array<string | null> = ['c1', null, null]): EventCommand => ({
  type: 'JoinWaitingList',
  committeeChoices: choices,
  registrationId: `r-${userId}`,
  userId,
  role: 'student',
  munExperience: 1,
  prefCommitteeIds,
  sealed: `sealed-${userId}`,
  today,
  by: userId,
  at,
});
const registered = (userId: string, sequence: number, by = userId, when = at): EventStreamEvent => ({
  type: 'DelegateRegistered',
  data: {
    eventId: 'e1',
    registrationId: `r-${userId}`,
    userId,
    registrationNo: registrationNumberOf('Gulf Youth MUN', sequence),
    role: 'student',
    munExperience: 1,
    prefCommitteeIds: ['c1', null, null],
    sealed: `sealed-${userId}`,
    from: null,
    to: 'registered',
    by,
    at: when,
  },
});
const joined = (userId: string): EventStreamEvent => ({
  type: 'WaitingListJoined',
  data: {
    eventId: 'e1',
    registrationId: `r-${userId}`,
    userId,
    role: 'student',
    munExperience: 1,
    prefCommitteeIds: ['c1', null, null],
    sealed: `sealed-${userId}`,
    from: null,
    to: 'waiting',
    by: userId,
    at,
  },
});
const promoted = (userId: string, by: string, when = at): EventStreamEvent => ({
  type: 'WaitingListPromoted',
  data: { eventId: 'e1', registrationId: `r-${userId}`, userId, from: 'waiting', to: 'registered', by, at: when },
});
const cancel = (userId: string, when = at): EventCommand => ({
  type: 'CancelRegistration',
  registrationId: `r-${userId}`,
  userId,
  by: userId,
  at: when,
});
const cancelled = (userId: string): EventStreamEvent => ({
  type: 'RegistrationCancelled',
  data: { eventId: 'e1', registrationId: `r-${userId}`, userId, from: 'registered', to: 'cancelled', by: userId, at },
});
const stamp = { by: 'organiser', at };

/** Two seats, both taken; u3 and u4 wait in that order. */
const full = [...approved, registered('u1', 1), registered('u2', 2)];
const twoWaiting = [...full, joined('u3'), joined('u4')];

const event = givenWhenThen(eventDecider);

describe('joining the waiting list', () => {
  it('puts a person on the list of a full event, and the spec’s registration still refuses', () => {
    event
      .given(full)
      .when(join('u3'))
      .then([joined('u3')]);
    event
      .given(full)
      .when({ ...join('u3'), type: 'RegisterDelegate' } as EventCommand)
      .thenFails('EVENT_FULL', 'This event is full: all seats are taken');
  });

  it('registers at once when a seat is free and nobody waits', () => {
    event
      .given([...approved, registered('u1', 1)])
      .when(join('u2'))
      .then([registered('u2', 2)]);
  });

  it('refuses a person already registered or already waiting, a closed list and a closed event', () => {
    event.given(full).when(join('u1')).thenFails('ALREADY_REGISTERED');
    event.given(twoWaiting).when(join('u3')).thenFails('ALREADY_WAITING', 'You are already on the waiting list of this event');
    event
      .given([...full, { type: 'WaitingListClosed', data: { eventId: 'e1', from: 'open', to: 'closed', ...stamp } }])
      .when(join('u3'))
      .thenFails('WAITING_LIST_CLOSED', 'The waiting list of this event is closed');
    event.given(full).when(join('u3', '2026-12-13')).thenFails('REGISTRATION_CLOSED', 'This event has ended');
    event
      .given(full)
      .when(join('u3', '2026-11-25', ['c2', null, null]))
      .thenFails('VALIDATION_FAILED');
  });
});

describe('a seat freed goes to the first in line, in the same decision', () => {
  it('promotes the first waiting person when a delegate cancels, sealed details and all', () => {
    event
      .given(twoWaiting)
      .when(cancel('u1'))
      .then([cancelled('u1'), registered('u3', 3, 'u1'), promoted('u3', 'u1')]);
  });

  it('promotes on a removal (and so on a merge, which removes)', () => {
    event
      .given(twoWaiting)
      .when({ type: 'RemoveDelegate', registrationId: 'r-u2', ...stamp })
      .then([
        {
          type: 'DelegateRemoved',
          data: { eventId: 'e1', registrationId: 'r-u2', userId: 'u2', from: 'registered', to: 'removed', ...stamp },
        },
        registered('u3', 3, 'organiser'),
        promoted('u3', 'organiser'),
      ]);
  });

  it('promotes as many as the organiser adds seats, in order', () => {
    event
      .given([...twoWaiting, joined('u5')])
      .when({
        type: 'UpdateEvent',
        changes: { numberOfSeats: 4 },
        images: {},
        editor: { organiserId: 'o1', superuser: false },
        today: '2026-11-25',
        ...stamp,
      })
      .then([
        {
          type: 'EventDetailsUpdated',
          data: { ...ids, changes: { numberOfSeats: 4 }, previous: { numberOfSeats: 2 }, ...stamp },
        },
        registered('u3', 3, 'organiser'),
        promoted('u3', 'organiser'),
        registered('u4', 4, 'organiser'),
        promoted('u4', 'organiser'),
      ]);
  });

  it('fills the seats freed while the event was flagged once it is approved again', () => {
    event
      .given([...twoWaiting, status('approved', 'flagged'), cancelled('u1')])
      .when({ type: 'ChangeEventStatus', to: 'approved', by: 'admin', at })
      .then([{ ...status('flagged', 'approved') }, registered('u3', 3, 'admin'), promoted('u3', 'admin')]);
  });

  it('promotes nobody once the event has ended', () => {
    event
      .given(twoWaiting)
      .when(cancel('u1', '2026-12-13T10:00:00.000Z'))
      .then([{ ...cancelled('u1'), data: { ...(cancelled('u1').data as object), at: '2026-12-13T10:00:00.000Z' } } as EventStreamEvent]);
  });

  it('never seats more than the seats, whatever the order of cancellations and joins', () => {
    let history: EventStreamEvent[] = [...full];
    const fold = () => history.reduce(eventDecider.evolve, eventDecider.initialState);
    const run = (command: EventCommand) => {
      history = [...history, ...eventDecider.decide(command, fold())];
    };
    for (const userId of ['u3', 'u4', 'u5', 'u6']) run(join(userId));
    run(cancel('u1', later));
    run(cancel('u3', later));
    const state = fold();
    if (state.status === 'none') throw new Error('no event');
    expect([...state.roster.active.keys()].sort()).toEqual(['u2', 'u4']);
    expect(state.waiting.entries.map((entry) => entry.userId)).toEqual(['u5', 'u6']);
  });
});

describe('leaving and managing the list', () => {
  it('lets a person leave, and the organiser remove', () => {
    event
      .given(twoWaiting)
      .when({ type: 'LeaveWaitingList', userId: 'u3', reason: 'left', by: 'u3', at })
      .then([
        {
          type: 'WaitingListLeft',
          data: { eventId: 'e1', registrationId: 'r-u3', userId: 'u3', reason: 'left', from: 'waiting', to: 'left', by: 'u3', at },
        },
      ]);
    event.given(full).when({ type: 'LeaveWaitingList', userId: 'u3', reason: 'left', by: 'u3', at }).thenFails('NOT_WAITING');
    event
      .given(twoWaiting)
      .when({ type: 'RemoveFromWaitingList', registrationId: 'r-u4', ...stamp })
      .then([
        {
          type: 'WaitingListRemoved',
          data: { eventId: 'e1', registrationId: 'r-u4', userId: 'u4', from: 'waiting', to: 'removed', ...stamp },
        },
      ]);
  });

  it('moves a person up past the one before, and the next seat goes to them', () => {
    const movedUp: EventStreamEvent = {
      type: 'WaitingListMovedUp',
      data: { eventId: 'e1', registrationId: 'r-u4', userId: 'u4', passedRegistrationId: 'r-u3', from: '2', to: '1', ...stamp },
    };
    event
      .given(twoWaiting)
      .when({ type: 'MoveUpOnWaitingList', registrationId: 'r-u4', ...stamp })
      .then([movedUp]);
    event
      .given(twoWaiting)
      .when({ type: 'MoveUpOnWaitingList', registrationId: 'r-u3', ...stamp })
      .then([]);
    event
      .given([...twoWaiting, movedUp])
      .when(cancel('u1'))
      .then([cancelled('u1'), registered('u4', 3, 'u1'), promoted('u4', 'u1')]);
  });

  it('closes the list to newcomers, keeps those waiting in line, and opens it again', () => {
    const closed: EventStreamEvent = { type: 'WaitingListClosed', data: { eventId: 'e1', from: 'open', to: 'closed', ...stamp } };
    event
      .given(twoWaiting)
      .when({ type: 'CloseWaitingList', ...stamp })
      .then([closed]);
    event
      .given([...twoWaiting, closed])
      .when({ type: 'CloseWaitingList', ...stamp })
      .then([]);
    event
      .given([...twoWaiting, closed])
      .when(cancel('u1'))
      .then([cancelled('u1'), registered('u3', 3, 'u1'), promoted('u3', 'u1')]);
    event
      .given([...twoWaiting, closed])
      .when({ type: 'ReopenWaitingList', ...stamp })
      .then([{ type: 'WaitingListReopened', data: { eventId: 'e1', from: 'closed', to: 'open', ...stamp } }]);
  });
});
