import { describe, expect, it } from 'vitest';
import { offersOrganiserRegistration, organiserCheckOf } from './organiser-check';

describe('the home page organiser check (spec §8)', () => {
  it('warns about a cancelled registration and goes to the request page', () => {
    expect(organiserCheckOf('cancelled')).toEqual({
      tone: 'warning',
      message: 'Your registration has been cancelled by the admin',
      goTo: '/request-approval',
    });
  });

  it('warns that there is no registration and goes to the request page', () => {
    expect(organiserCheckOf(null)).toEqual({
      tone: 'warning',
      message: 'You are not registered as an organiser',
      goTo: '/request-approval',
    });
  });

  it('only reports any other status', () => {
    for (const status of ['pending', 'approved', 'flagged', 'blocked'] as const) {
      expect(organiserCheckOf(status)).toEqual({ tone: 'info', message: `The status is ${status}`, goTo: null });
    }
  });

  it('offers the registration to students and teachers who are not organisers', () => {
    expect(offersOrganiserRegistration({ role: 'student', organiserId: null })).toBe(true);
    expect(offersOrganiserRegistration({ role: 'teacher', organiserId: null })).toBe(true);
    expect(offersOrganiserRegistration({ role: 'student', organiserId: 'org-1' })).toBe(false);
    expect(offersOrganiserRegistration({ role: null, organiserId: null })).toBe(false);
  });
});
