import { pathOf } from '@contract/endpoint';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../api/get-user-profile';
import { displayValueOf, editableFieldsOf, mergeFieldEdit, profileToForm, validateFieldEdit } from './profile-edit';
import { profileRequest } from './profile-form';

const today = '2026-03-01';

const profile: UserProfile = {
  id: 'u-1',
  email: 'layla@gmail.com',
  role: 'student',
  global_role: 'user',
  status: 'active',
  hasProfile: true,
  organiserId: null,
  avatar: null,
  fullname: 'Layla Haddad',
  username: 'layl4821',
  birthday: '2011-05-04T00:00:00.000Z',
  gender: 'female',
  phone: '+971506505005',
  phone_e164: '+971506505005',
  phone_number: '50 650 5005',
  country_code: '+971',
  school_id: 's-7',
  school: {
    id: 's-7',
    name: 'Dubai College',
    code: 'DU_DCO_BAR',
    locality_id: '1',
    area_id: '4',
    status: 'active',
    locality: { id: '1', code: 'DU', name: 'Dubai' },
  },
  grade: 'grade-8',
  years_of_experience: null,
  year_of_work_experience: null,
  yearsOfExperience: null,
  teacher_role: null,
  custom_locality_name: null,
  custom_school_name: null,
};

describe('profile page field edits (spec §2.5)', () => {
  it('reads the saved profile as form values', () => {
    expect(profileToForm(profile)).toMatchObject({
      birthday: '2011-05-04',
      localityId: '1',
      schoolId: 's-7',
      countryCode: '+971',
      phone: '50 650 5005',
      grade: 'grade-8',
    });
  });

  it('reads a custom locality back as Other with its names', () => {
    const custom = { ...profile, school: null, school_id: null, custom_locality_name: 'Fujairah', custom_school_name: 'Hill School' };
    expect(profileToForm(custom)).toMatchObject({ localityId: 'OTHER', customLocalityName: 'Fujairah', customSchoolName: 'Hill School' });
    expect(displayValueOf('school', custom)).toBe('Hill School, Fujairah');
  });

  it('takes the national number from the E.164 phone when that is all there is', () => {
    expect(profileToForm({ ...profile, phone_number: null, country_code: '+44', phone_e164: '+447700900123' }).phone).toBe('7700900123');
  });

  it('sends the whole saved profile with only the edited field changed', () => {
    const saved = profileToForm(profile);
    const draft = { ...saved, fullname: 'Layla H. Haddad', gender: 'other' };
    const merged = mergeFieldEdit(saved, draft, 'fullname');
    expect(merged).toEqual({ ...saved, fullname: 'Layla H. Haddad' });
    const { endpoint, params, body } = profileRequest('student', merged, 'u-1', 'update');
    expect(pathOf(endpoint, params)).toBe('/api/v1/users/student-profile-update/u-1');
    expect(body).toMatchObject({ fullname: 'Layla H. Haddad', gender: 'female', school_id: 's-7', username: 'layl4821' });
  });

  it('changes all the school values together', () => {
    const saved = profileToForm(profile);
    const draft = { ...saved, localityId: 'OTHER', schoolId: '', customLocalityName: 'Fujairah', customSchoolName: 'Hill School' };
    const merged = mergeFieldEdit(saved, draft, 'school');
    expect(profileRequest('student', merged, 'u-1', 'update').body).toMatchObject({
      custom_locality_name: 'Fujairah',
      custom_school_name: 'Hill School',
    });
  });

  it('with Other locality requires the custom names', () => {
    const saved = profileToForm(profile);
    const merged = mergeFieldEdit(saved, { ...saved, localityId: 'OTHER', schoolId: '' }, 'school');
    const result = validateFieldEdit('student', merged, 'school', today);
    expect(result.fieldErrors).toEqual({
      customLocalityName: 'Please enter a custom locality name',
      customSchoolName: 'Please enter a custom school name',
    });
  });

  it('only checks the edited field', () => {
    const saved = { ...profileToForm(profile), phone: 'not a phone' };
    expect(validateFieldEdit('student', saved, 'gender', today).message).toBeNull();
    expect(validateFieldEdit('student', saved, 'phone', today).message).toBe('Only numbers and spaces are allowed in phone number');
  });

  it('shows readable values', () => {
    expect(displayValueOf('birthday', profile)).toBe('4 May 2011');
    expect(displayValueOf('grade', profile)).toBe('Grade 8');
    expect(displayValueOf('gender', profile)).toBe('Female');
    expect(displayValueOf('phone', profile)).toBe('+971 50 650 5005');
    expect(displayValueOf('school', profile)).toBe('Dubai College, Dubai');
  });

  it('offers grade to students and experience and role to teachers', () => {
    expect(editableFieldsOf('student')).toContain('grade');
    expect(editableFieldsOf('teacher')).toEqual(expect.arrayContaining(['yearsOfExperience', 'teacherRole']));
    expect(editableFieldsOf('teacher')).not.toContain('grade');
  });
});
