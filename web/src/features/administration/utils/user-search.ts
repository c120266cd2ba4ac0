import type { AdminUser } from '../api/get-users';
import { matchesSearch } from '@domain/shared/search-text';

/** Spec §5: search is a case-insensitive substring match, here over name, username, email, school and status. */
export const matchesUser = (user: AdminUser, query: string): boolean => {
  return matchesSearch([user.fullname, user.username, user.email, user.school, user.status], query);
};
