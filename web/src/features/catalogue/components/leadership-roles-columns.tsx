import type { LeadershipRole } from '../api/get-leadership-roles';
import { catalogueColumns, type CatalogueField } from './catalogue-columns';
import { msg } from '../../../i18n/intl';

export const leadershipRoleFields: readonly CatalogueField<LeadershipRole>[] = [
  { key: 'abbr', header: msg('ABBR'), placeholder: msg('e.g. SG') },
  { key: 'leadership_role', header: msg('Leadership Role'), placeholder: msg('e.g. Secretary-General') },
];

/** Columns ID, ABBR, Leadership Role (spec §2.6) and the row actions. */
export const leadershipRoleColumns = catalogueColumns(leadershipRoleFields);
