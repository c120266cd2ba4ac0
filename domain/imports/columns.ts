import { z } from 'zod';

/**
 * The columns of a delegate import (issue 13) and how a header row is matched to them. Headers
 * come from real exports (Google Forms responses, hand-made Google Sheets), so matching ignores
 * case, spacing and punctuation and knows the usual wordings; whatever it gets wrong the
 * organiser corrects in the mapping editor, which sends back a `ColumnMapping`.
 */
export const importFields = [
  'email',
  'fullName',
  'role',
  'school',
  'grade',
  'phone',
  'pref1',
  'pref2',
  'pref3',
  'munExperience',
  'foodPref',
  'foodAllergies',
  'emergencyName',
  'emergencyPhone',
] as const;
export type ImportField = (typeof importFields)[number];
/** Field → 0-based column index in the sheet. */
export type ColumnMapping = Partial<Record<ImportField, number>>;

export const fieldLabels: Record<ImportField, string> = {
  email: 'Email',
  fullName: 'Full name',
  role: 'Role',
  school: 'School',
  grade: 'Grade or year',
  phone: 'Phone',
  pref1: 'Committee preference 1',
  pref2: 'Committee preference 2',
  pref3: 'Committee preference 3',
  munExperience: 'MUN experience (years)',
  foodPref: 'Food preference',
  foodAllergies: 'Food allergies',
  emergencyName: 'Emergency contact name',
  emergencyPhone: 'Emergency contact number',
};

/** Without these a row cannot become an account and a registration. */
export const requiredFields: readonly ImportField[] = ['email', 'fullName'];

/** Why a sheet imported nothing: no heading named a column for these fields. */
export const missingColumnsMessage = (missing: readonly ImportField[]) => `No column of the file was recognised as ${missing.map((field) => fieldLabels[field]).join(' or ')}`;

/** Lower-case words without accents or punctuation: 'E-mail Address' → ['e', 'mail', 'address']. */
const wordsOf = (header: string) =>
  header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Exact wordings, compared with spaces and punctuation removed ('E-mail' = 'Email' = 'e mail'). */
const synonyms: Record<ImportField, readonly string[]> = {
  email: ['email', 'email address', 'email id', 'mail', 'student email', 'student email address', 'your email', 'your email address'],
  fullName: ['full name', 'name', 'student name', 'student full name', 'delegate name', 'participant name', 'your name', 'your full name', 'name of student', 'full name of student', 'teacher name'],
  role: ['role', 'participant type', 'delegate type', 'registering as', 'student or teacher', 'are you a student or teacher', 'i am a'],
  school: ['school', 'school name', 'name of school', 'your school', 'school college', 'institution'],
  grade: ['grade', 'year', 'grade year', 'year grade', 'grade or year', 'grade level', 'year group', 'class', 'current grade', 'academic level', 'grade year programme'],
  phone: ['phone', 'phone number', 'phone no', 'mobile', 'mobile number', 'mobile no', 'whatsapp', 'whatsapp number', 'contact number', 'telephone', 'cell phone', 'student phone number', 'your phone number'],
  pref1: ['committee', 'committee preference', 'preferred committee', 'committee choice'],
  pref2: [],
  pref3: [],
  munExperience: ['experience', 'mun experience', 'years of mun experience', 'mun experience years', 'mun experience in years', 'how many muns have you attended', 'number of muns attended', 'muns attended'],
  foodPref: ['food', 'food preference', 'food preferences', 'dietary requirements', 'dietary requirement', 'dietary preference', 'dietary restrictions', 'diet', 'meal preference', 'food choice', 'vegetarian or non vegetarian', 'veg or non veg'],
  foodAllergies: ['allergies', 'allergy', 'food allergies', 'food allergy', 'any allergies', 'do you have any food allergies'],
  emergencyName: ['emergency contact', 'emergency contact name', 'emergency name', 'name of emergency contact', 'emergency contact person', 'parent name', 'guardian name', 'parent guardian name'],
  emergencyPhone: ['emergency contact number', 'emergency number', 'emergency phone', 'emergency phone number', 'emergency mobile', 'emergency mobile number', 'emergency contact phone', 'parent phone number', 'guardian phone number', 'parent guardian phone number'],
};

const exact = new Map<string, ImportField>(
  importFields.flatMap((field) => synonyms[field].map((text) => [wordsOf(text).join(''), field] as const)),
);

const ordinals = new Map<string, 1 | 2 | 3>(
  Object.entries({ 1: 1, '1st': 1, first: 1, one: 1, 2: 2, '2nd': 2, second: 2, two: 2, 3: 3, '3rd': 3, third: 3, three: 3 } as const),
);
/** Words a committee-preference question may use around 'committee' and its rank. */
const preferenceFiller = new Set(['preference', 'preferences', 'preferred', 'pref', 'choice', 'choices', 'option', 'priority', 'rank', 'your', 'of', 'the', 'mun', 'delegate', 'select', 'most']);
const phoneWords = ['number', 'phone', 'mobile', 'no', 'whatsapp', 'contact'];

/** 'Committee Preference 2', '1st Committee Preference', 'First choice committee', 'Committee Preferences [3rd choice]'. */
const committeeRank = (words: readonly string[]): ImportField | null => {
  if (!words.some((word) => word === 'committee' || word === 'committees')) return null;
  const ranks = words.flatMap((word) => ordinals.get(word) ?? []);
  const rest = words.filter((word) => !ordinals.has(word) && word !== 'committee' && word !== 'committees');
  if (ranks.length !== 1 || !rest.every((word) => preferenceFiller.has(word))) return null;
  return `pref${ranks[0]}` as ImportField;
};

/** Wordings too varied to list: emergency and parent contacts, allergies, MUN experience. */
const byPattern = (words: readonly string[]): ImportField | null => {
  const has = (word: string) => words.includes(word);
  if (has('emergency') || has('parent') || has('guardian')) {
    if (has('name')) return 'emergencyName';
    if (phoneWords.some(has)) return has('contact') && !phoneWords.some((word) => word !== 'contact' && has(word)) ? 'emergencyName' : 'emergencyPhone';
    return null;
  }
  if (words.some((word) => word.startsWith('allerg'))) return 'foodAllergies';
  if ((has('mun') || has('muns')) && (has('experience') || has('attended'))) return 'munExperience';
  return committeeRank(words);
};

export const fieldOfHeader = (header: string): ImportField | null => {
  const words = wordsOf(header);
  if (words.length === 0) return null;
  return exact.get(words.join('')) ?? byPattern(words);
};

/** The mapping a header row suggests. Each field takes the first column that matches it. */
export const detectMapping = (headers: readonly string[]): ColumnMapping => {
  const mapping: ColumnMapping = {};
  headers.forEach((header, index) => {
    const field = fieldOfHeader(header);
    if (field && mapping[field] === undefined) mapping[field] = index;
  });
  return mapping;
};

/** Excel's last column is XFD (16,384 columns): no sheet has an index beyond it. */
const MAX_COLUMN_INDEX = 16_383;
const columnIndex = z
  .number({ error: 'Column numbers must be whole numbers' })
  .int('Column numbers must be whole numbers')
  .min(0, 'Column numbers must be whole numbers from 0')
  .max(MAX_COLUMN_INDEX, 'Column number is beyond the last column');

const mappedColumn = columnIndex.nullable().optional();

/**
 * A mapping as the browser sends it back from the mapping editor. A field left unmapped may be
 * absent or null (JSON has no undefined); it is dropped from the result. Unknown fields are refused.
 */
export const mappingSchema: z.ZodType<ColumnMapping> = z
  .strictObject(Object.fromEntries(importFields.map((field) => [field, mappedColumn])) as Record<ImportField, typeof mappedColumn>)
  .superRefine((mapping, context) => {
    const owner = new Map<number, ImportField>();
    for (const field of importFields) {
      const index = mapping[field];
      if (index === undefined || index === null) continue;
      const first = owner.get(index);
      if (first) context.addIssue({ code: 'custom', path: [field], message: `${fieldLabels[first]} and ${fieldLabels[field]} cannot use the same column` });
      else owner.set(index, field);
    }
  })
  .transform((sent): ColumnMapping => Object.fromEntries(Object.entries(sent).filter(([, index]) => typeof index === 'number')));
