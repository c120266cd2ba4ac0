import { gradeGroups } from '@domain/users/profile-rules';
import { msg, t } from '../../../i18n/intl';
import { gradeLabel } from '../../../lib/grade-label';

export { gradeLabel };

type GradeType = keyof typeof gradeGroups;

/** §3 grade types as option group labels (shown with t()). */
export const gradeGroupLabels: Record<GradeType, string> = {
  grade: msg('Grade'),
  year: msg('Year'),
  programme: msg('Programme'),
  other: msg('Other'),
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
