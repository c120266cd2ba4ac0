import { gradeGroups } from '@domain/users/profile-rules';

type GradeType = keyof typeof gradeGroups;

/** §3 grade types as option group labels. */
export const gradeGroupLabels: Record<GradeType, string> = {
  grade: 'Grade',
  year: 'Year',
  programme: 'Programme',
  other: 'Other',
};

/** 'grade-7' → 'Grade 7', 'IB-DP-1' → 'IB DP 1', 'other-2' → 'Other 2': the stored value stays as it is. */
export const gradeLabel = (grade: string): string =>
  grade
    .split('-')
    .map((part) => (/^[a-z]/.test(part) ? part.charAt(0).toUpperCase() + part.slice(1) : part))
    .join(' ');

export const genderLabel = (gender: string): string => (gender ? gender.charAt(0).toUpperCase() + gender.slice(1) : '');
