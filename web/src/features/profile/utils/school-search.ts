import { compareNames } from '../../../i18n/format';
import { t } from '../../../i18n/intl';
import { matchesSearch } from '@domain/shared/search-text';

export interface SchoolOption {
  id: string;
  name: string;
  locality_id: string;
  status?: string | null | undefined;
}

/**
 * The schools offered for a locality, filtered by the search text (a case-insensitive substring
 * of the name, spec §5). Blocked schools are not offered.
 */
export const matchSchools = <School extends SchoolOption>(schools: readonly School[], localityId: string, query: string): School[] => {
  return schools
    .filter((school) => school.locality_id === localityId && school.status !== 'Blocked')
    .filter((school) => matchesSearch([school.name], query))
    .sort((a, b) => compareNames(a.name, b.name));
};

/** Spec §8: the text of an empty search. */
export const noSchoolsMessage = (query: string): string => t('No schools found matching "{query}"', { query: query.trim() });
