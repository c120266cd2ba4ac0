import { describe, expect, it } from 'vitest';
import { eventsEndpoints } from '@contract/events';
import { usersEndpoints } from '@contract/users';
import { eventCommitteesEndpoints } from '@contract/event-committees';
import { eventLeadersEndpoints } from '@contract/event-leaders';
import { registrationsEndpoints } from '@contract/registrations';
import { notificationKinds } from '@domain/notifications/notification';
import { keyOf } from '../../../lib/call';
import { staleKeys } from './refresh-keys';
import { timeAgo } from './time-ago';
import { expiresSoon, tokenExpiry } from './token-expiry';

describe('what a notification makes stale', () => {
  it('reloads the lists and the event a change names, once each', () => {
    const keys = staleKeys([
      { type: 'event_updated_for_registered_users', eventId: 'e1' },
      { type: 'event_status_updated', eventId: 'e1' },
    ]);
    expect(keys).toContainEqual(keyOf(eventsEndpoints.visible));
    expect(keys).toContainEqual(keyOf(eventsEndpoints.byId, { params: { id: 'e1' } }));
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
  });

  it('reloads something for every kind', () => {
    for (const type of notificationKinds) expect(staleKeys([{ type, eventId: 'e1' }]).length, type).toBeGreaterThan(0);
  });

  /** Whether invalidating the stale keys refetches a screen's query (react-query matches by prefix). */
  const reloads = (stale: ReadonlyArray<readonly unknown[]>, queryKey: readonly unknown[]) =>
    stale.some((prefix) => prefix.every((part, index) => JSON.stringify(part) === JSON.stringify(queryKey[index])));

  it('reloads the workspace tab a leadership, committee or agenda change belongs to, and not another event', () => {
    const ofE1 = { params: { eventId: 'e1' } };
    expect(reloads(staleKeys([{ type: 'leadership_role_assigned', eventId: 'e1' }]), keyOf(eventLeadersEndpoints.list, ofE1))).toBe(true);
    expect(reloads(staleKeys([{ type: 'committee_deleted', eventId: 'e1' }]), keyOf(eventCommitteesEndpoints.list, ofE1))).toBe(true);
    expect(reloads(staleKeys([{ type: 'agenda_created', eventId: 'e1' }]), keyOf(eventCommitteesEndpoints.agendas, ofE1))).toBe(true);
    expect(reloads(staleKeys([{ type: 'agenda_created', eventId: 'e2' }]), keyOf(eventCommitteesEndpoints.agendas, ofE1))).toBe(false);
  });

  it('reloads the delegate page and the home page when a seat is published', () => {
    for (const type of ['delegate_assigned', 'delegate_moved', 'delegate_unassigned', 'delegate_allocated'] as const) {
      const stale = staleKeys([{ type, eventId: 'e1' }]);
      expect(reloads(stale, keyOf(registrationsEndpoints.info, { params: { eventId: 'e1', userId: 'u1' } }))).toBe(true);
      expect(reloads(stale, keyOf(registrationsEndpoints.mine))).toBe(true);
    }
  });

  it("reloads the session user's organiser id and the profiles when an organiser's status changes", () => {
    expect(staleKeys([{ type: 'user_status_updated', eventId: null }])).toEqual(
      expect.arrayContaining([keyOf(usersEndpoints.me), keyOf(usersEndpoints.userProfile)]),
    );
  });
});

describe('small readings', () => {
  const token = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

  it("reads a token's expiry and says when it is about to run out", () => {
    expect(tokenExpiry(token({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
    expect(tokenExpiry('not-a-token')).toBeNull();
    expect(expiresSoon(token({ exp: 1_000 }), 999_990)).toBe(true);
    expect(expiresSoon(token({ exp: 2_000 }), 1_000_000)).toBe(false);
  });

  it('says how long ago', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(timeAgo('2026-11-25T09:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-11-25T09:55:00Z', now)).toBe('5 min ago');
    expect(timeAgo('2026-11-25T07:00:00Z', now)).toBe('3 h ago');
  });
});
