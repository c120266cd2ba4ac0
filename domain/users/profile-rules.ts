import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, passwordMessages } from './password-rules';

/**
 * The student and teacher profile rules of spec §3, §5 and §9, shared by the server (which
 * enforces them) and the web app (which shows the same messages before sending).
 */
export const profileMessages = {
  personal: 'Please fill in all personal information fields',
  school: 'Please fill in all school information fields',
  contact: 'Please fill in all contact information fields',
  phoneCharacters: 'Only numbers and spaces are allowed in phone number',
  phoneInvalid: 'Please enter a valid phone number for the selected country code',
  customLocality: 'Please enter a custom locality name',
  customSchool: 'Please enter a custom school name',
  birthday: 'Please enter a valid date of birth',
  username: 'The username must be generated from your name',
  yearsDigits: 'Years of work experience must be digits only',
  createStudentFailed: 'Failed to create student profile. Please try again.',
  createTeacherFailed: 'Failed to create teacher profile. Please try again.',
  tokenMissing: 'Authentication token not found. Please login again.',
  userIdMissing: 'User ID not found. Please login again.',
} as const;

// In a file of their own so that pages needing only these do not load the phone metadata.
export { PASSWORD_MIN_LENGTH, passwordMessages };
export const RESEND_COOLDOWN_SECONDS = 60;

export const genders = ['male', 'female', 'other'] as const;
export type Gender = (typeof genders)[number];

const range = (prefix: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => `${prefix}${from + index}`);

/** §9 grade options, grouped by grade type (§3: grade, year, programme, other). */
export const gradeGroups = {
  grade: range('grade-', 5, 12),
  year: range('year-', 6, 13),
  programme: ['PYP-5', ...range('MYP-', 1, 5), 'IB-DP-1', 'IB-DP-2'],
  other: range('other-', 1, 8),
} as const;
export const grades: readonly string[] = Object.values(gradeGroups).flat();

export const teacherRoles = [
  'Primary Teacher',
  'Secondary Teacher',
  'Subject Teacher',
  'Head of Department',
  'Vice Principal',
  'Principal',
  'Counselor',
  'Librarian',
  'Other',
] as const;

export const DEFAULT_COUNTRY_CODE = '+971';
export const PHONE_PLACEHOLDER = '50 650 5005';
export const countryCodes = [
  '+971',
  '+1',
  '+44',
  '+33',
  '+49',
  '+81',
  '+86',
  '+91',
  '+966',
  '+965',
  '+973',
  '+974',
  '+968',
  '+20',
  '+90',
  '+7',
  '+55',
  '+61',
  '+64',
  '+27',
] as const;

/** Pseudo ids the school step uses: a locality that is not listed, a school that is not listed. */
export const OTHER_LOCALITY = 'OTHER';
export const UNLISTED_SCHOOL = 'UNLISTED';

// ---------------------------------------------------------------- username (§3)

const letterWords = (name: string): string[] =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^a-z]/g, ''))
    .filter(Boolean);

/**
 * §3: the first word of the name, lowercased, without punctuation and accents; with 4 or more
 * letters its first 4, otherwise the rest of the name appended and random letters to pad to 4;
 * then a random number from 1000 to 9999. `random` returns values in [0, 1) (Math.random).
 */
export const generateUsername = (name: string, random: () => number): string => {
  const words = letterWords(name);
  let stem = (words[0] ?? '').slice(0, 4);
  if (stem.length < 4) stem = words.join('').slice(0, 4);
  while (stem.length < 4) stem += String.fromCharCode(97 + Math.floor(random() * 26));
  return `${stem}${1000 + Math.floor(random() * 9000)}`;
};

/** Whether a username could have come from generateUsername for this name (the server's check). */
export const isUsernameFor = (name: string, username: string): boolean => {
  const match = /^([a-z]{4})([1-9]\d{3})$/.exec(username);
  if (!match) return false;
  const stem = match[1]!;
  const words = letterWords(name);
  const first = words[0] ?? '';
  if (first.length >= 4) return stem === first.slice(0, 4);
  const known = words.join('').slice(0, 4);
  return stem.startsWith(known);
};

// ---------------------------------------------------------------- phone (§3, §5)

const PHONE_CHARACTERS = /^[\d ]+$/;

/** §3: country code plus digits. A national trunk 0 (050 ...) is dropped, as E.164 requires. */
export const toE164 = (countryCode: string, phone: string): string => `${countryCode}${phone.replace(/\D/g, '').replace(/^0+/, '')}`;

/**
 * A number that can exist under its country code (its length and leading digits), judged by
 * libphonenumber-js with its smallest metadata, which keeps the browser bundle small: '12'
 * under +971 is refused, '50 650 5005' accepted.
 */
export const isValidPhoneFor = (countryCode: string, phone: string): boolean =>
  parsePhoneNumberFromString(toE164(countryCode, phone))?.isValid() ?? false;

// ---------------------------------------------------------------- payload schemas (§7)

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** A birthday in the future is refused where a clock exists (the command and the form), not here. */
const birthday = required(profileMessages.personal).refine(
  (value) => isoDate.test(value) && !Number.isNaN(Date.parse(value)) && value >= '1900-01-01',
  profileMessages.birthday,
);

const personalFields = {
  fullname: required(profileMessages.personal),
  username: required(profileMessages.personal),
  birthday,
  gender: z.enum(genders, { error: profileMessages.personal }),
};

const contactFields = {
  country_code: z.enum(countryCodes, { error: profileMessages.contact }).default(DEFAULT_COUNTRY_CODE),
  phone: required(profileMessages.contact).refine((value) => PHONE_CHARACTERS.test(value), profileMessages.phoneCharacters),
  /** Recomputed by the server from country_code and phone; accepted so clients may send it. */
  phone_e164: z.string().optional(),
};

const studentFields = { grade: z.enum(grades as [string, ...string[]], { error: profileMessages.school }) };
const teacherFields = {
  yearsOfExperience: z
    .union([z.string(), z.number()], { error: profileMessages.school })
    .transform((value) => String(value).trim())
    .refine((value) => value.length > 0, profileMessages.school)
    .refine((value) => /^\d{1,2}$/.test(value), profileMessages.yearsDigits),
  teacher_role: z.enum(teacherRoles).optional(),
};

const listedSchool = { school_id: required(profileMessages.school) };
const customLocality = {
  custom_locality_name: required(profileMessages.customLocality),
  custom_school_name: required(profileMessages.customSchool),
};
const customSchool = { locality: required(profileMessages.school), custom_school_name: required(profileMessages.customSchool) };

/** How the school was chosen: a listed school, Other locality, or an UNLISTED school. */
export type SchoolChoice = 'listed' | 'custom-locality' | 'custom-school';

const withUsernameRule = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape).superRefine((value, context) => {
    const { fullname, username } = value as { fullname: string; username: string };
    if (!isUsernameFor(fullname, username)) context.addIssue({ code: 'custom', path: ['username'], message: profileMessages.username });
    const { country_code: countryCode, phone } = value as { country_code: string; phone: string };
    if (PHONE_CHARACTERS.test(phone) && !isValidPhoneFor(countryCode, phone)) {
      context.addIssue({ code: 'custom', path: ['phone'], message: profileMessages.phoneInvalid });
    }
  });

const schoolShapes = { listed: listedSchool, 'custom-locality': customLocality, 'custom-school': customSchool } as const;

/** The body of each profile PATCH of §7, by role and school choice (personal, school, contact order). */
export const profileBodySchema = (role: 'student' | 'teacher', choice: SchoolChoice) =>
  withUsernameRule({
    ...personalFields,
    ...schoolShapes[choice],
    ...(role === 'student' ? studentFields : teacherFields),
    ...contactFields,
  });

export type ProfileBody = {
  fullname: string;
  username: string;
  birthday: string;
  gender: Gender;
  country_code: (typeof countryCodes)[number];
  phone: string;
  school_id?: string;
  locality?: string;
  custom_locality_name?: string;
  custom_school_name?: string;
  grade?: string;
  yearsOfExperience?: string;
  teacher_role?: (typeof teacherRoles)[number];
};

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: passwordMessages.currentRequired }).min(1, passwordMessages.currentRequired).max(200),
    newPassword: z.string({ error: passwordMessages.tooShort }).min(PASSWORD_MIN_LENGTH, passwordMessages.tooShort).max(200),
    confirmPassword: z.string({ error: passwordMessages.mismatch }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { path: ['confirmPassword'], message: passwordMessages.mismatch });
