/**
 * Text as a search compares it, so that a person finds what they mean however it was typed:
 * case and Latin accents ignored; in Arabic the short-vowel marks (tashkeel) and tatweel ignored,
 * and the written variants of a letter taken as one (أ إ آ ٱ → ا, ى → ي, ة → ه, ؤ → و, ئ → ي);
 * Arabic-Indic digits read as Western ones (registration numbers are typed either way).
 */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const LATIN_MARKS = /[\u0300-\u036f]/g;
const LETTER_FORMS: Record<string, string> = {
  '\u0622': '\u0627',
  '\u0623': '\u0627',
  '\u0625': '\u0627',
  '\u0671': '\u0627',
  '\u0649': '\u064A',
  '\u0629': '\u0647',
  '\u0624': '\u0648',
  '\u0626': '\u064A',
};
const LETTER_FORM = new RegExp(`[${Object.keys(LETTER_FORMS).join('')}]`, 'g');
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

export const searchKey = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(LATIN_MARKS, '')
    .replace(ARABIC_MARKS, '')
    .normalize('NFC')
    .replace(LETTER_FORM, (letter) => LETTER_FORMS[letter] ?? letter)
    .replace(ARABIC_INDIC_DIGIT, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90))
    .toLowerCase();

/** Whether any of the values holds the query (an empty query matches everything). */
export const matchesSearch = (values: ReadonlyArray<string | number | null | undefined>, query: string): boolean => {
  const needle = searchKey(query.trim());
  return needle === '' || values.some((value) => value !== null && value !== undefined && searchKey(String(value)).includes(needle));
};
