import { describe, expect, it } from 'vitest';
import { generateUsername, isUsernameFor, isValidPhoneFor, profileBodySchema, profileMessages, toE164 } from './profile-rules';

/** A deterministic stand-in for Math.random: yields the given values in turn. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

describe('username (spec §3)', () => {
  it('takes the first 4 letters of the first word, lowercased, without accents and punctuation, then 1000–9999', () => {
    expect(generateUsername("Zoë-Ann O'Neil", sequence(0))).toBe('zoea1000');
    expect(generateUsername('Mohammed Al Rashid', sequence(0.9999))).toBe('moha9999');
    expect(generateUsername('  ÉLODIE  ', sequence(0.5))).toBe('elod5500');
  });

  it('appends the rest of the name when the first word is short, then pads with random letters', () => {
    expect(generateUsername('Al Li', sequence(0.5))).toMatch(/^alli\d{4}$/);
    expect(generateUsername('Jo', sequence(0, 0.04, 0.5))).toBe('joab5500');
    expect(generateUsername('', sequence(0))).toBe('aaaa1000');
  });

  it('is recognised as belonging to the name, and other names are refused', () => {
    for (const name of ['Sarah Khan', 'Al Li', 'Jo', 'Noor']) {
      const username = generateUsername(name, Math.random);
      expect(isUsernameFor(name, username)).toBe(true);
    }
    expect(isUsernameFor('Sarah Khan', 'omar1234')).toBe(false);
    expect(isUsernameFor('Sarah Khan', 'sara0999')).toBe(false);
    expect(isUsernameFor('Sarah Khan', 'SARA1234')).toBe(false);
  });
});

describe('phone (spec §3)', () => {
  it('stores country code plus digits, without spaces or a national trunk 0', () => {
    expect(toE164('+971', '50 650 5005')).toBe('+971506505005');
    expect(toE164('+971', '050 650 5005')).toBe('+971506505005');
    expect(toE164('+44', '7700 900123')).toBe('+447700900123');
  });

  it('accepts only numbers that can exist under their country code', () => {
    for (const [code, phone] of [
      ['+971', '50 650 5005'],
      ['+971', '050 123 4567'],
      ['+971', '4 123 4567'],
      ['+44', '7911 123456'],
      ['+1', '212 555 0123'],
      ['+91', '98765 43210'],
    ] as const) {
      expect(isValidPhoneFor(code, phone), `${code} ${phone}`).toBe(true);
    }
    for (const [code, phone] of [
      ['+971', '12'],
      ['+971', '50 650'],
      ['+971', '50 650 5005 1234'],
      ['+44', '12'],
      ['+1', '555'],
    ] as const) {
      expect(isValidPhoneFor(code, phone), `${code} ${phone}`).toBe(false);
    }
  });
});

describe('profile bodies (spec §5)', () => {
  const valid = {
    fullname: 'Sarah Khan',
    username: 'sara1234',
    birthday: '2010-05-01',
    gender: 'female',
    school_id: '4',
    grade: 'grade-9',
    country_code: '+971',
    phone: '50 650 5005',
  };
  const messageFor = (
    body: unknown,
    role: 'student' | 'teacher' = 'student',
    choice: 'listed' | 'custom-locality' | 'custom-school' = 'listed',
  ) => {
    const result = profileBodySchema(role, choice).safeParse(body);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('accepts a complete student profile', () => {
    expect(messageFor(valid)).toBeNull();
  });

  it('names the step whose fields are missing', () => {
    expect(messageFor({ ...valid, fullname: ' ' })).toBe(profileMessages.personal);
    expect(messageFor({ ...valid, gender: undefined })).toBe(profileMessages.personal);
    expect(messageFor({ ...valid, grade: undefined })).toBe(profileMessages.school);
    expect(messageFor({ ...valid, school_id: '' })).toBe(profileMessages.school);
    expect(messageFor({ ...valid, phone: '' })).toBe(profileMessages.contact);
  });

  it('allows only digits and spaces in the phone number', () => {
    expect(messageFor({ ...valid, phone: '50-650-5005' })).toBe(profileMessages.phoneCharacters);
    expect(messageFor({ ...valid, phone: '12' })).toBe('Please enter a valid phone number for the selected country code');
    expect(messageFor({ ...valid, country_code: '+44', phone: '50 650 5005' })).toBe(profileMessages.phoneInvalid);
  });

  it('needs the custom names for Other locality and unlisted school', () => {
    const { school_id: _school, ...rest } = valid;
    expect(messageFor({ ...rest, custom_school_name: 'New School' }, 'student', 'custom-locality')).toBe(profileMessages.customLocality);
    expect(messageFor({ ...rest, custom_locality_name: 'Hatta' }, 'student', 'custom-locality')).toBe(profileMessages.customSchool);
    expect(messageFor({ ...rest, locality: '1' }, 'student', 'custom-school')).toBe(profileMessages.customSchool);
    expect(messageFor({ ...rest, locality: '1', custom_school_name: 'New School' }, 'student', 'custom-school')).toBeNull();
  });

  it('uses digits-only years of work experience for teachers instead of grade', () => {
    const { grade: _grade, ...teacher } = valid;
    expect(messageFor({ ...teacher, yearsOfExperience: '7' }, 'teacher')).toBeNull();
    expect(messageFor({ ...teacher, yearsOfExperience: 'seven' }, 'teacher')).toBe(profileMessages.yearsDigits);
    expect(messageFor(teacher, 'teacher')).toBe(profileMessages.school);
  });

  it('refuses a username that was not generated from the name, and a malformed birthday', () => {
    expect(messageFor({ ...valid, username: 'omar1234' })).toBe(profileMessages.username);
    expect(messageFor({ ...valid, birthday: '01/05/2010' })).toBe(profileMessages.birthday);
  });
});
