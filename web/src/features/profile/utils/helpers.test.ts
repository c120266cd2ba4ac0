import { describe, expect, it } from 'vitest';
import { isUsernameFor } from '@domain/users/profile-rules';
import { dateOnly, isFutureDate, parseIsoDate, toIsoDate } from './dates';
import { gradeLabel } from './labels';
import { matchSchools, noSchoolsMessage } from './school-search';
import { anotherUsername, usernameForName } from './username';

/** A repeatable stand-in for Math.random. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

describe('generated username while the name is typed (spec §3)', () => {
  it('is blank without a name and fits the name once there is one', () => {
    expect(usernameForName('  ', 'abcd1234', Math.random)).toBe('');
    const username = usernameForName('Layla Haddad', '', sequence(0.5));
    expect(isUsernameFor('Layla Haddad', username)).toBe(true);
  });

  it('stays the same while it still fits the name', () => {
    expect(usernameForName('Layla Haddad', 'layl4821', sequence(0.1))).toBe('layl4821');
    expect(usernameForName('Omar Haddad', 'layl4821', sequence(0))).toBe('omar1000');
  });

  it('generates another one that differs', () => {
    expect(anotherUsername('Layla', 'layl1000', sequence(0, 0, 0.5))).toBe('layl5500');
  });
});

describe('school search (spec §4, §5)', () => {
  const schools = [
    { id: '1', name: 'Dubai College', locality_id: 'DU', status: 'Active' },
    { id: '2', name: 'Al Mawakeb School', locality_id: 'DU', status: 'Active' },
    { id: '3', name: 'Abu Dhabi Grammar', locality_id: 'AD', status: 'Active' },
    { id: '4', name: 'Closed College', locality_id: 'DU', status: 'Blocked' },
  ];

  it("offers the locality's schools, by name, matching case-insensitively", () => {
    expect(matchSchools(schools, 'DU', '').map((school) => school.id)).toEqual(['2', '1']);
    expect(matchSchools(schools, 'DU', 'COLL').map((school) => school.id)).toEqual(['1']);
    expect(matchSchools(schools, 'AD', 'college')).toEqual([]);
  });

  it('says when nothing matches', () => {
    expect(noSchoolsMessage(' zzz ')).toBe('No schools found matching "zzz"');
  });
});

describe('dates', () => {
  it('reads only real days as YYYY-MM-DD', () => {
    expect(parseIsoDate('2012-02-29')).toBeInstanceOf(Date);
    expect(parseIsoDate('2011-02-29')).toBeUndefined();
    expect(parseIsoDate('04/05/2011')).toBeUndefined();
    expect(toIsoDate(new Date(2011, 4, 4))).toBe('2011-05-04');
  });

  it('knows a future date and the date part of a timestamp', () => {
    expect(isFutureDate('2026-03-02', '2026-03-01')).toBe(true);
    expect(isFutureDate('2026-03-01', '2026-03-01')).toBe(false);
    expect(dateOnly('2011-05-04T00:00:00.000Z')).toBe('2011-05-04');
  });
});

describe('grade labels', () => {
  it('reads the §9 values', () => {
    expect(gradeLabel('grade-12')).toBe('Grade 12');
    expect(gradeLabel('IB-DP-1')).toBe('IB DP 1');
    expect(gradeLabel('other-3')).toBe('Other 3');
  });
});
