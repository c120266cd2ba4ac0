import { countryCodes, registrationMessages, studentRegistrationSchema, type FoodPreference } from '../registrations/registration-rules';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../shared/safe-text';
import { normaliseEmail } from '../users/reservation';
import { fieldLabels, importFields, type ColumnMapping, type ImportField } from './columns';

/**
 * One spreadsheet row of a delegate import becomes a candidate (a person and their student
 * registration) or one error the organiser can fix in the sheet. The preview shows both before
 * anything is written, so every rule that would refuse the registration later is checked here.
 */
export interface ImportCandidate {
  /** 1-based row number in the sheet, header included: the first data row is 2. */
  row: number;
  /** Trimmed and lower-cased, as accounts store it. */
  email: string;
  fullName: string;
  role: 'student' | 'teacher';
  school: string | null;
  grade: string | null;
  phone: string | null;
  /** Committee preferences as written (1 to 3, in order, empty ones left out); matched to the catalogue later. */
  prefs: string[];
  munExperience: number;
  foodPref: FoodPreference | null;
  foodAllergies: string;
  emergencyName: string;
  emergencyPhone: string;
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
  munExperience: 'MUN experience must be a number of years',
  countryCode: 'Emergency contact number: please use a country code from the list (e.g. +971) or none',
  cellTooLong: (label: string) => `A cell is longer than ${MAX_CELL_CHARS} characters (${label})`,
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
const NUMBER_WORDS = new Map(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'].map((word, index) => [word, index + 1]));
/** '2', '2 years', '3+', '1.5 yrs', '5 MUNs', 'two', 'None' → whole years; null when it is not a count. */
export const yearsOf = (text: string): number | null => {
  const value = collapse(text).toLowerCase();
  if (value === '' || NO_EXPERIENCE.has(value)) return 0;
  const match = /^(\d{1,3}(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)\s*\+?\s*(?:years?|yrs?|y|muns?|conferences?)?\.?$/.exec(value);
  if (!match) return null;
  const years = NUMBER_WORDS.get(match[1]!) ?? Math.floor(Number(match[1]));
  return Math.min(years, MAX_MUN_EXPERIENCE);
};

/** Answers people give for the two meal choices; what the kitchen can serve is what counts (vegan → Vegetarian). */
const vegetarian = new Set(['vegetarian', 'veg', 'veggie', 'vegan', 'pure veg', 'pure vegetarian']);
const nonVegetarian = new Set(['non vegetarian', 'nonvegetarian', 'non veg', 'nonveg', 'meat', 'omnivore', 'halal', 'no preference', 'none', 'no restrictions', 'normal', 'regular', 'anything']);
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

/** Reads one data row. `row` is its 1-based number in the sheet (header row is 1). */
export const readRow = (cells: readonly string[], mapping: ColumnMapping, row: number): RowResult => {
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
  const munExperience = yearsOf(text.munExperience);
  if (munExperience === null) return fail(rowMessages.munExperience);
  const foodPref = foodPreferenceOf(text.foodPref);
  if (foodPref === undefined) return fail(registrationMessages.foodPreference);

  const emergencyPhone = emergencyPhoneOf(text.emergencyPhone);
  if (emergencyPhone === null) return fail(rowMessages.countryCode);
  // The registration's own rule decides the rest (lengths, the emergency number's shape), so
  // that a row the preview accepts is one the registration accepts too.
  const registration = studentRegistrationSchema.safeParse({
    eventId: 'import',
    mun_experience: munExperience,
    food_pref: foodPref,
    food_allergies: text.foodAllergies,
    emergency_name: collapse(text.emergencyName),
    emergency_phone: emergencyPhone,
  });
  if (!registration.success) {
    const issue = registration.error.issues[0]!;
    const reason = issue.path[0] === 'emergency_phone' ? `${fieldLabels.emergencyPhone}: ${issue.message}` : issue.message;
    return fail(reason);
  }
  const prefs = [text.pref1, text.pref2, text.pref3].map(collapse).filter((pref) => pref !== '');
  return {
    candidate: {
      row,
      email,
      fullName,
      role: roleText === 'teacher' ? 'teacher' : 'student',
      school: collapse(text.school) || null,
      grade: collapse(text.grade) || null,
      phone: collapse(text.phone) || null,
      prefs,
      munExperience,
      foodPref,
      foodAllergies: registration.data.food_allergies,
      emergencyName: registration.data.emergency_name,
      emergencyPhone: registration.data.emergency_phone,
    },
  };
};
