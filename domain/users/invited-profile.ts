import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { countryCodes, grades } from './profile-rules';

/**
 * How the values of an organiser's spreadsheet become profile fields (spec §3, §9) for an
 * invited account. A value that fits no profile rule is left out rather than refused: the
 * invitee fills it in on the profile page, and one odd cell never costs anyone their seat.
 */

/** Whitespace collapsed; the name as the profile shows it. */
export const invitedName = (fullName: string) => fullName.trim().replace(/\s+/g, ' ');

/** The spec's default country (+971), for numbers written without one ('050 650 5005'). */
const DEFAULT_REGION = 'AE';

/**
 * A phone as the profile keeps it: a country code the form offers, the national digits and
 * E.164. '+971 50 650 5005', '00971506505005' and '050 650 5005' are all the same number.
 */
export const invitedPhone = (raw: string | null): { countryCode: string; phone: string; phoneE164: string } | null => {
  const text = raw?.trim().replace(/^00/, '+');
  if (!text) return null;
  const parsed = parsePhoneNumberFromString(text, DEFAULT_REGION);
  if (!parsed?.isValid()) return null;
  const countryCode = `+${parsed.countryCallingCode}`;
  if (!(countryCodes as readonly string[]).includes(countryCode)) return null;
  // Grouped as people write it ('50 650 5005'), like the numbers typed in the profile form.
  const international = parsed.formatInternational();
  const phone = international.startsWith(countryCode) ? international.slice(countryCode.length).trim() : parsed.nationalNumber;
  return { countryCode, phone, phoneE164: parsed.number };
};

/**
 * A grade from the §9 options, however it was typed: 'Grade 10', 'grade10', '10' (a bare
 * number is a grade), 'Year 7', 'MYP 3', 'ib dp 1'.
 */
export const invitedGrade = (raw: string | null): string | null => {
  const key = raw
    ?.trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/([a-z])(\d)/g, '$1-$2');
  if (!key) return null;
  const wanted = /^\d+$/.test(key) ? `grade-${Number(key)}` : key;
  return grades.find((grade) => grade.toLowerCase() === wanted) ?? null;
};
