import { describe, expect, it } from 'vitest';
import { planNotifications, type EventFacts, type PlanContext } from './notification-plan';
import { parseNotifyingEvent } from './notifying-events';
import { parseRosterEvent } from '../registrations/roster';

const at = '2026-11-25T08:00:00.000Z';
const facts: EventFacts = {
  eventId: 'e1',
  name: 'Gulf MUN',
  description: 'Three days of debate',
  organiserUserId: 'host',
  delegateUserIds: ['d2', 'd1'],
};
const context = (overrides: Partial<PlanContext> = {}): PlanContext => ({
  event: facts,
  superuserIds: ['admin'],
  roleName: (roleId) => (roleId === 'r1' ? 'Secretary General' : 'President'),
  committeeAbbr: 'UNSC',
  committeeAbbrOf: (id) => ({ c1: 'DISEC', c2: 'UNSC' })[id] ?? 'a committee',
  countryName: (id) => ({ fr: 'France', cl: 'Chile' })[id] ?? null,
  userOfRegistration: (id) => ({ r1: 'd1', r2: 'd2', r3: 'd3' })[id] ?? null,
  registrationNoOf: (id) => ({ r1: 'GM-0001', r2: 'GM-0002', r3: 'GM-0003' })[id] ?? null,
  advisorsOf: () => [],
  ...overrides,
});

const plan = (type: string, data: Record<string, unknown>, overrides?: Partial<PlanContext>) => {
  const event = parseNotifyingEvent(type, { at, ...data });
  if (!event) throw new Error(`not a notifying event: ${type}`);
  return planNotifications(event, context(overrides)).map(({ kind, userId, message, targetUserId }) => ({
    kind,
    userId,
    message,
    ...(targetUserId ? { targetUserId } : {}),
  }));
};

const ids = { eventId: 'e1', organiserId: 'o1' };

describe('who hears of what', () => {
  it('tells the super users of a new event, never its organiser who created it', () => {
    const created = plan('EventCreated', {
      ...ids,
      name: 'Gulf MUN',
      description: 'x',
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      numberOfSeats: 10,
      feesPerDelegate: 5,
      website: 'https://x.org',
      instagram: '@x',
      coverImage: 'c',
      logoImage: 'l',
      schoolId: 's',
      localityId: null,
      from: null,
      to: 'pending',
      by: 'host',
    });
    expect(created).toEqual([{ kind: 'event_created', userId: 'admin', message: "New event 'Gulf MUN' is waiting for approval." }]);
  });

  it('tells the organiser of an approval by a super user', () => {
    expect(plan('EventStatusChanged', { ...ids, from: 'pending', to: 'approved', by: 'admin' })).toEqual([
      { kind: 'event_status_updated', userId: 'host', message: "Your event 'Gulf MUN' was approved." },
    ]);
  });

  it('tells the delegates, and not the organiser who made it, of an update to the details', () => {
    const updated = plan('EventDetailsUpdated', {
      ...ids,
      changes: { startDate: '2026-12-02', numberOfSeats: 12 },
      previous: {},
      by: 'host',
    });
    expect(updated).toEqual([
      {
        kind: 'event_updated_for_registered_users',
        userId: 'd1',
        message: "'Gulf MUN', which you are registered for, has new dates and seats.",
      },
      {
        kind: 'event_updated_for_registered_users',
        userId: 'd2',
        message: "'Gulf MUN', which you are registered for, has new dates and seats.",
      },
    ]);
  });

  it('tells the organiser when a super user edits their event, and delegates only of what they signed up for', () => {
    expect(plan('EventImageChanged', { ...ids, image: 'coverImage', url: 'u', previous: 'p', by: 'admin' })).toEqual([
      { kind: 'event_updated', userId: 'host', message: "Your event 'Gulf MUN' was updated: cover image." },
    ]);
  });

  it('tells delegates when their event is cancelled, not when it is flagged', () => {
    expect(plan('EventStatusChanged', { ...ids, from: 'approved', to: 'cancelled', by: 'admin' }).map((n) => n.userId)).toEqual([
      'host',
      'd1',
      'd2',
    ]);
    expect(plan('EventStatusChanged', { ...ids, from: 'approved', to: 'flagged', by: 'admin' }).map((n) => n.userId)).toEqual(['host']);
  });

  it('tells an organiser who is also a delegate once', () => {
    const deleted = plan(
      'EventDeleted',
      { ...ids, from: 'approved', to: 'deleted', by: 'admin' },
      { event: { ...facts, delegateUserIds: ['host', 'd1'] } },
    );
    expect(deleted.map((n) => [n.kind, n.userId])).toEqual([
      ['event_deleted', 'host'],
      ['event_deleted', 'd1'],
    ]);
  });

  it('tells the person whose account or organiser status changed', () => {
    expect(plan('UserStatusChanged', { userId: 'u9', from: 'active', to: 'flagged', by: 'admin' })).toEqual([
      { kind: 'user_status_updated', userId: 'u9', message: 'Your account was flagged by an administrator.' },
    ]);
    expect(
      plan('OrganiserStatusChanged', { organiserId: 'o9', userId: 'u9', from: 'pending', to: 'approved', by: 'admin' })[0],
    ).toMatchObject({
      kind: 'user_status_updated',
      userId: 'u9',
    });
    // Their own request tells nobody.
    expect(
      plan('OrganiserRequested', {
        organiserId: 'o9',
        userId: 'u9',
        schoolId: 's',
        localityId: null,
        role: 'r',
        evidence: { kind: 'text', text: 'x' },
        from: null,
        to: 'pending',
        by: 'u9',
      }),
    ).toEqual([]);
  });

  it('addresses leadership notifications to one person each, named as their target', () => {
    const assigned = plan('EventLeaderAssigned', { eventId: 'e1', entryId: 'x', userId: 'd1', roleId: 'r1', ranking: 1, by: 'host' });
    expect(assigned).toEqual([
      { kind: 'leadership_role_assigned', userId: 'd1', message: "You are now Secretary General at 'Gulf MUN'.", targetUserId: 'd1' },
    ]);
    const moved = plan('EventLeaderUpdated', {
      eventId: 'e1',
      entryId: 'x',
      userId: 'd2',
      roleId: 'r1',
      fromUserId: 'd1',
      fromRoleId: 'r1',
      by: 'admin',
    });
    expect(moved.map((n) => [n.kind, n.userId, n.targetUserId])).toEqual([
      ['leadership_role_removed', 'd1', 'd1'],
      ['leadership_role_assigned', 'd2', 'd2'],
      ['leadership_role_updated', 'host', 'host'],
    ]);
  });

  it('tells the organiser and the delegates of committees and agendas', () => {
    const agenda = plan('AgendaItemAdded', {
      eventId: 'e1',
      eventCommitteeId: 'c1',
      agendaId: 'a1',
      agendaAbbr: 'A1',
      title: 'Water security',
      by: 'host',
    });
    expect(agenda.map((n) => n.userId)).toEqual(['d1', 'd2']);
    expect(agenda[0]!.message).toBe("New agenda item for UNSC at 'Gulf MUN': Water security.");
  });

  it('tells the organiser of a role released by a delegate leaving, even when the organiser removed them', () => {
    const cancelled = plan('EventLeaderRemoved', {
      eventId: 'e1',
      entryId: 'x',
      userId: 'd1',
      roleId: 'r1',
      reason: 'cancelled',
      by: 'd1',
    });
    expect(cancelled).toEqual([
      {
        kind: 'leadership_role_removed',
        userId: 'host',
        message: "Secretary General at 'Gulf MUN' is vacant: the holder cancelled their registration.",
        targetUserId: 'host',
      },
    ]);
    const removed = plan('EventLeaderRemoved', { eventId: 'e1', entryId: 'x', userId: 'd1', roleId: 'r1', reason: 'removed', by: 'host' });
    expect(removed).toEqual([
      { kind: 'leadership_role_removed', userId: 'd1', message: "You are no longer Secretary General at 'Gulf MUN'.", targetUserId: 'd1' },
      {
        kind: 'leadership_role_removed',
        userId: 'host',
        message: "Secretary General at 'Gulf MUN' is vacant: the holder was removed from the event.",
        targetUserId: 'host',
      },
    ]);
    // The organiser's own removal of an entry still tells only the holder.
    expect(
      plan('EventLeaderRemoved', { eventId: 'e1', entryId: 'x', userId: 'd1', roleId: 'r1', by: 'host' }).map((n) => n.userId),
    ).toEqual(['d1']);
  });

  it('tells the organiser and the delegates of chairs released by their holder leaving', () => {
    const released = plan('EventCommitteeUpdated', {
      eventId: 'e1',
      eventCommitteeId: 'c1',
      changes: { chairUsername: null, deputyChair2Username: null },
      previous: { chairUsername: 'amir1234', deputyChair2Username: 'amir1234' },
      reason: 'merged',
      by: 'host',
    });
    const message = "The chair and deputy chair 2 of UNSC at 'Gulf MUN' are vacant: the holder was merged into another delegate.";
    expect(released).toEqual([
      { kind: 'committee_updated', userId: 'host', message },
      { kind: 'committee_updated', userId: 'd1', message },
      { kind: 'committee_updated', userId: 'd2', message },
    ]);
    const deleted = plan('EventCommitteeUpdated', {
      eventId: 'e1',
      eventCommitteeId: 'c1',
      changes: { deputyChair1Username: null },
      previous: { deputyChair1Username: 'amir1234' },
      reason: 'account_deleted',
      by: 'd1',
    });
    expect(deleted.map((n) => [n.userId, n.message])).toEqual([
      ['host', "The deputy chair 1 of UNSC at 'Gulf MUN' is vacant: the holder's account was deleted."],
      ['d2', "The deputy chair 1 of UNSC at 'Gulf MUN' is vacant: the holder's account was deleted."],
    ]);
  });

  it('tells nobody about an event it has no facts of', () => {
    expect(plan('EventStatusChanged', { ...ids, from: 'pending', to: 'approved', by: 'admin' }, { event: null })).toEqual([]);
  });
});

describe('seats published to delegates', () => {
  const seat = (eventCommitteeId: string, countryId: string | null) => ({ eventCommitteeId, countryId });
  const published = (changes: unknown[]) => plan('AllocationPublished', { eventId: 'e1', changes, atOnce: false, by: 'host' });

  it('tells each delegate of their own change once: assigned, moved, unassigned, and placed by the allocation', () => {
    expect(
      published([
        { registrationId: 'r1', seat: seat('c1', 'fr'), previous: null, source: 'organiser' },
        { registrationId: 'r2', seat: seat('c2', 'cl'), previous: seat('c1', null), source: 'organiser' },
        { registrationId: 'r3', seat: null, previous: seat('c2', 'fr'), source: 'organiser' },
      ]),
    ).toEqual([
      { kind: 'delegate_assigned', userId: 'd1', message: "You are seated in DISEC as France at 'Gulf MUN'." },
      { kind: 'delegate_moved', userId: 'd2', message: "You are now seated in UNSC as Chile at 'Gulf MUN', no longer in DISEC." },
      { kind: 'delegate_unassigned', userId: 'd3', message: "You are no longer seated in UNSC as France at 'Gulf MUN'." },
    ]);
    expect(published([{ registrationId: 'r1', seat: seat('c2', 'cl'), previous: null, source: 'allocation' }])).toEqual([
      { kind: 'delegate_allocated', userId: 'd1', message: "The allocation seated you in UNSC as Chile at 'Gulf MUN'." },
    ]);
  });

  it('tells nobody else: not the organiser who published, nor the other delegates, nor a registration it does not know', () => {
    const told = published([
      { registrationId: 'r1', seat: seat('c1', null), previous: null, source: 'organiser' },
      { registrationId: 'unknown', seat: seat('c1', 'cl'), previous: null, source: 'organiser' },
    ]);
    expect(told).toEqual([{ kind: 'delegate_assigned', userId: 'd1', message: "You are seated in DISEC at 'Gulf MUN'." }]);
  });
});

describe("a school's advisors hear of its delegation", () => {
  // d1 and d2 are of one school, advised by t1 and t2; d3 is of another, advised by t3.
  const advisorsOf = (userId: string | null) => (userId === 'd3' ? ['t3'] : userId === 'd1' || userId === 'd2' ? ['t1', 't2'] : []);
  const seat = (eventCommitteeId: string, countryId: string | null) => ({ eventCommitteeId, countryId });
  const published = (changes: unknown[]) =>
    plan('AllocationPublished', { eventId: 'e1', changes, atOnce: false, by: 'host' }, { advisorsOf }).filter((told) =>
      told.kind.startsWith('delegation_'),
    );
  const roster = (type: string, data: Record<string, unknown>) => {
    const event = parseRosterEvent(type, { eventId: 'e1', registrationId: 'r1', userId: 'd1', at, ...data });
    if (!event) throw new Error(`not a roster event: ${type}`);
    return planNotifications(event, context({ advisorsOf })).map(({ kind, userId, message }) => ({ kind, userId, message }));
  };

  it('tells each advisor once of a published seat of their delegation, by registration number', () => {
    expect(published([{ registrationId: 'r1', seat: seat('c1', 'fr'), previous: null, source: 'organiser' }])).toEqual([
      {
        kind: 'delegation_seated',
        userId: 't1',
        message: "Delegate GM-0001 of your delegation is seated in DISEC as France at 'Gulf MUN'.",
      },
      {
        kind: 'delegation_seated',
        userId: 't2',
        message: "Delegate GM-0001 of your delegation is seated in DISEC as France at 'Gulf MUN'.",
      },
    ]);
  });

  it('sums up several seats of one delegation in one notification, and tells each school only of its own', () => {
    expect(
      published([
        { registrationId: 'r1', seat: seat('c1', 'fr'), previous: null, source: 'allocation' },
        { registrationId: 'r2', seat: seat('c2', 'cl'), previous: null, source: 'allocation' },
        { registrationId: 'r3', seat: null, previous: seat('c2', 'fr'), source: 'organiser' },
      ]),
    ).toEqual([
      { kind: 'delegation_seated', userId: 't1', message: "2 delegates of your delegation have new seats at 'Gulf MUN'." },
      { kind: 'delegation_seated', userId: 't2', message: "2 delegates of your delegation have new seats at 'Gulf MUN'." },
      {
        kind: 'delegation_seated',
        userId: 't3',
        message: "Delegate GM-0003 of your delegation is no longer seated in UNSC as France at 'Gulf MUN'.",
      },
    ]);
  });

  it('tells the advisors of a delegate registering, cancelling or removed, but not an advisor who did it', () => {
    const registered = {
      registrationNo: 'GM-0001',
      role: 'student',
      munExperience: 0,
      prefCommitteeIds: [],
      sealed: 'sealed',
      from: null,
      to: 'registered',
      by: 'd1',
    };
    expect(roster('DelegateRegistered', registered)).toEqual([
      { kind: 'delegation_registered', userId: 't1', message: "Delegate GM-0001 of your delegation is registered for 'Gulf MUN'." },
      { kind: 'delegation_registered', userId: 't2', message: "Delegate GM-0001 of your delegation is registered for 'Gulf MUN'." },
    ]);
    expect(roster('RegistrationCancelled', { from: 'registered', to: 'cancelled', by: 't1' })).toEqual([
      {
        kind: 'delegation_left',
        userId: 't2',
        message: "Delegate GM-0001 of your delegation cancelled their registration for 'Gulf MUN'.",
      },
    ]);
    expect(roster('DelegateRemoved', { from: 'registered', to: 'removed', by: 'host' }).map(({ message }) => message)).toEqual([
      "Delegate GM-0001 of your delegation was removed from 'Gulf MUN'.",
      "Delegate GM-0001 of your delegation was removed from 'Gulf MUN'.",
    ]);
  });
});
