import { gradeGroups } from '@domain/users/profile-rules';
import { msg, t } from '../../../i18n/intl';

type GradeType = keyof typeof gradeGroups;

/** §3 grade types as option group labels (shown with t()). */
export const gradeGroupLabels: Record<GradeType, string> = {
  grade: msg('Grade'),
  year: msg('Year'),
  programme: msg('Programme'),
  other: msg('Other'),
};

/** The stored grades with a word and a number, as messages: 'grade-7' reads 'Grade 7'. */
const numberedGrades: Record<string, string> = {
  grade: msg('Grade {n}'),
  year: msg('Year {n}'),
  other: msg('Other {n}'),
};

/**
 * 'grade-7' → 'Grade 7', 'IB-DP-1' → 'IB DP 1', 'other-2' → 'Other 2': the stored value stays as
 * it is. The programmes' names (PYP, MYP, IB DP) are written in Latin in every language.
 */
export const gradeLabel = (grade: string): string => {
  const numbered = /^([a-z]+)-(\d+)$/.exec(grade);
  const message = numbered ? numberedGrades[numbered[1]!] : undefined;
  if (numbered && message) return t(message, { n: Number(numbered[2]) });
  return grade
    .split('-')
    .map((part) => (/^[a-z]/.test(part) ? part.charAt(0).toUpperCase() + part.slice(1) : part))
    .join(' ');
};

const genderLabels: Record<string, string> = { male: msg('Male'), female: msg('Female'), other: msg('Other') };

export const genderLabel = (gender: string): string => {
  const label = genderLabels[gender];
  if (label) return t(label);
  return gender ? gender.charAt(0).toUpperCase() + gender.slice(1) : '';
};

/** §9 teacher roles: the stored value is the English name. */
const teacherRoleLabels: Record<string, string> = {
  'Primary Teacher': msg('Primary Teacher'),
  'Secondary Teacher': msg('Secondary Teacher'),
  'Subject Teacher': msg('Subject Teacher'),
  'Head of Department': msg('Head of Department'),
  'Vice Principal': msg('Vice Principal'),
  Principal: msg('Principal'),
  Counselor: msg('Counselor'),
  Librarian: msg('Librarian'),
  Other: msg('Other'),
};

export const teacherRoleLabel = (role: string): string => {
  const label = teacherRoleLabels[role];
  return label ? t(label) : role;
};
