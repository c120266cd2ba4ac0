import { describe, expect, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import { eventLeadersDecider, type EventLeaderEvent } from './event-leaders';

const at = '2026-11-25T10:00:00.000Z';
const by = 'organiser';
const eventId = 'e1';
const spec = givenWhenThen(eventLeadersDecider);

const assigned = (entryId: string, userId: string, roleId: string, ranking: number): EventLeaderEvent => ({
  type: 'EventLeaderAssigned',
  data: { eventId, entryId, userId, roleId, ranking, by, at },
});
const assign = (entryId: string, userId: string, roleId: string) => ({
  type: 'AssignEventLeader' as const,
  eventId,
  entryId,
  userId,
  roleId,
  by,
  at,
});
const update = (entryId: string, userId: string, roleId: string) => ({
  type: 'UpdateEventLeader' as const,
  eventId,
  entryId,
  userId,
  roleId,
  by,
  at,
});
const move = (entryId: string, direction: -1 | 1) => ({ type: 'MoveEventLeader' as const, eventId, entryId, direction, by, at });
const three = [assigned('a', 'u1', 'r1', 1), assigned('b', 'u2', 'r1', 2), assigned('c', 'u3', 'r2', 3)];

describe('assigning a leadership role', () => {
  it('ranks a new entry after the last', () =>
    spec
      .given(three)
      .when(assign('d', 'u4', 'r3'))
      .then([assigned('d', 'u4', 'r3', 4)]));

  it('ranks the first entry 1', () =>
    spec
      .given([])
      .when(assign('a', 'u1', 'r1'))
      .then([assigned('a', 'u1', 'r1', 1)]));

  it('refuses the same person twice in the same role', () =>
    spec
      .given(three)
      .when(assign('d', 'u1', 'r1'))
      .thenFails('EVENT_LEADER_ALREADY_HELD', 'This person already holds this leadership role'));

  it('lets one person hold two different roles', () =>
    spec
      .given(three)
      .when(assign('d', 'u1', 'r2'))
      .then([assigned('d', 'u1', 'r2', 4)]));

  it('stores nothing for an entry that already exists', () =>
    spec
      .given(three)
      .when(assign('a', 'u9', 'r9'))
      .then([]));
});

describe('updating an entry', () => {
  it('records the new holder and role with the old ones', () =>
    spec
      .given(three)
      .when(update('a', 'u5', 'r2'))
      .then([
        {
          type: 'EventLeaderUpdated',
          data: { eventId, entryId: 'a', userId: 'u5', roleId: 'r2', fromUserId: 'u1', fromRoleId: 'r1', by, at },
        },
      ]));

  it('stores nothing when nothing changes', () =>
    spec
      .given(three)
      .when(update('a', 'u1', 'r1'))
      .then([]));

  it('refuses to make a duplicate of another entry', () =>
    spec
      .given(three)
      .when(update('b', 'u1', 'r1'))
      .thenFails('EVENT_LEADER_ALREADY_HELD'));

  it('refuses an unknown entry', () =>
    spec
      .given(three)
      .when(update('x', 'u1', 'r1'))
      .thenFails('EVENT_LEADER_NOT_FOUND', 'Leadership role not found'));
});

describe('removing an entry', () => {
  it('removes it', () =>
    spec
      .given(three)
      .when({ type: 'RemoveEventLeader', eventId, entryId: 'b', by, at })
      .then([{ type: 'EventLeaderRemoved', data: { eventId, entryId: 'b', userId: 'u2', roleId: 'r1', by, at } }]));

  it('refuses one already removed', () =>
    spec
      .given([...three, { type: 'EventLeaderRemoved', data: { eventId, entryId: 'b', userId: 'u2', roleId: 'r1', by, at } }])
      .when({ type: 'RemoveEventLeader', eventId, entryId: 'b', by, at })
      .thenFails('EVENT_LEADER_NOT_FOUND'));

  it('frees the role for the same person again', () =>
    spec
      .given([...three, { type: 'EventLeaderRemoved', data: { eventId, entryId: 'a', userId: 'u1', roleId: 'r1', by, at } }])
      .when(assign('d', 'u1', 'r1'))
      .then([assigned('d', 'u1', 'r1', 4)]));
});

describe('moving an entry', () => {
  const reranked = (rankings: Array<[string, number]>): EventLeaderEvent => ({
    type: 'EventLeadersReranked',
    data: { eventId, rankings: rankings.map(([entryId, ranking]) => ({ entryId, ranking })), by, at },
  });

  it('swaps with the one above', () =>
    spec
      .given(three)
      .when(move('b', -1))
      .then([
        reranked([
          ['b', 1],
          ['a', 2],
        ]),
      ]));

  it('swaps with the one below', () =>
    spec
      .given(three)
      .when(move('b', 1))
      .then([
        reranked([
          ['c', 2],
          ['b', 3],
        ]),
      ]));

  it('follows the ranking, not the order of assignment', () =>
    spec
      .given([
        ...three,
        reranked([
          ['c', 1],
          ['a', 3],
        ]),
      ])
      .when(move('c', 1))
      .then([
        reranked([
          ['b', 1],
          ['c', 2],
        ]),
      ]));

  it('refuses to move the first up or the last down', () => {
    spec.given(three).when(move('a', -1)).thenFails('EVENT_LEADER_ALREADY_FIRST');
    spec.given(three).when(move('c', 1)).thenFails('EVENT_LEADER_ALREADY_LAST');
  });

  it('renumbers equal rankings so a move always moves', () =>
    spec
      .given([assigned('a', 'u1', 'r1', 0), assigned('b', 'u2', 'r1', 0)])
      .when(move('b', -1))
      .then([
        reranked([
          ['b', 1],
          ['a', 2],
        ]),
      ]));

  it('refuses an unknown entry', () => spec.given(three).when(move('x', 1)).thenFails('EVENT_LEADER_NOT_FOUND'));
});

describe('releasing the roles of a person who left the event', () => {
  const release = (userId: string, reason: 'cancelled' | 'removed' | 'merged' | 'account_deleted' = 'cancelled') => ({
    type: 'ReleaseEventLeaderRoles' as const,
    eventId,
    userId,
    reason,
    by: userId,
    at,
  });
  const released = (entryId: string, userId: string, roleId: string, reason = 'cancelled' as const): EventLeaderEvent => ({
    type: 'EventLeaderRemoved',
    data: { eventId, entryId, userId, roleId, reason, by: userId, at },
  });

  it('releases every entry the person holds, with the reason, and no one else’s', () =>
    spec
      .given([...three, assigned('d', 'u1', 'r2', 4)])
      .when(release('u1'))
      .then([released('a', 'u1', 'r1'), released('d', 'u1', 'r2')]));

  it('records who acted and why', () =>
    spec
      .given(three)
      .when({ ...release('u2', 'merged'), by: 'organiser' })
      .then([
        { type: 'EventLeaderRemoved', data: { eventId, entryId: 'b', userId: 'u2', roleId: 'r1', reason: 'merged', by: 'organiser', at } },
      ]));

  it('leaves a role given to someone else meanwhile', () =>
    spec
      .given([
        ...three,
        {
          type: 'EventLeaderUpdated',
          data: { eventId, entryId: 'a', userId: 'u5', roleId: 'r1', fromUserId: 'u1', fromRoleId: 'r1', by, at },
        },
      ])
      .when(release('u1'))
      .then([]));

  it('stores nothing when run again, or for someone who holds nothing', () => {
    spec
      .given([...three, released('a', 'u1', 'r1')])
      .when(release('u1'))
      .then([]);
    spec.given(three).when(release('u9')).then([]);
  });

  it('takes the released entry off the list', () => {
    const state = [...three, released('a', 'u1', 'r1')].reduce(eventLeadersDecider.evolve, eventLeadersDecider.initialState);
    expect(state.entries.map((entry) => entry.entryId)).toEqual(['b', 'c']);
  });
});
