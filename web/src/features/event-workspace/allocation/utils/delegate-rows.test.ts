import { describe, expect, it } from 'vitest';
import type { Registration } from '../../../../lib/registration-schema';
import {
  academicLevel,
  delegateLabel,
  delegateName,
  delegateNamed,
  delegateUniqueId,
  matchesDelegate,
  mobileOf,
  munExperienceLabel,
  preferredCommittees,
  telHref,
} from './delegate-rows';

const student: Registration = {
  id: 'r-1',
  registration_no: 'DMUN-0007',
  event_id: 'e-1',
  user_id: '3f9a7c21-55d4-4e0b-9d3e-0c1b2a3d4e5f',
  status: 'registered',
  mun_experience: 2,
  pref_committee_1_id: 'c-1',
  pref_committee_2_id: null,
  pref_committee_3_id: 'c-3',
  pref_committee_1: { id: 'c-1', abbr: 'UNSC', committee: 'Security Council' },
  pref_committee_2: null,
  pref_committee_3: { id: 'c-3', abbr: 'WHO', committee: 'World Health Organization' },
  food_pref: 'Vegetarian',
  food_allergies: 'Peanut',
  emergency_name: 'Alice Lee',
  emergency_phone: '+971 50 650 5005',
  created_at: '2026-01-10T09:00:00.000Z',
  user: {
    id: '3f9a7c21-55d4-4e0b-9d3e-0c1b2a3d4e5f',
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
    grade: 'grade-10',
    years_of_experience: null,
    year_of_work_experience: null,
    avatar: null,
    school: { name: 'Gems Wellington', locality: { name: 'Al Barsha' } },
  },
  assigned_committees: 'ec-1',
  assigned_committee: { id: 'ec-1', abbr: 'DISEC', committee: 'Disarmament and International Security', category: 'General Assembly' },
  assigned_country: 'k-7',
  country: { id: 'k-7', name: 'Brazil', tier: 'A', code: 'BR', flag: '🇧🇷' },
  flag: false,
  locked: true,
};

const teacher = (years: string | null): Registration['user'] => ({
  ...student.user,
  role: 'teacher',
  grade: null,
  years_of_experience: years,
  year_of_work_experience: years,
});

describe('delegateUniqueId', () => {
  it('shows 6 characters of the user id in Key Info and 8 elsewhere', () => {
    expect(delegateUniqueId(student, 'key-info')).toBe('3f9a7c');
    expect(delegateUniqueId(student, 'contact-info')).toBe('3f9a7c21');
    expect(delegateUniqueId(student, 'food-info')).toBe('3f9a7c21');
  });
});

describe('delegateName', () => {
  it('is the full name, else the username', () => {
    expect(delegateName(student.user)).toBe('Amira Khan');
    expect(delegateName({ fullname: ' ', name: null, username: 'amira.khan' })).toBe('amira.khan');
  });
});

describe('delegateLabel', () => {
  it('calls a delegate by name, else by registration number', () => {
    expect(delegateLabel(student)).toBe('Amira Khan');
    expect(delegateLabel({ ...student, user: { ...student.user, fullname: null, name: null, username: null } })).toBe('DMUN-0007');
  });
});

describe('delegateNamed', () => {
  it('names a delegate with the registration number beside, or the number alone', () => {
    expect(delegateNamed(student)).toBe('Amira Khan (DMUN-0007)');
    expect(delegateNamed({ ...student, user: { ...student.user, fullname: null, name: null, username: null } })).toBe('DMUN-0007');
  });
});

describe('academicLevel', () => {
  it('is the grade of a student', () => {
    expect(academicLevel(student.user)).toBe('Grade 10');
    expect(academicLevel({ ...student.user, grade: 'IB-DP-1' })).toBe('IB DP 1');
  });

  it('is Teacher with the years of work experience of a teacher', () => {
    expect(academicLevel(teacher('5'))).toBe('Teacher (5 years)');
    expect(academicLevel(teacher('1'))).toBe('Teacher (1 year)');
    expect(academicLevel(teacher(null))).toBe('Teacher');
  });
});

describe('row values', () => {
  it('lists the chosen committees in order of choice', () => {
    expect(preferredCommittees(student).map((choice) => choice.abbr)).toEqual(['UNSC', 'WHO']);
  });

  it('gives the mobile as country code plus number, else the E.164 form', () => {
    expect(mobileOf(student.user)).toBe('+971 50 650 5005');
    expect(mobileOf({ country_code: '+971', phone_number: null, phone_e164: '+971506505005' })).toBe('+971506505005');
    expect(mobileOf({ country_code: '+971', phone_number: null, phone_e164: null })).toBe('');
    expect(telHref('+971 50 650 5005')).toBe('tel:+971506505005');
  });

  it('counts MUN experience in years', () => {
    expect(munExperienceLabel(0)).toBe('0 years');
    expect(munExperienceLabel(1)).toBe('1 year');
  });
});

describe('matchesDelegate', () => {
  it('matches any case of a part of the name, username, email, registration number or unique id', () => {
    for (const query of ['amira', 'KHAN', 'a.kh', 'AMIRA@GMAIL', 'dmun-0007', '3F9A7C'])
      expect(matchesDelegate(student, 'key-info', query)).toBe(true);
    expect(matchesDelegate(student, 'key-info', 'zayed')).toBe(false);
  });

  it('matches the id as the table shows it', () => {
    expect(matchesDelegate(student, 'key-info', '3f9a7c21')).toBe(false);
    expect(matchesDelegate(student, 'contact-info', '3f9a7c21')).toBe(true);
  });

  it('looks in the fields of each table', () => {
    expect(matchesDelegate(student, 'key-info', 'wellington')).toBe(true);
    expect(matchesDelegate(student, 'key-info', 'security')).toBe(true);
    expect(matchesDelegate(student, 'key-info', 'disec')).toBe(true);
    expect(matchesDelegate(student, 'key-info', 'brazil')).toBe(true);
    expect(matchesDelegate(student, 'contact-info', 'brazil')).toBe(false);
    expect(matchesDelegate(student, 'contact-info', 'alice')).toBe(true);
    expect(matchesDelegate(student, 'contact-info', '650 5005')).toBe(true);
    expect(matchesDelegate(student, 'food-info', 'peanut')).toBe(true);
    expect(matchesDelegate(student, 'food-info', 'alice')).toBe(false);
  });

  it('keeps every row for an empty search', () => {
    expect(matchesDelegate(student, 'food-info', '  ')).toBe(true);
  });
});
