import { offersOrganiserRegistration } from './organiser-check';
import { describe, expect, it } from 'vitest';
import { firstNameOf, homeCardsFor } from './home-cards';

const links = (cards: ReturnType<typeof homeCardsFor>) => cards.map((card) => card.to);

describe('home cards by role', () => {
  it('sends a student to the student home and the student profile page', () => {
    expect(links(homeCardsFor({ role: 'student', globalRole: 'user', organiserId: null, hasProfile: true }))).toEqual([
      '/student-home',
      '/student-profile-page',
    ]);
  });

  it('puts the wizard first while the profile is incomplete', () => {
    expect(links(homeCardsFor({ role: 'teacher', globalRole: 'user', organiserId: null, hasProfile: false }))).toEqual([
      '/teacher-profile',
      '/teacher-home',
      '/teacher-profile-page',
    ]);
  });

  it('does not ask for the profile while that is unknown', () => {
    expect(links(homeCardsFor({ role: 'student', globalRole: 'user', organiserId: null, hasProfile: null }))).not.toContain(
      '/student-profile',
    );
  });

  it('adds the super user and organiser areas', () => {
    const cards = homeCardsFor({ role: 'teacher', globalRole: 'superuser', organiserId: 'org-1', hasProfile: true });
    expect(links(cards)).toEqual(expect.arrayContaining(['/super-user', '/organiser']));
  });

  it('falls back to the general profile page for another role', () => {
    expect(links(homeCardsFor({ role: null, globalRole: 'superuser', organiserId: null, hasProfile: null }))).toEqual([
      '/super-user',
      '/profile-page',
    ]);
  });

  it('asks a super user neither to complete a profile nor to become an organiser', () => {
    const cards = homeCardsFor({ role: 'teacher', globalRole: 'superuser', organiserId: null, hasProfile: false });
    expect(links(cards)[0]).toBe('/super-user');
    expect(cards.map((card) => card.key)).not.toContain('complete-profile');
    expect(offersOrganiserRegistration({ role: 'teacher', organiserId: null, globalRole: 'superuser' })).toBe(false);
    expect(offersOrganiserRegistration({ role: 'teacher', organiserId: null, globalRole: 'user' })).toBe(true);
  });

  it('greets by first name', () => {
    expect(firstNameOf('  Layla Haddad ')).toBe('Layla');
    expect(firstNameOf(null)).toBeNull();
  });
});
