import { describe, expect, it } from 'vitest';
import type { Registration } from '../../../../lib/registration-schema';
import { delegateProfileFields, delegateProfileHref, lookUpDelegate, profileTitle } from './delegate-profile';

const user: Registration['user'] = {
  id: 'u-1',
  username: 'amira.khan',
  fullname: 'Amira Khan',
  name: 'Amira Khan',
  birthday: '2010-04-02',
  gender: 'female',
  email: 'amira@gmail.com',
  phone_e164: '+971506505005',
  phone_number: '50 650 5005',
  country_code: '+971',
  role: 'student',
  grade: 'year-9',
  years_of_experience: null,
  year_of_work_experience: null,
  avatar: null,
  school: { name: 'Gems Wellington', locality: { name: 'Al Barsha' } },
};

const registration = { id: 'r-1', user } as Registration;

describe('delegateProfileFields', () => {
  it('shows a student’s details, with the grade, gender capitalised and the mobile with its country code', () => {
    expect(delegateProfileFields(user)).toEqual([
      { label: 'Username', value: 'amira.khan' },
      { label: 'Name', value: 'Amira Khan' },
      { label: 'Date of Birth', value: '02/04/2010' },
      { label: 'Gender', value: 'Female' },
      { label: 'School Location', value: 'Al Barsha' },
      { label: 'School Name', value: 'Gems Wellington' },
      { label: 'Grade/Year/Programme', value: 'Year 9' },
      { label: 'Email', value: 'amira@gmail.com' },
      { label: 'Mobile', value: '+971 50 650 5005' },
    ]);
  });

  it('shows a teacher’s years of work experience, and nothing for what is not given', () => {
    const fields = delegateProfileFields({
      ...user,
      role: 'teacher',
      grade: null,
      years_of_experience: '12',
      birthday: null,
      gender: null,
      school: null,
    });
    expect(fields.find((field) => field.label === 'Years of Work Experience')?.value).toBe('12');
    expect(fields.find((field) => field.label === 'Grade/Year/Programme')).toBeUndefined();
    expect(fields.filter((field) => field.value === '').map((field) => field.label)).toEqual([
      'Date of Birth',
      'Gender',
      'School Location',
      'School Name',
    ]);
  });

  it('titles the page by role', () => {
    expect(profileTitle('teacher')).toBe('Teacher Profile');
    expect(profileTitle('student')).toBe('Student Profile');
  });
});

describe('lookUpDelegate', () => {
  it('finds the delegate in the loaded list', () => {
    expect(lookUpDelegate({ registrationId: 'r-1', registrations: [registration], canLoad: true, loadFailed: false })).toEqual({
      kind: 'found',
      registration,
    });
  });

  it('waits while the list loads', () => {
    expect(lookUpDelegate({ registrationId: 'r-1', registrations: undefined, canLoad: true, loadFailed: false })).toEqual({
      kind: 'loading',
    });
  });

  it('says which of the spec’s errors it is', () => {
    expect(lookUpDelegate({ registrationId: '', registrations: [registration], canLoad: true, loadFailed: false })).toEqual({
      kind: 'missing',
      message: 'Delegate ID not found',
    });
    expect(lookUpDelegate({ registrationId: 'r-1', registrations: undefined, canLoad: false, loadFailed: false })).toEqual({
      kind: 'missing',
      message: 'Delegate ID not found',
    });
    expect(lookUpDelegate({ registrationId: 'r-2', registrations: [registration], canLoad: true, loadFailed: false })).toEqual({
      kind: 'missing',
      message: 'Delegate not found',
    });
    expect(lookUpDelegate({ registrationId: 'r-1', registrations: undefined, canLoad: true, loadFailed: true })).toEqual({
      kind: 'missing',
      message: 'Failed to load delegate profile',
    });
  });

  it('still shows a delegate of the list held when reloading it failed', () => {
    expect(lookUpDelegate({ registrationId: 'r-1', registrations: [registration], canLoad: true, loadFailed: true }).kind).toBe('found');
  });
});

describe('delegateProfileHref', () => {
  it('carries the event along', () => {
    expect(delegateProfileHref('r 1', 'e-1')).toBe('/view-delegate-profile/r%201?eventId=e-1');
  });
});
