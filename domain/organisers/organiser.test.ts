import { describe, expect, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import {
  INTERNAL_EVIDENCE,
  organiserAccessOf,
  organiserDecider,
  organiserEventSchemas,
  type OrganiserEvent,
  type OrganiserStatus,
  type SettableOrganiserStatus,
} from './organiser';

const at = '2026-11-21T10:00:00.000Z';
const later = '2026-11-22T09:30:00.000Z';
const ids = { organiserId: 'o1', userId: 'u1' };
const details = {
  schoolId: '3',
  localityId: '1',
  role: 'MUN Director',
  evidence: { kind: 'files' as const, fileUrls: ['/uploads/a.pdf'] },
};
const opening = { ...ids, details, by: 'u1', at };

const requested: OrganiserEvent = { type: 'OrganiserRequested', data: { ...ids, ...details, from: null, to: 'pending', by: 'u1', at } };
const changed = (from: OrganiserStatus, to: OrganiserStatus, by = 'admin'): OrganiserEvent => ({
  type: 'OrganiserStatusChanged',
  data: { ...ids, from, to, by, at: later },
});
const deleted = (from: OrganiserStatus): OrganiserEvent => ({
  type: 'OrganiserDeleted',
  data: { ...ids, from, to: 'deleted', by: 'admin', at: later },
});
const historyAt: Record<OrganiserStatus, OrganiserEvent[]> = {
  pending: [requested],
  approved: [requested, changed('pending', 'approved')],
  rejected: [requested, changed('pending', 'rejected')],
  flagged: [requested, changed('pending', 'approved'), changed('approved', 'flagged')],
  blocked: [requested, changed('pending', 'approved'), changed('approved', 'blocked')],
};
const setStatus = (to: SettableOrganiserStatus, expected?: { status?: OrganiserStatus; revision?: number }) => ({
  type: 'ChangeOrganiserStatus' as const,
  to,
  ...(expected ? { expected } : {}),
  by: 'admin',
  at: later,
});

const organiser = givenWhenThen(organiserDecider);

describe('organiser: opening a record', () => {
  it("starts a user's own request as pending, from nothing", () => {
    organiser
      .given([])
      .when({ type: 'RequestApproval', ...opening })
      .then([requested]);
  });

  it("starts a super user's added organiser as pending too", () => {
    organiser
      .given([])
      .when({ type: 'AddOrganiser', ...opening, by: 'admin' })
      .then([{ type: 'OrganiserAdded', data: { ...ids, ...details, from: null, to: 'pending', by: 'admin', at } }]);
  });

  it('assigns a user to their school as an approved organiser with internal evidence', () => {
    const internal = { ...details, evidence: INTERNAL_EVIDENCE };
    organiser
      .given([])
      .when({ type: 'AssignOrganiser', ...opening, details: internal, by: 'admin' })
      .then([{ type: 'OrganiserAssigned', data: { ...ids, ...internal, from: null, to: 'approved', by: 'admin', at } }]);
  });

  it('lets a rejected user request again, re-opening the same record with the new details', () => {
    const again = { ...details, role: 'Head of MUN club' };
    organiser
      .given(historyAt.rejected)
      .when({ type: 'RequestApproval', ...opening, details: again, at: later })
      .then([{ type: 'OrganiserRequested', data: { ...ids, ...again, from: 'rejected', to: 'pending', by: 'u1', at: later } }]);
  });

  it('refuses a second request while one is pending, approved, flagged or blocked', () => {
    organiser
      .given(historyAt.pending)
      .when({ type: 'RequestApproval', ...opening })
      .thenFails('ORGANISER_REQUEST_EXISTS', 'Your organiser request is already under verification');
    organiser
      .given(historyAt.approved)
      .when({ type: 'RequestApproval', ...opening })
      .thenFails('ORGANISER_REQUEST_EXISTS', 'You are already an organiser');
    organiser
      .given(historyAt.flagged)
      .when({ type: 'RequestApproval', ...opening })
      .thenFails('ORGANISER_REQUEST_EXISTS', 'Your organiser registration is flagged');
    organiser
      .given(historyAt.blocked)
      .when({ type: 'AddOrganiser', ...opening })
      .thenFails('ALREADY_ORGANISER', 'This user already has an organiser record (blocked)');
  });

  it('approves the existing record when a super user assigns a user who has one', () => {
    organiser
      .given(historyAt.flagged)
      .when({ type: 'AssignOrganiser', ...opening, by: 'admin', at: later })
      .then([changed('flagged', 'approved')]);
    organiser
      .given(historyAt.approved)
      .when({ type: 'AssignOrganiser', ...opening })
      .thenFails('ALREADY_ORGANISER', 'This user is already an organiser');
  });
});

describe('organiser: the status menu', () => {
  const menu: Array<[OrganiserStatus, SettableOrganiserStatus]> = [
    ['pending', 'approved'], // Approve
    ['pending', 'rejected'], // Reject
    ['pending', 'flagged'],
    ['pending', 'blocked'],
    ['rejected', 'approved'],
    ['approved', 'rejected'],
    ['approved', 'flagged'], // Flag
    ['approved', 'blocked'], // Block
    ['flagged', 'approved'], // Activate
    ['blocked', 'approved'], // Activate
    ['flagged', 'blocked'],
    ['blocked', 'flagged'],
    ['flagged', 'rejected'],
  ];
  it.each(menu)('changes %s to %s, recording from, to, by and at', (from, to) => {
    organiser
      .given(historyAt[from])
      .when(setStatus(to))
      .then([changed(from, to)]);
  });

  it.each(['approved', 'rejected', 'flagged', 'blocked'] as const)(
    'refuses setting %s on a record that already is, as a stale screen',
    (status) => {
      organiser
        .given(historyAt[status])
        .when(setStatus(status))
        .thenFails(
          'ORGANISER_STATUS_CHANGED',
          `This organiser's status was changed by someone else (now ${status}). Reload and try again.`,
        );
    },
  );

  it('refuses a change made against a status the record no longer has', () => {
    organiser
      .given(historyAt.flagged)
      .when(setStatus('blocked', { status: 'approved' }))
      .thenFails('ORGANISER_STATUS_CHANGED', "This organiser's status was changed by someone else (now flagged). Reload and try again.");
    organiser
      .given(historyAt.approved)
      .when(setStatus('blocked', { status: 'approved' }))
      .then([changed('approved', 'blocked')]);
  });

  it('refuses a change made against an older revision (If-Match)', () => {
    organiser
      .given(historyAt.approved)
      .when(setStatus('flagged', { revision: 0 }))
      .thenFails('ORGANISER_STATUS_CHANGED');
    organiser
      .given(historyAt.approved)
      .when(setStatus('flagged', { revision: 1 }))
      .then([changed('approved', 'flagged')]);
  });

  it('knows nothing of an organiser that was never recorded', () => {
    organiser.given([]).when(setStatus('approved')).thenFails('ORGANISER_NOT_FOUND', 'Organiser not found');
    organiser.given([]).when({ type: 'DeleteOrganiser', by: 'admin', at }).thenFails('ORGANISER_NOT_FOUND');
  });
});

describe('organiser: deletion', () => {
  it('records the deletion as a change to deleted', () => {
    organiser
      .given(historyAt.blocked)
      .when({ type: 'DeleteOrganiser', by: 'admin', at: later })
      .then([deleted('blocked')]);
  });

  it('refuses any change after a deletion, saying so', () => {
    const gone = [...historyAt.approved, deleted('approved')];
    organiser
      .given(gone)
      .when({ type: 'DeleteOrganiser', by: 'admin', at })
      .thenFails('ORGANISER_STATUS_CHANGED', "This organiser's status was changed by someone else (now deleted). Reload and try again.");
    organiser.given(gone).when(setStatus('flagged')).thenFails('ORGANISER_STATUS_CHANGED');
    organiser
      .given(gone)
      .when({ type: 'RequestApproval', ...opening })
      .thenFails('ORGANISER_REQUEST_EXISTS');
  });

  it('honours the expected status on deletion too', () => {
    organiser
      .given(historyAt.approved)
      .when({ type: 'DeleteOrganiser', expected: { status: 'pending' }, by: 'admin', at })
      .thenFails('ORGANISER_STATUS_CHANGED');
  });
});

describe('organiser events', () => {
  it('carry from, to, by and at and both ids in every status-changing event', () => {
    const events = [requested, changed('pending', 'approved'), deleted('approved')];
    for (const event of events) {
      expect(organiserEventSchemas[event.type].parse(event.data)).toMatchObject({
        organiserId: 'o1',
        userId: 'u1',
        by: expect.any(String),
        at: expect.any(String),
      });
      expect(event.data).toHaveProperty('from');
      expect(event.data).toHaveProperty('to');
    }
  });

  it('grant organiser access only while approved', () => {
    expect(organiserAccessOf(changed('pending', 'approved'))).toEqual({ ...ids, granted: true });
    expect(organiserAccessOf(changed('approved', 'flagged'))).toEqual({ ...ids, granted: false });
    expect(organiserAccessOf(deleted('approved'))).toEqual({ ...ids, granted: false });
  });
});
