import type { LocalityRow } from '../api/get-locality-rows';
import type { School } from '../api/get-schools';

/** Spec §5: a case-insensitive substring match over several fields; an empty search lets everything through. */
const matchesAny = (values: readonly (string | number | null | undefined)[], query: string): boolean => {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return values.some((value) => value !== null && value !== undefined && String(value).toLowerCase().includes(needle));
};

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
