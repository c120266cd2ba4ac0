import type { LeadershipRole } from '../api/get-leadership-roles';
import { catalogueColumns, type CatalogueField } from './catalogue-columns';

export const leadershipRoleFields: readonly CatalogueField<LeadershipRole>[] = [
  { key: 'abbr', header: 'ABBR', placeholder: 'e.g. SG' },
  { key: 'leadership_role', header: 'Leadership Role', placeholder: 'e.g. Secretary-General' },
];

/** Columns ID, ABBR, Leadership Role (spec §2.6) and the row actions. */
export const leadershipRoleColumns = catalogueColumns(leadershipRoleFields);
