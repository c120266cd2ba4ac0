import { msg, t } from '../i18n/intl';

/** The stored grades with a word and a number, as messages: 'grade-7' reads 'Grade 7'. */
const numberedGrades: Record<string, string> = {
  grade: msg('Grade {n}'),
  year: msg('Year {n}'),
  other: msg('Other {n}'),
};

/**
 * A stored grade in the chosen language: 'grade-7' → 'Grade 7', 'other-2' → 'Other 2', 'IB-DP-1' →
 * 'IB DP 1' (the programmes' names, PYP, MYP and IB DP, are written in Latin in every language).
 * The stored value stays as it is.
 */
export const gradeLabel = (grade: string | null | undefined): string => {
  const numbered = /^([a-z]+)-(\d+)$/i.exec(grade ?? '');
  const message = numbered ? numberedGrades[numbered[1]!.toLowerCase()] : undefined;
  if (numbered && message) return t(message, { n: Number(numbered[2]) });
  return (grade ?? '')
    .split('-')
    .map((part) => (/^[a-z]/.test(part) ? part.charAt(0).toUpperCase() + part.slice(1) : part))
    .join(' ');
};
