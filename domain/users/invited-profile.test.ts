import { describe, expect, it } from 'vitest';
import { invitedGrade, invitedName, invitedPhone } from './invited-profile';
import { isValidPhoneFor, toE164 } from './profile-rules';

describe('invited profile values', () => {
  it('reads a phone written the usual ways, with +971 when no country code is given', () => {
    const uae = { countryCode: '+971', phone: '50 650 5005', phoneE164: '+971506505005' };
    expect(invitedPhone('+971 50 650 5005')).toEqual(uae);
    expect(invitedPhone('00971506505005')).toEqual(uae);
    expect(invitedPhone('050 650 5005')).toEqual(uae);
    expect(invitedPhone('50-650-5005')).toEqual(uae);
    expect(invitedPhone('+44 20 7946 0958')).toEqual({ countryCode: '+44', phone: '20 7946 0958', phoneE164: '+442079460958' });
  });

  it('keeps what the profile rules accept, and nothing they would refuse', () => {
    const phone = invitedPhone('+971 50 650 5005')!;
    expect(isValidPhoneFor(phone.countryCode, phone.phone)).toBe(true);
    expect(toE164(phone.countryCode, phone.phone)).toBe(phone.phoneE164);
    expect(invitedPhone('12')).toBeNull();
    expect(invitedPhone('call me')).toBeNull();
    expect(invitedPhone('')).toBeNull();
    expect(invitedPhone(null)).toBeNull();
    // A valid number under a country code the form does not offer.
    expect(invitedPhone('+380 44 123 4567')).toBeNull();
  });

  it('reads grades as the §9 options, and leaves out what is none of them', () => {
    expect(invitedGrade('Grade 10')).toBe('grade-10');
    expect(invitedGrade('grade10')).toBe('grade-10');
    expect(invitedGrade('10')).toBe('grade-10');
    expect(invitedGrade('Year 7')).toBe('year-7');
    expect(invitedGrade('myp 3')).toBe('MYP-3');
    expect(invitedGrade('IB DP 1')).toBe('IB-DP-1');
    expect(invitedGrade('other-2')).toBe('other-2');
    expect(invitedGrade('Grade 3')).toBeNull();
    expect(invitedGrade('senior')).toBeNull();
    expect(invitedGrade(null)).toBeNull();
  });

  it('tidies the name', () => {
    expect(invitedName('  Aisha   Khan ')).toBe('Aisha Khan');
    expect(invitedName('   ')).toBe('');
  });
});
