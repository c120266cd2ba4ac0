import type { AdminUser } from '../api/get-users';

/** Spec §5: search is a case-insensitive substring match, here over name, username, email, school and status. */
export const matchesUser = (user: AdminUser, query: string): boolean => {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [user.fullname, user.username, user.email, user.school, user.status].some((value) => (value ?? '').toLowerCase().includes(needle));
};
