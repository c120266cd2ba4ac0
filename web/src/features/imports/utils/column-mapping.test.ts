import { describe, expect, it } from 'vitest';
import {
  chooseColumnMessage,
  columnLetter,
  columnOfSelectValue,
  columnOptions,
  duplicatedFields,
  isRequiredField,
  isSameMapping,
  mappingFormOf,
  mappingOf,
  mappingProblems,
  missingFields,
  NOT_IN_FILE,
  selectValueOf,
  withColumn,
} from './column-mapping';

describe('mappingFormOf', () => {
  it('gives every field a column or null', () => {
    const form = mappingFormOf({ email: 0, fullName: 1 }, 3);
    expect(form.email).toBe(0);
    expect(form.fullName).toBe(1);
    expect(form.school).toBeNull();
    expect(Object.keys(form)).toHaveLength(15);
  });

  it('leaves out unknown fields and columns beyond the file', () => {
    const form = mappingFormOf({ email: 0, nickname: 1, fullName: 7, school: -1, grade: 1.5 }, 3);
    expect(mappingOf(form)).toEqual({ email: 0 });
  });
});

describe('mappingOf', () => {
  it('sends the mapped fields only', () => {
    const form = withColumn(withColumn(mappingFormOf({ email: 0, fullName: 1 }, 4), 'school', 3), 'fullName', null);
    expect(mappingOf(form)).toEqual({ email: 0, school: 3 });
  });
});

describe('isSameMapping', () => {
  const reported = { email: 0, fullName: 1 };
  it('is true for the mapping the report used', () => {
    expect(isSameMapping(mappingFormOf(reported, 2), reported, 2)).toBe(true);
  });
  it('is false once a column changed', () => {
    expect(isSameMapping(withColumn(mappingFormOf(reported, 3), 'school', 2), reported, 3)).toBe(false);
    expect(isSameMapping(withColumn(mappingFormOf(reported, 3), 'email', null), reported, 3)).toBe(false);
  });
});

describe('missing required fields', () => {
  it('marks Email and Full name required', () => {
    expect(isRequiredField('email')).toBe(true);
    expect(isRequiredField('fullName')).toBe(true);
    expect(isRequiredField('school')).toBe(false);
  });

  it('lists the required fields without a column', () => {
    expect(missingFields(mappingFormOf({ fullName: 0 }, 2))).toEqual(['email']);
    expect(missingFields(mappingFormOf({ email: 1, fullName: 0 }, 2))).toEqual([]);
  });

  it('asks for their column by label', () => {
    expect(mappingProblems(mappingFormOf({}, 2))).toEqual({
      email: 'Choose the column for Email',
      fullName: 'Choose the column for Full name',
    });
    expect(chooseColumnMessage('Full name')).toBe('Choose the column for Full name');
  });
});

describe('mappingProblems', () => {
  it('has none for a complete mapping', () => {
    expect(mappingProblems(mappingFormOf({ email: 0, fullName: 1, school: 2 }, 3))).toEqual({});
  });

  it('refuses one column for two fields, on the later field, as the server says it', () => {
    const form = withColumn(mappingFormOf({ email: 0, fullName: 1 }, 3), 'school', 1);
    expect(mappingProblems(form)).toEqual({ school: 'Full name and School cannot use the same column' });
    expect(duplicatedFields(form)).toEqual(['school']);
  });

  it('lets any number of fields be left out of the file', () => {
    expect(duplicatedFields(mappingFormOf({ email: 0, fullName: 1 }, 2))).toEqual([]);
  });
});

describe('columnLetter', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});

describe('columnOptions', () => {
  it('offers "not in the file" then each heading by its index', () => {
    expect(columnOptions(['Email', ' Name '])).toEqual([
      { value: '', label: NOT_IN_FILE },
      { value: '0', label: 'Email' },
      { value: '1', label: 'Name' },
    ]);
    expect(NOT_IN_FILE).toBe('— not in the file —');
  });

  it('tells blank and repeated headings apart by their column', () => {
    expect(columnOptions(['Name', '', 'name']).map((option) => option.label)).toEqual([
      NOT_IN_FILE,
      'Name (column A)',
      'Column B',
      'name (column C)',
    ]);
  });
});

describe('select values', () => {
  it('round-trips a column and "not in the file"', () => {
    expect(selectValueOf(null)).toBe('');
    expect(selectValueOf(4)).toBe('4');
    expect(columnOfSelectValue('')).toBeNull();
    expect(columnOfSelectValue('4')).toBe(4);
    expect(columnOfSelectValue('x')).toBeNull();
  });
});
