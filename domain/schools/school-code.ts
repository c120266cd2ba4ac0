/**
 * Spec §5: a school's code is the locality code, a three-letter abbreviation of the school's
 * name and the area code, joined by underscores (LOC_ABC_AREA, or LOC_ABC without an area).
 * A code already taken gets _001, _002, ... appended. The web shows the same code read-only
 * while a super user types, so this stays a pure function of its inputs.
 */

/** Words that say nothing about which school it is, so they never give an initial. */
export const COMMON_SCHOOL_WORDS: ReadonlySet<string> = new Set([
  'school',
  'college',
  'academy',
  'international',
  'private',
  'high',
  'primary',
  'secondary',
  'the',
  'al',
  'of',
  'for',
  'and',
  'dubai',
  // The same words in Arabic (without their article, which plainWords drops).
  'مدرسة',
  'مدارس',
  'كلية',
  'أكاديمية',
  'اكاديمية',
  'دولية',
  'خاصة',
  'ثانوية',
  'ابتدائية',
  'دبي',
]);

/**
 * A code is written in Latin letters whatever the name's script, so it reads the same in an
 * Arabic screen, a spreadsheet and a URL: an Arabic letter becomes the Latin letter it is usually
 * written with (مدرسة النور → NUR).
 */
const LATIN_OF_ARABIC: Readonly<Record<string, string>> = {
  ا: 'A',
  أ: 'A',
  إ: 'A',
  آ: 'A',
  ء: 'A',
  ع: 'A',
  ى: 'A',
  ب: 'B',
  ت: 'T',
  ث: 'T',
  ط: 'T',
  ج: 'J',
  ح: 'H',
  ه: 'H',
  ة: 'H',
  خ: 'K',
  ك: 'K',
  د: 'D',
  ذ: 'D',
  ض: 'D',
  ر: 'R',
  ز: 'Z',
  ظ: 'Z',
  س: 'S',
  ش: 'S',
  ص: 'S',
  غ: 'G',
  ف: 'F',
  ق: 'Q',
  ل: 'L',
  م: 'M',
  ن: 'N',
  و: 'W',
  ؤ: 'W',
  ي: 'Y',
  ئ: 'Y',
};
const latinLetters = (word: string) => [...word].map((letter) => LATIN_OF_ARABIC[letter] ?? letter).join('');
/** The Arabic article is not part of the word (الإمارات → إمارات). */
const withoutArticle = (word: string) => (/^ال\p{L}{2,}/u.test(word) ? word.slice(2) : word);

const ABBREVIATION_LENGTH = 3;

const plainWords = (name: string): string[] =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    // Kings' → Kings, Children's → Childrens: an apostrophe does not start a new word.
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map(withoutArticle);

/**
 * Initials of the significant words (at most three). With fewer than three significant
 * words the rest comes from the letters of the first one (Repton → REP, Sharjah English →
 * SEH). A name made only of common words uses its own first letters (Dubai College → DUB).
 */
export const schoolAbbreviation = (name: string): string => {
  const words = plainWords(name);
  const significant = words.filter((word) => !COMMON_SCHOOL_WORDS.has(word.toLowerCase())).map(latinLetters);
  if (significant.length === 0) {
    return latinLetters(words.join('')).slice(0, ABBREVIATION_LENGTH).toUpperCase().padEnd(ABBREVIATION_LENGTH, 'X');
  }
  const initials = significant.slice(0, ABBREVIATION_LENGTH).map((word) => word.charAt(0));
  // Padding letters: the first word's own letters, then the others' (only for very short words).
  const padding = significant.flatMap((word) => [...word.slice(1)]);
  return [...initials, ...padding].slice(0, ABBREVIATION_LENGTH).join('').toUpperCase().padEnd(ABBREVIATION_LENGTH, 'X');
};

export interface SchoolCodeParts {
  name: string;
  localityCode: string;
  areaCode: string | null;
}

/** The code before any uniqueness suffix. */
export const baseSchoolCode = ({ name, localityCode, areaCode }: SchoolCodeParts): string =>
  [localityCode, schoolAbbreviation(name), areaCode ?? '']
    .map((part) => part.trim().toUpperCase())
    .filter((part) => part.length > 0)
    .join('_');

/** The base code if free, else the first free one of base_001, base_002, ... (case-insensitive). */
export const uniqueSchoolCode = (base: string, taken: (code: string) => boolean): string => {
  const isTaken = (code: string) => taken(code.toUpperCase());
  if (!isTaken(base)) return base;
  for (let n = 1; ; n += 1) {
    const candidate = `${base}_${String(n).padStart(3, '0')}`;
    if (!isTaken(candidate)) return candidate;
  }
};

/** Whether a code is this base code, or it with a uniqueness suffix (base_001, ...). */
export const isCodeFrom = (code: string, base: string): boolean => {
  const upper = code.toUpperCase();
  const prefix = base.toUpperCase();
  return upper === prefix || (upper.startsWith(`${prefix}_`) && /^\d{3,}$/.test(upper.slice(prefix.length + 1)));
};

/** The code a new school gets, given the codes already in use. */
export const generateSchoolCode = (parts: SchoolCodeParts, existingCodes: Iterable<string>): string => {
  const taken = new Set([...existingCodes].map((code) => code.toUpperCase()));
  return uniqueSchoolCode(baseSchoolCode(parts), (code) => taken.has(code));
};
