import type { Organiser } from '../api/get-organisers';
import { matchesSearch } from '@domain/shared/search-text';

/**
 * Spec §2.6 and §5: a case-insensitive substring match over the name, username, school,
 * user id, role in event and school location.
 */
export const matchesOrganiser = (organiser: Organiser, query: string): boolean => {
  return matchesSearch(
    [organiser.user.fullname, organiser.user.username, organiser.school, organiser.user_id, organiser.role, organiser.user.school_location],
    query,
  );
};
