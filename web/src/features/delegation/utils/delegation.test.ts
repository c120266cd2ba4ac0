import { describe, expect, it } from 'vitest';
import { committeeText, countryText, datesText, delegateName, gradeText, matchesDelegate, statusLabel } from './delegation';

describe('the delegation page’s words', () => {
  it('names a delegate, their grade and status, and a seat only as published', () => {
    expect(delegateName({ fullname: 'Sara Khan' })).toBe('Sara Khan');
    expect(delegateName({ fullname: null })).toBe('Deleted account');
    expect(gradeText({ grade: 'grade-9', role: 'student' })).toBe('Grade 9');
    expect(gradeText({ grade: null, role: 'teacher' })).toBe('Teacher');
    expect(statusLabel('cancelled')).toBe('Cancelled');
    expect(committeeText({ committee: null })).toBe('Seat not yet published');
    expect(committeeText({ committee: { abbr: 'GA1', committee: 'General Assembly' } })).toBe('GA1');
    expect(countryText({ country: { name: 'France', flag: '🇫🇷' } })).toBe('🇫🇷 France');
    expect(countryText({ country: null })).toBe('');
  });

  it('gives the dates as a range, or one day', () => {
    expect(datesText('2026-03-12', '2026-03-14')).toBe('12 Mar 2026 – 14 Mar 2026');
    expect(datesText('2026-03-12', '2026-03-12')).toBe('12 Mar 2026');
  });
});

describe('searching the delegation', () => {
  const sara = {
    fullname: 'Sara Khan',
    registration_no: 'GYM-0007',
    committee: { abbr: 'GA1', committee: 'General Assembly' },
    country: { name: 'France', flag: '🇫🇷' },
  };
  it('finds a delegate by name, number, committee or country', () => {
    for (const query of ['sara', 'gym-0007', 'ga1', 'assembly', 'FRANCE', ' ']) expect(matchesDelegate(sara, query)).toBe(true);
    expect(matchesDelegate(sara, 'chile')).toBe(false);
    expect(matchesDelegate({ ...sara, committee: null, country: null }, 'france')).toBe(false);
  });
});
