import type { AdminUser } from '../api/get-users';

/** How a person is named in lists and messages: their name, else username, else email. */
export const displayName = (user: Pick<AdminUser, 'fullname' | 'username' | 'email' | 'id'>): string =>
  user.fullname?.trim() || user.username?.trim() || user.email?.trim() || user.id;

/** 'grade-7' → 'Grade 7', 'IB-DP-1' → 'IB DP 1'; the stored value stays as it is. */
export const gradeLabel = (grade: string | null): string =>
  (grade ?? '')
    .split('-')
    .map((part) => (/^[a-z]/.test(part) ? part.charAt(0).toUpperCase() + part.slice(1) : part))
    .join(' ');

export const experienceLabel = (years: string | null): string => {
  if (years === null || years.trim() === '') return '';
  return `${years} ${years.trim() === '1' ? 'year' : 'years'}`;
};
