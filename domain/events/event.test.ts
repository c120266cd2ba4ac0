import { describe, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import { eventDecider, type EventEditor, type EventEvent, type EventStatus } from './event';

const at = '2026-11-25T10:00:00.000Z';
const later = '2026-11-26T09:00:00.000Z';
const ids = { eventId: 'e1', organiserId: 'o1' };
const details = {
  name: 'Gulf MUN',
  description: 'Three days of debate',
  startDate: '2026-12-10',
  endDate: '2026-12-12',
  numberOfSeats: 200,
  feesPerDelegate: 150,
  website: 'https://gulfmun.example.org',
  instagram: '@gulfmun',
};
const images = { coverImage: '/uploads/cover.png', logoImage: '/uploads/logo.png' };
const place = { schoolId: 's1', localityId: 'l1' };
const owner: EventEditor = { organiserId: 'o1', superuser: false };

const created: EventEvent = {
  type: 'EventCreated',
  data: { ...ids, ...details, ...images, ...place, from: null, to: 'pending', by: 'u1', at },
};
const changed = (from: EventStatus, to: EventStatus): EventEvent => ({
  type: 'EventStatusChanged',
  data: { ...ids, from, to, by: 'admin', at: later },
});
const setStatus = (to: EventStatus, expected?: { status?: EventStatus; revision?: number }) => ({
  type: 'ChangeEventStatus' as const,
  to,
  ...(expected ? { expected } : {}),
  by: 'admin',
  at: later,
});
const update = (changes: Partial<typeof details>, editor = owner, today = '2026-11-25') => ({
  type: 'UpdateEvent' as const,
  changes,
  images: {},
  editor,
  today,
  by: 'u1',
  at: later,
});

const event = givenWhenThen(eventDecider);

describe('event: creation', () => {
  it('starts pending, carrying its details, images and place', () => {
    event
      .given([])
      .when({ type: 'CreateEvent', ...ids, details, images, place, by: 'u1', at })
      .then([created]);
  });

  it('refuses to create the same event twice', () => {
    event
      .given([created])
      .when({ type: 'CreateEvent', ...ids, details, images, place, by: 'u1', at })
      .thenFails('EVENT_EXISTS');
  });
});

describe('event: status (spec §4)', () => {
  it('approves a pending event', () => {
    event
      .given([created])
      .when(setStatus('approved'))
      .then([changed('pending', 'approved')]);
  });

  it('flags unless flagged, and approves again when flagged or blocked', () => {
    event
      .given([created, changed('pending', 'approved')])
      .when(setStatus('flagged'))
      .then([changed('approved', 'flagged')]);
    event
      .given([created, changed('pending', 'flagged')])
      .when(setStatus('approved'))
      .then([changed('flagged', 'approved')]);
    event
      .given([created, changed('pending', 'blocked')])
      .when(setStatus('approved'))
      .then([changed('blocked', 'approved')]);
  });

  it('refuses the status it already has as a stale screen', () => {
    event
      .given([created, changed('pending', 'flagged')])
      .when(setStatus('flagged'))
      .thenFails('EVENT_STATUS_CHANGED');
    event
      .given([created, changed('pending', 'blocked')])
      .when(setStatus('blocked'))
      .thenFails('EVENT_STATUS_CHANGED');
  });

  it('refuses a transition the menu never offers', () => {
    event
      .given([created])
      .when(setStatus('completed'))
      .thenFails('EVENT_STATUS_TRANSITION', 'An event that is pending cannot be set to completed');
    event
      .given([created, changed('pending', 'cancelled')])
      .when(setStatus('approved'))
      .thenFails('EVENT_STATUS_TRANSITION');
  });

  it('completes and cancels an approved event', () => {
    event
      .given([created, changed('pending', 'approved')])
      .when(setStatus('completed'))
      .then([changed('approved', 'completed')]);
    event
      .given([created, changed('pending', 'approved')])
      .when(setStatus('cancelled'))
      .then([changed('approved', 'cancelled')]);
  });

  it('refuses when the status seen is no longer the status (a second super user was first)', () => {
    event
      .given([created, changed('pending', 'approved')])
      .when(setStatus('flagged', { status: 'pending' }))
      .thenFails('EVENT_STATUS_CHANGED', "This event's status was changed by someone else (now approved). Reload and try again.");
    event
      .given([created, changed('pending', 'approved')])
      .when(setStatus('flagged', { revision: 0 }))
      .thenFails('EVENT_STATUS_CHANGED');
  });

  it('deletes, keeping the history, and then knows the event no more', () => {
    const deleted: EventEvent = { type: 'EventDeleted', data: { ...ids, from: 'approved', to: 'deleted', by: 'admin', at: later } };
    event
      .given([created, changed('pending', 'approved')])
      .when({ type: 'DeleteEvent', by: 'admin', at: later })
      .then([deleted]);
    event.given([created, deleted]).when(setStatus('approved')).thenFails('EVENT_NOT_FOUND');
    event.given([]).when({ type: 'DeleteEvent', by: 'admin', at: later }).thenFails('EVENT_NOT_FOUND');
  });
});

describe('event: details', () => {
  it('records only the fields that changed, with their values before', () => {
    event
      .given([created])
      .when(update({ name: 'Gulf MUN 2026', numberOfSeats: 200, website: details.website }))
      .then([
        {
          type: 'EventDetailsUpdated',
          data: { ...ids, changes: { name: 'Gulf MUN 2026' }, previous: { name: 'Gulf MUN' }, by: 'u1', at: later },
        },
      ]);
  });

  it('stores nothing when nothing changes', () => {
    event
      .given([created])
      .when(update({ name: 'Gulf MUN', feesPerDelegate: 150 }))
      .then([]);
  });

  it('lets only the event’s own organiser or a super user edit it', () => {
    event
      .given([created])
      .when(update({ name: 'Taken over' }, { organiserId: 'o2', superuser: false }))
      .thenFails('EVENT_NOT_YOURS');
    event
      .given([created])
      .when(update({ name: 'Taken over' }, { organiserId: null, superuser: false }))
      .thenFails('EVENT_NOT_YOURS');
    event
      .given([created])
      .when(update({ name: 'Renamed by admin' }, { organiserId: null, superuser: true }))
      .then([
        {
          type: 'EventDetailsUpdated',
          data: { ...ids, changes: { name: 'Renamed by admin' }, previous: { name: 'Gulf MUN' }, by: 'u1', at: later },
        },
      ]);
  });

  it('checks a moved date against the stored other date', () => {
    event
      .given([created])
      .when(update({ endDate: '2026-12-09' }))
      .thenFails('VALIDATION_FAILED', 'End date must be after start date');
    event
      .given([created])
      .when(update({ endDate: '2026-12-17' }))
      .thenFails('VALIDATION_FAILED', 'Maximum event length is 7 consecutive days');
    event
      .given([created])
      .when(update({ startDate: '2026-11-20' }))
      .thenFails('VALIDATION_FAILED', 'Past dates cannot be selected');
  });

  it('lets an event under way keep its start while its end moves', () => {
    event
      .given([created])
      .when(update({ endDate: '2026-12-13' }, owner, '2026-12-11'))
      .then([
        {
          type: 'EventDetailsUpdated',
          data: { ...ids, changes: { endDate: '2026-12-13' }, previous: { endDate: '2026-12-12' }, by: 'u1', at: later },
        },
      ]);
  });

  it('changes an image with the details in one write, and stores nothing for the same image', () => {
    event
      .given([created])
      .when({ ...update({ name: 'Gulf MUN 2026' }), images: { coverImage: '/uploads/new.png', logoImage: images.logoImage } })
      .then([
        {
          type: 'EventDetailsUpdated',
          data: { ...ids, changes: { name: 'Gulf MUN 2026' }, previous: { name: 'Gulf MUN' }, by: 'u1', at: later },
        },
        {
          type: 'EventImageChanged',
          data: { ...ids, image: 'coverImage', url: '/uploads/new.png', previous: '/uploads/cover.png', by: 'u1', at: later },
        },
      ]);
    event
      .given([created])
      .when({ ...update({}), images: { coverImage: '/uploads/cover.png' } })
      .then([]);
  });
});
