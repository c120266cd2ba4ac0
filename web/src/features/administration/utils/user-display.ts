import { msg, t } from '../../../i18n/intl';
import { getLanguageChoice } from '../../../i18n/language';
import type { AdminUser } from '../api/get-users';
import { gradeLabel } from '../../../lib/grade-label';

export { gradeLabel };

/** How a person is named in lists and messages: their name, else username, else email. */
export const displayName = (user: Pick<AdminUser, 'fullname' | 'username' | 'email' | 'id'>): string =>
  user.fullname?.trim() || user.username?.trim() || user.email?.trim() || user.id;

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
