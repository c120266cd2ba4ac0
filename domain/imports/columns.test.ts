import { describe, expect, it } from 'vitest';
import { detectExperienceUnit, detectMapping, mappingSchema } from './columns';
import { fieldLabels, importFields, requiredFields } from './fields';

describe('detectMapping', () => {
  it('maps a Google Form responses header row (Timestamp and free-text questions map to nothing)', () => {
    const headers = [
      'Timestamp',
      'Email Address',
      'Full Name',
      'School Name',
      'Grade/Year',
      'WhatsApp Number',
      'How many MUNs have you attended?',
      'Committee Preferences [1st choice]',
      'Committee Preferences [2nd choice]',
      'Committee Preferences [3rd choice]',
      'Dietary requirements',
      'Allergies (if any)',
      'Emergency Contact Name',
      'Emergency Contact Number',
      'Why do you want to take part in MUN?',
    ];
    expect(detectMapping(headers)).toEqual({
      email: 1,
      fullName: 2,
      school: 3,
      grade: 4,
      phone: 5,
      munExperience: 6,
      pref1: 7,
      pref2: 8,
      pref3: 9,
      foodPref: 10,
      foodAllergies: 11,
      emergencyName: 12,
      emergencyPhone: 13,
    });
  });

  it('maps a hand-made Google Sheets header row', () => {
    const headers = [
      'Name',
      'E-mail',
      'Role',
      'School',
      'Year',
      'Phone Number',
      '1st Committee Preference',
      '2nd Committee Preference',
      '3rd Committee Preference',
      'Years of MUN experience',
      'Food Preference',
      'Food Allergies',
      'Emergency Contact',
      'Emergency Phone',
    ];
    expect(detectMapping(headers)).toEqual({
      fullName: 0,
      email: 1,
      role: 2,
      school: 3,
      grade: 4,
      phone: 5,
      pref1: 6,
      pref2: 7,
      pref3: 8,
      munExperience: 9,
      foodPref: 10,
      foodAllergies: 11,
      emergencyName: 12,
      emergencyPhone: 13,
    });
  });

  it('gives a field to the first matching column and leaves later ones unmapped', () => {
    expect(detectMapping(['Timestamp', 'Email Address', 'Name', 'Email', 'Student Name'])).toEqual({ email: 1, fullName: 2 });
  });

  it('maps nothing for unknown headers', () => {
    expect(detectMapping(['Column 1', 'Notes', 'Instagram handle'])).toEqual({});
  });

  it('says whether the MUN experience column counts conferences or years', () => {
    const conferences = ['Email', 'Name', 'How many MUN conferences have you attended?'];
    expect(detectExperienceUnit(conferences, detectMapping(conferences))).toBe('conferences');
    const years = ['Email', 'Name', 'Years of MUN experience'];
    expect(detectExperienceUnit(years, detectMapping(years))).toBe('years');
    expect(detectExperienceUnit(['Email', 'Name'], { email: 0, fullName: 1 })).toBe('years');
  });
});

describe('fields', () => {
  it('has a label for every field and requires email and full name', () => {
    expect(importFields.every((field) => fieldLabels[field].length > 0)).toBe(true);
    expect(requiredFields).toEqual(['email', 'fullName']);
  });
});

describe('mappingSchema', () => {
  it('accepts a mapping and drops fields sent as null', () => {
    expect(mappingSchema.parse({ email: 1, fullName: 0, phone: null })).toEqual({ email: 1, fullName: 0 });
  });

  it.each([
    [{ email: -1 }, 'Column numbers must be whole numbers from 0'],
    [{ email: 1.5 }, 'Column numbers must be whole numbers'],
    [{ email: '1' }, 'Column numbers must be whole numbers'],
    [{ email: 20_000 }, 'Column number is beyond the last column'],
    [{ email: 2, fullName: 2 }, 'Email and Full name cannot use the same column'],
  ])('refuses %j', (mapping, message) => {
    const result = mappingSchema.safeParse(mapping);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses unknown fields', () => {
    expect(mappingSchema.safeParse({ email: 0, password: 1 }).success).toBe(false);
  });
});
