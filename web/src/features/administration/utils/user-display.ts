import { msg, t } from '../../../i18n/intl';
import { getLanguageChoice } from '../../../i18n/language';
import type { AdminUser } from '../api/get-users';

/** How a person is named in lists and messages: their name, else username, else email. */
export const displayName = (user: Pick<AdminUser, 'fullname' | 'username' | 'email' | 'id'>): string =>
  user.fullname?.trim() || user.username?.trim() || user.email?.trim() || user.id;

/** The grade types a stored grade starts with, in words; the programmes (PYP, MYP, IB DP) keep their letters. */
const gradeWords: Record<string, string> = { grade: msg('Grade {n}'), year: msg('Year {n}'), other: msg('Other {n}') };

/** 'grade-7' → 'Grade 7', 'IB-DP-1' → 'IB DP 1'; the stored value stays as it is. */
export const gradeLabel = (grade: string | null): string => {
  const numbered = /^(grade|year|other)-(\d+)$/.exec(grade ?? '');
  if (numbered?.[1] && numbered[2]) return t(gradeWords[numbered[1]]!, { n: Number(numbered[2]) });
  return (grade ?? '')
    .split('-')
    .map((part) => (/^[a-z]/.test(part) ? part.charAt(0).toUpperCase() + part.slice(1) : part))
    .join(' ');
};

export const experienceLabel = (years: string | null): string => {
  if (years === null || years.trim() === '') return '';
  return /^\d+$/.test(years.trim())
    ? t('{years, plural, one {# year} other {# years}}', { years: Number(years.trim()) })
    : t('{years} years', { years });
};

/**
 * A name set inside a sentence, kept apart from the words around it (Unicode's first-strong
 * isolate): a Latin name in an Arabic sentence keeps its order and its punctuation its place.
 * English sentences take it as it is.
 */
export const isolated = (name: string): string => (getLanguageChoice().language === 'ar' ? `\u2068${name}\u2069` : name);
