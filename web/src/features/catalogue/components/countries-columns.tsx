import { countryTiers } from '@domain/catalogue/countries';
import type { Country } from '../api/get-countries';
import { catalogueColumns, type CatalogueField } from './catalogue-columns';
import { msg } from '../../../i18n/intl';

export const countryFields: readonly CatalogueField<Country>[] = [
  { key: 'name', header: msg('Name'), placeholder: msg('e.g. United Arab Emirates') },
  { key: 'code', header: msg('Code'), placeholder: msg('e.g. AE') },
  // The tier is changed from the row itself; the search is by name or code only.
  { key: 'tier', header: msg('Tier'), placeholder: msg('Tier'), options: countryTiers, defaultValue: 'B', inline: true, searchable: false },
];

/** Columns Name, Code, Tier and the row actions. */
export const countryColumns = catalogueColumns(countryFields, { withId: false });
