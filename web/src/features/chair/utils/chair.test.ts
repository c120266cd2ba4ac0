import { describe, expect, it } from 'vitest';
import { datesText, delegateName, matchesDelegate, roomTitle } from './chair';

const delegate = {
  fullname: 'Aisha Rahman',
  registration_no: 'GYM-0007',
  school: 'Dubai Scholars School',
  seat: { country: { name: 'France' } },
};

describe("the chair's room", () => {
  it('finds a delegate by name, country or school, whatever the case', () => {
    expect(matchesDelegate(delegate, 'aisha')).toBe(true);
    expect(matchesDelegate(delegate, 'FRAN')).toBe(true);
    expect(matchesDelegate(delegate, 'scholars')).toBe(true);
    expect(matchesDelegate(delegate, ' ')).toBe(true);
    expect(matchesDelegate(delegate, 'germany')).toBe(false);
    expect(matchesDelegate({ ...delegate, seat: { country: null }, school: null }, 'france')).toBe(false);
  });

  it('names the room, the dates and a deleted account', () => {
    expect(roomTitle('DISEC')).toBe("DISEC — Chair's room");
    expect(roomTitle(undefined)).toBe("Chair's room");
    expect(datesText('2026-03-12', '2026-03-14')).toBe('12 Mar 2026 – 14 Mar 2026');
    expect(datesText('2026-03-12', '2026-03-12')).toBe('12 Mar 2026');
    expect(delegateName({ fullname: null })).toBe('Deleted account');
  });
});
