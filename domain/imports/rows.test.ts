import { describe, expect, it } from 'vitest';
import { UNSAFE_TEXT_MESSAGE } from '../shared/safe-text';
import { detectMapping } from './columns';
import { yearsOfConferences } from './headings';
import { emergencyPhoneOf, foodPreferenceOf, genderOf, isValidEmail, readRow, yearsOf } from './rows';

const headers = [
  'Timestamp',
  'Email Address',
  'Full Name',
  'Role',
  'School',
  'Grade',
  'Phone',
  'Committee Preference 1',
  'Committee Preference 2',
  'Committee Preference 3',
  'MUN Experience',
  'Food Preference',
  'Food Allergies',
  'Emergency Contact Name',
  'Emergency Contact Number',
];
const mapping = detectMapping(headers);
const good = [
  '1/15/2025 10:23:45',
  ' Aisha.Khan@Example.COM ',
  '  Aisha   Khan ',
  'Student',
  'GEMS Wellington',
  '11',
  '+971 50 111 2233',
  'UNSC',
  '',
  'DISEC',
  '2 years',
  'Vegetarian',
  'Peanuts',
  'Sara  Khan',
  '+971-50-650-5005',
];
const withCell = (header: string, value: string) => good.map((cell, index) => (headers[index] === header ? value : cell));
const read = (cells: readonly string[]) => readRow(cells, mapping, 7);
const reasonOf = (cells: readonly string[]) => {
  const result = read(cells);
  return 'error' in result ? result.error.reason : null;
};

describe('readRow', () => {
  it('turns a good row into a candidate: trimmed, names collapsed, email lower-cased', () => {
    expect(read(good)).toEqual({
      candidate: {
        row: 7,
        email: 'aisha.khan@example.com',
        fullName: 'Aisha Khan',
        role: 'student',
        gender: null,
        school: 'GEMS Wellington',
        grade: '11',
        phone: '+971 50 111 2233',
        prefs: ['UNSC', 'DISEC'],
        munExperience: 2,
        foodPref: 'Vegetarian',
        foodAllergies: 'Peanuts',
        emergencyName: 'Sara Khan',
        emergencyPhone: '+971 50 650 5005',
        warnings: [],
      },
    });
  });

  it('keeps the email and name a failing row gave, so the organiser can find it, but not a cell unsafe to show', () => {
    expect(read(withCell('Email Address', ' not-an-email '))).toEqual({
      error: { row: 7, reason: 'Email is not a valid address', email: 'not-an-email', fullName: 'Aisha Khan' },
    });
    expect(read(withCell('Full Name', ''))).toEqual({
      error: { row: 7, reason: 'Full name is required', email: 'Aisha.Khan@Example.COM', fullName: null },
    });
    expect(read(withCell('Full Name', 'Aisha\u0000Khan'))).toMatchObject({ error: { email: 'Aisha.Khan@Example.COM', fullName: null } });
    expect(read(withCell('Email Address', 'a'.repeat(600)))).toMatchObject({ error: { email: null, fullName: 'Aisha Khan' } });
  });

  it('skips a row whose cells are all empty', () => {
    expect(read(headers.map(() => '  '))).toEqual({ blank: true });
    expect(read([])).toEqual({ blank: true });
  });

  it('fills what is not mapped with empty values and defaults', () => {
    const result = readRow(['a@b.co', 'Omar'], { email: 0, fullName: 1 }, 2);
    expect(result).toEqual({
      candidate: {
        row: 2,
        email: 'a@b.co',
        fullName: 'Omar',
        role: 'student',
        gender: null,
        school: null,
        grade: null,
        phone: null,
        prefs: [],
        munExperience: 0,
        foodPref: null,
        foodAllergies: '',
        emergencyName: '',
        emergencyPhone: '',
        warnings: [],
      },
    });
  });

  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['aisha', 'Email is not a valid address'],
    ['aisha@localhost', 'Email is not a valid address'],
    ['aisha@@example.com', 'Email is not a valid address'],
    ['.aisha@example.com', 'Email is not a valid address'],
    ['ai..sha@example.com', 'Email is not a valid address'],
    ['aisha khan@example.com', 'Email is not a valid address'],
    [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`, 'Email is not a valid address'],
  ])('email %j → %s', (email, reason) => {
    expect(reasonOf(withCell('Email Address', email))).toBe(reason);
  });

  it('accepts mailto: links and plus addresses', () => {
    const result = read(withCell('Email Address', 'mailto:Aisha+mun@school.ae'));
    expect('candidate' in result && result.candidate.email).toBe('aisha+mun@school.ae');
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });

  it('requires a full name', () => {
    expect(reasonOf(withCell('Full Name', '  '))).toBe('Full name is required');
  });

  it.each([
    ['', 'student'],
    ['Student', 'student'],
    ['teacher', 'teacher'],
    ['Teacher ', 'teacher'],
    ['TEACHER', 'teacher'],
  ])('role %j → %s', (role, expected) => {
    const result = read(withCell('Role', role));
    expect('candidate' in result && result.candidate.role).toBe(expected);
  });

  it.each(['Chair', 'Advisor', 'student teacher'])('refuses role %j', (role) => {
    expect(reasonOf(withCell('Role', role))).toBe('Role must be Student or Teacher');
  });

  it.each([
    ['', 0],
    ['0', 0],
    ['2', 2],
    ['2 years', 2],
    ['1 year', 1],
    ['3+', 3],
    ['10+ years', 10],
    ['1.5 yrs', 1],
    ['5 MUNs', 2],
    ['two', 2],
    ['None', 0],
    ['No', 0],
    ['N/A', 0],
    ['35', 20],
  ])('MUN experience %j → %d', (text, years) => {
    expect(yearsOf(text)).toBe(years);
    const result = read(withCell('MUN Experience', text));
    expect('candidate' in result && result.candidate.munExperience).toBe(years);
  });

  it.each(['lots', '-1', '1-2', 'First time', '2 years and a half'])('refuses MUN experience %j', (text) => {
    expect(reasonOf(withCell('MUN Experience', text))).toBe('MUN experience must be a number of years');
  });

  it.each([
    ['0', 0],
    ['1', 0],
    ['2', 1],
    ['3', 1],
    ['5', 2],
    ['6', 3],
    ['3 years', 3],
    ['None', 0],
  ])('counts %j conferences attended as %d years (two a year, rounded down)', (text, years) => {
    expect(yearsOf(text, 'conferences')).toBe(years);
    const result = readRow(withCell('MUN Experience', text), mapping, 7, 'conferences');
    expect('candidate' in result && result.candidate.munExperience).toBe(years);
  });

  it('names the unit the column counts when an answer is not a count', () => {
    expect(readRow(withCell('MUN Experience', 'lots'), mapping, 7, 'conferences')).toMatchObject({
      error: { reason: 'MUN experience must be a number of conferences' },
    });
    expect(yearsOfConferences(7)).toBe(3);
  });

  it.each([
    ['', null],
    ['N/A', null],
    ['Vegetarian', 'Vegetarian'],
    ['veg', 'Vegetarian'],
    ['Vegan', 'Vegetarian'],
    ['Non-Vegetarian', 'Non-Vegetarian'],
    ['non veg', 'Non-Vegetarian'],
    ['NON VEGETARIAN', 'Non-Vegetarian'],
    ['No preference', 'Non-Vegetarian'],
    ['None', 'Non-Vegetarian'],
  ])('food preference %j → %s', (text, preference) => {
    expect(foodPreferenceOf(text)).toBe(preference);
    const result = read(withCell('Food Preference', text));
    expect('candidate' in result && result.candidate.foodPref).toBe(preference);
  });

  const warningsOf = (cells: readonly string[]) => {
    const result = read(cells);
    return 'candidate' in result ? result.candidate.warnings : null;
  };

  it('imports a row with an unknown food preference without it, and says so on the row', () => {
    const result = read(withCell('Food Preference', 'Pescatarian'));
    expect('candidate' in result && result.candidate.foodPref).toBeNull();
    expect(warningsOf(withCell('Food Preference', 'Pescatarian'))).toEqual([
      'Food preference "Pescatarian" is neither Vegetarian nor Non-Vegetarian: left out',
    ]);
  });

  it('imports a row with an invalid phone without it, and says so on the row', () => {
    for (const phone of ['12', 'call me', '+62 812 3456 7890']) {
      const result = read(withCell('Phone', phone));
      expect('candidate' in result && result.candidate.phone).toBeNull();
      expect(warningsOf(withCell('Phone', phone))).toEqual([`Phone "${phone}" is not a valid number with a listed country code: left out`]);
    }
    expect(warningsOf(withCell('Phone', '050 123 4567'))).toEqual([]);
    // A number a sheet stored as a number lost its '+'.
    const typed = read(withCell('Phone', '919876543210'));
    expect('candidate' in typed && typed.candidate).toMatchObject({ phone: '+919876543210', warnings: [] });
  });

  it('imports a student with a grade that is not listed without it, and says so; a teacher has no grade to leave out', () => {
    expect(warningsOf(withCell('Grade', 'Sophomore'))).toEqual(['Grade "Sophomore" is not one of the listed grades: left out']);
    const teacher = read(withCell('Role', 'Teacher').map((cell, index) => (headers[index] === 'Grade' ? 'Staff' : cell)));
    expect('candidate' in teacher && teacher.candidate).toMatchObject({ grade: null, warnings: [] });
  });

  it.each([
    ['Male', 'male'],
    ['F', 'female'],
    ['girl', 'female'],
    ['Non-binary', 'other'],
    ['Prefer not to say', null],
    ['', null],
    ['Unknown', undefined],
  ])('gender %j → %s', (text, gender) => {
    expect(genderOf(text)).toBe(gender);
  });

  it('reads the gender column and warns about one it does not know', () => {
    const withGender = detectMapping([...headers, 'Gender']);
    const result = readRow([...good, 'Female'], withGender, 7);
    expect('candidate' in result && result.candidate.gender).toBe('female');
    const unknown = readRow([...good, 'Robot'], withGender, 7);
    expect('candidate' in unknown && unknown.candidate).toMatchObject({
      gender: null,
      warnings: ['Gender "Robot" is not Male, Female or Other: left out'],
    });
  });

  it.each([
    ['+971501234567', '+971 501234567'],
    ['+971 50 123 4567', '+971 50 123 4567'],
    ['+ 44 (0) 20 7946 0000', '+44 0 20 7946 0000'],
    ['(050) 123-4567', '050 123 4567'],
    ['971501234567', '971501234567'],
    ['+971', ''],
    ['+62 812 3456 7890', null],
  ])('emergency number %j → %j', (text, expected) => {
    expect(emergencyPhoneOf(text)).toBe(expected);
  });

  it('imports a row with an emergency number the registration would refuse without it, and says so', () => {
    const result = read(withCell('Emergency Contact Number', 'call mum'));
    expect('candidate' in result && result.candidate).toMatchObject({
      emergencyPhone: '',
      warnings: ['Emergency contact number "call mum" may hold only digits and spaces: left out'],
    });
    expect(warningsOf(withCell('Emergency Contact Number', '+62 812 3456 7890'))).toEqual([
      'Emergency contact number "+62 812 3456 7890" has a country code that is not on the list: left out',
    ]);
  });

  it('applies the registration length rules', () => {
    expect(reasonOf(withCell('Food Allergies', 'x'.repeat(201)))).toBe('Food allergies must be at most 200 characters');
    expect(reasonOf(withCell('Emergency Contact Name', 'x'.repeat(101)))).toBe('Emergency contact name must be at most 100 characters');
  });

  it('refuses a mapped cell over 500 characters, naming its column, but ignores long unmapped answers', () => {
    expect(reasonOf(withCell('School', 'x'.repeat(501)))).toBe('A cell is longer than 500 characters (School)');
    expect(reasonOf(withCell('School', 'x'.repeat(500)))).toBeNull();
    expect(reasonOf([...good, 'An essay '.repeat(200)])).toBeNull();
  });

  it('refuses text that cannot be stored', () => {
    expect(reasonOf(withCell('Full Name', 'Aisha\u0000Khan'))).toBe(UNSAFE_TEXT_MESSAGE);
  });

  it('keeps up to three committee preferences in order, as written', () => {
    const cells = withCell('Committee Preference 1', '').map((cell, index) =>
      headers[index] === 'Committee Preference 2' ? ' Human  Rights Council ' : cell,
    );
    const result = read(cells);
    expect('candidate' in result && result.candidate.prefs).toEqual(['Human Rights Council', 'DISEC']);
  });
});
