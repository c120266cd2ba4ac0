import { describe, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import { rosterDecider, type RosterEvent } from './superuser-roster';

const at = '2026-11-21T10:00:00.000Z';
const roster = givenWhenThen(rosterDecider);
const removed = (userId: string, by: string): RosterEvent => ({ type: 'SuperUserRemoved', data: { userId, by, at } });

describe('super-user roster', () => {
  it('lets a super user appoint and remove someone else', () => {
    roster
      .given([])
      .when({ type: 'AppointSuperUser', userId: 'b', by: 'a', at })
      .then([{ type: 'SuperUserAppointed', data: { userId: 'b', by: 'a', at } }]);
    roster
      .given([])
      .when({ type: 'RemoveSuperUser', userId: 'b', by: 'a', at })
      .then([removed('b', 'a')]);
  });

  it('never lets a super user remove themselves, so the last one always stays', () => {
    roster.given([]).when({ type: 'RemoveSuperUser', userId: 'a', by: 'a', at }).thenFails('CANNOT_REMOVE_SELF');
  });

  it('refuses a super user who was removed in the meantime (two removing each other at once)', () => {
    roster
      .given([removed('a', 'b')])
      .when({ type: 'RemoveSuperUser', userId: 'b', by: 'a', at })
      .thenFails('SUPERUSER_REQUIRED');
    roster
      .given([removed('a', 'b'), { type: 'SuperUserAppointed', data: { userId: 'a', by: 'c', at } }])
      .when({ type: 'RemoveSuperUser', userId: 'b', by: 'a', at })
      .then([removed('b', 'a')]);
  });

  it('appends nothing for a repeat: appointing a super user again, or removing one already removed', () => {
    const appointed: RosterEvent = { type: 'SuperUserAppointed', data: { userId: 'b', by: 'a', at } };
    roster.given([appointed]).when({ type: 'AppointSuperUser', userId: 'b', by: 'c', at }).thenFails('ROLE_UNCHANGED');
    roster
      .given([removed('b', 'a')])
      .when({ type: 'RemoveSuperUser', userId: 'b', by: 'c', at })
      .thenFails('ROLE_UNCHANGED');
    roster
      .given([appointed, removed('b', 'a')])
      .when({ type: 'AppointSuperUser', userId: 'b', by: 'c', at })
      .then([{ type: 'SuperUserAppointed', data: { userId: 'b', by: 'c', at } }]);
  });
});
