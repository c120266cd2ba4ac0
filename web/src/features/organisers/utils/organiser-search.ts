import type { Organiser } from '../api/get-organisers';

/**
 * Spec §2.6 and §5: a case-insensitive substring match over the name, username, school,
 * user id, role in event and school location.
 */
export const matchesOrganiser = (organiser: Organiser, query: string): boolean => {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [
    organiser.user.fullname,
    organiser.user.username,
    organiser.school,
    organiser.user_id,
    organiser.role,
    organiser.user.school_location,
  ].some((value) => (value ?? '').toLowerCase().includes(needle));
};
