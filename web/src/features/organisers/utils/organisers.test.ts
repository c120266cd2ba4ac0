import { describe, expect, it } from 'vitest';
import type { AvailableUser } from '../api/get-available-users';
import type { Organiser } from '../api/get-organisers';
import { checkRequest, requesterSchoolOf } from './approval-request';
import { checkNewOrganiser, filledFieldsOf } from './new-organiser';
import { statusActionsFor } from './organiser-actions';
import { evidenceView, levelLabel, organiserName } from './organiser-display';
import { matchesOrganiser } from './organiser-search';

const amira: Organiser = {
  id: 'org-7',
  user_id: 'user-42',
  user: {
    id: 'user-42',
    username: 'amir4821',
    fullname: 'Amira Khan',
    school_location: 'Dubai',
    grade: 'grade-10',
    years_of_experience: null,
    role: 'student',
  },
  school: 'Dubai College',
  school_id: 'school-1',
  locality_id: 'loc-1',
  role: 'MUN club secretary',
  evidence: { file_url: '/uploads/a.pdf', file_urls: ['/uploads/a.pdf'] },
  status: 'pending',
  created_at: '2026-03-01T10:00:00.000Z',
  actioned_at: null,
  actioned_by_user_id: null,
  revision: 0,
};

describe('organiser row menu (spec §4)', () => {
  const labels = (status: Organiser['status']) => statusActionsFor(status).map((action) => action.label);

  it('offers everything but Activate to a pending organiser', () => {
    expect(labels('pending')).toEqual(['Approve', 'Reject', 'Flag', 'Block']);
  });

  it('does not offer Approve to an approved organiser, nor Reject to a rejected one', () => {
    expect(labels('approved')).toEqual(['Reject', 'Flag', 'Block']);
    expect(labels('rejected')).toEqual(['Approve', 'Flag', 'Block']);
  });

  it('offers Activate to a flagged or blocked organiser, never the status it already has', () => {
    expect(labels('flagged')).toEqual(['Approve', 'Reject', 'Block', 'Activate']);
    expect(labels('blocked')).toEqual(['Approve', 'Reject', 'Flag', 'Activate']);
  });

  it('sends approved for Activate', () => {
    expect(statusActionsFor('flagged').find((action) => action.label === 'Activate')?.status).toBe('approved');
    expect(statusActionsFor('pending').map((action) => action.status)).toEqual(['approved', 'rejected', 'flagged', 'blocked']);
  });
});

describe('Organisers list search (spec §2.6)', () => {
  it('matches name, username, school, user id, role in event and school location, ignoring case', () => {
    for (const query of ['amira k', 'AMIR4821', 'dubai col', 'USER-42', 'club secretary', 'dubai'])
      expect(matchesOrganiser(amira, query)).toBe(true);
  });

  it('does not match other fields', () => {
    expect(matchesOrganiser(amira, 'org-7')).toBe(false);
    expect(matchesOrganiser(amira, 'pending')).toBe(false);
    expect(matchesOrganiser(amira, 'sharjah')).toBe(false);
  });

  it('lets everyone through an empty search and copes with missing fields', () => {
    expect(matchesOrganiser(amira, '  ')).toBe(true);
    expect(matchesOrganiser({ ...amira, school: null, user: { ...amira.user, fullname: null, school_location: null } }, 'amir')).toBe(true);
  });
});

describe('organiser cells', () => {
  it('shows the evidence text, or one link per document', () => {
    expect(evidenceView('Internal')).toEqual({ kind: 'text', text: 'Internal' });
    expect(evidenceView({ file_url: '/uploads/a.pdf', file_urls: ['/uploads/a.pdf', '/uploads/b.png'] })).toEqual({
      kind: 'links',
      urls: ['/uploads/a.pdf', '/uploads/b.png'],
    });
    expect(evidenceView({ file_url: 'https://example.org/x.pdf', file_urls: [] })).toEqual({
      kind: 'links',
      urls: ['https://example.org/x.pdf'],
    });
  });

  it('names an organiser by username and shows the academic level or teaching experience', () => {
    expect(organiserName(amira)).toBe('amir4821');
    expect(organiserName({ ...amira, user: { ...amira.user, username: null } })).toBe('Amira Khan');
    expect(levelLabel(amira.user)).toBe('Grade 10');
    expect(levelLabel({ role: 'teacher', grade: null, years_of_experience: '1' })).toBe('1 year');
  });
});

const layla: AvailableUser = {
  id: 'user-9',
  user_id: 'user-9',
  username: 'layl1234',
  fullname: 'Layla Haddad',
  name: 'Layla Haddad',
  role: 'teacher',
  school_id: 'school-3',
  school: 'Sharjah Academy',
  locality_id: 'loc-3',
  school_location: 'Sharjah',
  grade: null,
  years_of_experience: '12',
};

describe('the Add row (spec §2.6, §5)', () => {
  it('fills the read-only cells from the picked user, and nothing without one', () => {
    expect(filledFieldsOf(layla)).toEqual({
      userId: 'user-9',
      name: 'Layla Haddad',
      level: '12 years',
      school: 'Sharjah Academy',
      role: 'Teacher',
    });
    expect(filledFieldsOf(null)).toEqual({ userId: '', name: '', level: '', school: '', role: '' });
  });

  it('needs a picked username with a name and a school', () => {
    const required = { ok: false, message: 'Please fill in all required fields (Username, Name, School)' };
    expect(checkNewOrganiser(null, 'admin-1')).toEqual(required);
    expect(checkNewOrganiser({ ...layla, fullname: null, name: null }, 'admin-1')).toEqual(required);
    expect(checkNewOrganiser({ ...layla, school_id: null, school: null }, 'admin-1')).toEqual(required);
  });

  it('adds the user as a pending organiser with internal evidence', () => {
    expect(checkNewOrganiser(layla, 'admin-1')).toEqual({
      ok: true,
      input: {
        user_id: 'user-9',
        school_id: 'school-3',
        locality_id: 'loc-3',
        role: 'Teacher',
        evidence: 'Internal',
        status: 'pending',
        actioned_by_user_id: 'admin-1',
      },
    });
  });
});

describe('the approval request (spec §2.5, §5)', () => {
  const uploaded = { key: 'a', name: 'letter.pdf', url: '/uploads/a.pdf' };

  it('needs a role and at least one uploaded document', () => {
    expect(checkRequest({ role: ' ', evidence: [] })).toEqual({
      ok: false,
      errors: { role: 'Please enter your role in event or in school', evidence: 'Please upload evidence documents' },
    });
    expect(checkRequest({ role: 'Advisor', evidence: [] })).toEqual({
      ok: false,
      errors: { evidence: 'Please upload evidence documents' },
    });
  });

  it('waits for uploads still running', () => {
    expect(checkRequest({ role: 'Advisor', evidence: [uploaded, { key: 'b', name: 'b.png', url: null }] })).toMatchObject({
      ok: false,
      errors: { evidence: expect.any(String) },
    });
  });

  it('sends the trimmed role and the uploaded URLs', () => {
    expect(checkRequest({ role: ' MUN advisor ', evidence: [uploaded] })).toEqual({
      ok: true,
      role: 'MUN advisor',
      evidenceDocs: ['/uploads/a.pdf'],
    });
  });

  it('shows the profile school and locality, or the custom names', () => {
    expect(
      requesterSchoolOf({
        school_id: 's-1',
        school: { id: 's-1', name: 'Dubai College', locality_id: 'l-1', locality: { id: 'l-1', name: 'Dubai' } },
      }),
    ).toEqual({ schoolId: 's-1', localityId: 'l-1', school: 'Dubai College', locality: 'Dubai' });
    expect(requesterSchoolOf({ school_id: null, school: null, custom_school_name: 'Hatta School', custom_locality_name: 'Hatta' })).toEqual(
      {
        schoolId: null,
        localityId: null,
        school: 'Hatta School',
        locality: 'Hatta',
      },
    );
  });
});
