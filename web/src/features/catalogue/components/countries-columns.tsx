import { countryTiers } from '@domain/catalogue/countries';
import type { Country } from '../api/get-countries';
import { catalogueColumns, type CatalogueField } from './catalogue-columns';

export const countryFields: readonly CatalogueField<Country>[] = [
  { key: 'name', header: 'Name', placeholder: 'e.g. United Arab Emirates' },
  { key: 'code', header: 'Code', placeholder: 'e.g. AE' },
  // The tier is changed from the row itself; the search is by name or code only.
  { key: 'tier', header: 'Tier', placeholder: 'Tier', options: countryTiers, defaultValue: 'B', inline: true, searchable: false },
];

/** Columns Name, Code, Tier and the row actions. */
export const countryColumns = catalogueColumns(countryFields, { withId: false });
