import { describe, expect, it } from 'vitest';
import { byRanking, type EventLeader } from '../../../lib/event-leaders';
import { checkDraft, matchingRoles, matchingUsers } from './leadership-roles';

const roles = [
  { id: 1, abbr: 'SG', leadership_role: 'Secretary-General' },
  { id: 2, abbr: 'USG', leadership_role: 'Under-Secretary-General' },
  { id: 3, abbr: 'HC', leadership_role: 'Head Chair' },
];
const users = [
  { id: 'u1', username: 'amira2001', fullname: 'Amira Khan' },
  { id: 'u2', username: 'omar77', fullname: 'Omar Haddad' },
];

describe('leadership role searches (spec §5)', () => {
  it('matches a role by name or abbreviation, in any case', () => {
    expect(matchingRoles(roles, 'general').map((role) => role.id)).toEqual([1, 2]);
    expect(matchingRoles(roles, 'hc').map((role) => role.id)).toEqual([3]);
    expect(matchingRoles(roles, '  ')).toHaveLength(3);
  });

  it('matches a registered user by username or full name, in any case', () => {
    expect(matchingUsers(users, 'AMIRA').map((user) => user.id)).toEqual(['u1']);
    expect(matchingUsers(users, 'haddad').map((user) => user.id)).toEqual(['u2']);
    expect(matchingUsers(users, 'nobody')).toEqual([]);
  });
});

describe('checking a row before it is saved (spec §5)', () => {
  it('asks for every field, then for a catalogue role by name', () => {
    expect(checkDraft({ roleText: '', usernameText: 'amira2001', user: users[0]! }, roles, 'add')).toEqual({
      message: 'Please fill in all required fields',
    });
    expect(checkDraft({ roleText: 'Head Chair', usernameText: 'amira', user: null }, roles, 'add')).toEqual({
      message: 'Please fill in all required fields',
    });
    expect(checkDraft({ roleText: 'Chair', usernameText: 'amira2001', user: users[0]! }, roles, 'add')).toEqual({
      message: 'Unable to save leadership role. Please try again.',
    });
    expect(checkDraft({ roleText: 'Chair', usernameText: 'amira2001', user: users[0]! }, roles, 'edit')).toEqual({
      message: 'Unable to update leadership role. Please try again.',
    });
    expect(checkDraft({ roleText: 'head chair', usernameText: 'amira2001', user: users[0]! }, roles, 'add')).toEqual({
      roleId: '3',
      userId: 'u1',
    });
  });
});

describe('the order of the list (spec §4)', () => {
  it('sorts by ranking ascending, a missing ranking counting as 0', () => {
    const leader = (id: string, ranking: number): EventLeader => ({
      id,
      ranking,
      leadership_roles: null,
      users: { id: 'u', username: null, fullname: null, phone_e164: null, email: null },
      eventId: 'e',
      userId: 'u',
      roleId: 'r',
    });
    expect(byRanking([leader('a', 2), leader('b', 0), leader('c', 1)]).map((entry) => entry.id)).toEqual(['b', 'c', 'a']);
  });
});
