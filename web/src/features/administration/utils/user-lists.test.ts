import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../api/get-users';
import { checkInvite } from './invite-form';
import { statusActionsFor } from './user-actions';
import { displayName, experienceLabel, gradeLabel } from './user-display';
import { matchesUser } from './user-search';

const amira: AdminUser = {
  id: 'u-1',
  email: 'amira.khan@gmail.com',
  role: 'student',
  global_role: 'user',
  status: 'flagged',
  email_verified: true,
  organiserId: null,
  fullname: 'Amira Khan',
  username: 'amir4821',
  hasProfile: true,
  school: 'Dubai College',
  grade: 'grade-10',
  years_of_experience: null,
  created_at: '2026-03-01T10:00:00.000Z',
};

describe('Users list search (spec §5)', () => {
  it('matches name, username, email, school and status, ignoring case', () => {
    for (const query of ['amira k', 'AMIR4821', 'khan@gmail', 'dubai col', 'FLAG']) expect(matchesUser(amira, query)).toBe(true);
  });

  it('does not match other fields or absent text', () => {
    expect(matchesUser(amira, 'u-1')).toBe(false);
    expect(matchesUser(amira, 'student')).toBe(false);
    expect(matchesUser(amira, 'sharjah')).toBe(false);
  });

  it('lets everyone through an empty search and copes with missing profile fields', () => {
    expect(matchesUser(amira, '  ')).toBe(true);
    expect(matchesUser({ ...amira, fullname: null, username: null, school: null }, 'khan')).toBe(true);
  });
});

describe('row menu status items (spec §2.6, §4)', () => {
  const labels = (status: AdminUser['status']) => statusActionsFor(status).map((action) => action.label);

  it('offers Flag and Block to an active user, no Active', () => {
    expect(labels('active')).toEqual(['Flag', 'Block']);
  });

  it('offers Active and Block to a flagged user', () => {
    expect(labels('flagged')).toEqual(['Active', 'Block']);
  });

  it('offers Active and Flag to a blocked user', () => {
    expect(labels('blocked')).toEqual(['Active', 'Flag']);
  });

  it('offers nothing for a deleted account', () => {
    expect(labels('deleted')).toEqual([]);
  });

  it('sends the status the item names', () => {
    expect(statusActionsFor('blocked')).toEqual([
      { status: 'active', label: 'Active' },
      { status: 'flagged', label: 'Flag' },
    ]);
  });
});

describe('names and labels', () => {
  it('names a person by name, else username, else email', () => {
    expect(displayName(amira)).toBe('Amira Khan');
    expect(displayName({ ...amira, fullname: ' ' })).toBe('amir4821');
    expect(displayName({ ...amira, fullname: null, username: null })).toBe('amira.khan@gmail.com');
  });

  it('reads grades and years of experience', () => {
    expect(gradeLabel('grade-10')).toBe('Grade 10');
    expect(gradeLabel('IB-DP-1')).toBe('IB DP 1');
    expect(gradeLabel(null)).toBe('');
    expect(experienceLabel('1')).toBe('1 year');
    expect(experienceLabel('12')).toBe('12 years');
    expect(experienceLabel(null)).toBe('');
  });
});

describe('Invite a Superuser form (spec §5)', () => {
  it('needs both a name and an email', () => {
    expect(checkInvite({ name: ' ', email: 'a@gmail.com' })).toEqual({
      ok: false,
      message: 'Please fill in both name and email fields',
      missing: { name: true, email: false },
    });
    expect(checkInvite({ name: 'Amira', email: '' })).toMatchObject({ ok: false, missing: { name: false, email: true } });
  });

  it('sends the trimmed name as username and the email', () => {
    expect(checkInvite({ name: ' Amira Khan ', email: ' amira@gmail.com ' })).toEqual({
      ok: true,
      invite: { username: 'Amira Khan', email: 'amira@gmail.com' },
    });
  });
});
