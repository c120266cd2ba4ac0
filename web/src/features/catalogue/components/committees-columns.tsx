import type { Committee } from '../api/get-committees';
import { catalogueColumns, type CatalogueField } from './catalogue-columns';
import { msg } from '../../../i18n/intl';

export const committeeFields: readonly CatalogueField<Committee>[] = [
  { key: 'abbr', header: msg('ABBR'), placeholder: msg('e.g. DISEC') },
  { key: 'committee', header: msg('Committee'), placeholder: msg('e.g. Disarmament and International Security') },
];

/** Columns ID, ABBR, Committee (spec §2.6) and the row actions. */
export const committeeColumns = catalogueColumns(committeeFields);
