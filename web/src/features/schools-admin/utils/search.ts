import type { LocalityRow } from '../api/get-locality-rows';
import type { School } from '../api/get-schools';
import { matchesSearch } from '@domain/shared/search-text';

/** Spec §5: a case-insensitive substring match over several fields (Arabic folded too); an empty search lets everything through. */
const matchesAny = matchesSearch;

/** The Schools list searches code, name, locality, area and status (the locality and area by name or code). */
export const matchesSchool = (school: School, query: string): boolean =>
  matchesAny(
    [school.code, school.name, school.locality.name, school.locality.code, school.area?.name, school.area?.code, school.status],
    query,
  );

/** Spec §2.6: the Localities list searches its seven columns. */
export const matchesLocalityRow = (row: LocalityRow, query: string): boolean =>
  matchesAny(
    [row.locality_code, row.locality_name, row.area_code, row.area_name, row.linkedSchoolsCount, row.linkedStudentsCount, row.status],
    query,
  );
