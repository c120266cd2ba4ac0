import { describe, expect, it } from 'vitest';
import { decideAccess, type AccessSession } from './authorization';

const student: AccessSession = { token: 't', globalRole: 'user', userRole: 'student', userType: null, organiserId: null };
const teacher: AccessSession = { ...student, userRole: 'teacher' };
const superUser: AccessSession = { ...teacher, globalRole: 'superuser' };
const organiser: AccessSession = { ...teacher, organiserId: 'org-1' };

describe('route guard (spec §2.2)', () => {
  it('sends a visitor without a token to log in', () => {
    expect(decideAccess('/home', { ...student, token: null })).toEqual({ kind: 'login' });
  });

  it('lets any signed-in user open ordinary pages', () => {
    expect(decideAccess('/home', student)).toEqual({ kind: 'allow' });
    expect(decideAccess('/request-approval', teacher)).toEqual({ kind: 'allow' });
  });

  it('keeps /super-user and everything under it for the global role superuser', () => {
    expect(decideAccess('/super-user/masterlists/committees', superUser)).toEqual({ kind: 'allow' });
    expect(decideAccess('/super-user', teacher)).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('matches /student and /teacher paths to the role', () => {
    expect(decideAccess('/student-home', student)).toEqual({ kind: 'allow' });
    expect(decideAccess('/student-registration/7', teacher)).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideAccess('/teacher-profile-page', teacher)).toEqual({ kind: 'allow' });
    expect(decideAccess('/teacher-home', student)).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('needs a stored organiser id for the organiser pages', () => {
    for (const path of ['/organiser', '/event-dashboard/3', '/upload-delegates/3']) {
      expect(decideAccess(path, organiser)).toEqual({ kind: 'allow' });
      expect(decideAccess(path, teacher)).toEqual({ kind: 'redirect', to: '/home' });
    }
  });

  it('sends the organizer role to /organiser when a check fails', () => {
    const organizerType: AccessSession = { ...organiser, userType: 'organizer' };
    expect(decideAccess('/super-user', organizerType)).toEqual({ kind: 'redirect', to: '/organiser' });
  });

  it('never sends an organizer without an organiser id back to /organiser (no loop)', () => {
    const organizerWithoutId: AccessSession = { ...teacher, userType: 'organizer' };
    expect(decideAccess('/organiser', organizerWithoutId)).toEqual({ kind: 'redirect', to: '/home' });
  });
});
