import { describe, expect, it } from 'vitest';
import type { Registration } from '../../../lib/registration-schema';
import type { RegistrantProfile } from '../api/get-user-profile';
import {
  birthdayLabel,
  delegatePageHref,
  eventDateRange,
  feesLabel,
  gradeLabel,
  instagramHref,
  mobileLabel,
  personalRows,
  registrationSections,
  registrationSuccessHref,
  websiteHref,
} from './display';

const profile: RegistrantProfile = {
  id: 'u1',
  role: 'student',
  global_role: 'user',
  status: 'active',
  hasProfile: true,
  organiserId: null,
  avatar: null,
  username: 'maya.k',
  fullname: 'Maya Khan',
  birthday: '2009-03-14',
  gender: 'female',
  email: 'maya@gmail.com',
  phone: '+971501234567',
  phone_number: '50 123 4567',
  country_code: '+971',
  phone_e164: '+971501234567',
  school_id: 's1',
  grade: 'grade-10',
  years_of_experience: '12',
  year_of_work_experience: '12',
  yearsOfExperience: '12',
  teacher_role: null,
  school: {
    id: 's1',
    name: 'Dubai College',
    code: 'DU_DCO',
    locality_id: 'l1',
    area_id: null,
    status: 'active',
    locality: { id: 'l1', code: 'DU', name: 'Al Sufouh' },
  },
  custom_locality_name: null,
  custom_school_name: null,
};

const registration: Registration = {
  id: 'r1',
  registration_no: 'DYM-0001',
  event_id: 'e1',
  user_id: 'u1',
  status: 'registered',
  mun_experience: 2,
  pref_committee_1_id: '1',
  pref_committee_2_id: null,
  pref_committee_3_id: null,
  pref_committee_1: { id: '1', abbr: 'UNSC', committee: 'Security Council' },
  pref_committee_2: null,
  pref_committee_3: null,
  food_pref: 'Vegetarian',
  food_allergies: 'Peanut',
  emergency_name: 'Alice Lee',
  emergency_phone: '+971 50 650 5005',
  created_at: '2026-01-10T09:00:00.000Z',
  assigned_committees: null,
  assigned_committee: null,
  assigned_country: null,
  country: null,
  flag: false,
  locked: true,
  user: {
    id: 'u1',
    username: 'maya.k',
    fullname: 'Maya Khan',
    birthday: '2009-03-14',
    gender: 'female',
    email: 'maya@gmail.com',
    phone_number: '50 123 4567',
    country_code: '+971',
    phone_e164: '+971501234567',
    name: 'Maya Khan',
    role: 'student',
    avatar: null,
    grade: 'grade-10',
    years_of_experience: '12',
    year_of_work_experience: '12',
    school: { name: 'Dubai College', locality: { name: 'Al Sufouh' } },
  },
};

const labels = (rows: { label: string }[]) => rows.map((row) => row.label);
const valueOf = (rows: { label: string; value: string }[], label: string) => rows.find((row) => row.label === label)?.value;

describe('personal info', () => {
  it('shows a student’s grade and a teacher’s years of work experience', () => {
    const student = personalRows('student', profile);
    expect(labels([...student.before, ...student.after])).toEqual([
      'Name',
      'Date of Birth',
      'Place of School',
      'School Name',
      'Grade or Year',
      'Email',
      'Mobile',
    ]);
    expect(valueOf(student.after, 'Grade or Year')).toBe('Grade 10');
    expect(valueOf(student.after, 'Place of School')).toBe('Al Sufouh');
    expect(valueOf(student.after, 'Mobile')).toBe('+971 50 123 4567');
    expect(valueOf(student.before, 'Date of Birth')).toBe('14 March 2009');
    const teacher = personalRows('teacher', profile);
    expect(valueOf(teacher.after, 'Years of Work Experience')).toBe('12');
    expect(labels(teacher.after)).not.toContain('Grade or Year');
  });

  it('reads an unlisted school and locality from the names the person typed', () => {
    const rows = personalRows('student', {
      ...profile,
      school: null,
      custom_school_name: 'Home School',
      custom_locality_name: 'Hatta',
    }).after;
    expect(valueOf(rows, 'School Name')).toBe('Home School');
    expect(valueOf(rows, 'Place of School')).toBe('Hatta');
  });
});

describe('registration info', () => {
  const flat = (sections: ReturnType<typeof registrationSections>) => sections.flatMap((section) => section.rows);

  it('lists the teacher’s fields of spec §2', () => {
    const sections = registrationSections('teacher', registration);
    expect(sections.map((section) => section.title)).toEqual(['Personal Info', 'MUN Info', 'Food Info']);
    expect(labels(flat(sections))).toEqual([
      'Registration Number',
      'Username',
      'Name',
      'Date of Birth',
      'Gender',
      'School Name',
      'School Locality',
      'Years of Working Experience',
      'Email',
      'Mobile',
      'MUN Experience in Years',
      'Food Preference',
      'Food Allergies',
    ]);
  });

  it('adds the student’s grade, committees and emergency contact, and highlights the food preference', () => {
    const rows = flat(registrationSections('student', registration));
    expect(valueOf(rows, 'Grade or Year')).toBe('Grade 10');
    expect(valueOf(rows, 'Preferred Committee - Choice 1')).toBe('UNSC Security Council');
    expect(valueOf(rows, 'Preferred Committee - Choice 2')).toBe('');
    expect(valueOf(rows, 'Gender')).toBe('Female');
    expect(valueOf(rows, 'MUN Experience in Years')).toBe('2');
    expect(valueOf(rows, 'Emergency Contact Name')).toBe('Alice Lee');
    expect(valueOf(rows, 'Emergency Mobile Number')).toBe('+971 50 650 5005');
    expect(rows.filter((row) => row.highlight)).toEqual([{ label: 'Food Preference', value: 'Vegetarian', highlight: true }]);
  });
});

describe('formatting', () => {
  it('formats grades, birthdays and mobiles', () => {
    expect(gradeLabel('IB-DP-1')).toBe('IB DP 1');
    expect(gradeLabel(null)).toBe('');
    expect(birthdayLabel('2009-03-14T00:00:00.000Z')).toBe('14 March 2009');
    expect(birthdayLabel(null)).toBe('');
    expect(mobileLabel({ country_code: null, phone_number: null, phone_e164: '+971501234567' })).toBe('+971501234567');
  });

  it('shows the event’s dates as an en-GB range and fees in AED', () => {
    expect(eventDateRange('2026-03-14', '2026-03-16')).toBe('14/03/2026 - 16/03/2026');
    expect(eventDateRange('2026-03-14', '2026-03-14')).toBe('14/03/2026');
    expect(eventDateRange(null, null)).toBe('');
    expect(feesLabel(350)).toBe('AED 350');
    expect(feesLabel(null)).toBe('');
  });

  it('links the website and the Instagram handle', () => {
    expect(websiteHref('mun.example.com')).toBe('https://mun.example.com');
    expect(websiteHref('http://mun.example.com')).toBe('http://mun.example.com');
    expect(instagramHref('@dubai.mun')).toBe('https://www.instagram.com/dubai.mun/');
    expect(instagramHref('not a handle')).toBeNull();
  });
});

describe('where the pages lead', () => {
  it('opens the teacher’s delegate page for a teacher and the student’s for anyone else', () => {
    expect(delegatePageHref('teacher', 'e1')).toBe('/teacher-delegate-page/e1');
    expect(delegatePageHref('student', 'e1')).toBe('/student-delegate-page/e1');
    expect(delegatePageHref(null, 'e1')).toBe('/student-delegate-page/e1');
    expect(registrationSuccessHref('teacher', 'e1')).toBe('/teacher-registration-success/e1');
    expect(registrationSuccessHref('student', 'e1')).toBe('/student-registration-success/e1');
  });
});
