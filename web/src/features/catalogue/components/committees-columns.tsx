import type { Committee } from '../api/get-committees';
import { catalogueColumns, type CatalogueField } from './catalogue-columns';

export const committeeFields: readonly CatalogueField<Committee>[] = [
  { key: 'abbr', header: 'ABBR', placeholder: 'e.g. DISEC' },
  { key: 'committee', header: 'Committee', placeholder: 'e.g. Disarmament and International Security' },
];

/** Columns ID, ABBR, Committee (spec §2.6) and the row actions. */
export const committeeColumns = catalogueColumns(committeeFields);
