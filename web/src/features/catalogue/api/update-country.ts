import { useRefetchingMutation, type MutationConfig } from '../../../lib/react-query';
import { acknowledged, type CatalogueUpdate } from './catalogue-writes';
import { countryEndpoints } from '@contract/catalogue';
import { call } from '../../../lib/call';
import type { CountryInput } from './create-country';
import { countriesQueryKey } from './get-countries';

export const COUNTRY_UPDATED = 'Country updated successfully';
export const COUNTRY_UPDATE_FAILED = 'Failed to update country';

export type UpdateCountryInput = CatalogueUpdate<CountryInput>;

/** PATCH /api/v1/countries/update-country/{id}: the whole entry (a tier change sends the name and code too). */
export const updateCountry = async ({ id, values }: UpdateCountryInput) =>
  acknowledged(await call(countryEndpoints.update, { params: { id }, body: values }));

export const useUpdateCountry = (config: MutationConfig<typeof updateCountry> = {}) =>
  useRefetchingMutation(updateCountry, countriesQueryKey, config);
