import { pathOf } from '@contract/endpoint';
import { describe, expect, it } from 'vitest';
import { OTHER_LOCALITY, UNLISTED_SCHOOL } from '@domain/users/profile-rules';
import {
  buildProfileBody,
  emptyProfileForm,
  formErrorsFromServer,
  liveErrorOf,
  profileRequest,
  schoolChoiceOf,
  stepOfField,
  validateStep,
  type ProfileFormValues,
} from './profile-form';

const today = '2026-03-01';

const student: ProfileFormValues = {
  ...emptyProfileForm,
  fullname: 'Layla Haddad',
  username: 'layl4821',
  birthday: '2011-05-04',
  gender: 'female',
  localityId: '1',
  schoolId: 's-7',
  grade: 'grade-8',
  phone: '50 650 5005',
};

const teacher: ProfileFormValues = { ...student, grade: '', yearsOfExperience: '12', teacherRole: 'Head of Department' };

describe('personal step (spec §5)', () => {
  it('passes with name, generated username, date of birth and gender', () => {
    expect(validateStep('personal', 'student', student, today)).toEqual({ fieldErrors: {}, message: null });
  });

  it('asks for all personal fields when one is missing', () => {
    const result = validateStep('personal', 'student', { ...student, gender: '' }, today);
    expect(result.message).toBe('Please fill in all personal information fields');
    expect(result.fieldErrors.gender).toBe('Please fill in all personal information fields');
  });

  it('refuses a date that is not a real day, or one in the future', () => {
    expect(validateStep('personal', 'student', { ...student, birthday: '2011-13-40' }, today).message).toBe(
      'Please enter a valid date of birth',
    );
    expect(validateStep('personal', 'student', { ...student, birthday: '2026-03-02' }, today).fieldErrors.birthday).toBe(
      'Please enter a valid date of birth',
    );
  });

  it('refuses a username that was not generated from the name', () => {
    expect(validateStep('personal', 'student', { ...student, username: 'omar1234' }, today).fieldErrors.username).toBe(
      'The username must be generated from your name',
    );
  });
});

describe('school step (spec §5)', () => {
  it('needs a locality, a school and the grade', () => {
    expect(validateStep('school', 'student', student, today).message).toBeNull();
    expect(validateStep('school', 'student', { ...student, schoolId: '' }, today).message).toBe(
      'Please fill in all school information fields',
    );
    expect(validateStep('school', 'student', { ...student, grade: '' }, today).fieldErrors.grade).toBeDefined();
  });

  it('names the locality when none is chosen', () => {
    const result = validateStep('school', 'student', { ...student, localityId: '', schoolId: '' }, today);
    expect(result.fieldErrors.localityId).toBe('Please fill in all school information fields');
  });

  it('with Other needs the custom locality and school names', () => {
    const other = { ...student, localityId: OTHER_LOCALITY, schoolId: '' };
    const result = validateStep('school', 'student', other, today);
    expect(result.message).toBe('Please fill in all school information fields');
    expect(result.fieldErrors).toMatchObject({
      customLocalityName: 'Please enter a custom locality name',
      customSchoolName: 'Please enter a custom school name',
    });
    expect(
      validateStep('school', 'student', { ...other, customLocalityName: 'Fujairah', customSchoolName: 'Hill School' }, today).message,
    ).toBeNull();
  });

  it('with an unlisted school needs its name', () => {
    const unlisted = { ...student, schoolId: UNLISTED_SCHOOL };
    expect(validateStep('school', 'student', unlisted, today).fieldErrors.customSchoolName).toBe('Please enter a custom school name');
    expect(validateStep('school', 'student', { ...unlisted, customSchoolName: 'Hill School' }, today).message).toBeNull();
  });

  it('asks teachers for years of work experience in digits instead of a grade', () => {
    expect(validateStep('school', 'teacher', teacher, today).message).toBeNull();
    expect(validateStep('school', 'teacher', { ...teacher, yearsOfExperience: '' }, today).message).toBe(
      'Please fill in all school information fields',
    );
    expect(validateStep('school', 'teacher', { ...teacher, yearsOfExperience: '1O' }, today).message).toBe(
      'Years of work experience must be digits only',
    );
  });
});

describe('contact step (spec §5)', () => {
  it('needs the phone number', () => {
    expect(validateStep('contact', 'student', student, today).message).toBeNull();
    expect(validateStep('contact', 'student', { ...student, phone: ' ' }, today).message).toBe(
      'Please fill in all contact information fields',
    );
  });

  it('accepts digits and spaces only', () => {
    const result = validateStep('contact', 'student', { ...student, phone: '050-650-5005' }, today);
    expect(result.message).toBe('Only numbers and spaces are allowed in phone number');
    expect(result.fieldErrors.phone).toBe('Only numbers and spaces are allowed in phone number');
  });
});

describe('payload by school choice (api contract)', () => {
  it('sends a listed school by id, fields in spec order', () => {
    const { endpoint, params, body } = profileRequest('student', student, 'u-1', 'create');
    expect(pathOf(endpoint, params)).toBe('/api/v1/users/student-profile/u-1');
    expect(Object.keys(body)).toEqual([
      'fullname',
      'username',
      'birthday',
      'gender',
      'school_id',
      'grade',
      'country_code',
      'phone',
      'phone_e164',
    ]);
    expect(body).toMatchObject({ school_id: 's-7', country_code: '+971', phone_e164: '+971506505005' });
  });

  it('sends Other as the custom locality and school names', () => {
    const other = {
      ...student,
      localityId: OTHER_LOCALITY,
      schoolId: 's-7',
      customLocalityName: 'Fujairah',
      customSchoolName: 'Hill School',
    };
    expect(schoolChoiceOf(other)).toBe('custom-locality');
    const { endpoint, params, body } = profileRequest('teacher', { ...other, grade: '', yearsOfExperience: '3' }, 'u-1', 'create');
    expect(pathOf(endpoint, params)).toBe('/api/v1/users/teacher-profile-and-custom-locality/u-1');
    expect(body).toMatchObject({ custom_locality_name: 'Fujairah', custom_school_name: 'Hill School', yearsOfExperience: '3' });
    expect(body).not.toHaveProperty('school_id');
    expect(body).not.toHaveProperty('grade');
  });

  it('sends an unlisted school as its locality and name', () => {
    const unlisted = { ...student, schoolId: UNLISTED_SCHOOL, customSchoolName: 'Hill School' };
    const created = profileRequest('student', unlisted, 'u-1', 'create');
    expect(pathOf(created.endpoint, created.params)).toBe('/api/v1/users/student-profile-custom-school-name/u-1');
    expect(created.body).toMatchObject({ locality: '1', custom_school_name: 'Hill School' });
    expect(created.body).not.toHaveProperty('school_id');
    // The update infers the choice from school_id 'UNLISTED'.
    const updated = profileRequest('student', unlisted, 'u-1', 'update');
    expect(pathOf(updated.endpoint, updated.params)).toBe('/api/v1/users/student-profile-update/u-1');
    expect(updated.body).toMatchObject({ school_id: 'UNLISTED', locality: '1', custom_school_name: 'Hill School' });
  });

  it('leaves out an unchosen teacher role and keeps the chosen one', () => {
    expect(buildProfileBody('teacher', { ...teacher, teacherRole: '' })).not.toHaveProperty('teacher_role');
    expect(buildProfileBody('teacher', teacher).teacher_role).toBe('Head of Department');
  });
});

describe('server field errors', () => {
  it('are placed under the form fields and their steps', () => {
    const errors = formErrorsFromServer({
      username: 'This username is already taken. Please generate a new one.',
      custom_school_name: 'x',
      unknown: 'y',
    });
    expect(errors).toEqual({ username: 'This username is already taken. Please generate a new one.', customSchoolName: 'x' });
    expect(stepOfField('username')).toBe('personal');
    expect(stepOfField('customSchoolName')).toBe('school');
    expect(stepOfField('phone')).toBe('contact');
  });
});

describe('messages while typing', () => {
  it('flag broken rules but not empty fields', () => {
    expect(liveErrorOf('student', { ...student, phone: '50a' }, 'phone', today)).toBe(
      'Only numbers and spaces are allowed in phone number',
    );
    expect(liveErrorOf('student', { ...student, phone: '' }, 'phone', today)).toBeUndefined();
    expect(liveErrorOf('teacher', { ...teacher, yearsOfExperience: '3y' }, 'yearsOfExperience', today)).toBe(
      'Years of work experience must be digits only',
    );
    expect(liveErrorOf('teacher', { ...teacher, yearsOfExperience: '3' }, 'yearsOfExperience', today)).toBeUndefined();
  });
});
