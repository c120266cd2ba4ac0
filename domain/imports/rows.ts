import { countryCodes, studentRegistrationSchema, type FoodPreference } from '../registrations/registration-rules';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../shared/safe-text';
import { invitedGrade, invitedPhone } from '../users/invited-profile';
import type { Gender } from '../users/profile-rules';
import { normaliseEmail } from '../users/reservation';
import type { ColumnMapping } from './columns';
import { fieldLabels, importFields, type ImportField } from './fields';
import { yearsOfConferences, type ExperienceUnit } from './headings';

/**
 * One spreadsheet row of a delegate import becomes a candidate (a person and their student
 * registration) or one error the organiser can fix in the sheet. The preview shows both before
 * anything is written, so every rule that would refuse the registration later is checked here.
 * An optional detail that fits no rule (a phone, a food choice, a grade) is left out rather
 * than costing the row its import, and the row says so in a warning: nothing goes silently.
 */
export interface ImportCandidate {
  /** 1-based row number in the sheet, header included: the first data row is 2. */
  row: number;
  /** Trimmed and lower-cased, as accounts store it. */
  email: string;
  fullName: string;
  role: 'student' | 'teacher';
  gender: Gender | null;
  school: string | null;
  /** A grade of the listed ones, as written; null when none was given or it fits none. */
  grade: string | null;
  /** A number the profile accepts, as written; null when none was given or it is not one. */
  phone: string | null;
  /** Committee preferences as written (1 to 3, in order, empty ones left out); matched to the catalogue later. */
  prefs: string[];
  /** Whole years, converted from conferences attended where the sheet counted those. */
  munExperience: number;
  foodPref: FoodPreference | null;
  foodAllergies: string;
  emergencyName: string;
  emergencyPhone: string;
  /** What was written but left out, one sentence each. */
  warnings: string[];
}
export interface RowError {
  row: number;
  reason: string;
  /** The email and name as written, so the organiser can find the row; null when empty, too long or unsafe to show. */
  email: string | null;
  fullName: string | null;
}
export type RowResult = { candidate: ImportCandidate } | { error: RowError } | { blank: true };

export const MAX_CELL_CHARS = 500;
/** Above this a number of years is surely a typo or the count of something else; it is capped. */
export const MAX_MUN_EXPERIENCE = 20;

export const rowMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is not a valid address',
  fullNameRequired: 'Full name is required',
  role: 'Role must be Student or Teacher',
  munExperience: (unit: ExperienceUnit) => `MUN experience must be a number of ${unit}`,
  cellTooLong: (label: string) => `A cell is longer than ${MAX_CELL_CHARS} characters (${label})`,
} as const;

/** Long cells are cut in a warning: it has to fit on the row's line. */
const quoted = (text: string) => `"${text.length > 60 ? `${text.slice(0, 59)}…` : text}"`;

export const rowWarnings = {
  phone: (text: string) => `Phone ${quoted(text)} is not a valid number with a listed country code: left out`,
  emergencyCountryCode: (text: string) => `Emergency contact number ${quoted(text)} has a country code that is not on the list: left out`,
  emergencyPhone: (text: string) => `Emergency contact number ${quoted(text)} may hold only digits and spaces: left out`,
  foodPref: (text: string) => `Food preference ${quoted(text)} is neither Vegetarian nor Non-Vegetarian: left out`,
  gender: (text: string) => `Gender ${quoted(text)} is not Male, Female or Other: left out`,
  grade: (text: string) => `Grade ${quoted(text)} is not one of the listed grades: left out`,
  committeeUnknown: (text: string) => `Committee preference ${quoted(text)} is not a committee of this event: left out`,
  committeeRepeated: (text: string) => `Committee preference ${quoted(text)} is given twice: counted once`,
  teacherPrefs: 'Teachers register without committee preferences: the ones given are left out',
} as const;

/** The WHATWG form rule (what browsers accept in type=email), plus a dot in the domain and RFC 5321 lengths. */
const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;
export const isValidEmail = (email: string) => {
  if (email.length > 254 || !EMAIL.test(email)) return false;
  const local = email.slice(0, email.lastIndexOf('@'));
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
};

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');

const NO_EXPERIENCE = new Set(['none', 'no', 'nil', 'zero', 'n/a', 'na', '-', 'never']);
const NUMBER_WORDS = new Map(
  ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'].map((word, index) => [word, index + 1]),
);

/**
 * An experience answer as whole years: '2', '2 years', '3+', '1.5 yrs', 'two', 'None'. A bare
 * number counts in the column's unit; a cell that names its own ('5 MUNs', '2 years') counts in
 * that. Null when it is not a count.
 */
export const yearsOf = (text: string, unit: ExperienceUnit = 'years'): number | null => {
  const value = collapse(text).toLowerCase();
  if (value === '' || NO_EXPERIENCE.has(value)) return 0;
  const match =
    /^(\d{1,3}(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)\s*\+?\s*(years?|yrs?|y|muns?|conferences?)?\.?$/.exec(value);
  if (!match) return null;
  const count = NUMBER_WORDS.get(match[1]!) ?? Number(match[1]);
  const written = match[2] === undefined ? unit : /^(muns?|conferences?)$/.test(match[2]) ? 'conferences' : 'years';
  return Math.min(Math.floor(written === 'conferences' ? yearsOfConferences(count) : count), MAX_MUN_EXPERIENCE);
};

/** Answers people give for the two meal choices; what the kitchen can serve is what counts (vegan → Vegetarian). */
const vegetarian = new Set(['vegetarian', 'veg', 'veggie', 'vegan', 'pure veg', 'pure vegetarian']);
const nonVegetarian = new Set([
  'non vegetarian',
  'nonvegetarian',
  'non veg',
  'nonveg',
  'meat',
  'omnivore',
  'halal',
  'no preference',
  'none',
  'no restrictions',
  'normal',
  'regular',
  'anything',
]);
const unanswered = new Set(['', 'n/a', 'na', 'nil', '-']);
/** The product's food preference for a cell, null when unanswered, undefined when it is none of them. */
export const foodPreferenceOf = (text: string): FoodPreference | null | undefined => {
  const value = collapse(text).toLowerCase();
  if (unanswered.has(value)) return null;
  const words = value.replace(/[^a-z]+/g, ' ').trim();
  if (vegetarian.has(words)) return 'Vegetarian';
  if (nonVegetarian.has(words)) return 'Non-Vegetarian';
  return undefined;
};

const codesLongestFirst = [...countryCodes].map((entry) => entry.code).sort((a, b) => b.length - a.length);
/**
 * Emergency numbers as typed in forms ('+971-50-123 4567', '(050) 1234567', '+971501234567') in
 * the shape the registration rule accepts: an optional listed country code, a space, digits and
 * spaces. Null when it starts with a country code the product does not list.
 */
export const emergencyPhoneOf = (text: string): string | null => {
  const spaced = collapse(text.replace(/[-().\/]/g, ' ')).replace(/^\+ /, '+');
  if (!spaced.startsWith('+')) return spaced;
  const joined = spaced.replace(/ /g, '');
  const code = codesLongestFirst.find((listed) => joined.startsWith(listed));
  if (!code) return null;
  // Keep the writer's grouping when the code stands apart ('+971 50 123 4567'), else split it off.
  const rest = spaced.startsWith(code) ? spaced.slice(code.length).trim() : joined.slice(code.length);
  return rest === '' ? '' : `${code} ${rest}`;
};

const cellOf = (cells: readonly string[], mapping: ColumnMapping, field: ImportField) => {
  const index = mapping[field];
  return index === undefined ? '' : (cells[index] ?? '').trim();
};

/**
 * A phone the profile accepts, as written; undefined when it is none. A number typed into a
 * sheet becomes a number and loses its '+' (971501234567): one that is valid with it gets it back.
 */
const phoneOf = (text: string): string | undefined => {
  const written = collapse(text);
  if (invitedPhone(written)) return written;
  return /^\d[\d ]+$/.test(written) && invitedPhone(`+${written}`) ? `+${written}` : undefined;
};

const genders = new Map<string, Gender | null>([
  ...['male', 'm', 'boy', 'man'].map((word) => [word, 'male'] as const),
  ...['female', 'f', 'girl', 'woman'].map((word) => [word, 'female'] as const),
  ...['other', 'non binary', 'nonbinary'].map((word) => [word, 'other'] as const),
  ...['', 'n a', 'na', 'prefer not to say', 'rather not say'].map((word) => [word, null] as const),
]);
/** The profile's gender for a cell, null when unanswered, undefined when it is none of them. */
export const genderOf = (text: string): Gender | null | undefined =>
  genders.get(
    text
      .toLowerCase()
      .replace(/[^a-z]+/g, ' ')
      .trim(),
  );

/** Reads one data row. `row` is its 1-based number in the sheet (header row is 1). */
export const readRow = (
  cells: readonly string[],
  mapping: ColumnMapping,
  row: number,
  experienceUnit: ExperienceUnit = 'years',
): RowResult => {
  if (cells.every((cell) => cell.trim() === '')) return { blank: true };
  const text = Object.fromEntries(importFields.map((field) => [field, cellOf(cells, mapping, field)])) as Record<ImportField, string>;
  const shown = (cell: string) => (cell !== '' && cell.length <= MAX_CELL_CHARS && isSafeText(cell) ? collapse(cell) : null);
  const fail = (reason: string): RowResult => ({ error: { row, reason, email: shown(text.email), fullName: shown(text.fullName) } });
  // Only mapped cells count: forms often have long free-text answers nobody imports.
  for (const field of importFields) {
    if (text[field].length > MAX_CELL_CHARS) return fail(rowMessages.cellTooLong(fieldLabels[field]));
    if (!isSafeText(text[field])) return fail(UNSAFE_TEXT_MESSAGE);
  }

  const email = normaliseEmail(text.email.replace(/^mailto:/i, ''));
  if (email === '') return fail(rowMessages.emailRequired);
  if (!isValidEmail(email)) return fail(rowMessages.emailInvalid);
  const fullName = collapse(text.fullName);
  if (fullName === '') return fail(rowMessages.fullNameRequired);
  const roleText = text.role.toLowerCase();
  if (roleText !== '' && roleText !== 'student' && roleText !== 'teacher') return fail(rowMessages.role);
  const role = roleText === 'teacher' ? 'teacher' : 'student';
  const munExperience = yearsOf(text.munExperience, experienceUnit);
  if (munExperience === null) return fail(rowMessages.munExperience(experienceUnit));

  const warnings: string[] = [];
  /** The value when it fits (null: unanswered), else null and a warning saying what was left out (undefined). */
  const kept = <Value>(written: string, value: Value | null | undefined, warning: (written: string) => string): Value | null => {
    if (value === undefined) {
      warnings.push(warning(collapse(written)));
      return null;
    }
    return value;
  };
  const foodPref = kept(text.foodPref, foodPreferenceOf(text.foodPref), rowWarnings.foodPref);
  const gender = kept(text.gender, genderOf(text.gender), rowWarnings.gender);
  const phone = text.phone === '' ? null : kept(text.phone, phoneOf(text.phone), rowWarnings.phone);
  // Teachers have no grade: theirs is not read, so not left out either.
  const grade =
    text.grade === '' || role === 'teacher'
      ? null
      : kept(text.grade, invitedGrade(text.grade) ? collapse(text.grade) : undefined, rowWarnings.grade);
  let emergencyPhone = emergencyPhoneOf(text.emergencyPhone);
  if (emergencyPhone === null) {
    warnings.push(rowWarnings.emergencyCountryCode(collapse(text.emergencyPhone)));
    emergencyPhone = '';
  }

  // The registration's own rule decides the rest (lengths, the emergency number's shape), so
  // that a row the preview accepts is one the registration accepts too.
  const registrationOf = (phoneText: string) =>
    studentRegistrationSchema.safeParse({
      eventId: 'import',
      mun_experience: munExperience,
      food_pref: foodPref,
      food_allergies: text.foodAllergies,
      emergency_name: collapse(text.emergencyName),
      emergency_phone: phoneText,
    });
  let registration = registrationOf(emergencyPhone);
  if (!registration.success && registration.error.issues.some((issue) => issue.path[0] === 'emergency_phone')) {
    warnings.push(rowWarnings.emergencyPhone(collapse(text.emergencyPhone)));
    registration = registrationOf('');
  }
  if (!registration.success) return fail(registration.error.issues[0]!.message);
  const prefs = [text.pref1, text.pref2, text.pref3].map(collapse).filter((pref) => pref !== '');
  return {
    candidate: {
      row,
      email,
      fullName,
      role,
      gender,
      school: collapse(text.school) || null,
      grade,
      phone,
      prefs,
      munExperience,
      foodPref,
      foodAllergies: registration.data.food_allergies,
      emergencyName: registration.data.emergency_name,
      emergencyPhone: registration.data.emergency_phone,
      warnings,
    },
  };
};
