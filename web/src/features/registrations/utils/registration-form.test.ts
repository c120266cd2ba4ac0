import { describe, expect, it } from 'vitest';
import {
  committeeOptionLabel,
  emergencyPhoneOf,
  emptyRegistrationForm,
  firstStepWithError,
  formErrorsFromServer,
  stepAfter,
  studentRegistrationPayload,
  submitLabel,
  teacherRegistrationPayload,
  typedPhone,
  type RegistrationFormValues,
} from './registration-form';

const filled: RegistrationFormValues = {
  ...emptyRegistrationForm(),
  gender: 'other',
  munExperience: ' 3 ',
  committees: ['7', '', '2'],
  foodPreference: 'Vegetarian',
  foodAllergies: ' Peanut ',
  emergencyName: 'Alice Lee ',
  emergencyCountryCode: '+44',
  emergencyNumber: ' 50  650 5005 ',
};

describe('registration steps', () => {
  it('walks students through personal, MUN, food and emergency, and teachers through personal and food', () => {
    expect(stepAfter('student', 'personal')).toBe('mun');
    expect(stepAfter('student', 'mun')).toBe('food');
    expect(stepAfter('student', 'food')).toBe('emergency');
    expect(stepAfter('student', 'emergency')).toBeNull();
    expect(stepAfter('teacher', 'personal')).toBe('food');
    expect(stepAfter('teacher', 'food')).toBeNull();
  });

  it('reads Continue until the student’s last step, which reads Register, and Registering... while it is sent', () => {
    expect(submitLabel('student', 'personal', false)).toBe('Continue');
    expect(submitLabel('student', 'food', false)).toBe('Continue');
    expect(submitLabel('student', 'emergency', false)).toBe('Register');
    expect(submitLabel('student', 'emergency', true)).toBe('Registering...');
    expect(submitLabel('teacher', 'food', false)).toBe('Continue');
  });
});

describe('registration payloads', () => {
  it('sends the student fields under the spec’s names, without the gender', () => {
    expect(studentRegistrationPayload('event-1', filled)).toEqual({
      eventId: 'event-1',
      mun_experience: '3',
      pref_committee_1_id: '7',
      pref_committee_2_id: null,
      pref_committee_3_id: '2',
      food_pref: 'Vegetarian',
      food_allergies: 'Peanut',
      emergency_name: 'Alice Lee',
      emergency_phone: '+44 50 650 5005',
    });
  });

  it('sends an untouched student form as it is: nothing is required', () => {
    expect(studentRegistrationPayload('event-1', emptyRegistrationForm())).toEqual({
      eventId: 'event-1',
      mun_experience: '',
      pref_committee_1_id: null,
      pref_committee_2_id: null,
      pref_committee_3_id: null,
      food_pref: null,
      food_allergies: '',
      emergency_name: '',
      emergency_phone: '',
    });
  });

  it('sends the teacher’s food preference and allergies', () => {
    expect(teacherRegistrationPayload('event-1', filled)).toEqual({
      eventId: 'event-1',
      foodPreference: 'Vegetarian',
      foodAllergies: 'Peanut',
    });
  });

  it('writes the emergency phone as code, space and number, and nothing without a number', () => {
    expect(emergencyPhoneOf('+971', '50 650 5005')).toBe('+971 50 650 5005');
    expect(emergencyPhoneOf('+971', '   ')).toBe('');
  });
});

describe('emergency phone typing', () => {
  it('keeps digits and spaces and reports anything else, which it drops', () => {
    expect(typedPhone('50 650')).toEqual({ value: '50 650', rejected: false });
    expect(typedPhone('50-650a')).toEqual({ value: '50650', rejected: true });
    expect(typedPhone('+971')).toEqual({ value: '971', rejected: true });
  });
});

describe('server field errors', () => {
  it('places both calls’ field names on the form and finds the first step holding one', () => {
    const errors = formErrorsFromServer({
      emergency_phone: 'Only numbers and spaces are allowed in phone number',
      pref_committee_2_id: 'Please choose a different committee for each choice',
      eventId: 'Event ID is missing',
    });
    expect(errors).toEqual({
      emergencyPhone: 'Only numbers and spaces are allowed in phone number',
      committee2: 'Please choose a different committee for each choice',
    });
    expect(firstStepWithError('student', errors)).toBe('mun');
    expect(formErrorsFromServer({ foodPreference: 'Food preference must be Vegetarian or Non-Vegetarian' })).toEqual({
      foodPreference: 'Food preference must be Vegetarian or Non-Vegetarian',
    });
    expect(firstStepWithError('teacher', {})).toBeNull();
  });
});

it('lists a committee as its abbreviation and name', () => {
  expect(committeeOptionLabel({ abbr: 'UNSC', committee: 'Security Council' })).toBe('UNSC Security Council');
});
