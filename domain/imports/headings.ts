import type { ImportField } from './fields';

/**
 * Which field a column heading names. Headings come from real exports (Google Forms
 * responses, hand-made sheets), written as questions as often as labels: 'Name of your
 * school', 'Mobile number (WhatsApp)', 'How many MUN conferences have you attended?'. This
 * file is the one place that knows their wordings; whatever it gets wrong the organiser
 * corrects in the mapping editor, and that correction is remembered for the event.
 */

/** Lower-case words without accents or punctuation: 'E-mail Address' → ['e', 'mail', 'address']. */
const wordsOf = (heading: string) =>
  heading
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** A heading as the remembered mapping compares it: 'E-mail  Address' and 'email address' are one. */
export const headingKey = (heading: string) => wordsOf(heading).join(' ');

/** Whole wordings that no rule below reads right, compared with spaces and punctuation removed. */
const exactWordings: Partial<Record<ImportField, readonly string[]>> = {
  fullName: ['teacher name', 'first and last name', 'first name and last name', 'name and surname', 'first name last name'],
  role: ['i am a', 'are you a student or a teacher', 'student or teacher', 'student teacher'],
  grade: ['grade year programme'],
};

/** Words any question may carry around what it asks for. */
const filler = new Set([
  'your',
  'you',
  'yours',
  'the',
  'of',
  'a',
  'an',
  's',
  'please',
  'enter',
  'is',
  'are',
  'what',
  'whats',
  'do',
  'in',
  'for',
  'if',
  'any',
  'optional',
  'kindly',
  'provide',
  'write',
  'mention',
  'current',
  'currently',
  'here',
  'this',
  'my',
  'to',
  'be',
  'e',
  'g',
  'eg',
  'ie',
  'i',
  'student',
  'students',
  'delegate',
  'delegates',
  'participant',
  'participants',
  'applicant',
  'attendee',
  'required',
  'and',
  'or',
]);

/**
 * A field's wordings: a heading names it when, after the filler, it holds one of `keys` and
 * nothing outside `keys` and `allowed`. The first rule that fits wins, so a heading that
 * could read two ways ('School email') is decided by the order here.
 */
interface HeadingRule {
  field: ImportField;
  keys: readonly string[];
  allowed: readonly string[];
}

const headingRules: readonly HeadingRule[] = [
  {
    field: 'foodPref',
    keys: ['food', 'diet', 'dietary', 'meal', 'meals', 'vegetarian', 'veg', 'nonveg', 'vegan', 'lunch', 'catering'],
    allowed: [
      'preference',
      'preferences',
      'preferred',
      'requirement',
      'requirements',
      'restriction',
      'restrictions',
      'choice',
      'option',
      'type',
      'non',
      'needs',
      'special',
      'habits',
    ],
  },
  { field: 'gender', keys: ['gender', 'sex', 'male', 'female'], allowed: ['m', 'f', 'identity', 'other'] },
  {
    field: 'email',
    keys: ['email', 'mail', 'gmail', 'emailid'],
    allowed: ['address', 'id', 'contact', 'school', 'personal', 'valid', 'preferred', 'official', 'active'],
  },
  {
    field: 'school',
    keys: ['school', 'institution', 'institute', 'college', 'academy'],
    allowed: ['name', 'which', 'attend', 'from', 'organisation', 'organization', 'representing', 'study', 'at', 'go'],
  },
  {
    field: 'grade',
    keys: ['grade', 'grades', 'year', 'yr', 'class', 'level', 'programme', 'program'],
    allowed: ['group', 'academic', 'study', 'school', 'which', 'section', 'standard', 'current'],
  },
  {
    field: 'phone',
    keys: ['phone', 'mobile', 'whatsapp', 'telephone', 'tel', 'cell', 'cellphone', 'contact'],
    allowed: ['number', 'no', 'num', 'numbers', 'with', 'country', 'code', 'personal', 'preferably', 'on', 'same', 'as', 'wa'],
  },
  {
    field: 'role',
    keys: ['role', 'type', 'registering', 'teacher', 'teachers', 'capacity', 'attending', 'category'],
    allowed: ['participation', 'registration', 'as', 'position', 'join', 'joining'],
  },
  {
    field: 'fullName',
    keys: ['name', 'names', 'fullname'],
    allowed: [
      'full',
      'complete',
      'legal',
      'as',
      'on',
      'passport',
      'certificate',
      'english',
      'it',
      'should',
      'appear',
      'the',
      'badge',
      'surname',
    ],
  },
];

const ordinals = new Map<string, 1 | 2 | 3>(
  Object.entries({ 1: 1, '1st': 1, first: 1, one: 1, 2: 2, '2nd': 2, second: 2, two: 2, 3: 3, '3rd': 3, third: 3, three: 3 } as const),
);
/** Words a committee-preference question may use around 'committee' and its rank. */
const preferenceFiller = new Set([
  'preference',
  'preferences',
  'preferred',
  'pref',
  'choice',
  'choices',
  'option',
  'priority',
  'rank',
  'mun',
  'select',
  'most',
  'which',
  'would',
  'like',
  'want',
  'join',
  'choose',
  'no',
  'top',
]);

/** 'Committee Preference 2', '1st Committee Preference', 'First choice committee', 'Committee Preferences [3rd choice]'. */
const committeeRank = (words: readonly string[]): ImportField | null => {
  if (!words.some((word) => word === 'committee' || word === 'committees')) return null;
  const ranks = words.flatMap((word) => ordinals.get(word) ?? []);
  const rest = words.filter((word) => !ordinals.has(word) && word !== 'committee' && word !== 'committees');
  if (ranks.length > 1 || !rest.every((word) => preferenceFiller.has(word))) return null;
  // Without a rank, a single 'Preferred committee' question is the first preference.
  return `pref${ranks[0] ?? 1}` as ImportField;
};

const phoneWords = ['number', 'phone', 'mobile', 'no', 'whatsapp', 'contact', 'tel', 'telephone', 'cell'];
const emergencyWords = ['emergency', 'parent', 'parents', 'guardian', 'guardians', 'mother', 'father', 'mom', 'mum', 'dad'];
const emergencyAllowed = new Set([...phoneWords, ...emergencyWords, 'name', 'person', 'details', 'case', 'relationship', 'full', 'of']);

/** Emergency and parent contacts: their name or their number ('Emergency contact' alone is the person). */
const emergencyField = (words: readonly string[]): ImportField | null | undefined => {
  if (!words.some((word) => emergencyWords.includes(word))) return undefined;
  if (!words.every((word) => emergencyAllowed.has(word) || filler.has(word))) return null;
  if (words.includes('name')) return 'emergencyName';
  const number = words.some((word) => phoneWords.includes(word) && word !== 'contact');
  if (number) return 'emergencyPhone';
  return words.includes('contact') || words.includes('person') || words.includes('details') ? 'emergencyName' : null;
};

const experienceKeys = ['mun', 'muns', 'conference', 'conferences', 'experience', 'model'];
const experienceAllowed = new Set([
  ...experienceKeys,
  'un',
  'united',
  'nations',
  'years',
  'year',
  'yrs',
  'how',
  'many',
  'number',
  'attended',
  'attend',
  'participated',
  'previous',
  'prior',
  'past',
  'total',
  'no',
  'count',
  'have',
  'been',
  'before',
  'part',
  'taken',
  'did',
  'level',
  'events',
]);

/** MUN experience, in years or in conferences attended ('Years of Work Experience' is not). */
const isExperience = (words: readonly string[]) => {
  const named = words.some(
    (word) =>
      word === 'mun' || word === 'muns' || word === 'conference' || word === 'conferences' || (word === 'model' && words.includes('un')),
  );
  return (
    (named || (words.length > 0 && words.every((word) => word === 'experience'))) &&
    words.every((word) => experienceAllowed.has(word) || filler.has(word))
  );
};

const exact = new Map<string, ImportField>(
  Object.entries(exactWordings).flatMap(([field, texts]) => texts.map((text) => [wordsOf(text).join(''), field as ImportField] as const)),
);

export const fieldOfHeader = (header: string): ImportField | null => {
  const words = wordsOf(header);
  if (words.length === 0) return null;
  const wording = exact.get(words.join(''));
  if (wording) return wording;
  const emergency = emergencyField(words);
  if (emergency !== undefined) return emergency;
  if (words.some((word) => word.startsWith('allerg'))) return 'foodAllergies';
  if (isExperience(words)) return 'munExperience';
  const rank = committeeRank(words.filter((word) => !filler.has(word)));
  if (rank) return rank;
  // Years and dates in a heading ('Grade (2025-26)') say nothing about the field.
  const meaningful = words.filter((word) => !filler.has(word) && !/^\d+$/.test(word));
  const rule = headingRules.find(
    ({ keys, allowed }) =>
      meaningful.some((word) => keys.includes(word)) && meaningful.every((word) => keys.includes(word) || allowed.includes(word)),
  );
  return rule?.field ?? null;
};

/** What a number of MUN experience counts: whole years, or conferences attended. */
export type ExperienceUnit = 'years' | 'conferences';
export const experienceUnits: readonly ExperienceUnit[] = ['years', 'conferences'];
export const experienceUnitLabels: Record<ExperienceUnit, string> = { years: 'Years', conferences: 'Conferences attended' };

/**
 * Conferences attended as years of experience (the tiers are by years): a school year has about
 * two conferences, so two conferences count as one year, rounded down (1 → 0, 3 → 1, 6 → 3).
 */
const CONFERENCES_PER_YEAR = 2;
export const yearsOfConferences = (conferences: number) => Math.floor(conferences / CONFERENCES_PER_YEAR);
export const CONFERENCES_RULE = `${CONFERENCES_PER_YEAR} conferences count as one year of experience (rounded down)`;

/**
 * How the experience question was asked: in years when its heading says years, in
 * conferences when it asks how many were attended, else years (the product's own unit).
 */
export const experienceUnitOf = (header: string): ExperienceUnit => {
  const words = wordsOf(header);
  if (words.some((word) => word === 'years' || word === 'year' || word === 'yrs')) return 'years';
  const counted = ['attended', 'attend', 'participated', 'conference', 'conferences', 'muns', 'many', 'number', 'count', 'total', 'events'];
  return words.some((word) => counted.includes(word)) ? 'conferences' : 'years';
};
