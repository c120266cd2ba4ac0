import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { updateEntry, type CatalogueUpdate } from './catalogue-writes';
import type { CountryInput } from './create-country';
import { countriesQueryKey } from './get-countries';

export const COUNTRY_UPDATED = 'Country updated successfully';
export const COUNTRY_UPDATE_FAILED = 'Failed to update country';

export type UpdateCountryInput = CatalogueUpdate<CountryInput>;

/** PATCH /api/v1/countries/update-country/{id}: the whole entry (a tier change sends the name and code too). */
export const updateCountry = updateEntry<CountryInput>('/api/v1/countries/update-country');

export const useUpdateCountry = (config: MutationConfig<typeof updateCountry> = {}) => useRefetchingMutation(updateCountry, countriesQueryKey, config);
